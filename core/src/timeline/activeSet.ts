import type { TimelineEntry } from "./item.js";

/**
 * The events active now, kept two ways at once:
 * - a binary min-heap by (end, latest activation first), so the next end is read in O(1) and events ending
 *   at the same time unwind in reverse order of their starts;
 * - a list in activation order, for the store's `active` list and for ending everything in reverse order on a
 *   seek or destroy. An event that ends stays in the list until the list is compacted: an entry counts only
 *   while its event is active and still carries the activation number written beside it.
 * Activate, deactivate and reschedule are O(log a) for a active events (amortized for the list).
 */
export class ActiveSet<T extends TimelineEntry> {
  readonly #heap: T[] = [];
  #order: T[] = [];
  #orderActivation: number[] = [];
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

  add(item: T): void {
    item.activation = ++this.#activations;
    item.heapIndex = this.#heap.length;
    this.#heap.push(item);
    this.#siftUp(item.heapIndex);
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
      this.#heap[index] = last;
      last.heapIndex = index;
      this.#siftDown(index);
      this.#siftUp(last.heapIndex);
    }
    item.heapIndex = -1;
    this.version++;
  }

  /** Drops the ended entries of the activation list. */
  #compact(): void {
    const order: T[] = [];
    const activation: number[] = [];
    for (let i = 0; i < this.#order.length; i++) {
      if (!this.#live(i)) continue;
      order.push(this.#order[i]!);
      activation.push(this.#orderActivation[i]!);
    }
    this.#order = order;
    this.#orderActivation = activation;
  }

  /** Restores heap order after an active item's `end` changed. */
  reschedule(item: T): void {
    if (item.heapIndex < 0) return;
    this.#siftDown(item.heapIndex);
    this.#siftUp(item.heapIndex);
    this.version++;
  }

  #before(a: T, b: T): boolean {
    return a.interval.end < b.interval.end || (a.interval.end === b.interval.end && a.activation > b.activation);
  }

  #siftUp(index: number): void {
    const heap = this.#heap;
    const item = heap[index]!;
    while (index > 0) {
      const parentIndex = (index - 1) >> 1;
      const parent = heap[parentIndex]!;
      if (!this.#before(item, parent)) break;
      heap[index] = parent;
      parent.heapIndex = index;
      index = parentIndex;
    }
    heap[index] = item;
    item.heapIndex = index;
  }

  #siftDown(index: number): void {
    const heap = this.#heap;
    const length = heap.length;
    const item = heap[index]!;
    for (;;) {
      const leftIndex = 2 * index + 1;
      if (leftIndex >= length) break;
      const rightIndex = leftIndex + 1;
      let childIndex = leftIndex;
      if (rightIndex < length && this.#before(heap[rightIndex]!, heap[leftIndex]!)) childIndex = rightIndex;
      const child = heap[childIndex]!;
      if (!this.#before(child, item)) break;
      heap[index] = child;
      child.heapIndex = index;
      index = childIndex;
    }
    heap[index] = item;
    item.heapIndex = index;
  }
}
