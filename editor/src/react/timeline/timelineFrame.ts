import type { RefObject } from "react";
import type { EditorUi } from "../context.js";

/** The view values a listener reads at the moment it runs (refreshed on every render of the timeline). */
export interface TimelineLatest {
  readonly pxPerSecond: number;
  readonly scrollTime: number;
  /** The scrolling area's width in pixels (a fallback before it is measured). */
  readonly width: number;
  /** The end of the content in seconds. */
  readonly end: number;
  readonly snapping: boolean;
  readonly visibleSeconds: number;
}

/** What the timeline's parts share: the interface, the latest view values, the elements and a few helpers. */
export interface TimelineFrame {
  readonly ui: EditorUi;
  readonly latest: { current: TimelineLatest };
  readonly rootRef: RefObject<HTMLDivElement | null>;
  /** The ruler and media strip's column: its left edge is the view's `scrollTime`. */
  readonly trackRef: RefObject<HTMLDivElement | null>;
  /** The lanes area (`data-pke-drop="timeline"`): its top left is lane 0 at `scrollTime`. */
  readonly lanesRef: RefObject<HTMLDivElement | null>;
  /** `time` kept within the scrollable range at zoom `pxPerSecond`. */
  clampScroll(time: number, pxPerSecond: number): number;
  /** The playhead's time: the preview's, or the session's before the media mounts. */
  currentPlayhead(): number;
  /** A point of the page in the lanes area's pixels, and the time under it. */
  pointInLanes(clientX: number, clientY: number): { x: number; y: number; time: number };
}
