import type { ErrorLog } from "./errorLog.js";
import type { ParseError } from "./parseError.js";

export type { ParseError, ParseErrorDetails } from "./parseError.js";

/** Names of the formats `parse` reads. */
export type SubtitleFormat = "webvtt" | "srt" | "sbv" | "ssa" | "ttml" | "ttxt" | "popcorn-json" | "popcorn-xml";

/** Names of the formats `serialize` writes. */
export type SerializeFormat = "webvtt" | "srt" | "popcorn-json";

/** A track event read from a file, ready for `pop.add(event.type, ...)`. */
export interface ParsedEvent {
  /** Id from the file (e.g. a WebVTT cue identifier), when it has one. */
  id?: string;
  /** Plugin type: the `type` option for subtitle formats, the plugin name for Popcorn data. */
  type: string;
  /** Start, in seconds: finite and at least 0. */
  start: number;
  /**
   * End, in seconds: at least `start`; `Infinity` for an open end (no end given in Popcorn data, TTML, TTXT).
   * One exception: a WebVTT cue whose end is before its start, which the WebVTT parser keeps. It comes with a
   * warning in `errors` (`details.severity === "warning"`, `details.line` its timing line); skip or refuse it
   * before `pop.add`, which refuses `end < start`.
   */
  end: number;
  /**
   * Plugin options. Subtitle formats give `text` (plain, "\n" between lines) and, when the file has them,
   * `nodes` (the cue text tree, see `CueNode`), `settings` (see `CueSettings`, `SsaSettings`, `TtmlSettings`),
   * `voice`, `style`, `lang` and `region`.
   */
  options: Record<string, unknown>;
}

/** Options of `parse`. */
export interface ParseOptions {
  /** Format of the text; detected when omitted. */
  format?: SubtitleFormat;
  /**
   * Throw the first error as a `PopcornError` (`PARSE`) instead of skipping what cannot be read. Warnings
   * (what is kept although it looks wrong) are still listed, never thrown. @default false
   */
  strict?: boolean;
  /** Plugin type of subtitle events. @default "subtitle" */
  type?: string;
  /** File name, used with the text to detect the format. */
  fileName?: string;
}

/**
 * Options of a format's own parser (`parseWebVTT` from `@popcorn-kit/core/parsers/webvtt`, `parseSrt`...):
 * those of `parse` but the format, which the parser is for.
 */
export type FormatParseOptions = Pick<ParseOptions, "strict" | "type">;

/** What `parse` returns: what could be read, and what could not, with line and column. */
export interface ParseResult {
  format: SubtitleFormat;
  events: ParsedEvent[];
  /**
   * Errors and warnings (`details.severity`), in the order they were found: `PopcornError`s with code `PARSE`
   * and `details.line` / `details.column` (1-based).
   */
  errors: ParseError[];
  /** Format-level data kept as is (WebVTT regions and styles, SSA styles, Popcorn manifest...). */
  meta: Record<string, unknown>;
}

/** What every format reader gets besides the text. */
export interface ReaderContext {
  /** Plugin type of subtitle events. */
  type: string;
  /** Where errors go: collected, or thrown at once in strict mode. */
  log: ErrorLog;
}

/** What a format reader returns; `parse` adds the format name. */
export interface ReaderResult {
  events: ParsedEvent[];
  meta: Record<string, unknown>;
}
