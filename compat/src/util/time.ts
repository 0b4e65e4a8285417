import { type TimeInput, toSeconds as kitToSeconds } from "@popcorn-kit/core";

/** Popcorn 1.x's SMPTE forms: seconds, `mm:ss` or `hh:mm:ss`, then `;` and a frame number. Anchored, linear. */
const FRAMES = /^(?:\d+:){0,2}\d+;\d+$/;

/**
 * `Popcorn.util.toSeconds`: seconds from a number, a clock time (`"01:02:03.5"`, `"1:02"`), `"12.5s"`, or an
 * SMPTE timecode with frames read as Popcorn 1.x read it: `"ss;ff"`, `"mm:ss;ff"` or `"hh:mm:ss;ff"`, the frames at
 * `frameRate` frames per second (with no frame rate, the frames are left out). A value it cannot read is a
 * `PopcornError` (`INVALID_TIME`) naming it, where Popcorn 1.x threw a plain error.
 *
 * @example
 * Popcorn.util.toSeconds("00:01:30.5"); // 90.5
 * Popcorn.util.toSeconds("00:00:10;15", 30); // 10.5
 * Popcorn.util.toSeconds("12:04;12", 24); // 724.5
 */
export function toSeconds(time: TimeInput, frameRate?: number): number {
  if (typeof time === "string" && FRAMES.test(time)) {
    const [clock, frames] = time.split(";");
    return kitToSeconds(clock!) + (frameRate! > 0 ? Number(frames) / frameRate! : 0);
  }
  return kitToSeconds(time, frameRate);
}
