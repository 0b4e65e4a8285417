// What `parseLazily` loads for a text that does not start with the WebVTT signature: the format detection and
// `parse`'s checks. Each format's reader is a module of its own, imported once the format is known, so a page
// downloads the SRT reader for an SRT file and nothing of WebVTT, SSA or the XML formats; the XML parser comes
// only with TTML, TTXT and Popcorn XML.
import { type FormatReader, readAs } from "./parseResult.js";
import { startParse } from "./startParse.js";
import type { ParseOptions, ParseResult, SubtitleFormat } from "./types.js";

const LOADERS: Record<SubtitleFormat, (text: string) => Promise<FormatReader>> = {
  webvtt: async (text) => (await import("./webvtt/lazyWebVTT.js")).loadWebVTTReader(text),
  srt: async () => (await import("./srt/read.js")).readSrt,
  sbv: async () => (await import("./sbv/read.js")).readSbv,
  ssa: async () => (await import("./ssa/read.js")).readSsa,
  ttml: async () => (await import("./ttml/read.js")).readTtml,
  ttxt: async () => (await import("./ttxt/read.js")).readTtxt,
  "popcorn-json": async () => (await import("./popcornJson/read.js")).readPopcornJson,
  "popcorn-xml": async () => (await import("./popcornXml/read.js")).readPopcornXml,
};

/** `parse`, with the detected format's reader imported first: what `parseLazily` runs. */
export async function parseDetected(text: string, options: ParseOptions = {}): Promise<ParseResult> {
  const { format, log } = startParse(text, options);
  return readAs(format, await LOADERS[format](text), text, options, log);
}
