import { refusal } from "@popcorn-kit/core/errors";
import { frameTime } from "./frames.js";
import { type Span, checkSpan } from "./span.js";
import { type SnapTarget, type SnapTargets, snapTargetAt } from "./snapTargets.js";

/*
 * Snapping during a drag. The tolerance is given in pixels at the current zoom, so it means the same distance
 * on screen whatever the zoom: in seconds it is tolerancePx / pixelsPerSecond. The nearest target within it
 * wins (at equal distance, the kind that comes first in SNAP_KINDS, then the earlier time); with none, the time
 * rounds to a frame boundary when the targets have a frame rate. Each call is O(log n) and allocates only
 * its result.
 */

/** The zoom and the tolerance of a snap. */
export interface SnapOptions {
  /** The timeline's zoom: how many pixels one second spans. */
  readonly pixelsPerSecond: number;
  /** How near, in pixels on screen, a target pulls. 0 snaps only onto a target exactly under the time. */
  readonly tolerancePx: number;
}

/** Where a snapped time lands. */
export interface SnapResult {
  /** Seconds: the target's time, a frame boundary, or the time as given when nothing pulled it. */
  readonly time: number;
  /** What it snapped to (kind `frame` for a frame boundary); absent when it did not move. */
  readonly target?: SnapTarget;
}

/** Where a snapped span lands: moved as a whole, its length kept. */
export interface SpanSnapResult {
  readonly start: number;
  readonly end: number;
  /** What it snapped to (kind `frame` for a frame boundary); absent when it did not move. */
  readonly target?: SnapTarget;
  /** Which of its edges met the target. */
  readonly edge?: "start" | "end";
}

/**
 * `time` pulled onto the nearest target within the tolerance, else rounded to a frame boundary (when the
 * targets have a frame rate), else as it is.
 *
 * @example
 * const targets = collectSnapTargets(project, { playhead: 12 });
 * snap(12.04, targets, { pixelsPerSecond: 100, tolerancePx: 6 }); // { time: 12, target: { kind: "playhead", ... } }
 */
export function snap(time: number, targets: SnapTargets, options: SnapOptions): SnapResult {
  if (typeof time !== "number" || !Number.isFinite(time)) {
    throw refusal("INVALID_TIME", "snap(): the time", time, "a finite number of seconds");
  }
  const index = nearest(targets, time, tolerance(options, "snap()"));
  if (index >= 0) return { time: targets.times[index]!, target: snapTargetAt(targets, index) };
  const { frameRate } = targets;
  if (frameRate > 0) {
    const frame = frameTime(time, frameRate);
    return { time: frame, target: { time: frame, kind: "frame" } };
  }
  return { time };
}

/**
 * A moved span snapped by whichever edge is nearer a target (its start at equal distance), keeping its length.
 * With no target within the tolerance its start rounds to a frame boundary (when the targets have a frame rate).
 *
 * @example
 * // While dragging an event: targets collected without it.
 * const targets = collectSnapTargets(project, { ignore: new Set([event.id]) });
 * const { start, end } = snapSpan({ start: event.start + delta, end: event.end + delta }, targets, zoom);
 */
export function snapSpan(span: Span, targets: SnapTargets, options: SnapOptions): SpanSnapResult {
  checkSpan(span, "snapSpan()");
  const within = tolerance(options, "snapSpan()");
  const { start, end } = span;
  const length = end - start;
  const { times, kinds } = targets;
  const atStart = nearest(targets, start, within);
  const atEnd = end === start ? -1 : nearest(targets, end, within);
  if (atStart >= 0 || atEnd >= 0) {
    const startDistance = atStart >= 0 ? Math.abs(times[atStart]! - start) : Number.POSITIVE_INFINITY;
    const endDistance = atEnd >= 0 ? Math.abs(times[atEnd]! - end) : Number.POSITIVE_INFINITY;
    const byEnd = endDistance < startDistance || (endDistance === startDistance && kinds[atEnd]! < kinds[atStart]!);
    if (byEnd) {
      const time = times[atEnd]!;
      return { start: time - length, end: time, target: snapTargetAt(targets, atEnd), edge: "end" };
    }
    const time = times[atStart]!;
    return { start: time, end: time + length, target: snapTargetAt(targets, atStart), edge: "start" };
  }
  const { frameRate } = targets;
  if (frameRate > 0) {
    const frame = frameTime(start, frameRate);
    return { start: frame, end: frame + length, target: { time: frame, kind: "frame" }, edge: "start" };
  }
  return { start, end };
}

/** The tolerance in seconds, after checking the zoom and the tolerance in pixels. */
function tolerance(options: SnapOptions, where: string): number {
  const { pixelsPerSecond, tolerancePx } = options;
  if (typeof pixelsPerSecond !== "number" || !Number.isFinite(pixelsPerSecond) || pixelsPerSecond <= 0) {
    throw refusal("INVALID_OPTION", `${where}: pixelsPerSecond`, pixelsPerSecond, "a finite number above 0", {
      option: "pixelsPerSecond",
    });
  }
  if (typeof tolerancePx !== "number" || !Number.isFinite(tolerancePx) || tolerancePx < 0) {
    throw refusal("INVALID_OPTION", `${where}: tolerancePx`, tolerancePx, "a finite number of pixels, 0 or more", {
      option: "tolerancePx",
    });
  }
  return tolerancePx / pixelsPerSecond;
}

/** The index of the nearest target within `within` seconds of `time`, or -1. */
function nearest(targets: SnapTargets, time: number, within: number): number {
  const { times, kinds } = targets;
  const after = firstAtOrAfter(times, time);
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  // Equal times are sorted by kind, so the first of a run of equal times is the one that wins among them.
  if (after < times.length) {
    const distance = times[after]! - time;
    if (distance <= within) {
      best = after;
      bestDistance = distance;
    }
  }
  if (after > 0) {
    const before = firstAtOrAfter(times, times[after - 1]!);
    const distance = time - times[before]!;
    if (
      distance <= within &&
      (distance < bestDistance || (distance === bestDistance && kinds[before]! <= kinds[best]!))
    ) {
      best = before;
    }
  }
  return best;
}

/** The first index whose time is at least `time` (binary search). */
function firstAtOrAfter(times: Float64Array, time: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (times[middle]! < time) low = middle + 1;
    else high = middle;
  }
  return low;
}
