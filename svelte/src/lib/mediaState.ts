import { type MediaSnapshot, SERVER_SNAPSHOT, selectMediaState } from "@popcorn-kit/core";
import { warnUnstableSelector } from "@popcorn-kit/core/adapter";
import { type Readable, readable } from "svelte/store";
import { type PopcornSource, followInstance } from "./source.js";

const whole = (snapshot: MediaSnapshot): MediaSnapshot => snapshot;

/**
 * The instance's media state as a readable store, or the slice `selector` picks: subscribers hear only when
 * the slice changes, so `$paused` updates on play and pause, not on every frame. It subscribes to the
 * instance only while it has subscribers. Without an instance (on the server, before the media element
 * exists) it holds the slice of `SERVER_SNAPSHOT`. A selector that builds a new array or object each time needs
 * `isEqual`, or it notifies on every frame.
 *
 * @param pop - an instance, or `getPopcorn()`
 * @param selector - picks the slice @default the whole snapshot
 * @param isEqual - equal slices do not notify @default Object.is
 * @example
 * <script>
 *   const pop = getPopcorn();
 *   const paused = mediaState(pop, (s) => s.paused);
 *   const sameLines = (a, b) => a.length === b.length && a.every((line, i) => line === b[i]);
 *   const subtitles = mediaState(pop, (s) => s.active.filter((e) => e.type === "subtitle"), sameLines);
 * </script>
 * {#each $subtitles as line (line.id)}<p>{line.options.text}</p>{/each}
 */
export function mediaState<T = MediaSnapshot>(
  pop: PopcornSource,
  selector: (snapshot: MediaSnapshot) => T = whole as (snapshot: MediaSnapshot) => T,
  isEqual?: (a: T, b: T) => boolean,
): Readable<T> {
  const server = selector(SERVER_SNAPSHOT);
  return readable(server, (set) =>
    followInstance(
      pop,
      (instance) => {
        warnUnstableSelector("mediaState", selector, instance.store.getSnapshot(), isEqual);
        const selection = selectMediaState(instance.store, selector, isEqual);
        const unsubscribe = selection.subscribe(() => set(selection.getSnapshot()));
        set(selection.getSnapshot());
        return unsubscribe;
      },
      () => set(server),
    ),
  );
}

/**
 * The playhead in seconds as a readable store: it changes on every frame while playing, so only what reads
 * `$time` re-renders that often.
 *
 * @param pop - an instance, or `getPopcorn()`
 * @example
 * <script>
 *   const time = currentTime(getPopcorn());
 * </script>
 * <output>{$time.toFixed(1)} s</output>
 */
export function currentTime(pop: PopcornSource): Readable<number> {
  return mediaState(pop, (snapshot) => snapshot.currentTime);
}
