// @popcorn-kit/core/parsers/ttxt: the TTXT reader alone, for a page that knows its format.
import { parseAs } from "../parseResult.js";
import { readTtxt } from "./read.js";
import type { FormatParseOptions, ParseResult } from "../types.js";

/**
 * Parses TTXT text: what `parse(text, { ...options, format: "ttxt" })` from `@popcorn-kit/core/parsers` returns,
 * without the other formats' readers.
 *
 * @example
 * import { parseTtxt } from "@popcorn-kit/core/parsers/ttxt";
 * const { events, errors } = parseTtxt(await (await fetch("/captions.ttxt")).text());
 */
export function parseTtxt(text: string, options?: FormatParseOptions): ParseResult {
  return parseAs("ttxt", readTtxt, text, options);
}

export type { TtxtMeta } from "./read.js";
export type {
  FormatParseOptions,
  ParseError,
  ParseErrorDetails,
  ParseResult,
  ParsedEvent,
} from "../types.js";
