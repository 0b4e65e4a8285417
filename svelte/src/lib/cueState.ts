import type { TrackEventInput } from "@popcorn-kit/core";
import type { PopcornSource } from "./source.js";
import { type TrackEventStore, createTrackEventStore } from "./trackEventStore.js";

let generated = 0;

/**
 * A timed section as a readable store of `{ active, event }`, for highlights and classes driven by the media.
 * While the store has subscribers it owns one `cue` track event on the instance (added with the first
 * subscriber, removed after the last); its value changes only when that event starts, ends or changes.
 * `progress` is a second store, 0 to 1, that changes on every frame while the cue is active. Pass `onStart` /
 * `onEnd` in `input` to run code at the edges (they receive the plugin context); call `update` with new times.
 *
 * @param pop - an instance, or `getPopcorn()`
 * @param input - `start`, `end` (seconds or timecodes), an optional `id`, and any `cue` options
 * @example
 * <script>
 *   const chorus = cueState(getPopcorn(), { start: 12, end: 18 });
 *   const { progress } = chorus;
 * </script>
 * <p class:highlight={$chorus.active} style:--progress={$progress}>Sing along</p>
 */
export function cueState(pop: PopcornSource, input: TrackEventInput = {}): TrackEventStore {
  return createTrackEventStore(pop, "cue", input.id ?? `svelte-cue-${++generated}`, input);
}
