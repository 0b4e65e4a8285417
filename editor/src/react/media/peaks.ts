/*
 * Audio peaks: the smallest and largest sample of each bucket of `size` samples, the data a waveform is drawn
 * from. `computePeaksInto` is self-contained (it names nothing outside itself) because its source text also runs
 * in a worker made from a Blob URL; keep it so.
 */

/** The min/max pairs of an audio signal, one per bucket of `samplesPerBucket` samples. */
export interface Peaks {
  /** The smallest sample of each bucket (-1 to 0 for audio). */
  readonly min: Float32Array;
  /** The largest sample of each bucket (0 to 1 for audio). */
  readonly max: Float32Array;
  /** How many samples each bucket covers. */
  readonly samplesPerBucket: number;
}

/**
 * Writes the min and max of buckets `from` to `to` (exclusive) of `samples` into `min` and `max`. The last
 * bucket may be short. Self-contained: its source is sent to a worker.
 */
export const computePeaksInto = (
  samples: Float32Array,
  size: number,
  min: Float32Array,
  max: Float32Array,
  from: number,
  to: number,
): void => {
  for (let bucket = from; bucket < to; bucket++) {
    const start = bucket * size;
    const end = Math.min(start + size, samples.length);
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (let i = start; i < end; i++) {
      const value = samples[i] as number;
      if (value < low) low = value;
      if (value > high) high = value;
    }
    min[bucket] = end > start ? low : 0;
    max[bucket] = end > start ? high : 0;
  }
};

/** How many buckets of `size` samples `length` samples make (the last one may be short). */
export function bucketCount(length: number, size: number): number {
  return Math.ceil(length / size);
}

/** The peaks of `samples` at `samplesPerBucket` samples per bucket, computed here and now. */
export function computePeaks(samples: Float32Array, samplesPerBucket: number): Peaks {
  const count = bucketCount(samples.length, samplesPerBucket);
  const min = new Float32Array(count);
  const max = new Float32Array(count);
  computePeaksInto(samples, samplesPerBucket, min, max, 0, count);
  return { min, max, samplesPerBucket };
}

/**
 * Coarser peaks from finer ones: every `factor` buckets merge into one (the min of their mins, the max of their
 * maxes), which equals computing them from the samples at `samplesPerBucket * factor`.
 */
export function mergePeaks(peaks: Peaks, factor: number): Peaks {
  if (factor <= 1) return peaks;
  const count = Math.ceil(peaks.min.length / factor);
  const min = new Float32Array(count);
  const max = new Float32Array(count);
  for (let bucket = 0; bucket < count; bucket++) {
    const start = bucket * factor;
    const end = Math.min(start + factor, peaks.min.length);
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (let i = start; i < end; i++) {
      if ((peaks.min[i] as number) < low) low = peaks.min[i] as number;
      if ((peaks.max[i] as number) > high) high = peaks.max[i] as number;
    }
    min[bucket] = low;
    max[bucket] = high;
  }
  return { min, max, samplesPerBucket: peaks.samplesPerBucket * factor };
}

/**
 * The channels of an audio buffer averaged into one new array (a copy for one channel: the result is meant to be
 * transferred to a worker, which detaches it).
 */
export function mixToMono(channels: readonly Float32Array[]): Float32Array {
  if (channels.length === 0) return new Float32Array(0);
  if (channels.length === 1) return (channels[0] as Float32Array).slice();
  const length = Math.min(...channels.map((channel) => channel.length));
  const mono = new Float32Array(length);
  for (const channel of channels)
    for (let i = 0; i < length; i++) mono[i] = (mono[i] as number) + (channel[i] as number);
  const scale = 1 / Math.max(1, channels.length);
  for (let i = 0; i < length; i++) mono[i] = (mono[i] as number) * scale;
  return mono;
}
