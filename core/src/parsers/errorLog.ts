import { PopcornError } from "../errors.js";

/** Collects parse errors, or throws the first one in strict mode. */
export interface ErrorLog {
  /** Errors so far, in the order they were found. */
  readonly errors: PopcornError[];
  /** True once `MAX_ERRORS` are listed: further reports are dropped, so callers may skip building them. */
  readonly full: boolean;
  /**
   * Records a `PARSE` error at a 1-based line and column. The message is prefixed with the line.
   * Throws it instead when the log is strict.
   */
  report(line: number, column: number, message: string, details?: { value?: unknown; expected?: string; cause?: unknown }): void;
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
  const errors: PopcornError[] = [];
  let more: PopcornError | undefined;
  return {
    errors,
    get full() {
      return more !== undefined;
    },
    report(line, column, message, details = {}) {
      if (errors.length >= MAX_ERRORS) {
        if (more === undefined) {
          more = new PopcornError("PARSE", `Line ${line}: more than ${MAX_ERRORS} errors; the rest are skipped without a report each.`, {
            line,
            column,
            expected: `at most ${MAX_ERRORS} errors`,
          });
          errors.push(more);
        }
        return;
      }
      const error = new PopcornError("PARSE", `Line ${line}: ${message}`, { ...details, line, column });
      if (strict) throw error;
      errors.push(error);
    },
  };
}
