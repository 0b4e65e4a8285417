import { PopcornError, describeValue } from "../errors.js";
import { TOO_LATE, toSeconds } from "../time/toSeconds.js";
import { TOO_LARGE_NOTE } from "./webvttTimestamp.js";

/** What `fileTime` asks for that `toSeconds` does not: its errors' `details.expected`. */
const FINITE_TIME = "a finite time: a number of seconds or a timecode that a double can hold";

/**
 * `toSeconds` for a time written in a file. A number or timecode too large for a double (`1e999` in JSON, a
 * 309-digit number) reads as `Infinity`, which `toSeconds` takes for an open end; written in a file it is no
 * time at all, so it is refused too. Throws a `PopcornError` (`INVALID_TIME`) naming the value.
 */
export function fileTime(value: unknown, frameRate?: number): number {
  const seconds = toSeconds(value as number | string, frameRate);
  if (Number.isFinite(seconds)) return seconds;
  throw new PopcornError(
    "INVALID_TIME",
    `Invalid time ${describeValue(value)}: it reads as ${seconds}: expected ${FINITE_TIME}.`,
    {
      value,
      expected: FINITE_TIME,
    },
  );
}

/**
 * `fileTime`, returning the error it throws instead of throwing it. `quiet` is for a reader whose error log is
 * full, which will not report the error: it is then built without a stack trace, where the engine lets its
 * depth be set (`Error.stackTraceLimit`, V8), as capturing one is most of what an error costs.
 */
export function tryFileTime(value: unknown, frameRate: number | undefined, quiet: boolean): number | PopcornError {
  const limit = quiet ? silenceStacks() : undefined;
  try {
    return fileTime(value, frameRate);
  } catch (error) {
    if (error instanceof PopcornError) return error;
    throw error;
  } finally {
    if (limit !== undefined) (Error as StackLimited).stackTraceLimit = limit;
  }
}

type StackLimited = ErrorConstructor & { stackTraceLimit?: unknown };

/** Sets `Error.stackTraceLimit` to 0 and returns its value to restore, or undefined where it cannot be set. */
function silenceStacks(): number | undefined {
  const limit = (Error as StackLimited).stackTraceLimit;
  if (typeof limit !== "number") return undefined;
  try {
    (Error as StackLimited).stackTraceLimit = 0;
  } catch {
    // Frozen intrinsics: the error keeps its stack.
    return undefined;
  }
  return limit;
}

/**
 * Words for a report that says why `fileTime` refused a value: `TOO_LARGE_NOTE` for no finite time, a note for a
 * time past 2^32 seconds (which `toSeconds` refuses), or nothing.
 */
export function timeTrouble(cause: unknown): string {
  const expected = cause instanceof PopcornError ? cause.details.expected : undefined;
  return expected === FINITE_TIME ? TOO_LARGE_NOTE : expected === TOO_LATE ? " (too large: after 2^32 seconds)" : "";
}
