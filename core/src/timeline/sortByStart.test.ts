import { expect, test } from "vitest";
import { TimelineItem } from "./item.js";
import { sortByStart } from "./sortByStart.js";

/** Items whose insertion order is scrambled against their position, as after updates re-insert them. */
function items(starts: number[]): TimelineItem[] {
  return starts.map((start, i) => new TimelineItem(`e${i}`, start, start + 1, (i * 7919) % 100_003));
}

test.each([
  ["small", 50],
  ["large (radix)", 5_000],
])("a %s unsorted input comes out by start, ties in insertion order", (_kind, n) => {
  // Few distinct starts, so ties are everywhere; some huge, some fractional, one negative zero.
  const starts = Array.from({ length: n }, (_, i) => [0, 1e9, 0.5, 3, 1 / 3, 7200.25, -0][(i * 7919) % 7]!);
  const sorted = sortByStart(items(starts));
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1]!, sorted[i]!];
    expect(a.start < b.start || (a.start === b.start && a.order < b.order)).toBe(true);
  }
  expect(sorted).toHaveLength(n);
});

test("sorted input is returned in the same order", () => {
  const input = [0, 1, 1, 2, 5].map((start, i) => new TimelineItem(`e${i}`, start, start + 1, i));
  expect(sortByStart(input)).toEqual(input);
});
