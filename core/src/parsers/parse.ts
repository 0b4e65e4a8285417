import { readCharacterReference } from "./entities.js";
import { type FormatReader, readAs } from "./parseResult.js";
import { startParse } from "./startParse.js";
import { readPopcornJson } from "./popcornJson/read.js";
import { readPopcornXml } from "./popcornXml/read.js";
import { readSbv } from "./sbv/read.js";
import { readSrt } from "./srt/read.js";
import { readSsa } from "./ssa/read.js";
import { readTtml } from "./ttml/read.js";
import { readTtxt } from "./ttxt/read.js";
import type { ParseOptions, ParseResult, SubtitleFormat } from "./types.js";
import { readWebVTT } from "./webvtt/read.js";

const READERS: Record<SubtitleFormat, FormatReader> = {
  webvtt: (text, context) => readWebVTT(text, context, readCharacterReference),
  srt: readSrt,
  sbv: readSbv,
  ssa: readSsa,
  ttml: readTtml,
  ttxt: readTtxt,
  "popcorn-json": readPopcornJson,
  "popcorn-xml": readPopcornXml,
};

/**
 * Parses subtitle or Popcorn data text into track events. Never throws on malformed text unless `strict`:
 * what cannot be read is skipped and listed in `errors`, each with its line and column. Subtitle events get
 * `type` `options.type ?? "subtitle"`; Popcorn JSON and XML events get the plugin name from the file.
 *
 * @example
 * const { events, errors } = parse(await (await fetch("/captions.vtt")).text());
 * for (const event of events) pop.add(event.type, { ...event.options, start: event.start, end: event.end });
 */
export function parse(text: string, options: ParseOptions = {}): ParseResult {
  const { format, log } = startParse(text, options);
  return readAs(format, READERS[format], text, options, log);
}
