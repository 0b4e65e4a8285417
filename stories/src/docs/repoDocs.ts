// The repository's docs (docs/*.md) are the one source of what they say: the Guides pages render them (whole or
// a section) rather than copy them. This table says which page shows each file, so that a link between two of
// them ("plugins.md#option-types") becomes a link between the pages of the site.

/** The docs page of the root Storybook that renders each file of docs/, by file name. */
export const REPO_DOC_PAGES: Readonly<Record<string, string>> = {
  "architecture.md": "guides-architecture--docs",
  "adapters.md": "guides-adapters--docs",
  "parsers.md": "guides-parsers--docs",
  "plugins.md": "guides-plugin-catalogue--docs",
};

/**
 * The part of a Markdown text under one heading, down to the next heading of the same or a higher level (or,
 * with `withoutSubsections`, down to the next heading of any level), heading included. Throws when the
 * heading is missing, so that a renamed section fails the build of its page.
 */
export function markdownSection(markdown: string, heading: string, withoutSubsections = false): string {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => /^#{1,6} /.test(line) && line.replace(/^#+ /, "") === heading);
  if (start === -1) throw new Error(`No heading "${heading}" in the Markdown given.`);
  const level = withoutSubsections ? 6 : (/^#+/.exec(lines[start] ?? "")?.[0].length ?? 1);
  const next = lines.findIndex((line, index) => index > start && new RegExp(`^#{1,${level}} `).test(line));
  return lines.slice(start, next === -1 ? undefined : next).join("\n");
}

/**
 * Where a link of a repository doc leads in the site: another doc's page (with its anchor), a link that leaves
 * the site as it is, or `undefined` for a file of the repository that the site does not show.
 */
export function siteHref(href: string): string | undefined {
  if (/^(https?:)?\/\//.test(href) || href.startsWith("#")) return href;
  const [file = "", anchor] = href.split("#");
  const page = REPO_DOC_PAGES[file];
  if (page === undefined) return undefined;
  return `?path=/docs/${page}${anchor ? `#${anchor}` : ""}`;
}
