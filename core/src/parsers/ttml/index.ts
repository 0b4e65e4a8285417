// @popcorn-kit/core/parsers/ttml: the TTML (and DFXP) reader alone, for a page that knows its format.
import { parseAs } from "../parseResult.js";
import { readTtml } from "./read.js";
import type { FormatParseOptions, ParseResult } from "../types.js";

/**
 * Parses TTML (and DFXP) text: what `parse(text, { ...options, format: "ttml" })` from `@popcorn-kit/core/parsers`
 * returns, without the other formats' readers.
 *
 * @example
 * import { parseTtml } from "@popcorn-kit/core/parsers/ttml";
 * const { events, errors } = parseTtml(await (await fetch("/captions.ttml")).text());
 */
export function parseTtml(text: string, options?: FormatParseOptions): ParseResult {
  return parseAs("ttml", readTtml, text, options);
}

export type { TtmlMeta, TtmlSettings } from "./read.js";
export type {
  FormatParseOptions,
  ParseError,
  ParseErrorDetails,
  ParseResult,
  ParsedEvent,
} from "../types.js";
