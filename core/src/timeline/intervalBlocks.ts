import { BLOCK_MAX, Block } from "./block.js";
import { grown } from "./grown.js";
import { type TimelineEntry, compareStart } from "./item.js";
import { sortByStart } from "./sortByStart.js";

/** Entries per block after a rebuild. */
const FILL = 128;
/** The room the insertion buffer's time arrays keep between bursts. */
const PENDING_MIN = 64;

/**
 * The interval index: the items in (start, insertion order) order, kept in blocks of a few hundred, each
 * with the largest end it holds.
 *
 * Insertions wait in a buffer until the next query, which then inserts them one by one (a few) or rebuilds
 * the blocks from one sorted merge (many, as when a subtitle file or a whole project loads): adding n events
 * and then playing costs O(n log n) at worst, O(n) for sorted or radix-sortable input.
 *
 * Playback reads starts through a cursor: the walk from one time to the next resumes where the last one
 * stopped, so a forward step costs O(k) for k starts, with no search, until the blocks change.
 *
 * Costs, n items, blocks of B: insert O(1), then O(log n + B) at the next query; delete O(log B + B) (a
 * copy of at most B entries); the starts in a range O(k) from the cursor, O(log n + k) after a change; the
 * items active at t O(n/B + B·c), for c blocks that hold an item active at t; the first start after t
 * O(log n).
 */
export class IntervalBlocks<T extends TimelineEntry> {
  #blocks: Block<T>[] = [];
  /**
   * Each block's first start and largest end, in arrays, so that searches and seeks read contiguous memory
   * instead of visiting every block. A largest end is never too small: an insertion raises it, a deletion
   * leaves it (the block recomputes when read). Rebuilt when blocks split, go or come, or lose their first item.
   */
  #firstStarts = new Float64Array(0);
  #maxEnds = new Float64Array(0);
  #summaryValid = false;
  /** Insertions waiting for the next query, and beside them each one's start, end and insertion order. */
  readonly #pending: T[] = [];
  #pendingKeys = new Float64Array(3 * PENDING_MIN);
  #size = 0;
  #inBlocks = 0;
  /** Bumped whenever entries move in the blocks: a saved cursor is valid only for the version it saw. */
  #version = 0;
  #cursorVersion = -1;
  #cursorAfter = 0;
  #cursorBlock = 0;
  #cursorIndex = 0;
  /** The end of the last item `takeStart` gave. */
  takenEnd = 0;
  // The last item takeStart gave, as its (start, order) key.
  #takenStart = -Infinity;
  #takenOrder = 0;
  // Where #locate found the first start after a time.
  #foundBlock = 0;
  #foundIndex = 0;

  /** Number of indexed items. */
  get size(): number {
    return this.#size;
  }

