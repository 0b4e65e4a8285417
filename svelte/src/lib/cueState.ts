import type { TrackEventInput } from "@popcorn-kit/core";
import type { TrackEventCallbacks } from "@popcorn-kit/core/adapter";
import type { PopcornSource } from "./source.js";
import { type TrackEventStore, createTrackEventStore } from "./trackEventStore.js";

/** How many cues each source has named: ids follow the order of the components that make them. */
const generated = new WeakMap<object, number>();
const NO_SOURCE = {};

/** The next id for a cue of `pop`: `svelte-cue-1`, `-2`... per source, so the server and the client agree. */
function nextId(pop: PopcornSource): string {
  const key = pop ?? NO_SOURCE;
  const count = (generated.get(key) ?? 0) + 1;
  generated.set(key, count);
  return `svelte-cue-${count}`;
}

/**
 * A timed section as a readable store of `{ active, event }`, for highlights and classes driven by the media.
 * While the store has subscribers it owns one `cue` track event on the instance (added with the first
 * subscriber, removed after the last); its value changes only when that event starts, ends or changes.
 * `progress` is a second store, 0 to 1, that changes on every frame while the cue is active. `onStart` /
 * `onEnd` run at the edges with the event, as `<Cue onstart onend>`'s do; call `update` with new times.
 *
 * Without an `id`, the cue is named by the order in which the stores of one source are made (`svelte-cue-1`,
 * `svelte-cue-2`... for `getPopcorn()` below one `<PopcornVideo>`): the server and the client make them in the
 * same order, so the ids agree. Pass an `id` (from `$props.id()`, say) where stores are made in another order.
 *
 * @param pop - an instance, or `getPopcorn()`
 * @param input - `start`, `end` (seconds or timecodes), an optional `id`, and any `cue` options
 * @param callbacks - `onStart`, `onEnd`
 * @example
 * <script>
 *   const chorus = cueState(getPopcorn(), { id: $props.id(), start: 12, end: 18 }, { onStart: (event) => console.log(event.id) });
 *   const { progress } = chorus;
 * </script>
 * <p class:highlight={$chorus.active} style:--progress={$progress}>Sing along</p>
 */
export function cueState(
  pop: PopcornSource,
  input: TrackEventInput & TrackEventCallbacks = {},
  callbacks: TrackEventCallbacks = {},
): TrackEventStore {
  const { onStart = callbacks.onStart, onEnd = callbacks.onEnd, ...props } = input;
  return createTrackEventStore(pop, "cue", props.id ?? nextId(pop), props, { onStart, onEnd });
}
