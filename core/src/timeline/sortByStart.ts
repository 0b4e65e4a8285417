const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const RADIX_FROM = 512;

/**
 * The permutation that puts entries 0 to n - 1 in (start, insertion order) order. `keys` holds each entry's
 * start, end and insertion order, three numbers per entry: the sort reads contiguous numbers, never the entries
 * (a bulk load's entries lie all over the heap). Already sorted input (a parsed subtitle file) costs one pass;
 * large unsorted input is radix sorted in O(n): stable passes on the insertion order, then on the bits of the
 * start times (non-negative doubles order like their bit patterns); small input uses a comparison sort.
 * Insertion orders are counted from 0 below 2^32; a start of -0 must have been stored as 0.
 *
 * Each loop is a function of its own, called with numbers and typed arrays only: a bulk load runs this once,
 * so V8 compiles each loop while it runs (on-stack replacement), and a loop that shares its function with the
 * loops after it would be compiled again when they are reached, with no feedback for them yet.
 */
export function sortByStart(keys: Float64Array, n: number): Uint32Array {
  let order = new Uint32Array(n);
  // 0: sorted; 1: in insertion order, not by start; 2: neither.
  const state = scan(keys, n, order);
  if (state === 0) return order;
  if (n < RADIX_FROM) return order.sort((a, b) => keys[3 * a]! - keys[3 * b]! || keys[3 * a + 2]! - keys[3 * b + 2]!);

  // Each entry's three numbers as six 32-bit words: the start's two, the end's two, the order's two.
  const words = new Uint32Array(keys.buffer, keys.byteOffset, 6 * n);
  let next = new Uint32Array(n);
  const counts = new Uint32Array(65_537);
  // Stable passes of 16 bits, least significant key first: insertion order (unless the entries are in it
  // already: only updates re-insert out of it), then the start's low and high word.
  // The orders as 32-bit integers, made only when there are passes on them.
  const ranks = state === 1 ? words : Uint32Array.from({ length: n }, (_, i) => keys[3 * i + 2]! >>> 0);
  const low = LITTLE_ENDIAN ? 0 : 1;
  for (let p = state === 1 ? 2 : 0; p < 6; p++) {
    // Each pass sorts by 16 bits: of the order, then of the start's low word, then of its high word.
    if (p < 2) radixPass(ranks, 1, 0, 16 * p, order, next, counts, n);
    else radixPass(words, 6, p < 4 ? low : 1 - low, 16 * (p & 1), order, next, counts, n);
    const swap = order;
    order = next;
    next = swap;
  }
  return order;
}

/** Fills `order` with 0 to n - 1; tells whether the keys are sorted (0), in insertion order only (1), or neither (2). */
function scan(keys: Float64Array, n: number, order: Uint32Array): number {
  let sorted = true;
  let inOrder = true;
  for (let i = 0; i < n; i++) {
    order[i] = i;
    if (i === 0) continue;
    const start = keys[3 * i]!;
    const previousStart = keys[3 * i - 3]!;
    const rank = keys[3 * i + 2]!;
    const previousRank = keys[3 * i - 1]!;
    if (rank < previousRank) inOrder = false;
    if (!(previousStart < start || (previousStart === start && previousRank < rank))) sorted = false;
  }
  return sorted ? 0 : inOrder ? 1 : 2;
}

/** One stable counting pass over 16 bits (from `shift`) of word `offset` of each entry's `stride`. */
function radixPass(
  words: Uint32Array,
  stride: number,
  offset: number,
  shift: number,
  order: Uint32Array,
  next: Uint32Array,
  counts: Uint32Array,
  n: number,
): void {
  counts.fill(0);
  for (let i = 0; i < n; i++) counts[((words[stride * i + offset]! >>> shift) & 0xffff) + 1]!++;
  for (let d = 1; d < 65_537; d++) counts[d]! += counts[d - 1]!;
  for (let i = 0; i < n; i++) {
    const index = order[i]!;
    next[counts[(words[stride * index + offset]! >>> shift) & 0xffff]!++] = index;
  }
}
