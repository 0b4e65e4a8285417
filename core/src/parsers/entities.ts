// HTML character references for WebVTT cue text. WebVTT defers to HTML's table of 2,231 names; shipping it
// would triple the size of the parsers, so this keeps the ones subtitles use: every Latin-1 name (which HTML
// also accepts without the semicolon), typographic punctuation, and direction marks. Unknown names stay as
// written, which is also what HTML does with names it does not know.

const LATIN1 =
  "nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 " +
  "acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml " +
  "Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde " +
  "Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig " +
  "ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide " +
  "oslash ugrave uacute ucirc uuml yacute thorn yuml";

const OTHERS: Record<string, number> = {
  apos: 0x27, OElig: 0x152, oelig: 0x153, Scaron: 0x160, scaron: 0x161, Yuml: 0x178, fnof: 0x192, circ: 0x2c6,
  tilde: 0x2dc, ensp: 0x2002, emsp: 0x2003, thinsp: 0x2009, zwnj: 0x200c, zwj: 0x200d, lrm: 0x200e,
  rlm: 0x200f, ndash: 0x2013, mdash: 0x2014, lsquo: 0x2018, rsquo: 0x2019, sbquo: 0x201a, ldquo: 0x201c,
  rdquo: 0x201d, bdquo: 0x201e, dagger: 0x2020, Dagger: 0x2021, bull: 0x2022, hellip: 0x2026, permil: 0x2030,
  prime: 0x2032, Prime: 0x2033, lsaquo: 0x2039, rsaquo: 0x203a, euro: 0x20ac, trade: 0x2122, larr: 0x2190,
  uarr: 0x2191, rarr: 0x2192, darr: 0x2193, harr: 0x2194, minus: 0x2212, infin: 0x221e, ne: 0x2260,
  le: 0x2264, ge: 0x2265, spades: 0x2660, clubs: 0x2663, hearts: 0x2665, diams: 0x2666, sung: 0x266a,
  Alpha: 0x391, Beta: 0x392, Gamma: 0x393, Delta: 0x394, Omega: 0x3a9, alpha: 0x3b1, beta: 0x3b2,
  gamma: 0x3b3, delta: 0x3b4, pi: 0x3c0, mu: 0x3bc, omega: 0x3c9,
};

/** Names HTML decodes even without the semicolon ("&amp" and "&copy" in old files). */
const LEGACY = new Map<string, string>();
/** Names that need the semicolon. */
const NAMED = new Map<string, string>();

for (const [index, name] of LATIN1.split(" ").entries()) LEGACY.set(name, String.fromCharCode(0xa0 + index));
for (const [name, code] of [["amp", 38], ["lt", 60], ["gt", 62], ["quot", 34]] as const) {
  LEGACY.set(name, String.fromCharCode(code));
  LEGACY.set(name.toUpperCase(), String.fromCharCode(code));
}
LEGACY.set("COPY", "\u00a9");
LEGACY.set("REG", "\u00ae");
for (const [name, code] of Object.entries(OTHERS)) NAMED.set(name, String.fromCodePoint(code));

/** Longest legacy name: no point looking for a shorter match past it. */
const MAX_LEGACY = 6;
/** Longest name worth collecting; longer runs of letters are not references. */
const MAX_NAME = 32;

// Windows-1252 meanings HTML gives to numeric references 0x80-0x9F.
const C1 = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

/** Where `readCharacterReference` puts what it decoded: one object per parse, reused for every reference. */
export interface ReferenceResult {
  /** The decoded characters, or `undefined` when the text is not a reference (the "&" stands for itself). */
  text: string | undefined;
}

/**
 * Reads an HTML character reference whose "&" is just before `pos` (numeric `&#38;`, `&#x26;`, or a
 * name from the table above). Sets `out.text` to the decoded characters (or `undefined` when the text is
 * not a reference, and the "&" stands for itself) and returns the position after the reference.
 * Looks at a bounded number of characters, so a long run of "&" stays linear.
 */
export function readCharacterReference(input: string, pos: number, end: number, out: ReferenceResult): number {
  out.text = undefined;
  if (pos >= end) return pos;
  const first = input.charCodeAt(pos);
  if (first === 0x23) return readNumeric(input, pos + 1, end, out);
  let stop = pos;
  const limit = Math.min(end, pos + MAX_NAME);
  while (stop < limit && isAlphanumeric(input.charCodeAt(stop))) stop++;
  if (stop === pos) return pos;
  if (stop < end && input.charCodeAt(stop) === 0x3b) {
    const name = input.slice(pos, stop);
    const found = NAMED.get(name) ?? LEGACY.get(name);
    if (found !== undefined) {
      out.text = found;
      return stop + 1;
    }
  }
  // Without a semicolon (or with an unknown name), HTML still takes the longest legacy name that starts here.
  for (let length = Math.min(stop - pos, MAX_LEGACY); length >= 2; length--) {
    const found = LEGACY.get(input.slice(pos, pos + length));
    if (found !== undefined) {
      out.text = found;
      return pos + length;
    }
  }
  return pos;
}

function readNumeric(input: string, pos: number, end: number, out: ReferenceResult): number {
  const hex = pos < end && (input.charCodeAt(pos) | 0x20) === 0x78;
  let i = hex ? pos + 1 : pos;
  const digitsStart = i;
  let value = 0;
  for (; i < end; i++) {
    const c = input.charCodeAt(i);
    let digit: number;
    if (c >= 0x30 && c <= 0x39) digit = c - 0x30;
    else if (hex && (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66) digit = (c | 0x20) - 0x57;
    else break;
    // Clamp: anything past the Unicode range decodes to U+FFFD however long it is.
    if (value <= 0x10ffff) value = value * (hex ? 16 : 10) + digit;
  }
  if (i === digitsStart) return pos - 1;
  if (i < end && input.charCodeAt(i) === 0x3b) i++;
  out.text = decodeCodePoint(value);
  return i;
}

function decodeCodePoint(value: number): string {
  if (value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return "\uFFFD";
  if (value >= 0x80 && value <= 0x9f) return String.fromCharCode(C1[value - 0x80]!);
  return String.fromCodePoint(value);
}

function isAlphanumeric(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
}
