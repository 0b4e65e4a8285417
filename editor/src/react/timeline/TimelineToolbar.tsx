"use client";
import type { ReactNode } from "react";
import { Icon } from "../icons.js";
import { sliderToZoom, zoomToSlider } from "./geometry.js";

/** What the timeline's toolbar shows and does. */
export interface TimelineToolbarProps {
  readonly pxPerSecond: number;
  /** The least zoom: the whole media in view. */
  readonly minZoom: number;
  readonly snapping: boolean;
  /** Zooms to `pxPerSecond` around the playhead. */
  onZoom(pxPerSecond: number): void;
  onFit(): void;
  onToggleSnapping(): void;
}

/** How much one zoom step (a button, `+` or `-`) zooms. */
export const ZOOM_STEP = 1.5;

/** Zoom out, a zoom slider (logarithmic), zoom in, fit the whole media; the snapping toggle. */
export function TimelineToolbar(props: TimelineToolbarProps): ReactNode {
  const { pxPerSecond, snapping, onZoom, onFit, onToggleSnapping } = props;
  const min = Math.min(props.minZoom, pxPerSecond);
  return (
    <div className="pke-timeline-toolbar">
      <span className="pke-panel-title">Timeline</span>
      <div className="pke-timeline-zoom">
        <button
          type="button"
          className="pke-button pke-icon-button"
          data-variant="ghost"
          aria-label="Zoom out"
          title="Zoom out (-)"
          onClick={() => onZoom(pxPerSecond / ZOOM_STEP)}
        >
          <Icon name="zoom-out" />
        </button>
        <input
          type="range"
          className="pke-timeline-zoom-slider"
          aria-label="Zoom"
          aria-valuetext={`${pxPerSecond < 10 ? pxPerSecond.toFixed(1) : Math.round(pxPerSecond)} pixels per second`}
          min={0}
          max={1000}
          step={1}
          value={zoomToSlider(pxPerSecond, min)}
          onChange={(event) => onZoom(sliderToZoom(Number(event.target.value), min))}
        />
        <button
          type="button"
          className="pke-button pke-icon-button"
          data-variant="ghost"
          aria-label="Zoom in"
          title="Zoom in (+)"
          onClick={() => onZoom(pxPerSecond * ZOOM_STEP)}
        >
          <Icon name="zoom-in" />
        </button>
        <button
          type="button"
          className="pke-button pke-icon-button"
          data-variant="ghost"
          aria-label="Fit the whole media"
          title="Fit the whole media"
          onClick={onFit}
        >
          <Icon name="fit" />
        </button>
      </div>
      <span className="pke-timeline-toolbar-gap" />
      <button
        type="button"
        className="pke-timeline-toggle"
        aria-pressed={snapping}
        title="Snap to events, the playhead and cues (hold Alt to drag freely)"
        onClick={onToggleSnapping}
      >
        <Icon name="magnet" />
        <span>Snap</span>
      </button>
    </div>
  );
}
