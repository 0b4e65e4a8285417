import type { HtmlSanitizer, Popcorn } from "../contract/popcorn.js";
import { sanitizeFileHtml, sanitizeHtml } from "./dompurify.js";
import { type HtmlOrigin, type HtmlSanitizers, sanitizerFor } from "./sanitizers.js";

export type { HtmlOrigin } from "./sanitizers.js";

/**
 * DOMPurify's sanitizers: `sanitizeHtml` (its defaults) for the page's html, the strict `sanitizeFileHtml` for
 * a file's. What a plugin's View falls back on when the instance has no sanitizer of its own.
 */
export const DEFAULT_SANITIZERS: HtmlSanitizers = /* @__PURE__ */ Object.freeze({
  page: sanitizeHtml,
  file: sanitizeFileHtml,
});

/**
 * The sanitizer for html of `origin` on `pop`: the instance's `sanitizeHtml` (else DOMPurify's defaults) for the
 * page's, its `sanitizeFileHtml` (else the strict profile) for a file's.
 */
export function instanceSanitizer(pop: Popcorn | null | undefined, origin: HtmlOrigin): HtmlSanitizer {
  return sanitizerFor(pop, origin, DEFAULT_SANITIZERS);
}
