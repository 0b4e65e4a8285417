import { PopcornError, describeValue } from "../errors.js";
import { detectFormat } from "./detectFormat.js";
import { createErrorLog } from "./errorLog.js";
import { readPopcornJson } from "./popcornJson.js";
import { readPopcornXml } from "./popcornXml.js";
import { readSbv } from "./sbv.js";
import { readSrt } from "./srt.js";
import { readSsa } from "./ssa.js";
import { readTtml } from "./ttml.js";
import { readTtxt } from "./ttxt.js";
import type { ParseOptions, ParseResult, ReaderContext, ReaderResult, SubtitleFormat } from "./types.js";
import { readWebVTT } from "./webvtt.js";

const READERS: Record<SubtitleFormat, (text: string, context: ReaderContext) => ReaderResult> = {
  webvtt: readWebVTT,
  srt: readSrt,
  sbv: readSbv,
  ssa: readSsa,
  ttml: readTtml,
  ttxt: readTtxt,
  "popcorn-json": readPopcornJson,
  "popcorn-xml": readPopcornXml,
};

const FORMATS = Object.keys(READERS).join(", ");

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
  if (typeof text !== "string") {
    throw new PopcornError(
      "PARSE",
      `Cannot parse ${describeValue(text)}: expected the text of a subtitle or Popcorn data file.`,
      {
        value: text,
        expected: "a string",
      },
    );
  }
  const log = createErrorLog(options.strict === true);
  let format = options.format;
  if (format !== undefined && !Object.hasOwn(READERS, format)) {
    throw new PopcornError("PARSE", `Unknown format ${describeValue(format)}: expected one of ${FORMATS}.`, {
      value: format,
      expected: FORMATS,
    });
  }
  if (format === undefined) {
    format = detectFormat(text, options.fileName);
    if (format === undefined) {
      // SRT is the most forgiving reader: text with timing lines somewhere in it still gives its cues.
      format = "srt";
      const named = options.fileName === undefined ? "" : ` of ${describeValue(options.fileName)}`;
      log.report(
        1,
        1,
        `could not detect the format${named}, read as SRT: expected one of ${FORMATS}, or pass \`format\`.`,
        {
          value: options.fileName,
          expected: FORMATS,
        },
      );
    }
  }
  const { events, meta } = READERS[format](text, { type: options.type ?? "subtitle", log });
  return { format, events, errors: log.errors, meta };
}
