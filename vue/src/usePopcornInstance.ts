import { type Player, type Popcorn, type PopcornOptions, type TrackSpec, createPopcorn, loadTracks, sameTracks } from "@popcorn-kit/core";
import { parseLazily } from "@popcorn-kit/core/parsers/lazy";
import { type MaybeRefOrGetter, type ShallowRef, computed, shallowReadonly, shallowRef, toRaw, toValue, watch } from "vue";
import { watchMounted } from "./watchMounted.js";

/** A subtitle or data track to load onto the timeline: `{ src: "/media/captions.vtt" }` (core's `TrackSpec`). */
export type PopcornTrack = TrackSpec;

/** Options of `usePopcornInstance`: the instance's options, read when it is created, and `tracks`. */
export interface UsePopcornInstanceOptions extends PopcornOptions {
  /**
   * Tracks to load once the instance exists. When the list changes (by content, not identity), the events of
   * the previous list are removed and the new list is loaded. Load failures are the instance's `error` events.
   */
  tracks?: MaybeRefOrGetter<readonly PopcornTrack[] | undefined>;
}

/**
 * Creates a Popcorn instance once the component is mounted (never on the server) over a media element ref or
 * a player, creates a new one when the target changes, and destroys it when the scope ends. Returns it as a
 * readonly ref, `null` until then. Pass the result to `providePopcorn` to share it with child components.
 *
 * @example
 * const video = useTemplateRef<HTMLVideoElement>("video");
 * const popcorn = usePopcornInstance(video, { tracks: [{ src: "/media/sample.vtt" }] });
 * providePopcorn(popcorn);
 */
export function usePopcornInstance(
  target: MaybeRefOrGetter<Player | null | undefined>,
  options: UsePopcornInstanceOptions = {},
): Readonly<ShallowRef<Popcorn | null>> {
  const { tracks, ...popcornOptions } = options;
  const popcorn = shallowRef<Popcorn | null>(null);

  watchMounted(
    () => toValue(target),
    (player) => {
      if (!player) return;
      const pop = createPopcorn(toRaw(player), { parse: parseLazily, ...popcornOptions });
      popcorn.value = pop;
      return () => {
        popcorn.value = null;
        pop.destroy();
      };
    },
  );

  // An inline `:tracks="[...]"` is a new array on every parent render: keep the old one while the content is the same.
  const trackList = computed<readonly PopcornTrack[]>((previous) => {
    const next = toValue(tracks) ?? [];
    return previous && sameTracks(previous, next) ? previous : next;
  });
  watch([popcorn, trackList], ([pop, list], _previous, onCleanup) => {
    if (pop && list.length > 0) onCleanup(loadTracks(pop, list));
  });

  return shallowReadonly(popcorn);
}
