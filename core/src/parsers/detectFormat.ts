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
  if (/^[ \t]*\d+:\d{1,2}:\d{1,2}\.\d+,\d+:\d{1,2}:\d{1,2}\.\d+[ \t]*$/m.test(head)) return "sbv";
  if (/\d+:\d{1,2}(?:[.,]\d+)?[ \t]*-->/.test(head)) return "srt";
  return undefined;
}

/** The extension of a file name or URL path, lowercased, without the dot. */
function extensionOf(fileName: string): string {
  const path = fileName.split(/[?#]/, 1)[0] ?? "";
  const base = path.slice(path.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return dot === -1 ? "" : base.slice(dot + 1).toLowerCase();
}

/** Local name of the root element, lowercased, skipping the XML declaration, comments and a DOCTYPE. */
function xmlRootName(text: string): string | undefined {
  const match = /^(?:\s*(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>))*\s*<([A-Za-z_][\w.:-]*)/.exec(text);
  if (match === null) return undefined;
  const name = match[1]!;
  return name.slice(name.indexOf(":") + 1).toLowerCase();
}
