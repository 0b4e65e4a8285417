// Popcorn.parser's registry: the kit's formats under 1.x's parser names, and the parsers a page defines.
import type { SubtitleFormat } from "@popcorn-kit/core/parsers";
import type { ParserDefinition, ParserType } from "./types.js";
import { invalid } from "../util/invalid.js";
import { UNSAFE_KEYS } from "../util/objects.js";

/** A registered parser: one of core's formats, or a function of the page's own with its input type. */
export type ParserEntry =
  | { readonly name: string; readonly format: SubtitleFormat }
  | { readonly name: string; readonly type: ParserType | undefined; readonly definition: ParserDefinition };

/** 1.x's parser names, read by core's parsers. */
const BUILT_IN: Readonly<Record<string, SubtitleFormat>> = {
  parseJSON: "popcorn-json",
  parseXML: "popcorn-xml",
  parseSRT: "srt",
  parseVTT: "webvtt",
  parseSBV: "sbv",
  parseSSA: "ssa",
  parseTTML: "ttml",
  parseTTXT: "ttxt",
};

const TYPES = new Set<string>(["TEXT", "JSON", "XML"]);
// Anchored, one character class per part: linear.
const NAME = /^[A-Za-z_$][\w$]*$/;

const parsers = new Map<string, ParserEntry>(
  Object.entries(BUILT_IN).map(([name, format]) => [name, { name, format }]),
);

/**
 * Popcorn.parser: registers a parser under `name` (the instance's method, `p[name](url, options?)`). `type`
 * decides what `definition` receives, as in 1.x: left out (or `""`), 1.x's data object `{ text, json, xml }`;
 * `"TEXT"` the text; `"JSON"` the parsed JSON; `"XML"` an XML `Document` (any case). `definition` returns
 * `{ title?, remote?, data: [{ pluginName: options }, ...] }`. A name already registered (a built-in one too) is
 * replaced, as 1.x replaced the method.
 *
 * Refused with a `PopcornError` (`INVALID_OPTION`), registering nothing: a name that is not an identifier (or is
 * `__proto__`, `constructor`, `prototype`), a type other than those, a definition that is not a function.
 *
 * @example
 * Popcorn.parser("parseCSV", (data) => ({
 *   data: data.text.split("\n").map((line) => {
 *     const [start, end, text] = line.split(",");
 *     return { footnote: { start, end, text } };
 *   }),
 * }));
 */
export function defineParser(name: string, definition: ParserDefinition): void;
export function defineParser(
  name: string,
  type: ParserType | Lowercase<ParserType> | "" | undefined,
  definition: ParserDefinition,
): void;
export function defineParser(name: string, typeOrDefinition: unknown, maybeDefinition?: unknown): void {
  const shifted = typeof typeOrDefinition === "function" && maybeDefinition === undefined;
  const type = shifted ? undefined : typeOrDefinition;
  const definition = shifted ? typeOrDefinition : maybeDefinition;
  if (typeof name !== "string" || !NAME.test(name) || UNSAFE_KEYS.has(name)) {
    throw invalid("Popcorn.parser name", name, 'an identifier such as "parseCSV"');
  }
  if (type !== undefined && type !== "" && (typeof type !== "string" || !TYPES.has(type.toUpperCase()))) {
    throw invalid(`Popcorn.parser("${name}") type`, type, '"TEXT", "JSON" or "XML", or none');
  }
  if (typeof definition !== "function") {
    throw invalid(`Popcorn.parser("${name}") definition`, definition, "a function (data, options) => { data: [...] }");
  }
  const upper = typeof type === "string" && type !== "" ? (type.toUpperCase() as ParserType) : undefined;
  parsers.set(name, { name, type: upper, definition: definition as ParserDefinition });
}

/** The names of every registered parser: 1.x's built-in ones (`parseJSON`, `parseSRT`...) and the page's own. */
export function parserNames(): readonly string[] {
  return [...parsers.keys()];
}

/** The parser registered under `name`, if any. */
export function parserEntry(name: string): ParserEntry | undefined {
  return typeof name === "string" ? parsers.get(name) : undefined;
}
