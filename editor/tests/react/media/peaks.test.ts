import { expect, test } from "vitest";
import { createPeakLevels, levelFactor } from "../../../src/react/media/peakLevels.js";
import { computePeaks, mergePeaks, mixToMono } from "../../../src/react/media/peaks.js";

const sine = (length: number, amplitude: number, period: number) =>
  Float32Array.from({ length }, (_, i) => amplitude * Math.sin((2 * Math.PI * i) / period));

test("a sine's peaks reach its amplitude up and down in every bucket a whole period long", () => {
  const peaks = computePeaks(sine(4096, 0.5, 64), 256);
  expect(peaks.min).toHaveLength(16);
  for (let i = 0; i < 16; i++) {
    expect(peaks.max[i]).toBeCloseTo(0.5, 2);
    expect(peaks.min[i]).toBeCloseTo(-0.5, 2);
  }
});

test("each bucket holds its own smallest and largest sample; a short last bucket counts", () => {
  const peaks = computePeaks(Float32Array.from([0.1, -0.2, 0.3, 0.9, -0.7, 0.2, 0.05]), 3);
  expect([...peaks.min]).toEqual([expect.closeTo(-0.2), expect.closeTo(-0.7), expect.closeTo(0.05)]);
  expect([...peaks.max]).toEqual([expect.closeTo(0.3), expect.closeTo(0.9), expect.closeTo(0.05)]);
});

test("merging a level's buckets equals computing the coarser level from the samples", () => {
  const samples = Float32Array.from({ length: 10_000 }, (_, i) => Math.sin(i * 0.37) * Math.cos(i * 0.011));
  for (const factor of [2, 4, 8, 32]) {
    const merged = mergePeaks(computePeaks(samples, 64), factor);
    const direct = computePeaks(samples, 64 * factor);
    expect(merged.samplesPerBucket).toBe(64 * factor);
    expect([...merged.min]).toEqual([...direct.min]);
    expect([...merged.max]).toEqual([...direct.max]);
  }
});

test("channels mix to their mean in a new array, one channel is copied", () => {
  const left = Float32Array.from([1, 0.5]);
  const right = Float32Array.from([0, -0.5]);
  expect([...mixToMono([left, right])]).toEqual([0.5, 0]);
  const mono = mixToMono([left]);
  expect(mono).not.toBe(left);
  expect([...mono]).toEqual([1, 0.5]);
});

test("zooming within a power-of-two level draws from the same cached array", () => {
  const levels = createPeakLevels(computePeaks(sine(22_050 * 10, 1, 100), 128), 22_050, 10);
  // 22,050 / 40 px = 551 samples per pixel: 4 base buckets; 30 px and 45 px per second fall in levels 4 and 2.
  expect(levelFactor(551, 128)).toBe(4);
  expect(levels.levelFor(40)).toBe(levels.levelFor(42));
  expect(levels.levelFor(40)).toBe(levels.levelFor(30));
  expect(levels.levelFor(40)).not.toBe(levels.levelFor(100));
  expect(levels.levelFor(40).samplesPerBucket).toBe(512);
  // Zoomed in past the base level: the base itself.
  expect(levels.levelFor(2400)).toBe(levels.base);
});
