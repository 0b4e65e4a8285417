import type { Player, Popcorn, PopcornOptions, TrackSpec } from "@popcorn-kit/core";
import { createMediaInstance } from "@popcorn-kit/core/adapter";
import {
  type MaybeRefOrGetter,
  type ShallowRef,
  getCurrentScope,
  onScopeDispose,
  shallowReadonly,
  shallowRef,
  toRaw,
  toValue,
  watch,
} from "vue";
import { watchMounted } from "./watchMounted.js";

/** A subtitle or data track to load onto the timeline: `{ src: "/media/captions.vtt" }` (core's `TrackSpec`). */
export type PopcornTrack = TrackSpec;

/** Options of `usePopcornInstance`: the instance's options, and `tracks`. */
export interface UsePopcornInstanceOptions extends Omit<PopcornOptions, "plugins"> {
  /**
   * Tracks to load once the instance exists. When the list changes (by content, not identity), the events of
   * the previous list are removed and the new list is loaded. Load failures are the instance's `error` events.
   */
  tracks?: MaybeRefOrGetter<readonly PopcornTrack[] | undefined>;
  /** Plugins to register, besides the built-in `cue` and `subtitle`; ones added later register too. */
  plugins?: MaybeRefOrGetter<PopcornOptions["plugins"]>;
}

/**
 * Creates a Popcorn instance once the component is mounted (never on the server) over a media element ref
 * (wrapped in `createHtmlPlayer`) or a player, creates a new one when the target changes, and destroys it when
 * the scope ends. Returns it as a readonly ref, `null` until then. Pass the result to `providePopcorn` to share
 * it with child components. `options` (or a getter of them) follow core's `createMediaInstance`: `tracks`
 * reload when they change, new `plugins` register, the other options are read when the instance is made.
 *
 * @example
 * const video = useTemplateRef<HTMLVideoElement>("video");
 * const popcorn = usePopcornInstance(video, { tracks: [{ src: "/media/sample.vtt" }] });
 * providePopcorn(popcorn);
 */
export function usePopcornInstance(
  target: MaybeRefOrGetter<Player | null | undefined>,
  options: MaybeRefOrGetter<UsePopcornInstanceOptions> = {},
): Readonly<ShallowRef<Popcorn | null>> {
  return useMediaInstance(target, options, "usePopcornInstance()");
}

/** @internal `usePopcornInstance`, naming `caller` in its warnings. */
export function useMediaInstance(
  target: MaybeRefOrGetter<Player | null | undefined>,
  options: MaybeRefOrGetter<UsePopcornInstanceOptions>,
  caller: string,
): Readonly<ShallowRef<Popcorn | null>> {
  const resolve = () => {
    const { tracks, plugins, ...rest } = toValue(options);
    return { ...rest, tracks: toValue(tracks), plugins: toValue(plugins) };
  };
  const media = createMediaInstance(resolve(), caller);
  const popcorn = shallowRef<Popcorn | null>(null);
  const unsubscribe = media.subscribe(() => (popcorn.value = media.getSnapshot()));
  if (getCurrentScope()) onScopeDispose(unsubscribe);
  watch(resolve, (next) => media.update(next));
  // toRaw: an element or player kept in ref() comes back as a proxy, which #private fields refuse.
  watchMounted(
    () => toValue(target),
    (player) => (player ? media.attach(toRaw(player)) : undefined),
  );
  return shallowReadonly(popcorn);
}
