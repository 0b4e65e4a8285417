import type { TimeRangesLike } from "./player.js";

/** `[start, end]` pairs in seconds as a `TimeRanges`-shaped object: `start(i)` and `end(i)` throw beyond `length`, as the DOM's do. */
export function timeRanges(pairs: readonly (readonly [number, number])[]): TimeRangesLike {
  const at = (index: number) => {
    const pair = pairs[index];
    if (pair === undefined) throw new RangeError(`Index ${index} is out of range.`);
    return pair;
  };
  return { length: pairs.length, start: (index) => at(index)[0], end: (index) => at(index)[1] };
}
