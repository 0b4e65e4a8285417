import { PopcornError, describeValue } from "../errors/errors.js";
import { createErrorLog, type ErrorLog } from "./errorLog.js";
import type { FormatParseOptions, ParseResult, ReaderContext, ReaderResult, SubtitleFormat } from "./types.js";

/** A format's reader: what `parse` runs once it knows the format. */
export type FormatReader = (text: string, context: ReaderContext) => ReaderResult;

/** Refuses what is not text, as every parser does before anything else. */
export function checkText(text: string): void {
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
}

/** Reads `text` as `format` with its reader: the events, the errors logged before and while reading, the meta. */
export function readAs(
  format: SubtitleFormat,
  read: FormatReader,
  text: string,
  options: FormatParseOptions,
  log: ErrorLog,
): ParseResult {
  const { events, meta } = read(text, { type: options.type ?? "subtitle", log });
  return { format, events, errors: log.errors, meta };
}

/** What a format's own parser (`parseWebVTT`...) does: `parse` with that format named. */
export function parseAs(
  format: SubtitleFormat,
  read: FormatReader,
  text: string,
  options: FormatParseOptions = {},
): ParseResult {
  checkText(text);
  return readAs(format, read, text, options, createErrorLog(options.strict === true));
}
