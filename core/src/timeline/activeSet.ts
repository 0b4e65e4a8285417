import type { TimelineEntry } from "./item.js";

/**
 * The events active now, kept two ways at once:
 * - a binary min-heap by (end, latest activation first), so the next end is read in O(1) and events ending
 *   at the same time unwind in reverse order of their starts. Each slot's end sits in a typed array beside
 *   it, so that ordering the heap reads contiguous numbers, not the events' intervals;
 * - a list in activation order, for the store's `active` list and for ending everything in reverse order on a
 *   seek or destroy. An event that ends stays in the list until the list is compacted: an entry counts only
 *   while its event is active and still carries the activation number written beside it.
 * Activate, deactivate and reschedule are O(log a) for a active events (amortized for the list).
 */
export class ActiveSet<T extends TimelineEntry> {
  readonly #heap: T[] = [];
  /** The end of the event in each heap slot. */
  #ends = new Float64Array(16);
  readonly #order: T[] = [];
  readonly #orderActivation: number[] = [];
  #activations = 0;
  /** Bumped on every change to membership: lets readers cache derived lists. */
  version = 0;

  /** Number of active events. */
  get size(): number {
    return this.#heap.length;
  }

  /** The active event that ends first (latest activation first at equal ends), or undefined. */
  peek(): T | undefined {
    return this.#heap[0];
  }

  /** The end of the active event that ends first, or Infinity. */
  get nextEnd(): number {
    return this.#heap.length === 0 ? Infinity : this.#ends[0]!;
  }

  /** The latest activated event still active, or undefined. */
  last(): T | undefined {
    const order = this.#order;
    while (order.length > 0 && !this.#live(order.length - 1)) {
      order.pop();
      this.#orderActivation.pop();
    }
    return order[order.length - 1];
  }

  /** Calls `fn` for each active event in activation order. */
  forEach(fn: (item: T) => void): void {
    const order = this.#order;
    for (let i = 0; i < order.length; i++) if (this.#live(i)) fn(order[i]!);
  }

  /** Calls `fn` for each active event, latest activated first. `fn` may deactivate the event it is given. */
  forEachLatestFirst(fn: (item: T) => void): void {
    for (let i = this.#order.length - 1; i >= 0; i--) if (this.#live(i)) fn(this.#order[i]!);
  }

  #live(i: number): boolean {
    const item = this.#order[i]!;
    return item.heapIndex >= 0 && item.activation === this.#orderActivation[i];
  }

  /** Activates `item`, which ends at `end` (its interval's end, given so that no event is read to order the heap). */
  add(item: T, end: number): void {
    item.activation = ++this.#activations;
    const index = this.#heap.length;
    if (index === this.#ends.length) {
      const ends = new Float64Array(2 * index);
      ends.set(this.#ends);
      this.#ends = ends;
    }
    this.#heap.push(item);
    this.#ends[index] = end;
    this.#siftUp(index);
    if (this.#order.length >= 2 * this.#heap.length + 16) this.#compact();
    this.#order.push(item);
    this.#orderActivation.push(item.activation);
    this.version++;
  }

  delete(item: T): void {
    const index = item.heapIndex;
    if (index < 0) return;
    const last = this.#heap.pop()!;
    if (last !== item) {
      this.#place(index, last, this.#ends[this.#heap.length]!);
      this.#siftDown(index);
      this.#siftUp(last.heapIndex);
    }
    item.heapIndex = -1;
    this.version++;
  }

  /** Drops the ended entries of the activation list, in place. */
  #compact(): void {
    const order = this.#order;
    const activation = this.#orderActivation;
    let kept = 0;
    for (let i = 0; i < order.length; i++) {
      if (!this.#live(i)) continue;
      order[kept] = order[i]!;
      activation[kept++] = activation[i]!;
    }
    order.length = activation.length = kept;
  }

  /** Restores heap order after an active item's end changed to `end`. */
  reschedule(item: T, end: number): void {
    if (item.heapIndex < 0) return;
    this.#ends[item.heapIndex] = end;
    this.#siftDown(item.heapIndex);
    this.#siftUp(item.heapIndex);
    this.version++;
  }

  /** Whether an event ending at `end`, activated `activation`th, orders before the one in slot `index`. */
  #before(end: number, activation: number, index: number): boolean {
    const other = this.#ends[index]!;
    return end < other || (end === other && activation > this.#heap[index]!.activation);
  }

  /** Writes an event and its end into a slot. */
  #place(index: number, item: T, end: number): void {
    this.#heap[index] = item;
    this.#ends[index] = end;
    item.heapIndex = index;
  }

  #siftUp(index: number): void {
    const item = this.#heap[index]!;
    const end = this.#ends[index]!;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.#before(end, item.activation, parent)) break;
      this.#place(index, this.#heap[parent]!, this.#ends[parent]!);
      index = parent;
    }
    this.#place(index, item, end);
  }

  #siftDown(index: number): void {
    const heap = this.#heap;
    const item = heap[index]!;
    const end = this.#ends[index]!;
    for (;;) {
      let child = 2 * index + 1;
      if (child >= heap.length) break;
      if (child + 1 < heap.length && this.#before(this.#ends[child + 1]!, heap[child + 1]!.activation, child)) child++;
      if (this.#before(end, item.activation, child)) break;
      this.#place(index, heap[child]!, this.#ends[child]!);
      index = child;
    }
    this.#place(index, item, end);
  }
}
