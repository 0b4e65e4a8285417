// @popcorn-kit/core/parsers/ssa: the SSA/ASS reader alone, for a page that knows its format.
import { parseAs } from "../parseResult.js";
import { readSsa } from "./read.js";
import type { FormatParseOptions, ParseResult } from "../types.js";

/**
 * Parses SSA/ASS text: what `parse(text, { ...options, format: "ssa" })` from `@popcorn-kit/core/parsers` returns,
 * without the other formats' readers.
 *
 * @example
 * import { parseSsa } from "@popcorn-kit/core/parsers/ssa";
 * const { events, errors } = parseSsa(await (await fetch("/captions.ass")).text());
 */
export function parseSsa(text: string, options?: FormatParseOptions): ParseResult {
  return parseAs("ssa", readSsa, text, options);
}

export type { SsaMeta, SsaSettings } from "./read.js";
export type {
  FormatParseOptions,
  ParseError,
  ParseErrorDetails,
  ParseResult,
  ParsedEvent,
} from "../types.js";
