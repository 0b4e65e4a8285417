import { expect, test } from "vitest";
import { TRIM_TOLERANCE, outsideTrim, outsideTrimCode } from "../../src/export/code/trim.js";
import { PAGE_SCRIPT } from "../../src/export/code/pageScript.js";

test("the trim's rule as code, which the exports write, says what the preview's function says", () => {
  // The expression the exports write, evaluated here only: the test's own text, no project's.
  const written = new Function("time", "from", "to", `return ${outsideTrimCode("time", "from", "to")};`) as (
    time: number,
    from: number,
    to: number | null,
  ) => boolean;
  const times = [0, 1.98, 1.99, 1.995, 2, 5, 7.985, 7.99, 7.995, 8, 9];
  for (const [from, to] of [
    [2, 8],
    [0, null],
    [2, null],
    [0, 8],
  ] as const) {
    for (const time of times)
      expect(written(time, from, to), `${time} in ${from}-${to}`).toBe(outsideTrim(time, from, to));
  }
  // Sought to the in point, a media element may say a few milliseconds before it: still inside.
  expect(outsideTrim(2 - TRIM_TOLERANCE / 2, 2, 8)).toBe(false);
  expect(outsideTrim(8, 2, 8)).toBe(true);
  expect(PAGE_SCRIPT).toContain(outsideTrimCode("time", "from", "to"));
});
