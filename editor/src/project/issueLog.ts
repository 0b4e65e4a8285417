import type { ProjectIssue } from "./types.js";

/** The most issues one load or import lists; the next says that more were left out. */
export const MAX_ISSUES = 1000;

/** Collects the issues of one load or import, at most `MAX_ISSUES` of them (a file of garbage gives millions). */
export interface IssueLog {
  readonly issues: ProjectIssue[];
  /** Something dropped: `path` names it in the input, `reason` names the value and what is accepted. */
  error(path: string, reason: string): void;
  /** Something kept, changed or not: a default, a clamp, a new id, an unknown plugin type. */
  warn(path: string, reason: string): void;
}

/** A new issue log. */
export function createIssueLog(): IssueLog {
  const issues: ProjectIssue[] = [];
  const add = (path: string, reason: string, severity: ProjectIssue["severity"]): void => {
    if (issues.length < MAX_ISSUES) issues.push({ path, reason, severity });
    else if (issues.length === MAX_ISSUES) {
      issues.push({ path, reason: `More than ${MAX_ISSUES} issues: the rest are not listed.`, severity: "error" });
    }
  };
  return {
    issues,
    error: (path, reason) => add(path, reason, "error"),
    warn: (path, reason) => add(path, reason, "warning"),
  };
}
