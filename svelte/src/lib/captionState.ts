import type { Popcorn, TrackEventView } from "@popcorn-kit/core";
import { type ExternalStore, createTrackEventList } from "@popcorn-kit/core/adapter";
import { type CaptionState, createCaptionState } from "@popcorn-kit/core/plugins/captions";
import { type Readable, readable } from "svelte/store";
import { type PopcornSource, followInstance } from "./source.js";

/**
 * One of core's stores, made by `make` for the instance `pop` holds, as a readable store: it follows the
 * instance only while it has subscribers, and holds the store's server snapshot without one.
 */
export function externalStore<T>(pop: PopcornSource, make: (pop: Popcorn | null) => ExternalStore<T>): Readable<T> {
  const idle = make(null).getServerSnapshot();
  return readable(idle, (set) =>
    followInstance(
      pop,
      (instance) => {
        const store = make(instance);
        set(store.getSnapshot());
        return store.subscribe(() => set(store.getSnapshot()));
      },
      () => set(idle),
    ),
  );
}

/** Every event of `type` on the instance, in start order, changing when one is added, changed or removed. */
export function trackEvents(pop: PopcornSource, type: string): Readable<readonly TrackEventView[]> {
  return externalStore(pop, (instance) => createTrackEventList(instance, type));
}

/** The instance's subtitle lines and what its captions show for `lang` (`createCaptionState`). */
export function captionState(pop: PopcornSource, lang?: string): Readable<CaptionState> {
  return externalStore(pop, (instance) => createCaptionState(instance, lang));
}
