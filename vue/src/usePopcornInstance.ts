import { type Player, type Popcorn, type PopcornOptions, type TrackSource, createPopcorn } from "@popcorn-kit/core";
import { type MaybeRefOrGetter, type ShallowRef, computed, shallowReadonly, shallowRef, toRaw, toValue, watch } from "vue";
import { watchMounted } from "./watchMounted.js";

/** A subtitle or data track to load onto the timeline: `{ src: "/media/captions.vtt" }`. */
export interface PopcornTrack {
  /** A URL, the text itself, or a `Blob`/`File`. */
  src: TrackSource;
  /** Format name (`"webvtt"`, `"srt"`, ...); detected when omitted. */
  format?: string;
  /** Plugin type of the events made. @default "subtitle" */
  type?: string;
}

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
      const pop = createPopcorn(toRaw(player), popcornOptions);
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
    if (!pop || list.length === 0) return;
    const loaded = new Set<string>();
    let current = true;
    for (const track of list) {
      pop.loadTrack(track.src, { format: track.format, type: track.type }).then(
        (events) => {
          for (const event of events) loaded.add(event.id);
          if (!current) removeEvents(pop, loaded);
        },
        // Already reported by the instance as an `error` event (or logged when nothing listens).
        () => {},
      );
    }
    onCleanup(() => {
      current = false;
      removeEvents(pop, loaded);
    });
  });

  return shallowReadonly(popcorn);
}

function sameTracks(a: readonly PopcornTrack[], b: readonly PopcornTrack[]): boolean {
  return a.length === b.length && a.every((track, i) => track.src === b[i]!.src && track.format === b[i]!.format && track.type === b[i]!.type);
}

function removeEvents(pop: Popcorn, ids: Set<string>): void {
  if (pop.destroyed || ids.size === 0) return;
  pop.remove((event) => ids.has(event.id));
  ids.clear();
}
