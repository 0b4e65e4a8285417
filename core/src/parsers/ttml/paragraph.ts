/** A piece of a TTML paragraph's text and when it shows. */
export interface TtmlFragment {
  text: string;
  begin: number;
  end: number;
  /** `xml:space="preserve"`: keep its whitespace as written. */
  preserve: boolean;
}

/** One stretch of a paragraph during which its text does not change. */
export interface TtmlPiece {
  text: string;
  start: number;
  end: number;
}

/** More distinct times than this in one paragraph and each fragment becomes its own event (bounded work). */
const MAX_TIMES = 100;

/**
 * Splits a paragraph into stretches of unchanging text: between any two consecutive times at which a fragment
 * starts or stops, the text is the fragments showing, in document order, with XML whitespace collapsed.
 * Stretches with no text are dropped; neighbours with the same text are joined.
 */
export function ttmlParagraph(
  fragments: readonly TtmlFragment[],
  begin: number,
  end: number,
  preserve: boolean,
): TtmlPiece[] {
  if (fragments.every((fragment) => fragment.begin <= begin && fragment.end >= end)) {
    // Nothing inside changes over time, as in most files: one piece.
    const text = paragraphText(fragments, preserve, begin, end);
    return text === "" ? [] : [{ text, start: begin, end }];
  }
  // The distinct times at which something starts or stops, in order (insertion sort: there are few).
  const sorted = [begin, end];
  for (const fragment of fragments) {
    if (fragment.begin > begin && fragment.begin < end && !insertTime(sorted, fragment.begin))
      return eachFragment(fragments, preserve);
    if (fragment.end > begin && fragment.end < end && !insertTime(sorted, fragment.end))
      return eachFragment(fragments, preserve);
  }
  const pieces: TtmlPiece[] = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const from = sorted[i]!;
    const to = sorted[i + 1]!;
    const text = paragraphText(fragments, preserve, from, to);
    if (text === "") continue;
    const last = pieces[pieces.length - 1];
    if (last !== undefined && last.end === from && last.text === text) last.end = to;
    else pieces.push({ text, start: from, end: to });
  }
  return pieces;
}

/** Inserts a time into a sorted list unless it is there; false when the list would grow past `MAX_TIMES`. */
function insertTime(sorted: number[], time: number): boolean {
  let i = sorted.length - 1;
  while (i >= 0 && sorted[i]! > time) i--;
  if (i >= 0 && sorted[i] === time) return true;
  if (sorted.length >= MAX_TIMES) return false;
  sorted.splice(i + 1, 0, time);
  return true;
}

/** The text of the fragments that show from `from` to `to`, in order, with whitespace handled. */
function paragraphText(fragments: readonly TtmlFragment[], preserve: boolean, from: number, to: number): string {
  // Joined from an array: adding thousands of pieces one by one would build a deep chain of string halves.
  const parts: string[] = [];
  for (const fragment of fragments) {
    if (fragment.begin <= from && fragment.end >= to)
      parts.push(fragment.preserve || preserve ? fragment.text : spaces(fragment.text));
  }
  const raw = parts.join("");
  return preserve ? raw : collapse(raw);
}

function eachFragment(fragments: readonly TtmlFragment[], preserve: boolean): TtmlPiece[] {
  const pieces: TtmlPiece[] = [];
  for (const fragment of fragments) {
    const text = preserve || fragment.preserve ? fragment.text : collapse(spaces(fragment.text));
    if (text.trim() !== "" && fragment.end > fragment.begin)
      pieces.push({ text, start: fragment.begin, end: fragment.end });
  }
  return pieces;
}

/** XML whitespace (tab, CR, LF, space) becomes spaces: source line breaks are not line breaks in TTML. */
function spaces(text: string): string {
  return /[\t\r\n]/.test(text) ? text.replace(/[\t\r\n]/g, " ") : text;
}

/**
 * Collapses runs of spaces, drops spaces around line breaks, and line breaks and spaces at either end. Text is
 * copied in the longest stretches that need no change, so ordinary text (one space between words) costs a
 * single slice rather than one string per word for the garbage collector to trace.
 */
function collapse(text: string): string {
  let result = "";
  let from = 0;
  const length = text.length;
  let i = 0;
  while (i < length) {
    if (text.charCodeAt(i) !== 0x20) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < length && text.charCodeAt(j) === 0x20) j++;
    const atEdge = i === 0 || text.charCodeAt(i - 1) === 0x0a || j === length || text.charCodeAt(j) === 0x0a;
    if (atEdge || j - i > 1) {
      result += text.slice(from, i) + (atEdge ? "" : " ");
      from = j;
    }
    i = j;
  }
  result = from === 0 ? text : result + text.slice(from);
  let start = 0;
  let end = result.length;
  while (start < end && result.charCodeAt(start) === 0x0a) start++;
  while (end > start && result.charCodeAt(end - 1) === 0x0a) end--;
  return start === 0 && end === result.length ? result : result.slice(start, end);
}
