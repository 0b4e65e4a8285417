import type { PeakLevels } from "./peakLevels.js";

/** What part of the waveform to draw, and where. */
export interface WaveformView {
  /** Timeline zoom: CSS pixels per second. */
  readonly pxPerSecond: number;
  /** The time at the left edge, in seconds. */
  readonly scrollTime: number;
  /** The canvas's size in device pixels. */
  readonly width: number;
  readonly height: number;
  /** Device pixels per CSS pixel. */
  readonly pixelRatio: number;
  /** The fill colour. */
  readonly color: string;
}

/** The loudest peak of the audio, for scaling quiet recordings up (to four times at most). */
export function peakGain(levels: PeakLevels): number {
  let loudest = 0;
  const { min, max } = levels.base;
  for (let i = 0; i < min.length; i++) loudest = Math.max(loudest, -(min[i] as number), max[i] as number);
  return loudest > 0 ? Math.min(4, 0.95 / loudest) : 1;
}

/**
 * Draws the visible window of the waveform, one bar per device pixel column, mirrored around the middle
 * (each column's height is its loudest sample, up and down). Only the columns on screen are computed.
 */
export function drawWaveform(
  context: CanvasRenderingContext2D,
  levels: PeakLevels,
  view: WaveformView,
  gain: number,
): void {
  const { width, height, pixelRatio, color } = view;
  context.clearRect(0, 0, width, height);
  const devicePxPerSecond = view.pxPerSecond * pixelRatio;
  if (!(devicePxPerSecond > 0)) return;
  const level = levels.levelFor(devicePxPerSecond);
  const bucketsPerSecond = levels.sampleRate / level.samplesPerBucket;
  const count = level.min.length;
  const middle = height / 2;
  const reach = Math.max(1, middle - pixelRatio);
  context.fillStyle = color;
  context.beginPath();
  for (let x = 0; x < width; x++) {
    const from = view.scrollTime + x / devicePxPerSecond;
    if (from < 0) continue;
    const first = Math.floor(from * bucketsPerSecond);
    if (first >= count) break;
    const last = Math.min(count, Math.max(first + 1, Math.floor((from + 1 / devicePxPerSecond) * bucketsPerSecond)));
    let peak = 0;
    for (let i = first; i < last; i++) peak = Math.max(peak, -(level.min[i] as number), level.max[i] as number);
    const half = Math.max(pixelRatio / 2, Math.min(1, peak * gain) * reach);
    context.rect(x, middle - half, 1, half * 2);
  }
  context.fill();
}
