import { type MediaSnapshot, SERVER_SNAPSHOT, selectMediaState } from "@popcorn-kit/core";
import { warnUnstableSelector } from "@popcorn-kit/core/adapter";
import { type ShallowRef, shallowReadonly, shallowRef } from "vue";
import { usePopcorn } from "./usePopcorn.js";
import { watchMounted } from "./watchMounted.js";

/**
 * A slice of the media state as a readonly `ShallowRef` that changes only when the slice changes: a
 * component reading `paused` re-renders on play and pause, not on every frame. It holds the slice of the
 * server snapshot on the server, while hydrating and while there is no instance; it subscribes once mounted and
 * lets go when its scope ends.
 *
 * @param selector - picks the slice from a `MediaSnapshot`; keep it pure
 * @param isEqual - compares two slices; an equal one keeps the older value @default Object.is
 * @example
 * const paused = useMediaState((s) => s.paused);
 * const subtitles = useMediaState(
 *   (s) => s.active.filter((e) => e.type === "subtitle"),
 *   (a, b) => a.length === b.length && a.every((e, i) => e === b[i]),
 * );
 */
export function useMediaState<T>(
  selector: (snapshot: MediaSnapshot) => T,
  isEqual?: (a: T, b: T) => boolean,
): Readonly<ShallowRef<T>> {
  const popcorn = usePopcorn();
  const serverValue = selector(SERVER_SNAPSHOT);
  const state = shallowRef(serverValue);
  const same = isEqual ?? Object.is;
  watchMounted(popcorn, (pop) => {
    if (!pop) {
      state.value = serverValue;
      return;
    }
    warnUnstableSelector("useMediaState", selector, pop.store.getSnapshot(), isEqual);
    const selection = selectMediaState(pop.store, selector, isEqual);
    // isEqual also spares the render on mount when the instance's slice equals the server's.
    const read = () => {
      const next = selection.getSnapshot();
      if (!same(state.value, next)) state.value = next;
    };
    const unsubscribe = selection.subscribe(read);
    read();
    return unsubscribe;
  });
  return shallowReadonly(state);
}

const selectCurrentTime = (snapshot: MediaSnapshot) => snapshot.currentTime;

/**
 * The playhead in seconds, as a readonly ref. It changes on every frame while playing: read it only where the
 * time is shown (a readout, a seek bar), never in a component that renders many cues.
 *
 * @example
 * const time = useCurrentTime();
 * // <span>{{ time.toFixed(1) }} s</span>
 */
export function useCurrentTime(): Readonly<ShallowRef<number>> {
  return useMediaState(selectCurrentTime);
}
