// @popcorn-kit/core/parsers/sbv: the SBV (YouTube) reader alone, for a page that knows its format.
import { parseAs } from "../parseResult.js";
import { readSbv } from "./read.js";
import type { FormatParseOptions, ParseResult } from "../types.js";

/**
 * Parses SBV (YouTube) text: what `parse(text, { ...options, format: "sbv" })` from `@popcorn-kit/core/parsers`
 * returns, without the other formats' readers.
 *
 * @example
 * import { parseSbv } from "@popcorn-kit/core/parsers/sbv";
 * const { events, errors } = parseSbv("0:00:01.000,0:00:02.000\nHi");
 */
export function parseSbv(text: string, options?: FormatParseOptions): ParseResult {
  return parseAs("sbv", readSbv, text, options);
}

export type {
  FormatParseOptions,
  ParseError,
  ParseErrorDetails,
  ParseResult,
  ParsedEvent,
} from "../types.js";
