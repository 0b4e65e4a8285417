/*
 * One key for the ways people write a place's name: "São Paulo", "SAO PAULO " and "sao paulo" are one place, and so
 * are "St. John's" and "Saint Johns". Every step is a single pass (no pattern with nested or adjacent quantifiers
 * over the same characters), so the cost is linear in the text's length whatever it holds.
 */

/** Combining marks, left by NFD once accents are split from their letters. */
const MARKS = /\p{M}/gu;
/** Letters that NFD does not split but that people write without their stroke or ligature. */
const UNSPLIT = /[łøßæœđðþıəħ]/g;
const UNSPLIT_AS: ReadonlyMap<string, string> = new Map([
  ["ł", "l"],
  ["ø", "o"],
  ["ß", "ss"],
  ["æ", "ae"],
  ["œ", "oe"],
  ["đ", "d"],
  ["ð", "d"],
  ["þ", "th"],
  ["ı", "i"],
  ["ə", "e"],
  ["ħ", "h"],
]);
/** Punctuation that is often left out: "St. Louis", "St. John's", "Hawaiʻi", "D.C.". */
const DROPPED = /[.'‘’ʻ`]/g;
/** Runs of spaces, hyphens, dashes, underscores and slashes: "Winston-Salem" is "winston salem". */
const SEPARATORS = /[\s\-‐‑‒–—_/]+/g;
/** Anything but a plain name (ASCII letters and digits in words one space apart), which is its own key. */
const NOT_PLAIN = /[^a-z0-9 ]|^ | $| {2}|saint/;
/** Words written two ways, each mapped to one: "Saint Petersburg" and "St Petersburg", "&" and "and". */
const WORDS: ReadonlyMap<string, string> = new Map([
  ["saint", "st"],
  ["sainte", "ste"],
  ["&", "and"],
]);

/**
 * The key of a place's name: lower case, without accents, marks, dots or apostrophes, with each run of spaces,
 * hyphens or slashes as one space, commas followed by one space (empty parts dropped), and "saint" written "st".
 * Linear in the length of `text`; the gazetteer indexes its cities by this key and looks names up by it.
 *
 * @example
 * placeKey("  São  Paulo,Brazil") // "sao paulo, brazil"
 * placeKey("St. John's") === placeKey("Saint Johns") // true
 */
export function placeKey(text: string): string {
  const lower = text.toLowerCase();
  // Most names are plain ("paris", "new york city"): loading the gazetteer keys 24,000 of them.
  if (!NOT_PLAIN.test(lower)) return lower;
  const folded = lower
    .normalize("NFD")
    .replace(MARKS, "")
    .replace(UNSPLIT, (letter) => UNSPLIT_AS.get(letter) ?? letter)
    .replace(DROPPED, "")
    .replace(SEPARATORS, " ");
  return folded
    .split(",")
    .map((part) =>
      part
        .trim()
        .split(" ")
        .map((word) => WORDS.get(word) ?? word)
        .join(" "),
    )
    .filter((part) => part !== "")
    .join(", ");
}
