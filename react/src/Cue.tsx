"use client";
import type { TimeInput, TrackEventView } from "@popcorn-kit/core";
import type { ReactElement, ReactNode } from "react";
import { TargetPortal } from "./PopcornTarget.js";
import { type CueState, useTrackEvent } from "./useTrackEvent.js";

/** Props of `<Cue>`. */
export interface CueProps {
  /** Start time (seconds or a timecode such as `"0:02"`). @default 0 */
  start?: TimeInput;
  /** End time; the content shows while `start <= t < end`. @default Infinity */
  end?: TimeInput;
  /** Track event id, unique within the instance. @default an id from `useId()` */
  id?: string;
  /** Name of a `<PopcornTarget>` outlet to render into instead of in place. */
  target?: string;
  /** Render the children while inactive too (a render function then receives `active: false`). @default false */
  keepMounted?: boolean;
  /** Called when the cue starts; the latest function is always the one called. */
  onStart?: (event: TrackEventView) => void;
  /** Called when the cue ends, also when it is unmounted while active. */
  onEnd?: (event: TrackEventView) => void;
  /**
   * What to show: elements, or a function of `{ active, progress }`. Reading `progress` re-renders the cue
   * on every frame while active; a function that does not read it re-renders only when the cue flips.
   */
  children?: ReactNode | ((cue: CueState) => ReactNode);
}

/**
 * Timed content: a `cue` track event on the timeline for as long as it is mounted, whose children render
 * while the playhead is inside `[start, end)`. It re-renders only when it starts or ends (or every frame, if
 * its render function reads `progress`).
 *
 * @example
 * ```tsx
 * <Cue start={2} end={5}>
 *   <p>Shown from 0:02 to 0:05</p>
 * </Cue>
 * <Cue start="0:05" end="0:09" target="sidebar">
 *   {(cue) => <progress value={cue.progress} />}
 * </Cue>
 * ```
 */
export function Cue({
  start,
  end,
  id,
  target,
  keepMounted = false,
  onStart,
  onEnd,
  children,
}: CueProps): ReactElement | null {
  const cue = useTrackEvent("cue", { start, end, id, onStart, onEnd }, { target });
  if (!cue.active && !keepMounted) return null;
  const content = typeof children === "function" ? children(cue) : children;
  // A fragment, so that the declared return type is an element: React 18's types accept nothing wider.
  // biome-ignore lint/complexity/noUselessFragments: see above
  return target === undefined ? <>{content}</> : <TargetPortal name={target}>{content}</TargetPortal>;
}
