import { isDigit } from "./webvtt/timestamp.js";

// Character references without HTML's whole table. Subtitles use a handful of names (&amp;, &lt;, &nbsp;, the
// typographic quotes and dashes...); the table of all 2,231 is most of what the parsers weigh, so the lazy parser
// loads it only for a text that names a reference outside that handful (`needsFullTable`). Numeric references
// need no table and are read here the way the table's decoder reads them.

/** Where a reference reader puts what it decoded: one object per parse, reused for every reference. */
export interface ReferenceResult {
  /** The decoded characters, or `undefined` when the text is not a reference (the "&" stands for itself). */
  text: string | undefined;
}

/**
 * Reads an HTML character reference whose "&" is just before `pos` into `out.text` (`undefined` when the "&"
 * stands for itself) and returns the position after it.
 */
export type ReferenceReader = (input: string, pos: number, out: ReferenceResult) => number;

// The common names, with their semicolon. Each is read exactly as HTML's table reads it: no longer name starts
// with one of them followed by the rest of its run of letters and digits (`needsFullTable` sends such runs to
// the table), so the longest match is the name itself.
const COMMON = new Map([
  ["amp", "&"],
  ["lt", "<"],
  ["gt", ">"],
  ["quot", '"'],
  ["apos", "'"],
  ["nbsp", "\u00a0"],
  ["hellip", "\u2026"],
  ["ndash", "\u2013"],
  ["mdash", "\u2014"],
  ["lsquo", "\u2018"],
  ["rsquo", "\u2019"],
  ["ldquo", "\u201c"],
  ["rdquo", "\u201d"],
  ["copy", "\u00a9"],
  ["reg", "\u00ae"],
]);
// Those that HTML also reads without a semicolon (legacy names): `&amp` and `&copy2026` decode too.
const LEGACY = new Set(["amp", "lt", "gt", "quot", "nbsp", "copy", "reg"]);
const LONGEST = 6;

const SEMI = 0x3b;
const HASH = 0x23;

// Windows-1252's characters for references to 0x80-0x9F, as HTML reads them (0 where it keeps the code point).
const C1 = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/**
 * True when `text` has an "&" followed by a name that `readCommonReference` cannot read as HTML's table does:
 * a run of letters and digits that is not one of the common names (with its semicolon, or one of the legacy
 * names). One pass: each "&" looks at most `LONGEST + 1` characters ahead.
 */
export function needsFullTable(text: string): boolean {
  for (let at = text.indexOf("&"); at !== -1; at = text.indexOf("&", at + 1)) {
    if (commonName(text, at + 1) === -1) return true;
  }
  return false;
}

/**
 * A `ReferenceReader` for numeric references and the common names, for a text that `needsFullTable` passed:
 * on such text it decodes exactly what HTML's whole table decodes (a name outside the common ones, which such
 * text does not have, is left as text).
 */
export function readCommonReference(input: string, pos: number, out: ReferenceResult): number {
  if (input.charCodeAt(pos) === HASH) return readNumericReference(input, pos + 1, out);
  const length = commonName(input, pos);
  if (length <= 0) {
    out.text = undefined;
    return pos;
  }
  const end = input.charCodeAt(pos + length - 1) === SEMI ? pos + length - 1 : pos + length;
  out.text = COMMON.get(input.slice(pos, end));
  return pos + length;
}

/**
 * Characters a common name at `pos` takes (its semicolon included when it has one); 0 when no name starts
 * there (no letter or digit, or a digit first: no name starts with one); -1 for any other run of letters and
 * digits, which only HTML's whole table reads right.
 */
function commonName(input: string, pos: number): number {
  if (pos >= input.length || isDigit(input.charCodeAt(pos)) || !isAlphanumeric(input.charCodeAt(pos))) return 0;
  let end = pos;
  while (end < input.length && isAlphanumeric(input.charCodeAt(end))) {
    if (++end - pos > LONGEST) return -1;
  }
  const name = input.slice(pos, end);
  if (input.charCodeAt(end) === SEMI && COMMON.has(name)) return end + 1 - pos;
  return LEGACY.has(name) ? end - pos : -1;
}

/**
 * Reads `&#38;` or `&#x26;` after the "#" at `pos - 1`: any number of digits, the semicolon optional, 0,
 * surrogates and values past U+10FFFF read as U+FFFD, 0x80-0x9F as their Windows-1252 characters.
 */
function readNumericReference(input: string, pos: number, out: ReferenceResult): number {
  const hex = (input.charCodeAt(pos) | 0x20) === 0x78;
  let end = hex ? pos + 1 : pos;
  const digitsStart = end;
  let codePoint = 0;
  for (; end < input.length; end++) {
    const digit = digitValue(input.charCodeAt(end), hex);
    if (digit === -1) break;
    // Past U+10FFFF it only matters that it is past: stop growing, so that no run of digits overflows.
    codePoint = Math.min(codePoint * (hex ? 16 : 10) + digit, 0x110000);
  }
  if (end === digitsStart) {
    out.text = undefined;
    return pos - 1;
  }
  if (input.charCodeAt(end) === SEMI) end++;
  out.text = String.fromCodePoint(replaceCodePoint(codePoint));
  return end;
}

/** What HTML reads a numeric reference to `codePoint` as. */
function replaceCodePoint(codePoint: number): number {
  if (codePoint === 0 || (codePoint >= 0xd800 && codePoint <= 0xdfff) || codePoint > 0x10ffff) return 0xfffd;
  if (codePoint >= 0x80 && codePoint <= 0x9f) return C1[codePoint - 0x80] || codePoint;
  return codePoint;
}

function digitValue(c: number, hex: boolean): number {
  if (isDigit(c)) return c - 0x30;
  if (!hex) return -1;
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

function isAlphanumeric(c: number): boolean {
  const lower = c | 0x20;
  return isDigit(c) || (lower >= 0x61 && lower <= 0x7a);
}
