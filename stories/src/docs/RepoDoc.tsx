import { AnchorMdx, Markdown } from "@storybook/addon-docs/blocks";
import type { AnchorHTMLAttributes } from "react";
import { markdownSection, siteHref } from "./repoDocs.js";

/** Props of {@link RepoDoc}. */
export interface RepoDocProps {
  /** The Markdown text of a file of docs/, imported with `?raw`. */
  source: string;
  /** Only the part under this heading (its text, without the #s). */
  section?: string;
  /** With `section`: leave out its subsections (stop at the next heading of any level). */
  withoutSubsections?: boolean;
  /** Leave out the text's first heading (when the page has a title of its own). */
  dropTitle?: boolean;
}

/**
 * A link of the Markdown: between docs, to the matching page (through Storybook's docs link, which asks the
 * manager to navigate); to a repository file the site does not show, as text.
 */
function RepoLink({ href = "", children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const target = siteHref(href);
  if (target === undefined) return <span>{children}</span>;
  return (
    <AnchorMdx href={target} target="_self">
      {children}
    </AnchorMdx>
  );
}

/** Renders a file of docs/ (or one section of it) as part of a docs page. */
export function RepoDoc({ source, section, withoutSubsections = false, dropTitle = false }: RepoDocProps) {
  let text = section === undefined ? source : markdownSection(source, section, withoutSubsections);
  if (dropTitle) text = text.replace(/^# .*\n/, "");
  return <Markdown options={{ overrides: { a: RepoLink } }}>{text}</Markdown>;
}
