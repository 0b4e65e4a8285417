import { PopcornError, describeValue } from "../errors/errors.js";
import { detectFormat } from "./detectFormat.js";
import { createErrorLog, type ErrorLog } from "./errorLog.js";
import { checkText } from "./parseResult.js";
import type { ParseOptions, SubtitleFormat } from "./types.js";

// A record, as `parse` has always checked `format` against its table of readers (`Object.hasOwn`).
const KNOWN: Record<SubtitleFormat, true> = {
  webvtt: true,
  srt: true,
  sbv: true,
  ssa: true,
  ttml: true,
  ttxt: true,
  "popcorn-json": true,
  "popcorn-xml": true,
};

const FORMATS = Object.keys(KNOWN).join(", ");

/**
 * `parse`'s steps before reading, shared by `parse` and `parseLazily`: refuses what is not text and a format
 * it does not know, then takes the named format or detects it. Text whose format cannot be detected is read
 * as SRT, with an error at line 1 (thrown when `strict`).
 */
export function startParse(text: string, options: ParseOptions): { format: SubtitleFormat; log: ErrorLog } {
  checkText(text);
  const log = createErrorLog(options.strict === true);
  let format = options.format;
  if (format !== undefined && !Object.hasOwn(KNOWN, format)) {
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
  return { format, log };
}
