import type { TimeInput, TrackEventView } from "@popcorn-kit/core";
import { type CueState, useTrackEvent } from "./useTrackEvent.js";

/** Options of `useCue`. */
export interface UseCueOptions {
  /** Start time (seconds or a timecode such as `"0:02"`). @default 0 */
  start?: TimeInput;
  /** End time; the cue is active while `start <= t < end`. @default Infinity */
  end?: TimeInput;
  /** Track event id, unique within the instance. @default an id from `useId()` */
  id?: string;
  /** Called when the cue starts; the latest function is always the one called. */
  onStart?: (event: TrackEventView) => void;
  /** Called when the cue ends, also when it is removed while active. */
  onEnd?: (event: TrackEventView) => void;
}

/**
 * A timed section without markup of its own: adds a `cue` track event for as long as the component is mounted
 * and tells whether it is active. The component re-renders when the cue starts or ends; reading `progress`
 * while rendering also re-renders it on every frame while active.
 *
 * @example
 * ```tsx
 * function Chapter({ title, start, end }: { title: string; start: number; end: number }) {
 *   const { active } = useCue({ start, end });
 *   return <li className={active ? "current" : undefined}>{title}</li>;
 * }
 * ```
 */
export function useCue({ start, end, id, onStart, onEnd }: UseCueOptions): CueState {
  return useTrackEvent("cue", { start, end, id, onStart, onEnd }, {});
}

export type { CueState };
