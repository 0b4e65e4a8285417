import { type MediaSnapshot, SERVER_SNAPSHOT } from "@popcorn-kit/core";
import { warnUnstableSelector } from "@popcorn-kit/core/adapter";
import { useEffect } from "react";
import { useSyncExternalStoreWithSelector } from "use-sync-external-store/with-selector";
import { usePopcorn } from "./usePopcorn.js";

/** What components read before an instance exists (server, hydration): the constant server snapshot. */
const noSubscription = () => () => {};
const getServerSnapshot = () => SERVER_SNAPSHOT;

/**
 * A slice of the media state: the component re-renders only when the slice changes (by `isEqual`), not on
 * every frame. On the server, in the hydrating render and before the instance exists it reads
 * `SERVER_SNAPSHOT` (paused at 0, nothing active), so server and client markup agree.
 *
 * @param selector - picks the slice; it may close over props (a new selector applies at once)
 * @param isEqual - equal slices keep the previous value, and no re-render happens @default Object.is
 * @example
 * ```tsx
 * const paused = useMediaState((s) => s.paused);
 * const subtitles = useMediaState(
 *   (s) => s.active.filter((e) => e.type === "subtitle"),
 *   (a, b) => a.length === b.length && a.every((e, i) => e === b[i]),
 * );
 * ```
 */
export function useMediaState<T>(selector: (snapshot: MediaSnapshot) => T, isEqual?: (a: T, b: T) => boolean): T {
  const store = usePopcorn()?.store;
  // Once per instance, not per render: the selector may be a new function each time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selector and isEqual of the render that got the instance
  useEffect(() => {
    if (store) warnUnstableSelector("useMediaState", selector, store.getSnapshot(), isEqual);
  }, [store]);
  return useSyncExternalStoreWithSelector(
    store ? store.subscribe : noSubscription,
    store ? store.getSnapshot : getServerSnapshot,
    getServerSnapshot,
    selector,
    isEqual ?? Object.is,
  );
}

/**
 * The playhead in seconds. The one hook that re-renders on every frame while playing, by choice: use it in a
 * small component (a time readout, a progress bar), and `useMediaState` for anything coarser.
 *
 * @example
 * ```tsx
 * function Clock() {
 *   const time = useCurrentTime();
 *   return <output>{formatTime(time)}</output>;
 * }
 * ```
 */
export function useCurrentTime(): number {
  return useMediaState(selectCurrentTime);
}

const selectCurrentTime = (snapshot: MediaSnapshot) => snapshot.currentTime;
