/** One cue of the benchmark: `[start, end)` in media seconds; `measured` ones are the hundred whose starts are timed. */
export interface BenchCue {
  /** Position in {@link benchCues}; the cue's element has the id `cueElementId(index)`. */
  index: number;
  start: number;
  end: number;
  measured: boolean;
}

/** The sample clip (test/fixtures/media/clip.webm) is 10.003 s of 30 fps video. */
export const FRAME_SECONDS = 1 / 30;
/** How many cue starts are timed. */
export const MEASURED = 100;
/** How many cues are mounted in all: the measured ones among others that flip too, so the framework has work. */
export const TOTAL = 1000;

/** The distance from `t` to the nearest frame time of the clip (frames at k/30 s, stored to the millisecond). */
function toNearestFrame(t: number): number {
  const k = Math.round(t / FRAME_SECONDS);
  return Math.min(Math.abs(t - k * FRAME_SECONDS), Math.abs(t - Math.round(k * FRAME_SECONDS * 1000) / 1000));
}

/** `t` moved later, if need be, until it lies at least 3 ms from any frame time: which frame reaches it is then plain. */
function offFrame(t: number): number {
  let time = t;
  while (toNearestFrame(time) < 0.003) time += 0.002;
  return Math.round(time * 10_000) / 10_000;
}

/**
 * The cues, the same in every subject: 100 measured cues 0.2 s long, starting every 0.095 s from 0.26 s (so
 * two overlap at a time), then 900 others 0.05 s long, starting every 0.0107 s from 0.2 s (about three starts and
 * three ends per video frame). Every start lies off the frame grid and every cue ends before 9.9 s, so each one
 * starts and ends once in a run over the whole clip: 2,000 flips.
 */
export function makeBenchCues(): BenchCue[] {
  const cues: BenchCue[] = [];
  for (let i = 0; i < MEASURED; i++) {
    const start = offFrame(0.26 + i * 0.095);
    cues.push({ index: i, start, end: Math.round((start + 0.2) * 10_000) / 10_000, measured: true });
  }
  for (let j = 0; j < TOTAL - MEASURED; j++) {
    const start = offFrame(0.2 + j * 0.0107);
    cues.push({ index: MEASURED + j, start, end: Math.round((start + 0.05) * 10_000) / 10_000, measured: false });
  }
  return cues;
}

/** The id of the element a cue shows while it is active. */
export const cueElementId = (index: number): string => `cue-${index}`;

/** The index of the cue whose element has the id `id`, or undefined for another element. */
export function cueElementIndex(id: string): number | undefined {
  const match = /^cue-(\d+)$/.exec(id);
  return match ? Number(match[1]) : undefined;
}
