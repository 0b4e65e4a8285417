import { refusal } from "../errors/errors.js";

/** A time interval in seconds, `start <= end`; `start === end` for a point event. */
export interface Interval {
  readonly start: number;
  readonly end: number;
}

/**
 * What the timeline keeps of one track event: its interval, and the bookkeeping of the index and the active
 * set. The interval is an object of its own, replaced (not changed) when the event moves: the Popcorn
 * instance's records use the event's frozen view, so an event holds its times once, and every entry, whatever
 * its class, is read through the same field.
 *
 * Fields are public for the timeline's own structures; nothing outside `timeline/` writes them but `interval`,
 * and that only as `Timeline.reschedule` says.
 */
export abstract class TimelineEntry {
  /** Where the event is: replace it, then call `Timeline.reschedule`, to move an indexed event. */
  interval: Interval;
  /** Insertion order: breaks ties between equal starts. */
  readonly order: number;

  // Interval index (see intervalBlocks.ts).
  /**
   * @internal The block that holds the item; while it waits to be inserted, its position in the insertion
   * buffer; null when not indexed.
   */
  block: unknown = null;

  /**
   * @internal The item's position in the active set's activation list while active (later activations have
   * larger ones), -1 when not active (see activeSet.ts).
   */
  slot = -1;

  constructor(interval: Interval, order: number) {
    this.interval = interval;
    this.order = order;
  }

  /** Start in seconds. */
  get start(): number {
    return this.interval.start;
  }

  /** End in seconds; equal to `start` for a point event. */
  get end(): number {
    return this.interval.end;
  }

  /** True while the event is active (it has started and not yet ended). */
  get active(): boolean {
    return this.slot >= 0;
  }

  /** True while the event is in the timeline's index (its plugin enabled, not removed). */
  get indexed(): boolean {
    return this.block !== null;
  }
}

/**
 * A timeline entry with an id: for using `Timeline` on its own. To move one that is indexed, call `moveTo`,
 * then `timeline.reschedule(item, previousStart, previousEnd)`.
 *
 * @example
 * const timeline = new Timeline<TimelineItem>({ start: (item) => show(item.id), end: (item) => hide(item.id) });
 * timeline.insert(new TimelineItem("intro", 0, 5, 1));
 * timeline.advance(1); // shows "intro"
 */
export class TimelineItem extends TimelineEntry {
  /** Track event id. */
  readonly id: string;

  /** @throws PopcornError (`INVALID_TIME`) unless `0 <= start < Infinity` and `start <= end`. */
  constructor(id: string, start: number, end: number, order: number) {
    super(checkInterval(start, end), order);
    this.id = id;
  }

  /**
   * Gives the item a new interval; if it is indexed, call `timeline.reschedule(item, previousStart, previousEnd)`
   * next. A refused interval leaves the item where it was.
   * @throws PopcornError (`INVALID_TIME`) unless `0 <= start < Infinity` and `start <= end`.
   */
  moveTo(start: number, end: number): void {
    this.interval = checkInterval(start, end);
  }
}

/** An interval the timeline can order: a finite start from 0, an end at or after it (Infinity: open-ended). */
function checkInterval(start: unknown, end: unknown): Interval {
  if (typeof start !== "number" || !(start >= 0 && start < Infinity)) {
    throw refusal("INVALID_TIME", "Start", start, "a finite number of seconds from 0");
  }
  if (typeof end !== "number" || !(end >= start)) {
    throw refusal("INVALID_TIME", "End", end, `a number of seconds from the start (${start}), or Infinity`);
  }
  return { start, end };
}

/** Orders items by start, then by insertion order. */
export function compareStart(a: TimelineEntry, b: TimelineEntry): number {
  return a.interval.start - b.interval.start || a.order - b.order;
}
