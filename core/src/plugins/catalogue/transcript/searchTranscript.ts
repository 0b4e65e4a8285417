import type { SubtitleEvent } from "../../builtins.js";
import { lineWords } from "./lineWords.js";

const MARKS = /\p{M}/gu;

/**
 * `text` folded for search (accents dropped, lower case), each folded UTF-16 unit with the range of the
 * original text it came from, so that a match maps back onto the text shown.
 */
function fold(text: string): { folded: string; from: number[]; to: number[] } {
  let folded = "";
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < text.length; ) {
    const point = text.codePointAt(i)!;
    const width = point > 0xffff ? 2 : 1;
    const part = text
      .slice(i, i + width)
      .normalize("NFD")
      .replace(MARKS, "")
      .toLowerCase();
    // A combining mark folds to nothing: it belongs to the character before, and to its match.
    if (part === "" && to.length > 0) to[to.length - 1] = i + width;
    for (let k = 0; k < part.length; k++) {
      from.push(i);
      to.push(i + width);
    }
    folded += part;
    i += width;
  }
  return { folded, from, to };
}

/** Knuth–Morris–Pratt failure table of `needle`, so each line is searched in time linear in its length. */
function failures(needle: string): Int32Array {
  const table = new Int32Array(needle.length);
  for (let i = 1, k = 0; i < needle.length; i++) {
    while (k > 0 && needle[i] !== needle[k]) k = table[k - 1]!;
    if (needle[i] === needle[k]) k++;
    table[i] = k;
  }
  return table;
}

/** Where a search matched in a line's text: `[start, end)` ranges of UTF-16 indices, in order, not overlapping. */
export type TranscriptMatch = readonly [start: number, end: number];

/**
 * The lines whose text holds `query`, case- and accent-insensitively ("ecole" finds "École"), each with where
 * it matched; null for a blank query (no search). Linear in the length of the transcript and the query.
 *
 * @example
 * const found = searchTranscript(lines, "harbour");
 * const shown = found === null ? lines : lines.filter((line) => found.has(line.id));
 */
export function searchTranscript(
  lines: readonly SubtitleEvent[],
  query: string,
): Map<string, TranscriptMatch[]> | null {
  const needle = fold(query.trim()).folded;
  if (needle === "") return null;
  const table = failures(needle);
  const found = new Map<string, TranscriptMatch[]>();
  for (const line of lines) {
    const { folded, from, to } = fold(
      lineWords(line)
        .map((word) => word.text)
        .join(""),
    );
    const ranges: TranscriptMatch[] = [];
    for (let i = 0, k = 0; i < folded.length; i++) {
      while (k > 0 && folded[i] !== needle[k]) k = table[k - 1]!;
      if (folded[i] === needle[k]) k++;
      if (k === needle.length) {
        ranges.push([from[i - k + 1]!, to[i]!]);
        k = 0;
      }
    }
    if (ranges.length > 0) found.set(line.id, ranges);
  }
  return found;
}
