"use client";
import { type ReactNode, memo } from "react";
import type { ProjectIssue } from "../../project/types.js";
import { Icon } from "../icons.js";

/** The most issues listed; the rest are counted. */
const MAX_SHOWN = 500;

/**
 * A scrolling list of issues, each with its place (`line 12, column 3`, `lanes[0].events[2]`) and its reason;
 * errors and warnings told apart by an icon and a word, not by colour alone.
 */
export const IssueList = memo(function IssueList({
  issues,
  title,
}: {
  issues: readonly ProjectIssue[];
  title: string;
}): ReactNode {
  const shown = issues.slice(0, MAX_SHOWN);
  return (
    <section className="pke-files-issues" aria-label={title}>
      <h3 className="pke-files-issues-title">{title}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard. */}
      <ul className="pke-files-issue-list" tabIndex={0} aria-label={title}>
        {shown.map((issue, i) => (
          <li
            // Issues have no id; their order is fixed for one list.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
            key={i}
            className="pke-files-issue"
            data-severity={issue.severity}
          >
            <Icon name="alert" />
            <span className="pke-visually-hidden">{issue.severity === "error" ? "Error" : "Warning"}: </span>
            <span className="pke-files-issue-path">{issue.path}</span>
            <span className="pke-files-issue-reason">{issue.reason}</span>
          </li>
        ))}
        {issues.length > shown.length ? (
          <li className="pke-files-issue pke-files-issue-more">And {issues.length - shown.length} more.</li>
        ) : null}
      </ul>
    </section>
  );
});
