import type { Popcorn } from "@popcorn-kit/core";
import { createOutletRegistry } from "@popcorn-kit/core/adapter";
import { type MaybeRefOrGetter, computed, provide, toRaw, toValue } from "vue";
import { POPCORN_CONTEXT } from "./context.js";

/**
 * Provides a Popcorn instance (and a set of outlets for `<PopcornTarget>`) to every component below the
 * caller: what `usePopcorn`, `useMediaState`, `useCue`, `<Cue>` and plugin components read. A ref or getter may
 * hold `null` until the instance exists; the components below then render the server snapshot.
 *
 * @example
 * const player = createVirtualPlayer({ duration: 20 });
 * const pop = usePopcornInstance(player);
 * providePopcorn(pop);
 */
export function providePopcorn(popcorn: MaybeRefOrGetter<Popcorn | null | undefined>): void {
  // toRaw: an instance stored in ref() or reactive() comes back as a proxy, which its #private fields refuse.
  const instance = computed(() => toRaw(toValue(popcorn)) ?? null);
  provide(POPCORN_CONTEXT, { popcorn: instance, outlets: createOutletRegistry<HTMLElement>() });
}
