// @popcorn-kit/core/parsers/webvtt: the WebVTT reader and writer alone, for a page that knows its format.
import { readCharacterReference } from "../entities.js";
import { parseAs } from "../parseResult.js";
import type { FormatParseOptions, ParseResult } from "../types.js";
import { readWebVTT } from "./read.js";

/**
 * Parses WebVTT text (the W3C parser algorithm, HTML's character references): what `parse(text, { ...options, format:
 * "webvtt" })` from `@popcorn-kit/core/parsers` returns, without the other formats' readers.
 *
 * @example
 * import { parseWebVTT } from "@popcorn-kit/core/parsers/webvtt";
 * const { events, errors } = parseWebVTT("WEBVTT\n\n00:01.000 --> 00:02.000\nHi");
 */
export function parseWebVTT(text: string, options?: FormatParseOptions): ParseResult {
  return parseAs("webvtt", (input, context) => readWebVTT(input, context, readCharacterReference), text, options);
}

export { writeWebVTT, type WriteWebVTTOptions } from "./write.js";
export type { WebVTTMeta } from "./read.js";
export type { CueSettings, WebVTTRegion } from "./settings.js";
export type { CueNode, CueSpanNode, CueSpanType, CueTimestampNode } from "../cueNodes.js";
export type {
  FormatParseOptions,
  ParseError,
  ParseErrorDetails,
  ParseResult,
  ParsedEvent,
} from "../types.js";
