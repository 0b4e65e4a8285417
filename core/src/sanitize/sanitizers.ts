import type { HtmlSanitizer, Popcorn } from "../contract/popcorn.js";

/**
 * Where an event's html comes from: the page (a plugin component's props, `pop.add` through a component) or a
 * file (a data file's or a track's events, which no component owns).
 */
export type HtmlOrigin = "page" | "file";

/**
 * The sanitizers a plugin's View falls back on when the instance has none of its own (`sanitizeHtml`,
 * `sanitizeFileHtml`): `page` for html from the page, `file` for html from a file. DOMPurify's are
 * `DEFAULT_SANITIZERS` (`@popcorn-kit/core/sanitize`); `NO_HTML` keeps DOMPurify out of a bundle for plugins
 * that render no HTML.
 */
export interface HtmlSanitizers {
  readonly page: HtmlSanitizer;
  readonly file: HtmlSanitizer;
}

const nothing: HtmlSanitizer = () => "";

/**
 * Sanitizers that turn any html into `""`: the fallback of a plugin component whose plugin has no option of
 * type `html` and whose markup makes no HTML, so that a page with only such components does not download
 * DOMPurify. The instance's own `sanitizeHtml` and `sanitizeFileHtml`, when given, still come first.
 */
export const NO_HTML: HtmlSanitizers = /* @__PURE__ */ Object.freeze({ page: nothing, file: nothing });

/**
 * The sanitizer for html of `origin` on `pop`: the instance's `sanitizeHtml` for the page's (its
 * `sanitizeFileHtml` for a file's), else `fallback`'s.
 */
export function sanitizerFor(
  pop: Popcorn | null | undefined,
  origin: HtmlOrigin,
  fallback: HtmlSanitizers,
): HtmlSanitizer {
  return origin === "file" ? (pop?.sanitizeFileHtml ?? fallback.file) : (pop?.sanitizeHtml ?? fallback.page);
}
