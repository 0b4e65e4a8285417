import { expect, test } from "vitest";
import { jsonErrorOffset } from "../../src/parsers/popcornJson/positions.js";

const LONG = "1".repeat(500);

test.each([
  ['{"data":[1x]}', 10],
  ['{"data":[01]}', 10],
  ['{"data":[-1.5e+3 x]}', 17],
  ['{"data":[true false]}', 14],
  ['{"data":[nullx]}', 13],
  // Numbers of any length are read to their end (a pattern over the next 400 characters stopped inside them).
  [`{"data":[${LONG}x]}`, 9 + LONG.length],
  [`{"data":[1.${LONG}e-${LONG}x]}`, 9 + 2 + LONG.length + 2 + LONG.length],
] as const)("jsonErrorOffset(%j) is %i: just after the value that is read", (text, offset) => {
  expect(jsonErrorOffset(text)).toBe(offset);
});
