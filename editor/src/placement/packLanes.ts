import { compareEvents } from "../history/ops.js";
import { createIdSource } from "../project/ids.js";
import type { Lane, ProjectEvent } from "../project/types.js";

/**
 * Packs every event of `lanes` into the fewest lanes where no two events overlap: events are taken in order of
 * start (then id), each into the first lane, from the top, whose last event ends at or before its start. Lanes
 * keep the ids and names of the lanes at their index; a lane whose events did not change is the same object;
 * empty lanes are left out (one empty lane remains when there is no event at all); lanes beyond the given
 * count get new ids. Pure: the lanes given are not changed. O(n log n) for n events.
 *
 * @example
 * const lanes = packLanes(project.lanes); // the "compact lanes" command
 */
export function packLanes(lanes: readonly Lane[]): Lane[] {
  const events: ProjectEvent[] = [];
  for (const lane of lanes) for (const event of lane.events) events.push(event);
  return lanesOf(packEvents(events.sort(compareEvents)), lanes);
}

/**
 * Packs events sorted by `compareEvents` into the fewest lists whose events do not overlap, first fit: each
 * event goes into the first list whose last event ends at or before its start. O(n log n).
 */
export function packEvents(events: readonly ProjectEvent[]): ProjectEvent[][] {
  const packed: ProjectEvent[][] = [];
  // Lanes in use, a min-heap by the end of their last event; lanes free again, a min-heap by index.
  const busy = new IndexHeap();
  const free = new IndexHeap();
  for (const event of events) {
    while (busy.size > 0 && busy.topKey() <= event.start) {
      const lane = busy.pop();
      free.push(lane, lane);
    }
    let index: number;
    if (free.size > 0) index = free.pop();
    else {
      index = packed.length;
      packed.push([]);
    }
    packed[index]!.push(event);
    busy.push(index, event.end);
  }
  return packed;
}

/** The packed event lists as lanes: the given lanes' ids and names in order, then new ids. */
function lanesOf(packed: readonly ProjectEvent[][], lanes: readonly Lane[]): Lane[] {
  if (packed.length === 0) return [lanes[0] && lanes[0].events.length === 0 ? lanes[0] : emptyLane(lanes)];
  let nextId: ((prefix: string) => string) | undefined;
  return packed.map((events, index) => {
    const previous = lanes[index];
    if (previous === undefined) {
      nextId ??= createIdSource(lanes.map((lane) => lane.id));
      return { id: nextId("lane"), events };
    }
    return sameEvents(previous.events, events) ? previous : { ...previous, events };
  });
}

function emptyLane(lanes: readonly Lane[]): Lane {
  const first = lanes[0];
  return first === undefined ? { id: "lane-1", events: [] } : { ...first, events: [] };
}

function sameEvents(a: readonly ProjectEvent[], b: readonly ProjectEvent[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A binary min-heap of lane indices by a numeric key; ties by index, so the order is deterministic. */
class IndexHeap {
  readonly #items: number[] = [];
  readonly #keys: number[] = [];

  get size(): number {
    return this.#items.length;
  }

  topKey(): number {
    return this.#keys[0]!;
  }

  push(item: number, key: number): void {
    const items = this.#items;
    const keys = this.#keys;
    let at = items.length;
    items.push(item);
    keys.push(key);
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.#less(at, parent)) break;
      this.#swap(at, parent);
      at = parent;
    }
  }

  pop(): number {
    const items = this.#items;
    const keys = this.#keys;
    const top = items[0]!;
    const lastItem = items.pop()!;
    const lastKey = keys.pop()!;
    if (items.length > 0) {
      items[0] = lastItem;
      keys[0] = lastKey;
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        const right = left + 1;
        let least = at;
        if (left < items.length && this.#less(left, least)) least = left;
        if (right < items.length && this.#less(right, least)) least = right;
        if (least === at) break;
        this.#swap(at, least);
        at = least;
      }
    }
    return top;
  }

  #less(a: number, b: number): boolean {
    const ka = this.#keys[a]!;
    const kb = this.#keys[b]!;
    return ka < kb || (ka === kb && this.#items[a]! < this.#items[b]!);
  }

  #swap(a: number, b: number): void {
    const items = this.#items;
    const keys = this.#keys;
    const item = items[a]!;
    items[a] = items[b]!;
    items[b] = item;
    const key = keys[a]!;
    keys[a] = keys[b]!;
    keys[b] = key;
  }
}
