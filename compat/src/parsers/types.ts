// The shapes of Popcorn.parser's registry: what a parser gets, what it gives, and what loading a file resolves.
import type { PopcornError } from "@popcorn-kit/core";
import type { ResponseData } from "../network/responseData.js";

/**
 * What a parser of one's own receives, decided by its type as in 1.x: none (the default) 1.x's data object
 * `{ text, json, xml }`; `"TEXT"` the text; `"JSON"` the parsed JSON; `"XML"` an XML `Document`.
 */
export type ParserType = "TEXT" | "JSON" | "XML";

/** The data a parser function receives (see {@link ParserType}). */
export type ParserInput = ResponseData | string | unknown | Document;

/** What a parser function returns: Popcorn 1.x's track data, `data: [{ pluginName: options }, ...]`. */
export interface ParserOutput {
  title?: string;
  remote?: unknown;
  /** One object per item; each of its own keys names a plugin method, its value the options of one event. */
  data?: ReadonlyArray<Readonly<Record<string, unknown>>>;
}

/**
 * A parser function, as Popcorn.parser takes it: the data of the file (see {@link ParserType}) and the options
 * the page passed to the parse call (`p.parseMine(url, { target: "notes" })`).
 */
export type ParserDefinition = (data: any, options?: Readonly<Record<string, unknown>>) => ParserOutput;

/**
 * One track event a parser gives: the plugin it is for and its options.
 *
 * - Without `kit`: Popcorn 1.x's options (`start`, `end` in seconds or timecodes, `target` an element id...), to
 *   be added with the instance's plugin method, `p[plugin](options)`. Parsers of one's own, Popcorn JSON and
 *   Popcorn XML give these.
 * - With `kit: true`: a subtitle file's cue as core reads it, options in the kit's names (`text` as plain text,
 *   `nodes`, `settings`...) with its `start` and `end` in seconds and its `id` where the file has one, for
 *   `core.add(plugin, options)` (`plugin` is core's `"subtitle"`).
 *
 * Either way the options of the parse call come first, under the item's own: `{ target: "subs" }` reaches every
 * item that does not set a target of its own.
 */
export interface ParsedItem {
  plugin: string;
  options: Record<string, unknown>;
  kit?: true;
}

/** What {@link loadParsed} resolves: the items, what could not be read, and the file's title and media. */
export interface ParsedFile {
  items: ParsedItem[];
  /**
   * What was skipped, in file order: `PopcornError`s with code `PARSE` and, for core's formats, `details.line`
   * and `details.column`; warnings (`details.severity === "warning"`) name what was kept or left out as read.
   */
  errors: PopcornError[];
  /** The file's `title`, where it has one (Popcorn JSON, a parser's `title`). */
  title?: string;
  /** The file's `remote` (its media), where it has one. */
  remote?: unknown;
}
