import { grown } from "./grown.js";
import type { TimelineEntry } from "./item.js";

/** A block that would grow past this many entries splits in two; a block's time array has room for that many. */
export const BLOCK_MAX = 256;

/**
 * A run of consecutive items in (start, insertion order) order, with their times in one typed array
 * (`[start0, end0, start1, end1, ...]`): binary searches and scans read contiguous memory, not the items.
 */
export class Block<T extends TimelineEntry> {
  items: T[];
  times: Float64Array;
  /** The largest end in the block; too large (never too small) while `stale`. */
  maxEnd = -Infinity;
  stale = false;

  /** `times` holds the items' times (and may have room for more): the items themselves are not read. */
  constructor(items: T[], times: Float64Array) {
    this.items = items;
    this.times = times;
    for (let i = 0; i < items.length; i++) {
      items[i]!.block = this;
      if (times[2 * i + 1]! > this.maxEnd) this.maxEnd = times[2 * i + 1]!;
    }
  }

  get length(): number {
    return this.items.length;
  }

  /** The number of entries whose start is below `t` (`from`), or at most `t`. */
  count(t: number, from: boolean): number {
    const times = this.times;
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const start = times[2 * mid]!;
      if (start < t || (start === t && !from)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Where `item` goes: after every entry that orders before it. */
  insertionPoint(item: T): number {
    let i = this.count(item.interval.start, false);
    // Equal starts order by insertion: a rescheduled item may belong before later-added ones.
    while (i > 0 && this.times[2 * (i - 1)] === item.interval.start && this.items[i - 1]!.order > item.order) i--;
    return i;
  }

  insertAt(index: number, item: T): void {
    const length = this.items.length;
    if (2 * (length + 1) > this.times.length) {
      this.times = grown(this.times, 2 * BLOCK_MAX);
    }
    this.times.copyWithin(2 * index + 2, 2 * index, 2 * length);
    this.times[2 * index] = item.interval.start;
    this.times[2 * index + 1] = item.interval.end;
    this.items.splice(index, 0, item);
    item.block = this;
    if (item.interval.end > this.maxEnd) this.maxEnd = item.interval.end;
  }

  removeAt(index: number): void {
    const end = this.times[2 * index + 1]!;
    this.times.copyWithin(2 * index, 2 * index + 2, 2 * this.items.length);
    this.items.splice(index, 1);
    if (end >= this.maxEnd) this.stale = true;
  }

  /** The block's largest end, recomputed if an item with it left. */
  largestEnd(): number {
    if (this.stale) {
      let max = -Infinity;
      for (let i = 1; i < 2 * this.items.length; i += 2) if (this.times[i]! > max) max = this.times[i]!;
      this.maxEnd = max;
      this.stale = false;
    }
    return this.maxEnd;
  }
}
