import { refusal } from "@popcorn-kit/core/errors";

/*
 * Frame arithmetic. A frame boundary is k / frameRate for an integer k. Times are doubles, so `k / frameRate`
 * is rarely exact: a time within a millionth of a frame of a boundary counts as on it.
 */

const ON_BOUNDARY = 1e-6;

/**
 * `time` rounded to the nearest frame boundary (half a frame rounds up).
 *
 * @example
 * frameTime(1.02, 30); // 1.0333... (frame 31)
 */
export function frameTime(time: number, frameRate: number): number {
  checkTime(time, "frameTime()");
  checkFrameRate(frameRate, "frameTime()");
  return Math.round(time * frameRate) / frameRate;
}

/**
 * `time` stepped by whole frames: from a boundary, `frames` boundaries later (or earlier when negative); from
 * between two boundaries, the first step lands on the next boundary in that direction. The result is not
 * clamped: a caller keeps it at or above 0.
 *
 * @example
 * nudge(1, 1, 25); // 1.04
 * nudge(1.01, -1, 25); // 1 (the boundary below)
 */
export function nudge(time: number, frames: number, frameRate: number): number {
  checkTime(time, "nudge()");
  checkFrameRate(frameRate, "nudge()");
  if (typeof frames !== "number" || !Number.isInteger(frames)) {
    throw refusal("INVALID_OPTION", "nudge(): the number of frames", frames, "an integer (negative steps back)");
  }
  if (frames === 0) return time;
  const position = time * frameRate;
  const nearest = Math.round(position);
  // Off a boundary, the partial frame counts as the first step.
  const base =
    Math.abs(position - nearest) < ON_BOUNDARY ? nearest : frames > 0 ? Math.floor(position) : Math.ceil(position);
  return (base + frames) / frameRate;
}

/** Throws unless `frameRate` is a finite number above 0. */
export function checkFrameRate(frameRate: number, where: string): void {
  if (typeof frameRate !== "number" || !Number.isFinite(frameRate) || frameRate <= 0) {
    throw refusal(
      "INVALID_OPTION",
      `${where}: the frame rate`,
      frameRate,
      "a finite number of frames per second above 0",
      {
        option: "frameRate",
      },
    );
  }
}

function checkTime(time: number, where: string): void {
  if (typeof time !== "number" || !Number.isFinite(time)) {
    throw refusal("INVALID_TIME", `${where}: the time`, time, "a finite number of seconds");
  }
}
