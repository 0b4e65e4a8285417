import type { HtmlSanitizer, Popcorn } from "../popcorn/types.js";
import { sanitizeFileHtml } from "./sanitizeFileHtml.js";
import { sanitizeHtml } from "./sanitizeHtml.js";

/**
 * Where an event's html comes from: the page (a plugin component's props, `pop.add` through a component) or a
 * file (a data file's or a track's events, which no component owns).
 */
export type HtmlOrigin = "page" | "file";

/**
 * The sanitizer for html of `origin` on `pop`: the instance's `sanitizeHtml` (else DOMPurify's defaults) for the
 * page's, its `sanitizeFileHtml` (else the strict profile) for a file's.
 */
export function instanceSanitizer(pop: Popcorn | null | undefined, origin: HtmlOrigin): HtmlSanitizer {
  return origin === "file" ? (pop?.sanitizeFileHtml ?? sanitizeFileHtml) : (pop?.sanitizeHtml ?? sanitizeHtml);
}
