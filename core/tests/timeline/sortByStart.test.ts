import { expect, test } from "vitest";
import { sortByStart } from "../../src/timeline/sortByStart.js";

/** The keys sortByStart reads, [start, end, order] per entry, from starts and orders. */
function pack(starts: ArrayLike<number>, orders: ArrayLike<number>): Float64Array {
  return Float64Array.from({ length: 3 * starts.length }, (_, k) =>
    k % 3 === 0 ? starts[k / 3]! + 0 : k % 3 === 1 ? Infinity : orders[(k - 2) / 3]!,
  );
}

/** Starts and insertion orders, the orders scrambled against their position, as after updates re-insert entries. */
function keys(starts: number[]): { starts: number[]; orders: number[] } {
  return { starts: starts.map((s) => s + 0), orders: starts.map((_, i) => (i * 7919) % 100_003) };
}

test.each([
  ["small", 50],
  ["large (radix)", 5_000],
])("a %s unsorted input comes out by start, ties in insertion order", (_kind, n) => {
  // Few distinct starts, so ties are everywhere; some huge, some fractional, one negative zero.
  const { starts, orders } = keys(
    Array.from({ length: n }, (_, i) => [0, 1e9, 0.5, 3, 1 / 3, 7200.25, -0][(i * 7919) % 7]!),
  );
  const permutation = sortByStart(pack(starts, orders), n);
  expect(new Set(permutation).size).toBe(n);
  for (let i = 1; i < n; i++) {
    const [a, b] = [permutation[i - 1]!, permutation[i]!];
    expect(starts[a]! < starts[b]! || (starts[a] === starts[b] && orders[a]! < orders[b]!)).toBe(true);
  }
});

test.each([
  ["small", 50],
  ["large (radix)", 5_000],
])("a %s input in insertion order with equal starts keeps that order", (_kind, n) => {
  const starts = Float64Array.from({ length: n }, (_, i) => (i * 31) % 5);
  const orders = Float64Array.from({ length: n }, (_, i) => i + 1);
  const permutation = sortByStart(pack(starts, orders), n);
  for (let i = 1; i < n; i++) {
    const [a, b] = [permutation[i - 1]!, permutation[i]!];
    expect(starts[a]! < starts[b]! || (starts[a] === starts[b] && a < b)).toBe(true);
  }
});

test("sorted input is the identity, and only the first n entries are read", () => {
  const starts = Float64Array.from([0, 1, 1, 2, 5, 0, 0]);
  const orders = Float64Array.from([1, 2, 3, 4, 5, 0, 0]);
  expect([...sortByStart(pack(starts, orders), 5)]).toEqual([0, 1, 2, 3, 4]);
});
