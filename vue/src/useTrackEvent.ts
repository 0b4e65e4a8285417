import {
  INACTIVE_TRACK_EVENT,
  type PluginDefinition,
  type TrackEventBinding,
  type TrackEventCallbacks,
  type TrackEventInput,
  type TrackEventState,
  bindTrackEvent,
} from "@popcorn-kit/core";
import { type Ref, type ShallowRef, customRef, shallowReadonly, shallowRef, watch } from "vue";
import { usePopcorn } from "./usePopcorn.js";
import { watchMounted } from "./watchMounted.js";


/** A component's own track event, as refs. */
export interface TrackEventRefs {
  /** `{ active, event }`: a new value only when the event starts, ends or changes. */
  readonly state: Readonly<ShallowRef<TrackEventState>>;
  /** 0 to 1 through the event; reading it subscribes to every tick while the event is active. */
  readonly progress: Readonly<Ref<number>>;
}

/**
 * Owns one track event for the calling scope (what `useCue`, `<Cue>` and plugin components share): adds it
 * once mounted, updates it when `input` changes, removes it when the scope ends, and binds it again when the
 * instance or the id changes. `callbacks` are called at start and end.
 */
export function useTrackEvent(
  type: string | PluginDefinition<any, any>,
  id: () => string,
  input: () => TrackEventInput,
  callbacks: TrackEventCallbacks,
): TrackEventRefs {
  const popcorn = usePopcorn();
  const state = shallowRef(INACTIVE_TRACK_EVENT);
  let binding: TrackEventBinding | undefined;
  let stopProgress: (() => void) | undefined;
  let triggerProgress = () => {};
  const progress = customRef<number>((track, trigger) => {
    triggerProgress = trigger;
    return {
      get() {
        track();
        if (binding && !stopProgress) stopProgress = binding.subscribeProgress(trigger);
        return binding ? binding.progress() : 0;
      },
      set() {},
    };
  });

  const handlers: TrackEventCallbacks = {
    onStart: (event) => callbacks.onStart?.(event),
    onEnd: (event) => callbacks.onEnd?.(event),
  };

  watchMounted(
    () => [popcorn.value, id()] as const,
    ([pop, eventId]) => {
      if (!pop || pop.destroyed) return;
      const bound = bindTrackEvent(pop, type, eventId, input(), handlers);
      const unsubscribe = bound.subscribe(() => {
        state.value = bound.getState();
      });
      let disconnect: () => void;
      try {
        disconnect = bound.connect();
      } catch (error) {
        unsubscribe();
        throw error;
      }
      binding = bound;
      state.value = bound.getState();
      triggerProgress();
      return () => {
        disconnect();
        unsubscribe();
        stopProgress?.();
        stopProgress = binding = undefined;
        state.value = INACTIVE_TRACK_EVENT;
        triggerProgress();
      };
    },
  );
  watch(input, (next) => binding?.set(next));

  return { state: shallowReadonly(state), progress };
}
