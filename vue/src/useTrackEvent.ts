import type { PluginDefinition, TrackEventInput } from "@popcorn-kit/core";
import {
  type ComponentEvent,
  INACTIVE_TRACK_EVENT,
  type TrackEventCallbacks,
  type TrackEventState,
  createComponentEvent,
} from "@popcorn-kit/core/adapter";
import {
  type Ref,
  type ShallowRef,
  customRef,
  getCurrentScope,
  onScopeDispose,
  shallowReadonly,
  shallowRef,
  watch,
} from "vue";
import { usePopcorn } from "./usePopcorn.js";
import { watchMounted } from "./watchMounted.js";

/** A component's own track event, as refs. */
export interface TrackEventRefs {
  /** `{ active, event }`: a new value only when the event starts, ends or changes. */
  readonly state: Readonly<ShallowRef<TrackEventState>>;
  /** 0 to 1 through the event; reading it subscribes to every tick while the event is active. */
  readonly progress: Readonly<Ref<number>>;
  /** The core object behind the refs. */
  readonly event: ComponentEvent;
}

/**
 * Owns one track event for the calling scope (what `useCue`, `<Cue>` and plugin components share): core's
 * `createComponentEvent`, connected once mounted to the provided instance, given new props when `id` or
 * `input` change, released when the scope ends. `callbacks` are called at start and end.
 */
export function useTrackEvent(
  type: string | PluginDefinition<any, any>,
  id: () => string,
  input: () => TrackEventInput,
  callbacks: TrackEventCallbacks,
): TrackEventRefs {
  const popcorn = usePopcorn();
  const event = createComponentEvent(type, id(), input(), {
    onStart: (view) => callbacks.onStart?.(view),
    onEnd: (view) => callbacks.onEnd?.(view),
  });
  const state = shallowRef(INACTIVE_TRACK_EVENT);
  const releases = [event.subscribe(() => (state.value = event.getState()))];
  // Frames reach the reader only once it read the progress (core tracks the read).
  const progress = customRef<number>((track, trigger) => ({
    get() {
      track();
      if (releases.length === 1) releases.push(event.subscribeProgress(trigger));
      return event.readProgress();
    },
    set() {},
  }));
  if (getCurrentScope())
    onScopeDispose(() => {
      for (const release of releases.splice(0)) release();
    });

  watchMounted(popcorn, (pop) => event.connect(pop));
  watch(
    () => [id(), input()] as const,
    ([nextId, next]) => event.set(nextId, next),
  );
  return { state: shallowReadonly(state), progress, event };
}
