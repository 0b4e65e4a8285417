import { type PluginFamily, familyOf } from "../../catalogue/facts.generated.js";
import type { ProjectEvent } from "../../project/types.js";
import { MAX_PX_PER_SECOND, MIN_PX_PER_SECOND } from "../state/viewStore.js";

/*
 * The timeline's geometry as pure functions: time to pixels and back, which events of a lane are on screen,
 * the ruler's tick spacing, zoom arithmetic and timecodes. The component only places what these compute.
 */

/** Height of one lane row in CSS pixels. */
export const LANE_HEIGHT = 40;
/** How near, in pixels on screen, a snap target pulls a drag. */
export const SNAP_TOLERANCE_PX = 8;
/** Pointer movement, in pixels, before a press becomes a drag (less is a click). */
export const DRAG_THRESHOLD_PX = 3;

/** The x offset in pixels of `time`, in a view whose left edge is `scrollTime` at `pxPerSecond`. */
export function timeToX(time: number, scrollTime: number, pxPerSecond: number): number {
  return (time - scrollTime) * pxPerSecond;
}

/** The time at x offset `x` in pixels, in a view whose left edge is `scrollTime` at `pxPerSecond`. */
export function xToTime(x: number, scrollTime: number, pxPerSecond: number): number {
  return scrollTime + x / pxPerSecond;
}

/**
 * The index range `[first, last)` of the events of a lane (sorted by start, not overlapping) whose span
 * touches the window from `from` to `to` seconds. Two binary searches: O(log n) whatever the lane's length.
 */
export function visibleRange(events: readonly ProjectEvent[], from: number, to: number): [number, number] {
  // In a lane events do not overlap, so their ends are in order too.
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((events[middle] as ProjectEvent).end < from) low = middle + 1;
    else high = middle;
  }
  const first = low;
  high = events.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((events[middle] as ProjectEvent).start <= to) low = middle + 1;
    else high = middle;
  }
  return [first, low];
}

/** The ruler's spacing: labelled ticks every `major` seconds, small ticks every `minor`. */
export interface TickStep {
  readonly major: number;
  readonly minor: number;
  /** Whether labels show frames (the major step is under a second). */
  readonly frames: boolean;
}

const SECOND_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200];
const FRAME_STEPS = [1, 2, 5, 10, 15, 30, 60];
/** The least room, in pixels, between two labelled ticks. */
const LABEL_ROOM_PX = 72;

/**
 * The ruler's tick spacing at a zoom: the smallest step that leaves room for a label, from hours down to single
 * frames of `frameRate`, with small ticks between.
 *
 * @example
 * tickStep(40, 24); // { major: 2, minor: 0.5, frames: false }
 * tickStep(2400, 24); // { major: 1 / 24, minor: 1 / 24, frames: true }
 */
export function tickStep(pxPerSecond: number, frameRate: number): TickStep {
  const rate = frameRate > 0 ? frameRate : 30;
  for (const frames of FRAME_STEPS) {
    if (frames >= rate) break;
    const step = frames / rate;
    if (step * pxPerSecond >= LABEL_ROOM_PX) {
      const minorFrames = frames >= 10 ? frames / 5 : 1;
      return { major: step, minor: minorFrames / rate, frames: true };
    }
  }
  for (const seconds of SECOND_STEPS) {
    if (seconds * pxPerSecond >= LABEL_ROOM_PX) {
      const minor = seconds === 1 ? (pxPerSecond >= 200 ? 1 / rate : 0.25) : minorOf(seconds);
      return { major: seconds, minor, frames: false };
    }
  }
  return { major: 7200, minor: 1800, frames: false };
}

const MINOR: Readonly<Record<number, number>> = {
  2: 0.5,
  5: 1,
  10: 2,
  15: 5,
  30: 5,
  60: 10,
  120: 30,
  300: 60,
  600: 120,
  900: 300,
  1800: 300,
  3600: 600,
  7200: 1800,
};

function minorOf(seconds: number): number {
  return MINOR[seconds] ?? seconds / 2;
}

