// @popcorn-kit/core/parsers/popcorn-json: the Popcorn JSON data reader and writer alone, for a page that knows its
// format.
import { parseAs } from "../parseResult.js";
import { readPopcornJson } from "./read.js";
import type { FormatParseOptions, ParseResult } from "../types.js";

/**
 * Parses Popcorn JSON data text: what `parse(text, { ...options, format: "popcorn-json" })` from
 * `@popcorn-kit/core/parsers` returns, without the other formats' readers.
 *
 * @example
 * import { parsePopcornJson } from "@popcorn-kit/core/parsers/popcorn-json";
 * const { events, errors } = parsePopcornJson('{"data": [{"footnote": {"start": 1, "end": 4, "text": "Hi"}}]}');
 */
export function parsePopcornJson(text: string, options?: FormatParseOptions): ParseResult {
  return parseAs("popcorn-json", readPopcornJson, text, options);
}

export { writePopcornJson } from "./write.js";
export type {
  FormatParseOptions,
  ParseError,
  ParseErrorDetails,
  ParseResult,
  ParsedEvent,
} from "../types.js";
