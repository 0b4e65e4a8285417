import { type Player, type Popcorn, type PopcornOptions, type TrackSpec, createPopcorn, loadTracks } from "@popcorn-kit/core";
import { parseLazily } from "@popcorn-kit/core/parsers/lazy";
import { untrack } from "svelte";
import { type Readable, writable } from "svelte/store";

export type { TrackSpec };

/** Options of `createPopcornInstance`, `<PopcornVideo>` and `<PopcornAudio>`. */
export interface PopcornInstanceOptions extends PopcornOptions {
  /** Tracks loaded once the instance exists; a failure is an `error` event (phase `"load"`). */
  tracks?: readonly TrackSpec[];
}

/** A store of the instance bound to a player: `null` until `attach` and after its teardown. */
export interface PopcornInstance extends Readable<Popcorn | null> {
  /**
   * Creates the instance over `player` and loads the tracks; returns the teardown that destroys it. It is a
   * Svelte attachment: `<video {@attach instance.attach}>`.
   */
  attach(player: Player): () => void;
}

/**
 * Binds a Popcorn instance to a media element or any player, the way `<PopcornVideo>` does: the instance
 * exists from `attach` (in the browser, once the element does) to its teardown, and the store holds it
 * meanwhile. `options` may be a function, read when the instance is made. Pass the store to `setPopcorn`
 * to provide it to children.
 *
 * @example
 * <script>
 *   const instance = createPopcornInstance({ tracks: [{ src: "/captions.vtt" }] });
 *   setPopcorn(instance);
 * </script>
 * <figure><video src="/talk.webm" controls {@attach instance.attach}></video></figure>
 */
export function createPopcornInstance(options: PopcornInstanceOptions | (() => PopcornInstanceOptions) = {}): PopcornInstance {
  const store = writable<Popcorn | null>(null);
  return {
    subscribe: store.subscribe,
    attach(player) {
      // Read without tracking: an attachment re-runs when what it reads changes, and the instance is made once.
      const { tracks = [], ...popcornOptions } = untrack(() => (typeof options === "function" ? options() : options));
      const pop = createPopcorn(player, { parse: parseLazily, ...popcornOptions });
      const unload = loadTracks(pop, tracks);
      store.set(pop);
      return () => {
        unload();
        store.set(null);
        pop.destroy();
      };
    },
  };
}
