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

  // Active set (see activeSet.ts).
  /** @internal */ heapIndex = -1;
  /** @internal */ activation = 0;

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
    return this.heapIndex >= 0;
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
  constructor(id: string, start: number, end: number, order: number) {
    super(itemInterval(id, start, end), order);
  }

  /** Track event id. */
  get id(): string {
    return (this.interval as ReturnType<typeof itemInterval>).id;
  }

  /** Gives the item a new interval; if it is indexed, call `timeline.reschedule(item, previousStart, previousEnd)` next. */
  moveTo(start: number, end: number): void {
    this.interval = itemInterval(this.id, start, end);
  }
}

const NO_OPTIONS = Object.freeze({});

/**
 * An item's interval, shaped as a track event's view (the same keys in the same order, frozen): the intervals
 * the timeline reads then share one hidden class, whether they come from items or from an instance's events,
 * and its reads stay monomorphic in a page that uses both.
 */
function itemInterval(id: string, start: number, end: number) {
  return Object.freeze({ id, type: "item", start, end, once: false, options: NO_OPTIONS });
}

/** Orders items by start, then by insertion order. */
export function compareStart(a: TimelineEntry, b: TimelineEntry): number {
  return a.interval.start - b.interval.start || a.order - b.order;
}
