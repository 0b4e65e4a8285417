import {
  INACTIVE_TRACK_EVENT,
  type PluginDefinition,
  type TrackEventBinding,
  type TrackEventCallbacks,
  type TrackEventInput,
  type TrackEventState,
  bindTrackEvent,
} from "@popcorn-kit/core";
import { type Readable, readable } from "svelte/store";
import { type PopcornSource, followInstance } from "./source.js";

/** One track event owned by a store: on the timeline while the store has subscribers. */
export interface TrackEventStore extends Readable<TrackEventState> {
  /** The track event's id. */
  readonly id: string;
  /** How far through the event the playhead is, 0 to 1: changes on every frame while the event is active. */
  readonly progress: Readable<number>;
  /** Applies new times or options to the event (it may start or end at once). */
  update(input: TrackEventInput): void;
}

/**
 * A store over `bindTrackEvent`: the first subscriber adds the event to the instance `pop` holds, the last
 * one leaving removes it (ending it first). Its value changes only when the event starts, ends or changes.
 * `callbacks` run at the event's start and end (a throwing one becomes the instance's `error` event).
 */
export function createTrackEventStore(
  pop: PopcornSource,
  type: string | PluginDefinition<any, any>,
  id: string,
  input: TrackEventInput,
  callbacks?: TrackEventCallbacks,
): TrackEventStore {
  let props = input;
  let binding: TrackEventBinding | null = null;

  const state = readable(INACTIVE_TRACK_EVENT, (set) =>
    followInstance(
      pop,
      (instance) => {
        const bound = bindTrackEvent(instance, type, id, props, callbacks);
        const unsubscribe = bound.subscribe(() => set(bound.getState()));
        let disconnect: () => void;
        binding = bound;
        try {
          disconnect = bound.connect();
        } catch (error) {
          binding = null;
          unsubscribe();
          throw error;
        }
        return () => {
          binding = null;
          // Removing an active event ends it first: subscribers hear that end before letting go.
          disconnect();
          unsubscribe();
          set(INACTIVE_TRACK_EVENT);
        };
      },
      () => set(INACTIVE_TRACK_EVENT),
    ),
  );

  // Reading progress keeps the event on the timeline too, and follows the binding of the current instance.
  const progress = readable(0, (set) => {
    let followed: TrackEventBinding | null = null;
    let stop = () => {};
    const unsubscribe = state.subscribe(() => {
      if (binding !== followed) {
        stop();
        followed = binding;
        const bound = binding;
        stop = bound ? bound.subscribeProgress(() => set(bound.progress())) : () => {};
      }
      set(followed ? followed.progress() : 0);
    });
    return () => {
      stop();
      unsubscribe();
    };
  });

  return {
    id,
    subscribe: state.subscribe,
    progress,
    update(next) {
      props = next;
      binding?.set(next);
    },
  };
}
