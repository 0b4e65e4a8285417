import type { TrackEventView } from "../contract/trackEvent.js";
import type { Popcorn } from "../contract/popcorn.js";

/**
 * State that core derives from an instance, in the shape every framework subscribes to: React's
 * `useSyncExternalStore`, a Vue ref, a Svelte store. `getServerSnapshot` is what it holds with no instance.
 */
export interface ExternalStore<T> {
  /** Calls `listener` when the snapshot may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The current state: the same object until it changes. */
  getSnapshot(): T;
  /** The state on the server and before an instance exists: constant. */
  getServerSnapshot(): T;
}

/** The events of one type on a timeline, as an external store: what a chapter list or a transcript renders. */
export type TrackEventList = ExternalStore<readonly TrackEventView[]>;

const EMPTY: readonly TrackEventView[] = Object.freeze([]);

/**
 * The events of `type` on `pop` as a store (`subscribe`, `getSnapshot`), for views that list every event of a
 * type and not only the active ones. Listens to the instance only while it has subscribers; with `pop` null it
 * holds no event.
 *
 * @example
 * const chapters = createTrackEventList(pop, "chapter");
 * const unsubscribe = chapters.subscribe(() => render(chapters.getSnapshot()));
 */
export function createTrackEventList(pop: Popcorn | null, type: string): TrackEventList {
  let snapshot: readonly TrackEventView[] | undefined;
  const listeners = new Set<() => void>();
  let release: (() => void) | undefined;
  const changed = (event: { type: string } | undefined) => {
    if (event?.type !== type) return;
    snapshot = undefined;
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (release === undefined && pop && !pop.destroyed) {
        const stops = [
          pop.on("trackadded", changed),
          pop.on("trackremoved", changed),
          pop.on("trackchange", (change) => changed(change.event)),
        ];
        release = () => {
          for (const stop of stops) stop();
        };
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          release?.();
          release = undefined;
          snapshot = undefined;
        }
      };
    },
    getServerSnapshot: () => EMPTY,
    getSnapshot() {
      if (!pop || pop.destroyed) return EMPTY;
      if (snapshot !== undefined && release !== undefined) return snapshot;
      // After a change, or while nothing listens (no change is heard then): read again, and keep the previous
      // array when it holds the same events, so that reading twice gives the same snapshot.
      const events = pop.getTrackEvents({ type });
      if (
        snapshot === undefined ||
        events.length !== snapshot.length ||
        events.some((event, i) => event !== snapshot![i])
      )
        snapshot = Object.freeze(events);
      return snapshot;
    },
  };
}