/** The zoom that shows `duration` seconds in `width` pixels, within the view store's range. */
export function fitZoom(duration: number, width: number): number {
  if (!(duration > 0) || !(width > 0)) return clampZoom(40);
  return clampZoom(width / duration);
}

/** `pxPerSecond` kept within `MIN_PX_PER_SECOND` and `MAX_PX_PER_SECOND`. */
export function clampZoom(pxPerSecond: number): number {
  if (!Number.isFinite(pxPerSecond)) return MIN_PX_PER_SECOND;
  return Math.min(MAX_PX_PER_SECOND, Math.max(MIN_PX_PER_SECOND, pxPerSecond));
}

/**
 * The scroll time that keeps `anchorTime` under the same pixel `anchorX` after zooming to `pxPerSecond`: zoom
 * around the pointer.
 */
export function zoomAround(anchorTime: number, anchorX: number, pxPerSecond: number): number {
  return Math.max(0, anchorTime - anchorX / pxPerSecond);
}

/** The zoom slider's position (0 to 1000) for a zoom, on a logarithmic scale from `min` to the most. */
export function zoomToSlider(pxPerSecond: number, min: number): number {
  const low = Math.log(min);
  const high = Math.log(MAX_PX_PER_SECOND);
  if (high <= low) return 1000;
  return Math.round(((Math.log(clampZoom(pxPerSecond)) - low) / (high - low)) * 1000);
}

/** The zoom at a zoom slider's position (0 to 1000). */
export function sliderToZoom(position: number, min: number): number {
  const low = Math.log(min);
  const high = Math.log(MAX_PX_PER_SECOND);
  return clampZoom(Math.exp(low + (position / 1000) * (high - low)));
}

/** `00:05.000`: minutes, seconds and milliseconds, for screen readers and tooltips (hours when needed). */
export function formatTimecode(seconds: number): string {
  const safe = Math.max(0, Number.isFinite(seconds) ? seconds : 0);
  const millis = Math.round(safe * 1000);
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  const ms = millis % 1000;
  const body = `${pad(minutes)}:${pad(secs)}.${String(ms).padStart(3, "0")}`;
  return hours > 0 ? `${hours}:${body}` : body;
}

/** A ruler label: `1:05` for whole seconds, `1:05:12` (frame 12) when the ticks are frames. */
export function rulerLabel(seconds: number, step: TickStep, frameRate: number): string {
  const rate = frameRate > 0 ? frameRate : 30;
  const totalFrames = Math.round(seconds * rate);
  const whole = Math.floor(totalFrames / rate);
  const minutes = Math.floor(whole / 60);
  const secs = whole % 60;
  const hours = Math.floor(minutes / 60);
  const base = hours > 0 ? `${hours}:${pad(minutes % 60)}:${pad(secs)}` : `${minutes}:${pad(secs)}`;
  if (!step.frames) return base;
  return `${base}:${pad(totalFrames - whole * rate)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** The colour family of a plugin type: which `--pke-event-*` token its boxes use (the kit's table decides it). */
export type EventFamily = PluginFamily;

/** The colour family of plugin `type` (your own plugins' events are drawn as text). */
export function eventFamily(type: string): EventFamily {
  return familyOf(type);
}

/** The end of the timeline's content in seconds: the media's duration, or the last event's end, or 60. */
export function contentEnd(duration: number, lastEnd: number): number {
  if (duration > 0) return Math.max(duration, lastEnd);
  return Math.max(60, lastEnd);
}

/** How many events the timeline's window may hold before short ones start merging into runs. */
export const BOX_BUDGET = 150;

/**
 * The least width on screen, in pixels, at which an event gets a box of its own (a label and edge handles), for
 * a window holding `inWindow` events: `base` up to {@link BOX_BUDGET} events, then growing with their number, up to
 * 64 px. Shorter events close together draw as one run (click it to zoom in), so zooming over thousands of events
 * lays out a few hundred elements, not thousands.
 */
export function labelMinFor(inWindow: number, base: number): number {
  if (!(inWindow > BOX_BUDGET)) return base;
  return Math.min(64, Math.round((base * inWindow) / BOX_BUDGET));
}
