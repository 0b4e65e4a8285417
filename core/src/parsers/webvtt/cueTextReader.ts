import type { CueNode, CueSpanNode, CueSpanType, CueTextSummary } from "../cueNodes.js";
import { type CueTreeBuilder, MAX_SPAN_DEPTH } from "../cueTree.js";
import type { ReferenceReader, ReferenceResult } from "../references.js";
import { type Cursor, isDigit, readWebVTTTimestamp } from "./timestamp.js";

const LT = 0x3c;
const GT = 0x3e;
const AMP = 0x26;
const SLASH = 0x2f;
const DOT = 0x2e;

// Scratch state reused by every call: parsing is synchronous and never re-enters itself.
const reference: ReferenceResult = { text: undefined };
const cursor: Cursor = { pos: 0 };

// The reference reader of the current call: the whole of HTML's table, or the common names only when the
// caller has checked that the text needs no other (see references.ts).
let readReference: ReferenceReader;

/**
 * Reads WebVTT cue text into a tree of nodes, following the W3C "WebVTT cue text parsing rules" (see
 * `parseWebVTTCueText`), and fills `summary` with the plain text, the first voice and whether the tree is
 * only text, all found in the same pass. Character references are read by `references`.
 */
export function readWebVTTCueText(
  input: string,
  summary: CueTextSummary,
  tree: CueTreeBuilder,
  references: ReferenceReader,
): CueNode[] {
  readReference = references;
  summary.text = "";
  summary.voice = undefined;
  summary.plain = true;
  nextAmp = -1;
  // Depth of open `rt` spans: their text is not part of the plain text.
  let inRubyText = 0;
  tree.reset();
  const open = tree.open;
  const langs: string[] = [];
  const end = input.length;
  let pos = 0;

  while (pos < end) {
    if (input.charCodeAt(pos) !== LT) {
      pos = readText(input, pos, end);
      tree.textNode(textRead);
      if (inRubyText === 0) summary.text += textRead;
      continue;
    }
    pos++;
    if (pos >= end) break;
    const first = input.charCodeAt(pos);

    if (first === SLASH) {
      const nameStart = ++pos;
      while (pos < end && input.charCodeAt(pos) !== GT) pos++;
      const name = input.slice(nameStart, pos);
      if (pos < end) pos++;
      const current = tree.current;
      if (current === undefined) continue;
      let close = 0;
      if (name === current.type) close = 1;
      else if (name === "ruby" && current.type === "rt") close = 2;
      if (close === 0) continue;
      for (let i = 0; i < close; i++) {
        const closed = tree.close()!.type;
        if (closed === "lang") langs.pop();
        else if (closed === "rt") inRubyText--;
      }
      continue;
    }

    if (isDigit(first)) {
      const valueStart = pos;
      while (pos < end && input.charCodeAt(pos) !== GT) pos++;
      cursor.pos = valueStart;
      const time = readWebVTTTimestamp(input, pos, cursor);
      if (time >= 0 && cursor.pos === pos) {
        tree.leaf({ type: "timestamp", time });
        summary.plain = false;
      }
      if (pos < end) pos++;
      continue;
    }

    // Start tag: a name, then ".class" parts, then a space and an annotation, up to ">".
    const nameStart = pos;
    while (pos < end && !endsTagName(input.charCodeAt(pos))) pos++;
    const name = input.slice(nameStart, pos);
    let classes: string[] | undefined;
    while (pos < end && input.charCodeAt(pos) === DOT) {
      const classStart = ++pos;
      while (pos < end && !endsTagName(input.charCodeAt(pos))) pos++;
      if (pos > classStart) (classes ??= []).push(input.slice(classStart, pos));
    }
    let annotation: string | undefined;
    if (pos < end && input.charCodeAt(pos) !== GT) {
      // Whitespace: the annotation runs to ">", with character references decoded.
      const annotationStart = ++pos;
      let raw = "";
      let from = annotationStart;
      // Clean: no references and no whitespace but single spaces between words, so a slice is the annotation.
      let clean = true;
      let previous = 0x20;
      while (pos < end) {
        const c = input.charCodeAt(pos);
        if (c === GT) break;
        if (c === AMP) {
          clean = false;
          raw += input.slice(from, pos);
          pos = readReference(input, pos + 1, reference);
          raw += reference.text ?? "&";
          from = pos;
          continue;
        }
        if (isAsciiWhitespace(c) && (c !== 0x20 || previous === 0x20)) clean = false;
        previous = c;
        pos++;
      }
      if (previous === 0x20) clean = false;
      annotation = clean ? input.slice(annotationStart, pos) : collapseWhitespace(raw + input.slice(from, pos));
    }
    if (pos < end) pos++;

    const current = tree.current;
    const type = spanType(name, current);
    if (type === undefined || open.length >= MAX_SPAN_DEPTH) continue;
    if (type === "lang") langs.push(annotation ?? "");
    const lang = langs.length > 0 ? langs[langs.length - 1] : undefined;
    const node = span(type, classes, type === "v" ? (annotation ?? "") : undefined, lang);
    if (type === "rt") inRubyText++;
    if (type === "v" && summary.voice === undefined) summary.voice = node.voice;
    summary.plain = false;
    tree.openSpan(node);
  }
  // Text nodes that an ignored tag kept apart ("a</i>b") are more than the plain text says.
  if (tree.root.length > 1) summary.plain = false;
  return tree.root;
}

