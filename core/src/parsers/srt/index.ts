// @popcorn-kit/core/parsers/srt: the SRT reader and writer alone, for a page that knows its format.
import { parseAs } from "../parseResult.js";
import { readSrt } from "./read.js";
import type { FormatParseOptions, ParseResult } from "../types.js";

/**
 * Parses SRT text: what `parse(text, { ...options, format: "srt" })` from `@popcorn-kit/core/parsers` returns, without
 * the other formats' readers.
 *
 * @example
 * import { parseSrt } from "@popcorn-kit/core/parsers/srt";
 * const { events, errors } = parseSrt("1\n00:00:01,000 --> 00:00:02,000\nHi");
 */
export function parseSrt(text: string, options?: FormatParseOptions): ParseResult {
  return parseAs("srt", readSrt, text, options);
}

export { writeSrt } from "./write.js";
export type { CueNode, CueSpanNode, CueSpanType, CueTimestampNode } from "../cueNodes.js";
export type {
  FormatParseOptions,
  ParseError,
  ParseErrorDetails,
  ParseResult,
  ParsedEvent,
} from "../types.js";
