const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const RADIX_FROM = 512;

/**
 * The permutation that puts entries 0 to n - 1 in (start, insertion order) order. `keys` holds each entry's
 * start, end and insertion order, three numbers per entry: the sort reads contiguous numbers, never the entries
 * (a bulk load's entries lie all over the heap). Already sorted input (a parsed subtitle file) costs one pass;
 * large unsorted input is radix sorted in O(n): stable passes on the insertion order, then on the bits of the
 * start times (non-negative doubles order like their bit patterns); small input uses a comparison sort.
 * Insertion orders are counted from 0 below 2^32; a start of -0 must have been stored as 0.
 */
export function sortByStart(keys: Float64Array, n: number): Uint32Array {
  let order: Uint32Array = new Uint32Array(n);
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
  if (sorted) return order;
  if (n < RADIX_FROM) return order.sort((a, b) => keys[3 * a]! - keys[3 * b]! || keys[3 * a + 2]! - keys[3 * b + 2]!);

  // Stable passes of 16 bits, least significant key first: insertion order (unless the entries are in it
  // already: only updates re-insert out of it), then the start's low and high word (each entry's three
  // numbers are six 32-bit words: the start's two, the end's two, the order's two).
  if (!inOrder) {
    const ranks = Uint32Array.from({ length: n }, (_, i) => keys[3 * i + 2]! >>> 0);
    order = radixPass(ranks, 1, 0, 0, order);
    order = radixPass(ranks, 1, 0, 16, order);
  }
  const words = new Uint32Array(keys.buffer, keys.byteOffset, 6 * n);
  const low = LITTLE_ENDIAN ? 0 : 1;
  order = radixPass(words, 6, low, 0, order);
  order = radixPass(words, 6, low, 16, order);
  order = radixPass(words, 6, 1 - low, 0, order);
  return radixPass(words, 6, 1 - low, 16, order);
}

/**
 * One stable counting pass: `order` sorted by 16 bits (from `shift`) of word `offset` of each entry's `stride`.
 * A function of its own, called with typed arrays and numbers only: a bulk load sorts once, so V8 compiles
 * its loops while they run, and loops that shared a function with the code after them were compiled again
 * (with no feedback for that code yet) each time they were left.
 */
function radixPass(words: Uint32Array, stride: number, offset: number, shift: number, order: Uint32Array): Uint32Array {
  const n = order.length;
  const counts = new Uint32Array(65_537);
  const next = new Uint32Array(n);
  for (let i = 0; i < n; i++) counts[((words[stride * i + offset]! >>> shift) & 0xffff) + 1]!++;
  for (let d = 1; d < 65_537; d++) counts[d]! += counts[d - 1]!;
  for (let i = 0; i < n; i++) {
    const index = order[i]!;
    next[counts[(words[stride * index + offset]! >>> shift) & 0xffff]!++] = index;
  }
  return next;
}