/** A span node whose keys read in a natural order: type, classes, voice, lang, children. */
function span(
  type: CueSpanType,
  classes: string[] | undefined,
  voice: string | undefined,
  lang: string | undefined,
): CueSpanNode {
  // The common shapes as literals: their fields live in the object, with no extra property store.
  if (classes === undefined && lang === undefined)
    return voice === undefined ? { type, children: [] } : { type, voice, children: [] };
  const node = { type } as CueSpanNode;
  if (classes !== undefined) node.classes = classes;
  if (voice !== undefined) node.voice = voice;
  if (lang !== undefined) node.lang = lang;
  node.children = [];
  return node;
}

/** Text found by the last `readText`. */
let textRead = "";
/** Position of the next "&" in the cue text being read (its length when there is none). */
let nextAmp = -1;

/** Reads text up to the next "<", decoding character references, into `textRead`. Returns the new position. */
function readText(input: string, pos: number, end: number): number {
  // indexOf finds the next "<" and "&" far faster than a loop over every character. The next "&" is
  // remembered across calls, so a lone "&" far ahead is not searched for again from every text run.
  let stop = input.indexOf("<", pos);
  if (stop === -1) stop = end;
  if (nextAmp < pos) nextAmp = indexOrEnd(input, "&", pos);
  if (nextAmp >= stop) {
    textRead = input.slice(pos, stop);
    return stop;
  }
  // Pieces joined once: a string grown piece by piece is a deep chain for the garbage collector to trace.
  const parts: string[] = [];
  let from = pos;
  while (nextAmp < stop) {
    parts.push(input.slice(from, nextAmp));
    from = readReference(input, nextAmp + 1, reference);
    parts.push(reference.text ?? "&");
    nextAmp = indexOrEnd(input, "&", from);
  }
  parts.push(input.slice(from, stop));
  textRead = parts.join("");
  return stop;
}

/** Index of `search` at or after `from`, or the length of `input` when there is none. */
function indexOrEnd(input: string, search: string, from: number): number {
  const index = input.indexOf(search, from);
  return index === -1 ? input.length : index;
}

function spanType(name: string, current: CueSpanNode | undefined): CueSpanType | undefined {
  // Literals, not `name`: the tree keeps one shared string per type instead of a copy per span.
  switch (name) {
    case "c":
      return "c";
    case "i":
      return "i";
    case "b":
      return "b";
    case "u":
      return "u";
    case "ruby":
      return "ruby";
    case "v":
      return "v";
    case "lang":
      return "lang";
    case "rt":
      return current?.type === "ruby" ? "rt" : undefined;
    default:
      return undefined;
  }
}

/** Tab, line feed, form feed, space, "." and ">" end a tag name or class name. */
function endsTagName(c: number): boolean {
  return c === 0x09 || c === 0x0a || c === 0x0c || c === 0x20 || c === DOT || c === GT;
}

function isAsciiWhitespace(c: number): boolean {
  return c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20;
}

/** Trims ASCII whitespace and turns each inner run of it into one space, in one pass. */
function collapseWhitespace(text: string): string {
  let result = "";
  let from = -1;
  let pendingSpace = false;
  for (let i = 0; i < text.length; i++) {
    if (isAsciiWhitespace(text.charCodeAt(i))) {
      if (from !== -1) {
        result += (pendingSpace ? " " : "") + text.slice(from, i);
        from = -1;
        pendingSpace = true;
      }
    } else if (from === -1) from = i;
  }
  if (from !== -1) result += (pendingSpace ? " " : "") + text.slice(from);
  return result;
}
