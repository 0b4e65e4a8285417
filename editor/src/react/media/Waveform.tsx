"use client";
import { type ReactNode, useMemo } from "react";
import { drawWaveform, peakGain } from "./drawWaveform.js";
import type { MediaStripProps } from "./mediaStripProps.js";
import { useMediaAddress } from "./useMediaAddress.js";
import { fitCanvas, tokenColor, useStripCanvas } from "./useStripCanvas.js";
import { useWaveformLevels } from "./useWaveformLevels.js";

/**
 * The media's audio as a waveform, for the timeline's ruler: the window from `scrollTime`, `width` pixels at
 * `pxPerSecond`, mirrored around the middle in the theme's muted text colour. The audio is read and its peaks
 * computed once, off the main thread; each zoom draws from a cached level. Without media (or audio) the strip
 * stays quiet and empty. Decoration only: hidden from screen readers, the timeline being the accessible part.
 */
export function Waveform(props: MediaStripProps): ReactNode {
  const { pxPerSecond, scrollTime, width, height } = props;
  const address = useMediaAddress();
  const state = useWaveformLevels(address);
  const levels = state.status === "ready" && state.address === address ? state.levels : undefined;
  const gain = useMemo(() => (levels ? peakGain(levels) : 1), [levels]);

  const { canvasRef } = useStripCanvas((canvas) => {
    const pixelRatio = fitCanvas(canvas, width, height);
    const context = canvas.getContext("2d");
    if (!context) return;
    if (!levels) {
      context.clearRect(0, 0, canvas.width, canvas.height);
      return;
    }
    const color = tokenColor(canvas, "--pke-waveform", tokenColor(canvas, "--pke-text-muted", "#888"));
    drawWaveform(
      context,
      levels,
      { pxPerSecond, scrollTime, width: canvas.width, height: canvas.height, pixelRatio, color },
      gain,
    );
  });

  return (
    <div className="pke-media-strip pke-media-waveform" aria-hidden="true" style={{ width, height }}>
      <canvas ref={canvasRef} data-testid="pke-waveform" data-state={state.status} style={{ width, height }} />
    </div>
  );
}
