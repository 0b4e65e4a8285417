import type { CueNode, CueSpanNode, CueTextSummary } from "../cueNodes.js";
import { CueTreeBuilder, MAX_SPAN_DEPTH } from "../cueTree.js";

const LT = 0x3c;
const GT = 0x3e;
const BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const BACKSLASH = 0x5c;
const LF = 0x0a;

/**
 * Parses SRT cue text into the cue text tree: `<i>`, `<b>`, `<u>` (any case) become spans and
 * `<font color="...">` a `c` span with that `color`. Other "<" stay text (SRT has no escaping, and "I <3 you"
 * is text). ASS override blocks that some SRT files carry (`{\an8}`, `{\i1}`) are dropped. Fills `summary`
 * with the plain text and whether the tree is only text.
 */
export function parseSrtCueText(
  input: string,
  summary: CueTextSummary,
  tree: CueTreeBuilder = new CueTreeBuilder(),
): CueNode[] {
  summary.text = "";
  summary.voice = undefined;
  summary.plain = true;
  tree.reset();
  const end = input.length;
  let textFrom = 0;
  let pos = 0;
  // Where the next "<" and "{" are: found with indexOf, which outruns a loop over every character.
  let nextTag = -1;
  let nextBrace = -1;
  while (pos < end) {
    if (nextTag < pos) nextTag = indexOrEnd(input, "<", pos);
    if (nextBrace < pos) nextBrace = indexOrEnd(input, "{", pos);
    pos = nextTag < nextBrace ? nextTag : nextBrace;
    if (pos >= end) break;
    const c = input.charCodeAt(pos);
    if (c === LT) {
      const tagEnd = findTagEnd(input, pos + 1, end);
      const type = tagEnd === -1 ? undefined : readTag(input, pos + 1, tagEnd);
      if (type === undefined) {
        pos++;
        continue;
      }
      addText(tree, input.slice(textFrom, pos), summary);
      pos = tagEnd + 1;
      textFrom = pos;
      if (tagClosing) {
        const index = findOpen(tree.open, type);
        if (index !== -1) tree.closeTo(index);
      } else if (tree.open.length < MAX_SPAN_DEPTH) {
        summary.plain = false;
        tree.openSpan(tagColor === undefined ? { type, children: [] } : { type, color: tagColor, children: [] });
      }
    } else if (c === BRACE && pos + 1 < end && input.charCodeAt(pos + 1) === BACKSLASH) {
      const close = findBlockEnd(input, pos + 2, end);
      if (close === -1) {
        pos++;
        continue;
      }
      addText(tree, input.slice(textFrom, pos), summary);
      pos = close + 1;
      textFrom = pos;
    } else pos++;
  }
  addText(tree, input.slice(textFrom, end), summary);
  return tree.root;
}

/** Index of `search` at or after `from`, or the length of `input` when there is none. */
function indexOrEnd(input: string, search: string, from: number): number {
  const index = input.indexOf(search, from);
  return index === -1 ? input.length : index;
}

function addText(tree: CueTreeBuilder, text: string, summary: CueTextSummary): void {
  tree.text(text);
  summary.text += text;
}

/** Position of the ">" that closes a tag opened before `pos`, or -1 when "<", a line break or the end comes first. */
function findTagEnd(input: string, pos: number, end: number): number {
  for (; pos < end; pos++) {
    const c = input.charCodeAt(pos);
    if (c === GT) return pos;
    if (c === LT || c === LF) return -1;
  }
  return -1;
}

/** Position of the "}" that closes an override block, or -1 when "{", a line break or the end comes first. */
function findBlockEnd(input: string, pos: number, end: number): number {
  for (; pos < end; pos++) {
    const c = input.charCodeAt(pos);
    if (c === CLOSE_BRACE) return pos;
    if (c === BRACE || c === LF) return -1;
  }
  return -1;
}

// What the last `readTag` found besides the span type; scratch state, as parsing never re-enters itself.
let tagClosing = false;
let tagColor: string | undefined;

/**
 * Reads the inside of `<...>` (`input[start, end)`): the span type of a known tag, with `tagClosing` and
 * `tagColor` set, or `undefined` for text that only looks like a tag.
 */
function readTag(input: string, start: number, end: number): "i" | "b" | "u" | "c" | undefined {
  let pos = start;
  tagClosing = input.charCodeAt(pos) === 0x2f;
  tagColor = undefined;
  if (tagClosing) pos++;
  const nameStart = pos;
  while (pos < end && isLetter(input.charCodeAt(pos))) pos++;
  const length = pos - nameStart;
  if (length === 1) {
    // <i>, <b>, <u> (any case) with nothing but spaces before ">".
    const letter = input.charCodeAt(nameStart) | 0x20;
    const type = letter === 0x69 ? "i" : letter === 0x62 ? "b" : letter === 0x75 ? "u" : undefined;
    if (type === undefined) return undefined;
    for (; pos < end; pos++) if (!isSpace(input.charCodeAt(pos))) return undefined;
    return type;
  }
  if (length !== 4 || input.slice(nameStart, pos).toLowerCase() !== "font") return undefined;
  if (tagClosing || pos === end) return "c";
  if (!isSpace(input.charCodeAt(pos))) return undefined;
  tagColor = colorAttribute(input, pos, end);
  return "c";
}

/**
 * The value of the first `color` attribute in `input[start, end)` (any case; quoted with " or ', or bare), or
 * `undefined`. A scanner rather than a pattern, so that it plainly reads each character a bounded number of
 * times: a quoted value that never closes is looked through once, as no later `color="` can follow it.
 */
function colorAttribute(input: string, start: number, end: number): string | undefined {
  for (let at = start; at + 5 <= end; at++) {
    if (!isWord(input, at, "color") || (at > start && isWordChar(input.charCodeAt(at - 1)))) continue;
    let pos = skipJsSpace(input, at + 5, end);
    if (pos >= end || input.charCodeAt(pos) !== 0x3d) continue;
    pos = skipJsSpace(input, pos + 1, end);
    const quote = input.charCodeAt(pos);
    if (quote === 0x22 || quote === 0x27) {
      let close = pos + 1;
      while (close < end && input.charCodeAt(close) !== quote) close++;
      if (close < end) return input.slice(pos + 1, close);
      continue;
    }
    let stop = pos;
    while (stop < end && !isJsSpace(input.charCodeAt(stop)) && !isQuoteOrGt(input.charCodeAt(stop))) stop++;
    if (stop > pos) return input.slice(pos, stop);
  }
  return undefined;
}

/** `word` (lowercase ASCII) at `pos`, in any case. */
function isWord(input: string, pos: number, word: string): boolean {
  for (let i = 0; i < word.length; i++) if ((input.charCodeAt(pos + i) | 0x20) !== word.charCodeAt(i)) return false;
  return true;
}

function skipJsSpace(input: string, pos: number, end: number): number {
  while (pos < end && isJsSpace(input.charCodeAt(pos))) pos++;
  return pos;
}

/** What `\s` matches in a JavaScript regular expression. */
function isJsSpace(c: number): boolean {
  return (
    (c >= 0x09 && c <= 0x0d) ||
    c === 0x20 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

function isQuoteOrGt(c: number): boolean {
  return c === 0x22 || c === 0x27 || c === 0x3e;
}

/** `\w`: ASCII letters, digits and "_". */
function isWordChar(c: number): boolean {
  return isLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x5f;
}

function findOpen(open: readonly CueSpanNode[], type: string): number {
  for (let i = open.length - 1; i >= 0; i--) if (open[i]!.type === type) return i;
  return -1;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09;
}

function isLetter(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}
