// What Popcorn.xhr hands to `success`: the text of the answer, read as 1.x read it. XML goes through the host's
// DOMParser and never with a DOCTYPE, as core's XML parsers refuse one (no entity of a file's own is expanded).
import { PopcornError } from "@popcorn-kit/core";
import { describeValue } from "@popcorn-kit/core/errors";

/** Popcorn 1.x's data object: the text, and its JSON and XML readings where they parse (else null). */
export interface ResponseData {
  /** The answer as text. */
  text: string;
  /** The text read as JSON, or null when it is not JSON. */
  json: unknown;
  /** The text read as an XML document, or null when it is not XML, has a DOCTYPE, or there is no DOMParser. */
  xml: Document | null;
}

/** 1.x's data object for a text: `{ text, json, xml }`, each reading null where it fails. */
export function responseData(text: string): ResponseData {
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: json stays null, as in 1.x.
  }
  let xml: Document | null = null;
  if (looksLikeXml(text)) {
    try {
      xml = readXml(text, "");
    } catch {
      // Not XML: xml stays null, as in 1.x.
    }
  }
  return { text, json, xml };
}

/** The text read as JSON; text that is not JSON is a `PopcornError` (`PARSE`) naming what was read. */
export function readJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw parseError(`${what} is not JSON (${(cause as Error).message})`, text, "a JSON text", cause);
  }
}

/**
 * The text read as an XML document by the host's DOMParser. A `PopcornError` (`PARSE`) when there is no
 * DOMParser, when the text has a DOCTYPE declaration (refused, as core's XML parsers do: its entities are never
 * expanded), or when it is not well-formed XML.
 */
export function readXml(text: string, what: string): Document {
  const Parser = (globalThis as { DOMParser?: typeof DOMParser }).DOMParser;
  const refuse = (reason: string, cause?: unknown) =>
    parseError(`${what} ${reason}`, text, "an XML document without a DOCTYPE", cause);
  if (!Parser) throw refuse("cannot be read as XML here (there is no DOMParser)");
  // A literal, case-insensitive search: linear.
  if (/<!doctype/i.test(text)) throw refuse("has a DOCTYPE declaration, which is refused");
  let document: Document;
  try {
    document = new Parser().parseFromString(text, "text/xml");
  } catch (cause) {
    throw refuse("is not well-formed XML", cause);
  }
  if (!document.documentElement || document.getElementsByTagName("parsererror").length > 0) {
    throw refuse("is not well-formed XML");
  }
  return document;
}

/**
 * The `PARSE` error of a text that was read but is not what was expected: `${what}: expected ${expected}.`, with
 * the text's first 200 characters as its value (a whole file would be too much).
 */
export function parseError(what: string, text: string, expected: string, cause?: unknown): PopcornError {
  return new PopcornError("PARSE", `${what}: expected ${expected}.`, {
    value: text.length > 200 ? `${text.slice(0, 200)}...` : text,
    expected,
    cause,
  });
}

/** Whether the text opens with `<` (after a byte order mark and white space): only then is XML tried. */
function looksLikeXml(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === "<") return true;
    if (char !== "\uFEFF" && char > " ") return false;
  }
  return false;
}

/** Describes what was read, for messages: `the answer of "https://..."`. */
export function answerOf(url: string): string {
  return `the answer of ${describeValue(url)}`;
}
