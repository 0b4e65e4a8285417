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
  let order = new Uint32Array(n);
  let sorted = true;
  let inOrder = true;
  for (let i = 0; i < n; i++) {
    order[i] = i;
    if (i === 0) continue;
    const [start, previousStart, rank, previousRank] = [
      keys[3 * i]!,
      keys[3 * i - 3]!,
      keys[3 * i + 2]!,
      keys[3 * i - 1]!,
    ];
    if (rank < previousRank) inOrder = false;
    if (!(previousStart < start || (previousStart === start && previousRank < rank))) sorted = false;
  }
  if (sorted) return order;
  if (n < RADIX_FROM) return order.sort((a, b) => keys[3 * a]! - keys[3 * b]! || keys[3 * a + 2]! - keys[3 * b + 2]!);

  // Each entry's three numbers as six 32-bit words: the start's two, the end's two, the order's two.
  const words = new Uint32Array(keys.buffer, keys.byteOffset, 6 * n);
  const ranks = Uint32Array.from({ length: n }, (_, i) => keys[3 * i + 2]! >>> 0);
  const low = LITTLE_ENDIAN ? 0 : 1;
  let next = new Uint32Array(n);
  const counts = new Uint32Array(65_537);
  // Stable passes of 16 bits, least significant key first: insertion order (unless the entries are in it
  // already: only updates re-insert out of it), then the start's low and high word. Each is [keys, stride, offset, shift].
  const passes = [
    [ranks, 1, 0, 0],
    [ranks, 1, 0, 16],
    [words, 6, low, 0],
    [words, 6, low, 16],
    [words, 6, 1 - low, 0],
    [words, 6, 1 - low, 16],
  ] as const;
  for (let p = inOrder ? 2 : 0; p < passes.length; p++) {
    const [source, stride, offset, shift] = passes[p]!;
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[((source[stride * i + offset]! >>> shift) & 0xffff) + 1]!++;
    for (let d = 1; d < 65_537; d++) counts[d]! += counts[d - 1]!;
    for (let i = 0; i < n; i++) {
      const index = order[i]!;
      next[counts[(source[stride * index + offset]! >>> shift) & 0xffff]!++] = index;
    }
    [order, next] = [next, order];
  }
  return order;
}
