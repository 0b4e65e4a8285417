import { PopcornError } from "@popcorn-kit/core";
import { describe, expect, it } from "vitest";
import { frameTime, nudge } from "../../src/placement/frames.js";

describe("frameTime", () => {
  it("rounds a time to the nearest frame boundary", () => {
    expect(frameTime(1.02, 30)).toBeCloseTo(31 / 30, 12);
    expect(frameTime(1.01, 30)).toBe(1);
    expect(frameTime(0, 24)).toBe(0);
    expect(frameTime(2.48, 25)).toBe(2.48);
  });

  it("rounds half a frame up", () => {
    expect(frameTime(0.02, 25)).toBe(0.04);
  });

  it("refuses a frame rate of 0 or less, or a time that is not finite", () => {
    expect(() => frameTime(1, 0)).toThrow(PopcornError);
    expect(() => frameTime(1, -25)).toThrow(/frame rate -25: expected a finite number of frames per second above 0/);
    expect(() => frameTime(Number.POSITIVE_INFINITY, 25)).toThrow(/time Infinity/);
  });
});

describe("nudge", () => {
  it("steps whole frames from a boundary, forward and back", () => {
    expect(nudge(1, 1, 25)).toBe(1.04);
    expect(nudge(1, -1, 25)).toBe(0.96);
    expect(nudge(1, 10, 25)).toBe(1.4);
    expect(nudge(2, 3, 30)).toBeCloseTo(2.1, 12);
  });

  it("lands on the next boundary first when the time is between two", () => {
    expect(nudge(1.01, 1, 25)).toBe(1.04);
    expect(nudge(1.01, -1, 25)).toBe(1);
    expect(nudge(1.01, 2, 25)).toBe(1.08);
    expect(nudge(1.01, -2, 25)).toBe(0.96);
  });

  it("treats a time a rounding error off a boundary as on it", () => {
    // 0.1 * 3 is 0.30000000000000004: still frame 9 at 30 fps, so one step is frame 10.
    expect(nudge(0.1 * 3, 1, 30)).toBeCloseTo(10 / 30, 12);
    expect(nudge(0.1 * 3, -1, 30)).toBeCloseTo(8 / 30, 12);
  });

  it("steps many times and comes back where it was", () => {
    const from = frameTime(5, 29.97);
    let time = from;
    for (let i = 0; i < 100; i++) time = nudge(time, 1, 29.97);
    for (let i = 0; i < 100; i++) time = nudge(time, -1, 29.97);
    expect(time).toBeCloseTo(from, 9);
  });

  it("returns the time as it is for 0 frames", () => {
    expect(nudge(1.01, 0, 25)).toBe(1.01);
  });

  it("refuses a fractional number of frames", () => {
    expect(() => nudge(1, 0.5, 25)).toThrow(/number of frames 0.5: expected an integer/);
  });
});
