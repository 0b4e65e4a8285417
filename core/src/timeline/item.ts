/**
 * What the timeline stores for one track event: its interval and the bookkeeping of the index and the
 * active set. The Popcorn instance extends it with the event's plugin and options.
 *
 * Fields are public for the timeline's own structures; nothing outside `timeline/` writes them.
 */
export class TimelineItem {
  /** Track event id. */
  readonly id: string;
  /** Start in seconds. */
  start = 0;
  /** End in seconds; equal to `start` for a point event. */
  end = 0;
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

  constructor(id: string, start: number, end: number, order: number) {
    this.id = id;
    this.start = start;
    this.end = end;
    this.order = order;
  }

  /** True while the event is active (it has started and not yet ended). */
  get active(): boolean {
    return this.heapIndex >= 0;
  }

  /** True while the event is in the timeline's index (its plugin enabled, not removed). */
  get indexed(): boolean {
    return this.block !== null;
  }

  /** True for a point event (`start === end`), which is never active. */
  get isPoint(): boolean {
    return this.start === this.end;
  }
}

/** Orders items by start, then by insertion order. */
export function compareStart(a: TimelineItem, b: TimelineItem): number {
  return a.start - b.start || a.order - b.order;
}
