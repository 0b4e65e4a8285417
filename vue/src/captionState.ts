import type { TrackEventView } from "@popcorn-kit/core";
import { type ExternalStore, createTrackEventList } from "@popcorn-kit/core/adapter";
import {
  type CaptionLanguage,
  type CaptionSelection,
  captionChoice,
  createCaptionState,
} from "@popcorn-kit/core/plugins/captions";
import { type Ref, type ShallowRef, computed, shallowRef } from "vue";
import { usePopcorn } from "./usePopcorn.js";
import { watchMounted } from "./watchMounted.js";

/**
 * One of core's stores as a ref: its server snapshot until mounted, then its snapshot, following it (and a new
 * store whenever `make`'s reactive inputs change) until the caller's scope ends.
 */
export function useExternalStore<T>(make: () => ExternalStore<T>): Readonly<ShallowRef<T>> {
  const state = shallowRef(make().getServerSnapshot());
  watchMounted(make, (store) => {
    state.value = store.getSnapshot();
    return store.subscribe(() => (state.value = store.getSnapshot()));
  });
  return state;
}

/** Every event of `type()` on the instance, in start order, as a ref that changes when one is added, changed or removed. */
export function useTrackEvents(type: () => string): Readonly<Ref<readonly TrackEventView[]>> {
  const popcorn = usePopcorn();
  return useExternalStore(() => createTrackEventList(popcorn.value, type()));
}

/** The instance's subtitle lines and what its captions show for `lang()` (`createCaptionState`), with the command to choose. */
export function useCaptionState(lang: () => string | undefined = () => undefined): {
  events: Readonly<Ref<readonly TrackEventView[]>>;
  shown: Readonly<Ref<CaptionLanguage>>;
  choose: (selection: CaptionSelection) => void;
} {
  const popcorn = usePopcorn();
  const state = useExternalStore(() => createCaptionState(popcorn.value, lang()));
  const choose = (value: CaptionSelection) => {
    const pop = popcorn.value;
    if (pop) captionChoice(pop).choose(value);
  };
  return { events: computed(() => state.value.events), shown: computed(() => state.value.shown), choose };
}
