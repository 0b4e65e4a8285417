"use client";
import { type ReactNode, memo } from "react";
import { rulerLabel, tickStep } from "./geometry.js";

/** What the ruler's ticks show. */
export interface RulerTicksProps {
  readonly pxPerSecond: number;
  readonly scrollTime: number;
  /** The ruler's width in pixels. */
  readonly width: number;
  readonly frameRate: number;
}

/**
 * The ruler's ticks and labels for the visible window only: minutes down to single frames as the zoom
 * allows. Decorative (hidden from screen readers: the playhead slider says the time).
 */
export const RulerTicks = memo(function RulerTicks(props: RulerTicksProps): ReactNode {
  const { pxPerSecond, scrollTime, width, frameRate } = props;
  const step = tickStep(pxPerSecond, frameRate);
  const visible = width / pxPerSecond;
  const ticks: ReactNode[] = [];
  const firstMinor = Math.floor(scrollTime / step.minor);
  const lastMinor = Math.ceil((scrollTime + visible) / step.minor);
  const perMajor = Math.max(1, Math.round(step.major / step.minor));
  for (let i = firstMinor; i <= lastMinor && ticks.length < 2000; i++) {
    const time = i * step.minor;
    const x = (time - scrollTime) * pxPerSecond;
    const major = i % perMajor === 0;
    ticks.push(
      <div
        key={i}
        className="pke-timeline-tick"
        data-major={major || undefined}
        style={{ transform: `translateX(${x}px)` }}
      >
        {major ? <span className="pke-timeline-tick-label">{rulerLabel(time, step, frameRate)}</span> : null}
      </div>,
    );
  }
  return (
    <div className="pke-timeline-ticks" aria-hidden="true">
      {ticks}
    </div>
  );
});
