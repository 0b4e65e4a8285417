import type { PopcornError, PopcornErrorDetails } from "../errors/errors.js";

/** What a parse error or warning says besides its message. */
export interface ParseErrorDetails extends PopcornErrorDetails {
  /** 1-based line of the input. */
  line: number;
  /** 1-based column of the input. */
  column: number;
  /**
   * `"error"`: what it points at was skipped (or, with `strict`, thrown). `"warning"`: it was kept as read,
   * as its format says, though a player may refuse it (a WebVTT cue that ends before it starts).
   */
  severity: "error" | "warning";
}

/** A `PopcornError` with code `PARSE` from `parse`, with where it is and how serious. */
export type ParseError = PopcornError & { readonly details: ParseErrorDetails };
