import { type Popcorn, PopcornError } from "@popcorn-kit/core";
import { type OutletRegistry, createOutletRegistry } from "@popcorn-kit/core/adapter";
import { getContext, hasContext, onMount, setContext } from "svelte";
import { type Readable, derived, readable, writable } from "svelte/store";

/** What `setPopcorn` puts in context: the instance (a store of it) and the outlets of `<PopcornTarget>`. */
interface PopcornContext {
  popcorn: Readable<Popcorn | null>;
  outlets: OutletRegistry<HTMLElement>;
}

const KEY = Symbol("popcorn-kit");

/**
 * Provides a Popcorn instance to this component's children: `getPopcorn()`, `<Cue>`, `<PopcornTarget>` and
 * `<PluginEvent>` below use it. Call it while the component initialises. Pass an instance (you own it: destroy
 * it yourself) or a store of one. Children see `null` on the server and in the hydrating render, and the
 * instance once the component has mounted, so server markup and hydration always agree.
 * `<PopcornVideo>` and `<PopcornAudio>` call it for you.
 *
 * @returns the store that children read through `getPopcorn()`
 * @example
 * <script>
 *   const pop = createPopcorn(createVirtualPlayer({ duration: 20 }));
 *   setPopcorn(pop);
 *   onDestroy(() => pop.destroy());
 * </script>
 */
export function setPopcorn(popcorn: Popcorn | Readable<Popcorn | null> | null): Readable<Popcorn | null> {
  const source = popcorn && "subscribe" in popcorn ? popcorn : readable(popcorn);
  const mounted = writable(false);
  onMount(() => mounted.set(true));
  const live = derived([mounted, source], ([$mounted, $source]) => ($mounted ? $source : null));
  setContext<PopcornContext>(KEY, { popcorn: live, outlets: createOutletRegistry<HTMLElement>() });
  return live;
}

function context(caller: string): PopcornContext {
  if (!hasContext(KEY)) {
    throw new PopcornError(
      "NOT_FOUND",
      `${caller} found no Popcorn instance: expected it inside <PopcornVideo>, <PopcornAudio> or a component that calls setPopcorn().`,
      { expected: "a provider above this component" },
    );
  }
  return getContext<PopcornContext>(KEY);
}

/**
 * Reads the instance provided above (by `<PopcornVideo>`, `<PopcornAudio>` or `setPopcorn`) as a readable
 * store: `$pop` is `null` on the server and until the media element exists. Call it while the component
 * initialises; without a provider it throws a `NOT_FOUND` `PopcornError`.
 *
 * @example
 * <script>
 *   const pop = getPopcorn();
 *   const paused = mediaState(pop, (s) => s.paused);
 * </script>
 * <button onclick={() => ($paused ? $pop?.play() : $pop?.pause())}>{$paused ? "Play" : "Pause"}</button>
 */
export function getPopcorn(): Readable<Popcorn | null> {
  return context("getPopcorn()").popcorn;
}

/** The outlets of the nearest provider (for `<PopcornTarget>` and content with a `target`). */
export function getOutlets(caller: string): OutletRegistry<HTMLElement> {
  return context(caller).outlets;
}
