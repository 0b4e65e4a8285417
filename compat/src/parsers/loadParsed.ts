// One parse call of an instance (`p.parseSRT(url, options)`): read the file, run the named parser, and hand
// back the items to add. Nothing is added here: the instance adds the items and reports the errors.
import { PopcornError, type TrackParser } from "@popcorn-kit/core";
import { refusal } from "@popcorn-kit/core/errors";
import { type ReadOptions, readLimits } from "../network/limits.js";
import { readText } from "../network/read.js";
import { readJson, readXml, responseData } from "../network/responseData.js";
import { readableUrl } from "../network/url.js";
import { builtInParse } from "./builtInParse.js";
import { itemsOfEvents, itemsOfOutput } from "./items.js";
import { type ParserEntry, parserEntry, parserNames } from "./registry.js";
import type { ParsedFile, ParserOutput } from "./types.js";
import { invalid } from "../util/invalid.js";
import { isObject, isRecord } from "../util/objects.js";

/** A file to parse: its URL, or its text. */
export type ParseSource = string | { readonly text: string };

/**
 * Reads `source` (a URL through the network limits of `read`, or `{ text }`), runs the parser registered as
 * `name`, and resolves the items to add with what could not be read. `options` (the page's, such as
 * `{ target: "subs" }`) go into every item under the item's own, and to a parser of one's own as its second
 * argument, as in 1.x 1.3.
 *
 * Built-in parsers read with core's parsers, which never throw on a malformed file: what they cannot read is in
 * `errors`, each with its line and column. A parser of one's own that throws rejects with a `PARSE` error.
 *
 * Rejected with a `PopcornError`: an unknown parser name or a bad source or options (`INVALID_OPTION`; a URL of
 * another scheme than http(s), relative or `blob:` is never fetched), a failed read (`LOAD`), `JSON` or `XML`
 * input that is not JSON or XML, or a parser that throws or returns no object (`PARSE`).
 *
 * @example
 * const { items, errors } = await loadParsed("parseSRT", "/media/clip.srt", { target: "subs" });
 */
export async function loadParsed(
  name: string,
  source: ParseSource,
  options: Readonly<Record<string, unknown>> = {},
  read: ReadOptions = {},
): Promise<ParsedFile> {
  const entry = parserEntry(name);
  if (!entry) {
    throw invalid("Parser", name, `one of ${parserNames().join(", ")}, or one defined with Popcorn.parser`);
  }
  if (!isRecord(options)) {
    throw invalid(`${name} options`, options, "an object of options for every item");
  }
  if (!("format" in entry)) return runOwn(entry, await sourceText(source, name, read), options);
  const parse = builtInParse();
  if (!parse) {
    throw new PopcornError(
      "PARSE",
      `${name} reads a format of the complete build: load popcorn-complete.js, or import "@popcorn-kit/compat/complete".`,
      { value: name },
    );
  }
  return runBuiltIn(parse, entry.format, await sourceText(source, name, read), options);
}

/** The text of a source: read from its URL within the limits, or given. */
async function sourceText(source: ParseSource, name: string, read: ReadOptions): Promise<string> {
  if (isObject(source) && typeof source.text === "string") return source.text;
  if (typeof source !== "string") {
    throw invalid(`${name} source`, source, "a URL, or { text } to parse");
  }
  const url = readableUrl(source, `${name} url`);
  return readText(url, readLimits(read ?? {}, name));
}

async function runBuiltIn(
  parse: TrackParser,
  format: Extract<ParserEntry, { format: unknown }>["format"],
  text: string,
  options: Readonly<Record<string, unknown>>,
): Promise<ParsedFile> {
  const result = await parse(text, { format });
  const file: ParsedFile = { items: itemsOfEvents(result.events, format, options), errors: [...result.errors] };
  const { title, remote } = result.meta;
  if (typeof title === "string") file.title = title;
  if (remote !== undefined) file.remote = remote;
  return file;
}

function runOwn(
  entry: Extract<ParserEntry, { definition: unknown }>,
  text: string,
  options: Readonly<Record<string, unknown>>,
): ParsedFile {
  const what = `the file given to ${entry.name}`;
  const input =
    entry.type === "TEXT"
      ? text
      : entry.type === "JSON"
        ? readJson(text, what)
        : entry.type === "XML"
          ? readXml(text, what)
          : responseData(text);
  let output: ParserOutput;
  try {
    output = entry.definition(input, options);
  } catch (cause) {
    throw new PopcornError("PARSE", `${entry.name} threw: ${(cause as Error)?.message ?? String(cause)}.`, {
      value: entry.name,
      cause,
    });
  }
  if (!isObject(output)) {
    throw refusal("PARSE", `${entry.name} returned`, output, "an object { data: [{ pluginName: options }, ...] }");
  }
  const { items, errors } = itemsOfOutput(output, options, entry.name);
  const file: ParsedFile = { items, errors };
  if (typeof output.title === "string") file.title = output.title;
  if (output.remote !== undefined) file.remote = output.remote;
  return file;
}
