import { PopcornError } from "../errors/errors.js";
import type { ParseError, ParseErrorDetails } from "./parseError.js";

/** What a report says besides its place and message. */
type ReportDetails = Omit<ParseErrorDetails, "line" | "column" | "severity">;

/** Collects parse errors, or throws the first one in strict mode. */
export interface ErrorLog {
  /** Errors and warnings so far, in the order they were found. */
  readonly errors: ParseError[];
  /**
   * True once the list has stopped: `MAX_ERRORS` are listed and then the one that says more were skipped.
   * Further reports are dropped, so callers skip building them (message, value described, line and column):
   * input made of errors then reads about as fast as valid input.
   */
  readonly full: boolean;
  /**
   * Records a `PARSE` error at a 1-based line and column. The message is prefixed with the line.
   * Throws it instead when the log is strict.
   */
  report(line: number, column: number, message: string, details?: ReportDetails): void;
  /** Records a warning: something kept as read although it looks wrong. Never thrown, even when strict. */
  warn(line: number, column: number, message: string, details?: ReportDetails): void;
}

/**
 * Errors listed before the log says "and more" and stops: a 10 MB file of garbage would otherwise give
 * millions of errors, each with its stack trace.
 */
export const MAX_ERRORS = 1000;

/**
 * Creates an error log.
 * @param strict - throw the first error instead of collecting it
 */
export function createErrorLog(strict: boolean): ErrorLog {
  const errors: ParseError[] = [];
  let more: ParseError | undefined;
  const add = (
    line: number,
    column: number,
    message: string,
    details: ReportDetails,
    severity: ParseErrorDetails["severity"],
  ): void => {
    if (errors.length >= MAX_ERRORS) {
      if (more === undefined) {
        more = parseError(`Line ${line}: more than ${MAX_ERRORS} errors; the rest are skipped without a report each.`, {
          line,
          column,
          expected: `at most ${MAX_ERRORS} errors`,
          severity: "error",
        });
        errors.push(more);
      }
      return;
    }
    const error = parseError(`Line ${line}: ${message}`, { ...details, line, column, severity });
    if (strict && severity === "error") throw error;
    errors.push(error);
  };
  return {
    errors,
    get full() {
      return more !== undefined;
    },
    report(line, column, message, details = {}) {
      add(line, column, message, details, "error");
    },
    warn(line, column, message, details = {}) {
      add(line, column, message, details, "warning");
    },
  };
}

function parseError(message: string, details: ParseErrorDetails): ParseError {
  return new PopcornError("PARSE", message, details) as ParseError;
}
