// HTML character references for WebVTT cue text. WebVTT defers to HTML's table of 2,231 names; the maintained
// `entities` package has it, with a decoder that matches the longest name at a position (only its decode
// path is imported: the table of what to encode stays out of the bundle).
import { DecodingMode, HtmlEntityDecoder } from "entities/decode";
import type { ReferenceResult } from "./references.js";

// One decoder, reset per reference: parsing is synchronous and never re-enters itself.
let decoded = "";
const decoder = new HtmlEntityDecoder((codePoint) => {
  // Numeric references come as code points, named ones as UTF-16 units (surrogate halves one by one): either
  // way this appends the right units.
  decoded += String.fromCodePoint(codePoint);
});

/**
 * Reads an HTML character reference whose "&" is just before `pos`, the way WebVTT's "consume a character
 * reference" does (HTML's rules for text, not attributes): `&#38;` and `&#x26;` with any number of digits
 * (0, surrogates and values past U+10FFFF give U+FFFD; 0x80-0x9F their Windows-1252 characters), or the
 * longest name from HTML's table that starts at `pos`, with or without its semicolon for the names HTML
 * accepts without one (`&amp`, `&not` in `&notit;`). Sets `out.text` to the decoded characters, or to
 * `undefined` when the text is not a reference and the "&" stands for itself, and returns the position after
 * the reference. Reads a bounded number of characters past a name (32), so runs of "&" stay linear.
 */
export function readCharacterReference(input: string, pos: number, out: ReferenceResult): number {
  decoded = "";
  decoder.startEntity(DecodingMode.Legacy);
  // The decoder counts the "&" in what it consumed; -1 means the input ended inside a possible reference.
  let consumed = decoder.write(input, pos);
  if (consumed === -1) consumed = decoder.end();
  if (consumed <= 0) {
    out.text = undefined;
    return pos;
  }
  out.text = decoded;
  return pos - 1 + consumed;
}
