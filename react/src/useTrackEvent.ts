import {
  INACTIVE_TRACK_EVENT,
  type PluginDefinition,
  type TimeInput,
  type TrackEventView,
  bindTrackEvent,
} from "@popcorn-kit/core";
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useLatest } from "./useLatest.js";
import { usePopcorn } from "./usePopcorn.js";

/** What a timed component knows about its event while rendering. */
export interface CueState {
  /** True while the playhead is inside `[start, end)`. */
  readonly active: boolean;
  /**
   * How far through the event the playhead is, 0 to 1. Tracked: reading it during render re-renders the
   * component on every frame while the event is active; not reading it keeps re-renders to starts and ends.
   */
  readonly progress: number;
}

/** @internal The props every timed component shares. */
export interface TrackEventProps {
  id?: string;
  start?: TimeInput;
  end?: TimeInput;
  onStart?: (event: TrackEventView) => void;
  onEnd?: (event: TrackEventView) => void;
}

/** @internal `CueState` plus the event itself. */
export interface TrackEventHandle extends CueState {
  readonly event: TrackEventView | undefined;
}

const getInactive = () => INACTIVE_TRACK_EVENT;
const getZero = () => 0;
const noSubscription = () => () => {};

/**
 * @internal One track event owned by the calling component, through core's `bindTrackEvent`: added on mount,
 * updated when `options` or the times change, removed on unmount. `options` are the plugin options.
 */
export function useTrackEvent(
  type: string | PluginDefinition<any, any>,
  { id: idProp, start, end, onStart, onEnd }: TrackEventProps,
  options: Record<string, unknown>,
): TrackEventHandle {
  const pop = usePopcorn();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  // A removed prop means the default again, whereas core's update leaves omitted fields as they were.
  const input = { ...options, start: start ?? 0, end: end ?? Infinity };
  const latest = useLatest({ onStart, onEnd });
  const binding = useMemo(
    () =>
      pop &&
      bindTrackEvent(pop, type, id, input, {
        onStart: (event) => latest.current.onStart?.(event),
        onEnd: (event) => latest.current.onEnd?.(event),
      }),
    // The binding's first input only seeds connect(); later props reach it through set() below.
    [pop, type, id],
  );

  // Before connecting, so that connect() adds the event with this commit's props.
  useEffect(() => {
    binding?.set(input);
  });
  useEffect(() => (pop && binding && !pop.destroyed ? binding.connect() : undefined), [pop, binding]);

  const state = useSyncExternalStore(binding ? binding.subscribe : noSubscription, binding ? binding.getState : getInactive, getInactive);

  // Progress is tracked: only a component that read it while rendering subscribes to every frame.
  const readsProgress = useRef(false);
  const [tracking, setTracking] = useState(false);
  useEffect(() => {
    if (readsProgress.current && !tracking) setTracking(true);
  });
  const progress = useSyncExternalStore(
    binding && tracking ? binding.subscribeProgress : noSubscription,
    binding ? binding.progress : getZero,
    getZero,
  );

  return {
    active: state.active,
    event: state.event,
    get progress() {
      readsProgress.current = true;
      return progress;
    },
  };
}
