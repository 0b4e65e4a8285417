import { refusal } from "../errors/errors.js";
import { acceptedUrls, assertSafeUrl, isSafeUrl, urlScheme } from "../plugins/url.js";
import type { TrackSource } from "../contract/popcorn.js";

/** A track source once its form is known: text to parse, a URL to fetch, or a file to read. */
export type ResolvedTrackSource =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "url"; readonly url: string }
  | { readonly kind: "file"; readonly file: TrackFile };

type TrackFile = { text(): Promise<string>; readonly name?: string };

// A plain string is subtitle or data text when it has a line break or opens like JSON, XML/TTML or WebVTT
// (whose signature is "WEBVTT" alone or followed by a space or tab: "WEBVTT-en.vtt" is a file name).
const TEXT = /[\r\n]|^\uFEFF?\s*(?:[{[<]|WEBVTT(?:[ \t]|$))/;

/**
 * Tells what a track source is without reading it, refusing what is unsafe or ambiguous with a `PopcornError`
 * (`INVALID_OPTION`) that names the value; nothing is fetched then.
 *
 * - `{ text }` is text and `{ url }` (or a `URL`) a URL, whatever they hold; a URL must be http(s), relative,
 *   protocol-relative or `blob:` (`javascript:`, `data:`, `file:`, `vbscript:` and other schemes are refused).
 * - A `Blob` or `File` is read as text.
 * - A plain string is text when it has a line break or starts with `{`, `[`, `<` or `WEBVTT`; a URL when it
 *   has an accepted scheme, or no scheme and no space (a relative path); anything else is refused.
 *
 * @param where - what the source is, for the message (e.g. `tracks[0].src`)
 */
export function resolveTrackSource(source: TrackSource, where = "Track source"): ResolvedTrackSource {
  if (typeof source === "string") {
    if (TEXT.test(source)) return { kind: "text", text: source };
    const url = source.trim();
    if (url !== "" && (urlScheme(url) || !/\s/.test(url)) && isSafeUrl(url, "media")) return { kind: "url", url };
  } else if (typeof source === "object" && source !== null) {
    const { text, url, href } = source as { text?: unknown; url?: unknown; href?: unknown };
    if (typeof text === "string") return { kind: "text", text };
    if (typeof text === "function") return { kind: "file", file: source as TrackFile };
    if (url !== undefined || href !== undefined)
      return { kind: "url", url: assertSafeUrl(url ?? href, "media", where) };
  }
  throw refusal(
    "INVALID_OPTION",
    `${where} got`,
    source,
    `${acceptedUrls("media")} or subtitle text (pass { text } or { url } to say which)`,
  );
}
