import type { TimelineItem } from "./item.js";

/**
 * The events active now, kept two ways at once:
 * - a binary min-heap by (end, latest activation first), so the next end is read in O(1) and events ending
 *   at the same time unwind in reverse order of their starts;
 * - a doubly linked list in activation order, for the store's `active` list and for ending everything in
 *   reverse order on a seek or destroy.
 * Activate, deactivate and reschedule are O(log a) for a active events.
 */
export class ActiveSet<T extends TimelineItem> {
  readonly #heap: T[] = [];
  #head: T | null = null;
  #tail: T | null = null;
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

  /** The earliest activated event still active. */
  get first(): T | null {
    return this.#head;
  }

  /** The latest activated event still active. */
  get last(): T | null {
    return this.#tail;
  }

  add(item: T): void {
    item.activation = ++this.#activations;
    item.heapIndex = this.#heap.length;
    this.#heap.push(item);
    this.#siftUp(item.heapIndex);
    item.prevActive = this.#tail;
    item.nextActive = null;
    if (this.#tail) this.#tail.nextActive = item;
    else this.#head = item;
    this.#tail = item;
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
    const { prevActive, nextActive } = item;
    if (prevActive) prevActive.nextActive = nextActive;
    else this.#head = nextActive as T | null;
    if (nextActive) nextActive.prevActive = prevActive;
    else this.#tail = prevActive as T | null;
    item.prevActive = item.nextActive = null;
    this.version++;
  }

  /** Restores heap order after an active item's `end` changed. */
  reschedule(item: T): void {
    if (item.heapIndex < 0) return;
    this.#siftDown(item.heapIndex);
    this.#siftUp(item.heapIndex);
    this.version++;
  }

  #before(a: T, b: T): boolean {
    return a.end < b.end || (a.end === b.end && a.activation > b.activation);
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
