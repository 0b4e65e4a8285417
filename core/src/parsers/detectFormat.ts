import type { SubtitleFormat } from "./types.js";

// Maps, not object literals: a file named "x.constructor" must not find Object.prototype.constructor.
const EXTENSIONS = new Map<string, SubtitleFormat>([
  ["vtt", "webvtt"],
  ["webvtt", "webvtt"],
  ["srt", "srt"],
  ["sbv", "sbv"],
  ["ssa", "ssa"],
  ["ass", "ssa"],
  ["ttml", "ttml"],
  ["dfxp", "ttml"],
  ["ttxt", "ttxt"],
  ["json", "popcorn-json"],
]);

const XML_ROOTS = new Map<string, SubtitleFormat>([
  ["tt", "ttml"],
  ["textstream", "ttxt"],
  ["popcorn", "popcorn-xml"],
]);

/**
 * Tells which format a text is in, from its content first (a WebVTT signature, an SSA section, the root of an
 * XML document, a JSON object), then from the file name's extension, then from the shape of its timing lines.
 * Returns `undefined` when nothing fits. Looks at the first 4 KB only.
 *
 * @example
 * detectFormat("WEBVTT\n\n00:01.000 --> 00:02.000\nHi") // "webvtt"
 * detectFormat(text, "movie.en.srt")                   // "srt" unless the text says otherwise
 */
export function detectFormat(text: string, fileName?: string): SubtitleFormat | undefined {
  const head = text.slice(0, 4096).replace(/^\uFEFF/, "");
  const trimmed = head.trimStart();
  if (/^WEBVTT(?:[ \t\r\n]|$)/.test(head)) return "webvtt";
  if (/^\[script info\]/i.test(trimmed) || /^\[(?:v4\+? styles|events)\]/im.test(head)) return "ssa";
  if (trimmed.startsWith("{")) return "popcorn-json";
  if (trimmed.startsWith("<")) {
    const root = XML_ROOTS.get(xmlRootName(trimmed) ?? "");
    if (root !== undefined) return root;
  }
  const extension = EXTENSIONS.get(fileName === undefined ? "" : extensionOf(fileName));
  if (extension !== undefined) return extension;
  // Both linear: SBV's can only start at a line start and each part of it is a run of one character class
  // that the next part cannot match; SRT's starts at a digit before ":" ("\d:" finds what "\d+:" finds,
  // without trying every digit of a long run as the start of another long run).
  if (/^[ \t]*\d+:\d{1,2}:\d{1,2}\.\d+,\d+:\d{1,2}:\d{1,2}\.\d+[ \t]*$/m.test(head)) return "sbv";
  if (/\d:\d\d?(?:[.,]\d+)?[ \t]*-->/.test(head)) return "srt";
  return undefined;
}

/** The extension of a file name or URL path, lowercased, without the dot. */
function extensionOf(fileName: string): string {
  const path = fileName.split(/[?#]/, 1)[0] ?? "";
  const base = path.slice(path.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return dot === -1 ? "" : base.slice(dot + 1).toLowerCase();
}

/**
 * Local name of the root element, lowercased, skipping the XML declaration, processing instructions, comments
 * and a DOCTYPE. A scanner, not a regular expression: each construct ends at the first terminator after it, so
 * the text is read once (a pattern with a lazy `[\s\S]*?` per construct could split a run of comments in
 * exponentially many ways before failing).
 */
function xmlRootName(text: string): string | undefined {
  let pos = 0;
  for (;;) {
    pos = skipSpace(text, pos);
    let end: number;
    if (text.startsWith("<?", pos)) end = endAfter(text, "?>", pos + 2);
    else if (text.startsWith("<!--", pos)) end = endAfter(text, "-->", pos + 4);
    else if (text.startsWith("<!DOCTYPE", pos)) end = doctypeEnd(text, pos + 9);
    else break;
    if (end === -1) return undefined;
    pos = end;
  }
  if (text.charCodeAt(pos) !== 0x3c || !isNameStart(text.charCodeAt(pos + 1))) return undefined;
  let end = pos + 2;
  while (end < text.length && isNameChar(text.charCodeAt(end))) end++;
  const name = text.slice(pos + 1, end);
  return name.slice(name.indexOf(":") + 1).toLowerCase();
}

/** Position after the first `terminator` at or after `from`, or -1. */
function endAfter(text: string, terminator: string, from: number): number {
  const at = text.indexOf(terminator, from);
  return at === -1 ? -1 : at + terminator.length;
}

/** Position after a DOCTYPE whose name starts at `pos`: `<!DOCTYPE name [internal subset] >`, or -1. */
function doctypeEnd(text: string, pos: number): number {
  while (pos < text.length && text.charCodeAt(pos) !== 0x3e && text.charCodeAt(pos) !== 0x5b) pos++;
  if (text.charCodeAt(pos) === 0x3e) return pos + 1;
  if (pos >= text.length) return -1;
  // An internal subset: it ends at a "]" followed by ">" (spaces between). Each "]" is looked at once.
  for (let from = pos + 1; ; ) {
    const close = text.indexOf("]", from);
    if (close === -1) return -1;
    const after = skipSpace(text, close + 1);
    if (text.charCodeAt(after) === 0x3e) return after + 1;
    from = close + 1;
  }
}

// JavaScript's \s, as the text was trimmed with: one character class, so the sticky scan is linear.
const SPACE = /\s*/y;

function skipSpace(text: string, pos: number): number {
  SPACE.lastIndex = pos;
  SPACE.test(text);
  return SPACE.lastIndex;
}

function isNameStart(c: number): boolean {
  return ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x5f;
}

/** `[\w.:-]`: letters, digits, "_", ".", ":" and "-". */
function isNameChar(c: number): boolean {
  return isNameStart(c) || (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x3a || c === 0x2d;
}
