import type { Player, Popcorn, TrackSpec } from "@popcorn-kit/core";
import { type MediaInstanceOptions, createMediaInstance } from "@popcorn-kit/core/adapter";
import { untrack } from "svelte";
import { type Readable, readable } from "svelte/store";

export type { TrackSpec };

/** Options of `createPopcornInstance`, `<PopcornVideo>` and `<PopcornAudio>` (core's `MediaInstanceOptions`). */
export type PopcornInstanceOptions = MediaInstanceOptions;

/** A store of the instance bound to a player: `null` until `attach` and after its teardown. */
export interface PopcornInstance extends Readable<Popcorn | null> {
  /**
   * Creates the instance over `player` (a `<video>`/`<audio>` is wrapped in `createHtmlPlayer`) and loads the
   * tracks; returns the teardown that destroys it. It is a Svelte attachment: `<video {@attach instance.attach}>`.
   */
  attach(player: Player): () => void;
  /** New options: `tracks` reload when they change, new `plugins` register; the others are read once (a change warns). */
  update(options: PopcornInstanceOptions): void;
}

/**
 * Binds a Popcorn instance to a media element or any player, the way `<PopcornVideo>` does, through core's
 * `createMediaInstance`: the instance exists from `attach` (in the browser, once the element does) to its
 * teardown, and the store holds it meanwhile. `options` may be a function, read when the instance is made;
 * `update` applies new ones. Pass the store to `setPopcorn` to provide it to children.
 *
 * @param caller - what development warnings name @default "createPopcornInstance()"
 * @example
 * <script>
 *   const instance = createPopcornInstance({ tracks: [{ src: "/captions.vtt" }] });
 *   setPopcorn(instance);
 * </script>
 * <figure><video src="/talk.webm" controls {@attach instance.attach}></video></figure>
 */
export function createPopcornInstance(
  options: PopcornInstanceOptions | (() => PopcornInstanceOptions) = {},
  caller = "createPopcornInstance()",
): PopcornInstance {
  const read = () => untrack(() => (typeof options === "function" ? options() : options));
  const media = createMediaInstance(read(), caller);
  const store = readable<Popcorn | null>(null, (set) => {
    set(media.getSnapshot());
    return media.subscribe(() => set(media.getSnapshot()));
  });
  return {
    subscribe: store.subscribe,
    // Read without tracking: an attachment re-runs when what it reads changes, and the instance is made once.
    attach: (player) => {
      media.update(read());
      return media.attach(player);
    },
    update: (next) => media.update(next),
  };
}
