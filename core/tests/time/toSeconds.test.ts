import { describe, expect, test } from "vitest";
import { PopcornError } from "../../src/errors/errors.js";
import { formatTime, toSeconds } from "../../src/time/toSeconds.js";

describe("toSeconds", () => {
  test.each([
    [0, 0],
    [12.5, 12.5],
    [Infinity, Infinity],
    ["12.5", 12.5],
    [".5", 0.5],
    ["12.5s", 12.5],
    ["1500ms", 1.5],
    ["1:02", 62],
    ["90:00", 5400],
    ["01:02:03.5", 3723.5],
    ["01:02:03,250", 3723.25],
    ["  00:00:07.000 ", 7],
    ["100:00:00", 360000],
  ])("%j is %d seconds", (input, expected) => {
    expect(toSeconds(input)).toBeCloseTo(expected, 9);
  });

  test("SMPTE timecodes need a frame rate and count frames", () => {
    expect(toSeconds("00:00:10:12", 25)).toBeCloseTo(10.48, 9);
    expect(toSeconds("00:01:00:00", 30)).toBe(60);
    expect(() => toSeconds("00:00:10:12")).toThrow(/needs a positive frame rate/);
    expect(() => toSeconds("00:00:10:30", 30)).toThrow(/frames must be below 30/);
  });

  test("drop-frame timecode at 29.97 skips frame numbers 0 and 1 each minute but every tenth", () => {
    expect(toSeconds("00:00:10;12", 29.97)).toBeCloseTo((312 * 1001) / 30000, 9);
    // 00:01:00;02 is the first frame of minute 1: frame number 1800.
    expect(toSeconds("00:01:00;02", 29.97)).toBeCloseTo((1800 * 1001) / 30000, 9);
    // An hour of drop-frame timecode is 107892 frames: real time 3599.9964 s.
    expect(toSeconds("01:00:00;00", 29.97)).toBeCloseTo((107892 * 1001) / 30000, 6);
    expect(() => toSeconds("00:01:00;01", 29.97)).toThrow(/does not exist in drop-frame/);
  });

  test.each([
    [-1, "-1"],
    [NaN, "NaN"],
    [-Infinity, "-Infinity"],
    ["abc", '"abc"'],
    ["", '""'],
    ["1:60", '"1:60"'],
    ["1:60:00", '"1:60:00"'],
    ["-5", '"-5"'],
    ["12.5h", '"12.5h"'],
    [null, "null"],
    [{}, "an object"],
  ])("%j is refused with a PopcornError naming the value", (input, named) => {
    let error: unknown;
    try {
      toSeconds(input as never);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PopcornError);
    expect((error as PopcornError).code).toBe("INVALID_TIME");
    expect((error as PopcornError).message).toContain(`Invalid time ${named}`);
    expect((error as PopcornError).message).toMatch(/expected seconds/);
  });
});

describe("formatTime", () => {
  test("formats seconds as a clock", () => {
    expect(formatTime(3723.5)).toBe("01:02:03.500");
    expect(formatTime(62.25)).toBe("01:02.250");
    expect(formatTime(Infinity)).toBe("∞");
    expect(formatTime(NaN)).toBe("--:--");
  });
});
