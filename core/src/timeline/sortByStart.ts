import { type TimelineEntry, compareStart } from "./item.js";

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const RADIX_FROM = 512;

/**
 * Returns items in (start, insertion order) order. Already sorted input (a parsed subtitle file) costs one
 * pass; large unsorted input is radix sorted in O(n): stable passes on the insertion order, then on the bits of
 * the start times (non-negative doubles order like their bit patterns); small input uses a comparison sort.
 */
export function sortByStart<T extends TimelineEntry>(items: readonly T[]): T[] {
  let sorted = true;
  for (let i = 1; i < items.length && sorted; i++) sorted = compareStart(items[i - 1]!, items[i]!) < 0;
  if (sorted) return items.slice();
  if (items.length < RADIX_FROM) return items.slice().sort(compareStart);

  const n = items.length;
  const keys = new Float64Array(n);
  // "+ 0" turns -0 into 0, whose sign bit would otherwise sort it last.
  for (let i = 0; i < n; i++) keys[i] = items[i]!.interval.start + 0;
  const words = new Uint32Array(keys.buffer);
  // The insertion order, for the first two passes: as [order, 0] pairs so the passes below read them alike.
  // Items usually come in insertion order already (only updates re-insert out of it); then those passes go.
  let inOrder = true;
  const orders = new Uint32Array(2 * n);
  for (let i = 0; i < n; i++) {
    orders[2 * i] = items[i]!.order >>> 0;
    if (i > 0 && items[i]!.order < items[i - 1]!.order) inOrder = false;
  }
  const low = LITTLE_ENDIAN ? 0 : 1;
  let order = new Uint32Array(n);
  let next = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  const counts = new Uint32Array(65_537);
  // Stable passes of 16 bits, least significant key first: insertion order, then the start's low and high word.
  const passes = [
    [orders, 0, 0],
    [orders, 0, 16],
    [words, low, 0],
    [words, low, 16],
    [words, 1 - low, 0],
    [words, 1 - low, 16],
  ] as const;
  for (const [source, word, shift] of inOrder ? passes.slice(2) : passes) {
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[((source[2 * i + word]! >>> shift) & 0xffff) + 1]!++;
    for (let d = 1; d < 65_537; d++) counts[d]! += counts[d - 1]!;
    for (let i = 0; i < n; i++) {
      const index = order[i]!;
      next[counts[(source[2 * index + word]! >>> shift) & 0xffff]!++] = index;
    }
    [order, next] = [next, order];
  }
  const result = new Array<T>(n);
  for (let i = 0; i < n; i++) result[i] = items[order[i]!]!;
  return result;
}
