import { type Peaks, mergePeaks } from "./peaks.js";

/** The peaks of one media's audio at every zoom, derived on demand from one base level. */
export interface PeakLevels {
  /** The decoded audio's sample rate (samples per second). */
  readonly sampleRate: number;
  /** The audio's duration in seconds. */
  readonly duration: number;
  /** The finest peaks, computed from the samples. */
  readonly base: Peaks;
  /**
   * The peaks to draw at `pxPerSecond`: the coarsest level (a power-of-two multiple of the base bucket) whose
   * buckets are still no wider than a pixel, so zooming within a factor of two gives the same array.
   */
  levelFor(pxPerSecond: number): Peaks;
}

/** The power-of-two multiple of `base` samples per bucket that best fits `samplesPerPixel` without exceeding it. */
export function levelFactor(samplesPerPixel: number, baseSamplesPerBucket: number): number {
  const ratio = samplesPerPixel / baseSamplesPerBucket;
  if (!(ratio >= 2)) return 1;
  return 2 ** Math.floor(Math.log2(ratio));
}

/** Makes the zoom-level cache over `base` peaks of audio at `sampleRate`, `duration` seconds long. */
export function createPeakLevels(base: Peaks, sampleRate: number, duration: number): PeakLevels {
  const levels = new Map<number, Peaks>([[1, base]]);
  return {
    sampleRate,
    duration,
    base,
    levelFor(pxPerSecond) {
      const factor = levelFactor(sampleRate / pxPerSecond, base.samplesPerBucket);
      let level = levels.get(factor);
      if (!level) {
        level = mergePeaks(base, factor);
        levels.set(factor, level);
      }
      return level;
    },
  };
}
