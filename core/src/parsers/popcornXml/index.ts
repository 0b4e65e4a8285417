// @popcorn-kit/core/parsers/popcorn-xml: the Popcorn XML data reader alone, for a page that knows its format.
import { parseAs } from "../parseResult.js";
import { readPopcornXml } from "./read.js";
import type { FormatParseOptions, ParseResult } from "../types.js";

/**
 * Parses Popcorn XML data text: what `parse(text, { ...options, format: "popcorn-xml" })` from
 * `@popcorn-kit/core/parsers` returns, without the other formats' readers.
 *
 * @example
 * import { parsePopcornXml } from "@popcorn-kit/core/parsers/popcorn-xml";
 * const { events, errors } = parsePopcornXml(await (await fetch("/data.xml")).text());
 */
export function parsePopcornXml(text: string, options?: FormatParseOptions): ParseResult {
  return parseAs("popcorn-xml", readPopcornXml, text, options);
}

export type { PopcornXmlMeta } from "./read.js";
export type {
  FormatParseOptions,
  ParseError,
  ParseErrorDetails,
  ParseResult,
  ParsedEvent,
} from "../types.js";
