import { refusal } from "../errors/errors.js";

const SCHEME = /^([a-z][a-z0-9+.-]*):/;
// Browsers drop ASCII whitespace and control characters inside a URL's scheme ("java\tscript:" runs), so
// they are removed before the scheme is read.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const IGNORED = /[\u0000-\u0020\u007f]/g;

/** What a URL is for: images also accept `data:image/*`. */
export type UrlKind = "link" | "image" | "media";

/**
 * True when a URL is safe to put in a page: http(s), protocol-relative, relative, `blob:`, and for images
 * `data:image/*` (not SVG, which can carry script). `javascript:`, `vbscript:`, other `data:` and every other
 * scheme are refused.
 */
export function isSafeUrl(value: string, kind: UrlKind = "link"): boolean {
  const compact = value.replace(IGNORED, "").toLowerCase();
  const scheme = SCHEME.exec(compact)?.[1];
  if (scheme === undefined) return true;
  if (scheme === "http" || scheme === "https" || scheme === "blob") return true;
  if (scheme === "data" && kind === "image") return /^data:image\/(?!svg)[a-z0-9.+-]+[;,]/.test(compact);
  return false;
}

/**
 * The scheme a browser would read in a URL, lower case (`"javascript"` for `" JaVa\tScript:..."`), or
 * undefined for a relative or protocol-relative URL.
 */
export function urlScheme(value: string): string | undefined {
  return SCHEME.exec(value.replace(IGNORED, "").toLowerCase())?.[1];
}

/**
 * Returns the URL when `isSafeUrl` accepts it, else throws a `PopcornError` (`INVALID_OPTION`) naming it.
 * @param where - what the URL is, for the message (e.g. `option "src" of plugin "image"`)
 */
export function assertSafeUrl(value: unknown, kind: UrlKind = "link", where = "URL"): string {
  if (typeof value !== "string" || value.trim() === "" || !isSafeUrl(value, kind)) {
    throw refusal("INVALID_OPTION", `${where} got`, value, acceptedUrls(kind));
  }
  return value.trim();
}

/** Words for the URLs `isSafeUrl` accepts for a kind, for error messages. */
export function acceptedUrls(kind: UrlKind): string {
  return kind === "image" ? "an http(s), relative, blob: or data:image/* URL" : "an http(s), relative or blob: URL";
}
