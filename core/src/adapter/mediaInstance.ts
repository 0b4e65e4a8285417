import { devWarn } from "../host.js";
import { parseLazily } from "../parsers/lazy.js";
import { createHtmlPlayer } from "../players/html/index.js";
import type { Player } from "../players/player.js";
import { createPopcorn } from "../instance/createPopcorn.js";
import { type TrackSpec, loadTracks, sameTracks } from "../instance/loadTracks.js";
import type { Popcorn, PopcornOptions } from "../contract/popcorn.js";

/** Options of a media instance: the instance's options, and the tracks to load into it. */
export interface MediaInstanceOptions extends PopcornOptions {
  /**
   * Subtitle or data files loaded once the instance exists. When the list changes (by content: an inline array
   * that holds the same files is the same list), the old tracks' events go and the new ones load.
   */
  tracks?: readonly TrackSpec[];
}

/**
 * The instance behind `<PopcornVideo>`, `<PopcornAudio>` and `usePopcornInstance`, in every adapter: it exists
 * from `attach` to the teardown `attach` returns. `update` applies new options: `tracks` reload, new `plugins`
 * register; `ticker`, `frameRate`, `sanitizeHtml` and `parse` are read when the instance is made, so a change is
 * a development warning.
 */
export interface MediaInstance {
  /** The instance, null before `attach` and after its teardown. */
  getSnapshot(): Popcorn | null;
  /** Calls `listener` when the instance appears or goes. */
  subscribe(listener: () => void): () => void;
  /**
   * Makes the instance over `player` (a `<video>`/`<audio>` is wrapped in `createHtmlPlayer`, which the
   * teardown destroys; any other player stays yours) and loads the tracks. Returns the teardown. Attaching
   * again first tears the previous instance down.
   */
  attach(player: Player): () => void;
  /** New options, e.g. a component's new props. */
  update(options: MediaInstanceOptions): void;
}

// Read when the instance is made; the rest of PopcornOptions is too, but these are the ones props change.
const READ_ONCE = ["ticker", "frameRate", "sanitizeHtml", "sanitizeFileHtml", "parse"] as const;

/**
 * Creates a media instance (nothing happens until `attach`). `caller` names the component in warnings.
 * The parsers load on the first track (`parseLazily`) unless `parse` says otherwise.
 *
 * @example
 * const media = createMediaInstance({ tracks: [{ src: "/captions.vtt" }] }, "<PopcornVideo>");
 * const detach = media.attach(videoElement);
 * media.update({ tracks: [{ src: "/captions.fr.vtt" }] }); // the French captions replace the others
 */
export function createMediaInstance(
  options: MediaInstanceOptions = {},
  caller = "usePopcornInstance()",
): MediaInstance {
  let current = options;
  let pop: Popcorn | null = null;
  let madeWith: MediaInstanceOptions = options;
  let warned = false;
  let loadedTracks: readonly TrackSpec[] | undefined;
  let unload = () => {};
  let detach: (() => void) | null = null;
  let listeners: readonly (() => void)[] = [];
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const load = (instance: Popcorn, tracks: readonly TrackSpec[] | undefined) => {
    unload();
    loadedTracks = tracks;
    unload = tracks?.length ? loadTracks(instance, tracks) : () => {};
  };

  return {
    getSnapshot: () => pop,
    subscribe(listener) {
      listeners = [...listeners, listener];
      return () => {
        listeners = listeners.filter((l) => l !== listener);
      };
    },
    attach(player) {
      detach?.();
      const { tracks, ...popcornOptions } = current;
      const html = isMediaElement(player) ? createHtmlPlayer(player) : null;
      const instance = createPopcorn(html ?? player, { parse: parseLazily, ...popcornOptions });
      madeWith = current;
      warned = false;
      pop = instance;
      load(instance, tracks);
      notify();
      const own = () => {
        if (detach !== own) return;
        detach = null;
        unload();
        unload = () => {};
        loadedTracks = undefined;
        pop = null;
        instance.destroy();
        html?.destroy();
        notify();
      };
      detach = own;
      return own;
    },
    update(next) {
      current = next;
      if (!pop) return;
      if (!sameTracks(loadedTracks, next.tracks)) load(pop, next.tracks);
      for (const plugin of next.plugins ?? []) if (pop.getPlugin(plugin.name) !== plugin) pop.registerPlugin(plugin);
      const changed = READ_ONCE.filter((key) => next[key] !== madeWith[key]);
      // Once per instance: an inline function or ticker object is new on every render.
      if (changed.length > 0 && !warned) {
        warned = true;
        devWarn(
          `${caller}: ${changed.map((key) => `\`${key}\``).join(", ")} changed after the instance was made. They are read once, so the instance keeps the first ones; give the component a new key to make a new instance with them.`,
        );
      }
    },
  };
}

function isMediaElement(player: Player): player is HTMLMediaElement {
  return typeof HTMLMediaElement !== "undefined" && player instanceof HTMLMediaElement;
}
