import type { PluginDefinition, TrackEventInput } from "@popcorn-kit/core";
import {
  INACTIVE_TRACK_EVENT,
  type TrackEventCallbacks,
  type TrackEventState,
  createComponentEvent,
} from "@popcorn-kit/core/adapter";
import { type Readable, readable } from "svelte/store";
import { type PopcornSource, followInstance } from "./source.js";

/** One track event owned by a store: on the timeline while the store has subscribers. */
export interface TrackEventStore extends Readable<TrackEventState> {
  /** The track event's id. */
  readonly id: string;
  /**
   * How far through the event the playhead is, 0 to 1: changes on every frame while the event is active.
   * Subscribing to it keeps the event on the timeline too.
   */
  readonly progress: Readable<number>;
  /**
   * Applies new props, as a replacement of the previous ones (a missing `start` is 0, a missing `end`
   * Infinity, a removed option its default); the event may start or end at once. A new `id` moves the event.
   */
  update(input: TrackEventInput, id?: string): void;
}

/**
 * A store over core's `createComponentEvent`: the first subscriber adds the event to the instance `pop` holds,
 * the last one leaving removes it (ending it first). Its value changes only when the event starts, ends or
 * changes. `callbacks` run at the event's start and end with the event (a throwing one becomes the instance's
 * `error` event).
 */
export function createTrackEventStore(
  pop: PopcornSource,
  type: string | PluginDefinition<any, any>,
  id: string,
  input: TrackEventInput,
  callbacks?: TrackEventCallbacks,
): TrackEventStore {
  let currentId = id;
  const event = createComponentEvent(type, id, input, callbacks);
  // The state last set. svelte/store takes every object as a change, even the same one again: a cue that started
  // and ended within one tick notifies twice and is inactive both times, and setting its unchanged state would
  // re-run every reader of `$cue` for a cue that never showed. Only a new state object is set.
  let shown = INACTIVE_TRACK_EVENT;
  const state = readable(shown, (set) => {
    const publish = () => {
      const next = event.getState();
      if (next !== shown) set((shown = next));
    };
    const unsubscribe = event.subscribe(publish);
    const release = followInstance(
      pop,
      (instance) => event.connect(instance),
      () => {},
    );
    publish();
    return () => {
      release();
      unsubscribe();
    };
  });
  // Subscribing is reading: core then sends every frame while the event is active.
  const progress = readable(0, (set) => {
    const stopState = state.subscribe(() => {});
    const stop = event.subscribeProgress(() => set(event.getProgress()));
    set(event.readProgress());
    return () => {
      stop();
      stopState();
    };
  });

  return {
    get id() {
      return currentId;
    },
    subscribe: state.subscribe,
    progress,
    update(next, nextId = currentId) {
      currentId = nextId;
      event.set(nextId, next);
    },
  };
}
