import type { TimelineEntry } from "./item.js";
import { grown } from "./grown.js";

/**
 * The events active now, kept two ways at once:
 * - a list in activation order, for the store's `active` list and for ending everything in reverse order on a
 *   seek or destroy. An active event's `slot` is its position in the list; an event that ends (slot -1) stays
 *   in the list until the list is compacted, and an entry counts only while its event's slot points back at it;
 * - a binary min-heap by (end, latest activation first), so the next end is read in O(1) and events ending
 *   at the same time unwind in reverse order of their starts. The heap holds list positions and ends in typed
 *   arrays, and where each position sits in the heap in a third: ordering the heap reads and writes contiguous
 *   numbers and never an event (an event is written twice in its active life: when it starts and when it ends).
 * Activate, deactivate and reschedule are O(log a) for a active events (amortized for the list).
 */
export class ActiveSet<T extends TimelineEntry> {
  readonly #order: T[] = [];
  /** The heap: list positions, and the end of the event at each. */
  #heap = new Int32Array(16);
  #ends = new Float64Array(16);
  #size = 0;
  /** For each list position, where it sits in the heap (meaningful while its entry counts). */
  #heapIndex = new Int32Array(16);
  /** Bumped on every change to membership: lets readers cache derived lists. */
  version = 0;

  /** Number of active events. */
  get size(): number {
    return this.#size;
  }

  /** The active event that ends first (latest activation first at equal ends), or undefined. */
  peek(): T | undefined {
    return this.#size === 0 ? undefined : this.#order[this.#heap[0]!];
  }

  /** The end of the active event that ends first, or Infinity. */
  get nextEnd(): number {
    return this.#size === 0 ? Infinity : this.#ends[0]!;
  }

  /** The latest activated event still active, or undefined. */
  last(): T | undefined {
    const order = this.#order;
    while (order.length > 0 && order[order.length - 1]!.slot !== order.length - 1) order.pop();
    return order[order.length - 1];
  }

  /** Calls `fn` for each active event in activation order. */
  forEach(fn: (item: T) => void): void {
    const order = this.#order;
    for (let i = 0; i < order.length; i++) if (order[i]!.slot === i) fn(order[i]!);
  }

  /** Calls `fn` for each active event, latest activated first. `fn` may deactivate the event it is given. */
  forEachLatestFirst(fn: (item: T) => void): void {
    const order = this.#order;
    for (let i = order.length - 1; i >= 0; i--) if (order[i]!.slot === i) fn(order[i]!);
  }

  /** Activates `item`, which ends at `end` (its interval's end, given so that no event is read to order the heap). */
  add(item: T, end: number): void {
    if (this.#order.length >= 2 * this.#size + 16) this.#compact();
    const position = this.#order.length;
    if (position === this.#heapIndex.length) this.#heapIndex = grown(this.#heapIndex, 2 * position);
    this.#order.push(item);
    item.slot = position;
    const index = this.#size++;
    if (index === this.#heap.length) {
      this.#heap = grown(this.#heap, 2 * index);
      this.#ends = grown(this.#ends, 2 * index);
    }
    this.#siftUp(index, position, end);
    this.version++;
  }

  delete(item: T): void {
    const position = item.slot;
    if (position < 0) return;
    item.slot = -1;
    const index = this.#heapIndex[position]!;
    const last = --this.#size;
    if (index !== last) {
      const moved = this.#heap[last]!;
      const end = this.#ends[last]!;
      this.#siftDown(index, moved, end);
      this.#siftUp(this.#heapIndex[moved]!, moved, end);
    }
    this.version++;
  }

  /** Restores heap order after an active item's end changed to `end`. */
  reschedule(item: T, end: number): void {
    const position = item.slot;
    if (position < 0) return;
    this.#siftDown(this.#heapIndex[position]!, position, end);
    this.#siftUp(this.#heapIndex[position]!, position, end);
    this.version++;
  }

  /** Drops the ended entries of the activation list, in place, and renumbers the rest. */
  #compact(): void {
    const order = this.#order;
    const heapIndex = this.#heapIndex;
    let kept = 0;
    for (let i = 0; i < order.length; i++) {
      const item = order[i]!;
      if (item.slot !== i) continue;
      order[kept] = item;
      item.slot = kept;
      heapIndex[kept] = heapIndex[i]!;
      this.#heap[heapIndex[kept]!] = kept;
      kept++;
    }
    order.length = kept;
  }

  /** Whether the entry (end, position) orders before the one in heap slot `index`: a later activation first at equal ends. */
  #before(end: number, position: number, index: number): boolean {
    const other = this.#ends[index]!;
    return end < other || (end === other && position > this.#heap[index]!);
  }

  /** Writes an entry into heap slot `index`. */
  #place(index: number, position: number, end: number): void {
    this.#heap[index] = position;
    this.#ends[index] = end;
    this.#heapIndex[position] = index;
  }

  /** Moves the entry (position, end), bound for slot `index`, up to its place. */
  #siftUp(index: number, position: number, end: number): void {
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.#before(end, position, parent)) break;
      this.#place(index, this.#heap[parent]!, this.#ends[parent]!);
      index = parent;
    }
    this.#place(index, position, end);
  }

  /** Moves the entry (position, end), bound for slot `index`, down to its place. */
  #siftDown(index: number, position: number, end: number): void {
    const size = this.#size;
    for (;;) {
      let child = 2 * index + 1;
      if (child >= size) break;
      if (child + 1 < size && this.#before(this.#ends[child + 1]!, this.#heap[child + 1]!, child)) child++;
      if (this.#before(end, position, child)) break;
      this.#place(index, this.#heap[child]!, this.#ends[child]!);
      index = child;
    }
    this.#place(index, position, end);
  }
}
