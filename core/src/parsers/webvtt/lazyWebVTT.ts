// What `parseLazily` loads for WebVTT: the WebVTT reader and the common character references, without format
// detection when the text starts with the signature (or `format: "webvtt"` is given). HTML's whole table of
// references comes only for a text that names one outside the common few.
import { createErrorLog } from "../errorLog.js";
import { type FormatReader, readAs } from "../parseResult.js";
import { needsFullTable, readCommonReference } from "../references.js";
import type { FormatParseOptions, ParseResult } from "../types.js";
import { readWebVTT } from "./read.js";

/** The WebVTT reader for `text`: with the common character references, or HTML's whole table when it needs it. */
export async function loadWebVTTReader(text: string): Promise<FormatReader> {
  const references = needsFullTable(text)
    ? (await import("../entities.js")).readCharacterReference
    : readCommonReference;
  return (input, context) => readWebVTT(input, context, references);
}

/** `parse(text, { ...options, format: "webvtt" })`, with the WebVTT reader imported first. */
export async function parseWebVTTLazily(text: string, options: FormatParseOptions = {}): Promise<ParseResult> {
  return readAs("webvtt", await loadWebVTTReader(text), text, options, createErrorLog(options.strict === true));
}
