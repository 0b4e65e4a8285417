import type { PluginDefinition, TimeInput, TrackEventView } from "@popcorn-kit/core";
import { INACTIVE_TRACK_EVENT, type TrackEventState, createComponentEvent } from "@popcorn-kit/core/adapter";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
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
  readonly state: TrackEventState;
  readonly event: TrackEventView | undefined;
}

const getInactive = () => INACTIVE_TRACK_EVENT;
const getZero = () => 0;

/**
 * @internal The calling component's track event: core's `createComponentEvent`, made once, given this render's
 * props after commit, connected to the provider's instance. `options` are the plugin options.
 */
export function useTrackEvent(
  type: string | PluginDefinition<any, any>,
  { id: idProp, start, end, onStart, onEnd }: TrackEventProps,
  options: Record<string, unknown>,
): TrackEventHandle {
  const pop = usePopcorn();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const props = { ...options, start, end };
  const latest = useLatest({ onStart, onEnd });
  const [event] = useState(() =>
    createComponentEvent(type, id, props, {
      onStart: (view) => latest.current.onStart?.(view),
      onEnd: (view) => latest.current.onEnd?.(view),
    }),
  );
  // Before connecting, so that connect() adds the event with this commit's props.
  useEffect(() => event.set(id, props));
  useEffect(() => event.connect(pop), [event, pop]);

  const state = useSyncExternalStore(event.subscribe, event.getState, getInactive);
  // Frames reach this component only once a render read `progress` (core tracks the read).
  const progress = useSyncExternalStore(event.subscribeProgress, event.getProgress, getZero);
  return {
    state,
    active: state.active,
    event: state.event,
    get progress() {
      event.readProgress();
      return progress;
    },
  };
}