  /** Adds an item. Its interval and `order` must not change while it is indexed (`delete` it first). */
  insert(item: T): void {
    const n = this.#pending.length;
    if (3 * n === this.#pendingKeys.length) this.#pendingKeys = grown(this.#pendingKeys, 6 * n);
    // Copied now, while the item is at hand: a rebuild then sorts and copies contiguous numbers, not the
    // fields of items scattered over the heap. "+ 0" stores -0 as 0, which sorts alike.
    const keys = this.#pendingKeys;
    keys[3 * n] = item.interval.start + 0;
    keys[3 * n + 1] = item.interval.end;
    keys[3 * n + 2] = item.order;
    item.block = n;
    this.#pending.push(item);
    this.#size++;
  }

  /**
   * Removes an indexed item. It is found in its block by identity, not by its start: an item whose interval
   * was already replaced (a reschedule) is found where it was indexed.
   */
  delete(item: T): void {
    const block = item.block as Block<T> | number | null;
    if (block === null) return;
    item.block = null;
    this.#size--;
    if (typeof block === "number") {
      const pending = this.#pending;
      const last = pending.pop()!;
      if (last !== item) {
        pending[block] = last;
        this.#pendingKeys.copyWithin(3 * block, 3 * pending.length, 3 * pending.length + 3);
        last.block = block;
      }
      return;
    }
    this.#inBlocks--;
    const position = block.items.indexOf(item);
    block.removeAt(position);
    if (position === 0) this.#summaryValid = false;
    this.#version++;
    if (block.length === 0) {
      this.#blocks.splice(this.#blocks.indexOf(block), 1);
      this.#summaryValid = false;
    }
  }

  /** Removes every item. */
  clear(): void {
    for (const item of this.#pending) item.block = null;
    for (const block of this.#blocks) for (const item of block.items) item.block = null;
    this.#pending.length = 0;
    this.#blocks = [];
    this.#summaryValid = false;
    this.#size = this.#inBlocks = 0;
    this.#version++;
  }

  /**
   * Points the playback cursor at the first item whose start is after `after` and returns that start, or
   * Infinity. Playback that moves forward from where the cursor stands (the common case: one tick after
   * another) reuses it; anything else, or a change to the blocks, finds the place again.
   */
  startsAfter(after: number): number {
    this.#flush();
    if (!(this.#cursorVersion === this.#version && this.#cursorAfter <= after && this.#cursorStart() > after)) {
      this.#locate(after);
      this.#saveCursor(after, this.#foundBlock, this.#foundIndex);
    }
    this.#takenStart = after;
    this.#takenOrder = Infinity;
    return this.#cursorStart();
  }

  /**
   * The item at the cursor, moving the cursor past it; `startsAfter` must have run, and the cursor must not be
   * past the end (its start was finite).
   */
  takeStart(): T {
    this.#sync();
    const block = this.#blocks[this.#cursorBlock]!;
    const item = block.items[this.#cursorIndex]!;
    const start = block.times[2 * this.#cursorIndex]!;
    this.takenEnd = block.times[2 * this.#cursorIndex + 1]!;
    this.#takenStart = start;
    this.#takenOrder = item.order;
    this.#cursorAfter = start;
    if (++this.#cursorIndex === block.length) {
      this.#cursorBlock++;
      this.#cursorIndex = 0;
    }
    return item;
  }

  /** The start the cursor points at, or Infinity past the end. */
  get cursorStart(): number {
    this.#sync();
    return this.#cursorStart();
  }

  /** After a change to the index since the cursor moved, finds the item after the last one the cursor gave. */
  #sync(): void {
    this.#flush();
    if (this.#cursorVersion === this.#version) return;
    this.#locateAfter(this.#takenStart, this.#takenOrder);
    this.#saveCursor(this.#takenStart, this.#foundBlock, this.#foundIndex);
  }

  /** Appends to `out`, in (start, order) order, every item with `start <= t < end`. */
  collectActiveAt(t: number, out: T[]): void {
    this.#flush();
    const blocks = this.#blocks;
    // Every block up to the one holding the last start at or before t; each only if its largest end is after t.
    this.#locate(t);
    const last = Math.min(this.#foundBlock, blocks.length - 1);
    const maxEnds = this.#maxEnds;
    for (let b = 0; b <= last; b++) {
      if (maxEnds[b]! <= t) continue;
      const block = blocks[b]!;
      if (block.stale && (maxEnds[b] = block.largestEnd()) <= t) continue;
      const { items, times } = block;
      for (let i = 0; i < items.length; i++) {
        if (times[2 * i]! > t) return;
        if (times[2 * i + 1]! > t) out.push(items[i]!);
      }
    }
  }

  /** The smallest start strictly after `t`, or `Infinity`. Playback from `t` then starts from there. */
  firstStartAfter(t: number): number {
    this.#flush();
    this.#locate(t);
    const b = this.#foundBlock;
    const i = this.#foundIndex;
    this.#saveCursor(t, b, i);
    return b < this.#blocks.length ? this.#blocks[b]!.times[2 * i]! : Infinity;
  }

  /** The start the saved cursor points at, or Infinity past the end. */
  #cursorStart(): number {
    const block = this.#blocks[this.#cursorBlock];
    return block === undefined ? Infinity : block.times[2 * this.#cursorIndex]!;
  }

  #saveCursor(after: number, b: number, i: number): void {
    this.#cursorVersion = this.#version;
    this.#cursorAfter = after;
    this.#cursorBlock = b;
    this.#cursorIndex = i;
  }

  /** Finds the first entry that orders after (start, order). */
  #locateAfter(start: number, order: number): void {
    // The first entry whose start is at least `start`, then past the equal starts that order before.
    this.#locate(start, true);
    const blocks = this.#blocks;
    let b = this.#foundBlock;
    let i = this.#foundIndex;
    while (b < blocks.length) {
      const block = blocks[b]!;
      const s = block.times[2 * i]!;
      if (s > start || (s === start && block.items[i]!.order > order)) break;
      if (++i === block.length) {
        b++;
        i = 0;
      }
    }
    this.#foundBlock = b;
    this.#foundIndex = i;
  }

  /** Makes the per-block arrays current. */
  #summarize(): void {
    if (this.#summaryValid) return;
    const blocks = this.#blocks;
    if (this.#maxEnds.length < blocks.length) {
      this.#maxEnds = new Float64Array(2 * blocks.length);
      this.#firstStarts = new Float64Array(2 * blocks.length);
    }
    for (let b = 0; b < blocks.length; b++) {
      this.#maxEnds[b] = blocks[b]!.maxEnd;
      this.#firstStarts[b] = blocks[b]!.times[0]!;
    }
    this.#summaryValid = true;
  }

  /**
   * Finds the first entry whose start is after `t` (or, `from`, at least `t`): `#foundBlock` is the block
   * count when there is none.
   */
  #locate(t: number, from = false): void {
    this.#summarize();
    const blocks = this.#blocks;
    const firstStarts = this.#firstStarts;
    // The number of blocks whose first start is within the bound: the entry sought is in the last of them,
    // or first in the next.
    let lo = 0;
    let hi = blocks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const first = firstStarts[mid]!;
      if (first < t || (first === t && !from)) lo = mid + 1;
      else hi = mid;
    }
    this.#foundBlock = lo;
    this.#foundIndex = 0;
    if (lo === 0) return;
    const i = blocks[lo - 1]!.count(t, from);
    if (i < blocks[lo - 1]!.length) {
      this.#foundBlock = lo - 1;
      this.#foundIndex = i;
    }
  }

  /** Moves buffered insertions into the blocks: one by one when few, by a rebuild when many. */
  #flush(): void {
    const pending = this.#pending;
    if (pending.length === 0) return;
    if (pending.length * 8 <= this.#inBlocks) {
      for (const item of pending) this.#insertOne(item);
    } else {
      this.#rebuild();
    }
    this.#inBlocks += pending.length;
    pending.length = 0;
    // A bulk load's buffer goes: it would hold 24 B per event loaded.
    if (this.#pendingKeys.length > 3 * PENDING_MIN) this.#pendingKeys = new Float64Array(3 * PENDING_MIN);
    this.#version++;
  }

  #insertOne(item: T): void {
    this.#summarize();
    const blocks = this.#blocks;
    const firstStarts = this.#firstStarts;
    const start = item.interval.start;
    // The last block whose first item orders before the new one (the first block if none does).
    let lo = 1;
    let hi = blocks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const first = firstStarts[mid]!;
      if (first < start || (first === start && blocks[mid]!.items[0]!.order < item.order)) lo = mid + 1;
      else hi = mid;
    }
    let index = lo - 1;
    let block = blocks[index]!;
    if (block.length >= BLOCK_MAX) {
      const half = block.length >> 1;
      const times = block.times;
      const upper = new Block(
        block.items.slice(half),
        grown(times.subarray(2 * half, 2 * block.length), 2 * BLOCK_MAX),
      );
      const lower = new Block(block.items.slice(0, half), grown(times.subarray(0, 2 * half), 2 * BLOCK_MAX));
      blocks.splice(index, 1, lower, upper);
      this.#summaryValid = false;
      if (compareStart(item, upper.items[0]!) < 0) block = lower;
      else {
        block = upper;
        index++;
      }
    }
    const position = block.insertionPoint(item);
    block.insertAt(position, item);
    if (this.#summaryValid) {
      if (item.interval.end > this.#maxEnds[index]!) this.#maxEnds[index] = item.interval.end;
      if (position === 0) this.#firstStarts[index] = start;
    }
  }

  /**
   * Merges the buffered insertions, sorted, with the items in the blocks, into new blocks of FILL. Times come
   * from the buffer's arrays and the blocks' own: only an item's `block` is written, and an old item's `order`
   * read where its start equals a new one's. One loop, with no closure and no array of all the items: a bulk
   * load runs it once, so V8 compiles it while it runs.
   */
  #rebuild(): void {
    const pending = this.#pending;
    const n = pending.length;
    const keys = this.#pendingKeys;
    const sorted = sortByStart(keys, n);
    const old = this.#blocks;
    const total = this.#inBlocks + n;
    const blocks: Block<T>[] = [];
    // Each block's arrays made at their size: no room left over in any.
    let size = Math.min(FILL, total);
    let items: T[] = new Array(size);
    let times = new Float64Array(2 * size);
    let at = 0;
    let b = 0;
    let i = 0;
    let j = 0;
    for (let k = 0; k < total; k++) {
      const block = old[b];
      const p = j < n ? 3 * sorted[j]! : -1;
      // The old item goes first unless the new one orders before it (equal starts: the lower insertion order).
      if (
        block !== undefined &&
        (p < 0 ||
          block.times[2 * i]! < keys[p]! ||
          (block.times[2 * i] === keys[p] && block.items[i]!.order < keys[p + 2]!))
      ) {
        items[at] = block.items[i]!;
        times[2 * at] = block.times[2 * i]!;
        times[2 * at + 1] = block.times[2 * i + 1]!;
        if (++i === block.length) {
          b++;
          i = 0;
        }
      } else {
        items[at] = pending[sorted[j++]!]!;
        times[2 * at] = keys[p]!;
        times[2 * at + 1] = keys[p + 1]!;
      }
      if (++at === size) {
        blocks.push(new Block(items, times));
        size = Math.min(FILL, total - k - 1);
        items = new Array(size);
        times = new Float64Array(2 * size);
        at = 0;
      }
    }
    this.#blocks = blocks;
    this.#summaryValid = false;
  }
}
