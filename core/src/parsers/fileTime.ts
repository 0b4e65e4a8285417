import { PopcornError, describeValue } from "../errors/errors.js";
import { TOO_LATE, readSeconds, toSeconds } from "../time/toSeconds.js";
import { TOO_LARGE_NOTE } from "./webvtt/timestamp.js";

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
 * `fileTime`, returning the error it would throw instead of throwing it. `quiet` is for a reader whose error log
 * is full and will not report the error: then nothing of it is built, and a refused time is `null`.
 */
export function tryFileTime(
  value: unknown,
  frameRate: number | undefined,
  quiet: boolean,
): number | PopcornError | null {
  if (quiet) {
    const seconds = readSeconds(value, frameRate);
    return typeof seconds === "number" && Number.isFinite(seconds) ? seconds : null;
  }
  try {
    return fileTime(value, frameRate);
  } catch (error) {
    if (error instanceof PopcornError) return error;
    throw error;
  }
}

/**
 * Words for a report that says why `fileTime` refused a value: `TOO_LARGE_NOTE` for no finite time, a note for a
 * time past 2^32 seconds (which `toSeconds` refuses), or nothing.
 */
export function timeTrouble(cause: unknown): string {
  const expected = cause instanceof PopcornError ? cause.details.expected : undefined;
  return expected === FINITE_TIME ? TOO_LARGE_NOTE : expected === TOO_LATE ? " (too large: after 2^32 seconds)" : "";
}
