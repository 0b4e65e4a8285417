import { type TimeInput, toSeconds as kitToSeconds } from "@popcorn-kit/core";

/**
 * `Popcorn.util.toSeconds`: seconds from a number, a clock time (`"01:02:03.5"`, `"1:02"`), `"12.5s"`, or an
 * SMPTE timecode with frames (`"00:00:10;12"`) at `frameRate` frames per second. A value it cannot read is a
 * `PopcornError` (`INVALID_TIME`) naming it, where Popcorn 1.x threw a plain error.
 *
 * @example
 * Popcorn.util.toSeconds("00:01:30.5"); // 90.5
 * Popcorn.util.toSeconds("00:00:10;15", 30); // 10.5
 */
export function toSeconds(time: TimeInput, frameRate?: number): number {
  return kitToSeconds(time, frameRate);
}
