import type { TrackEventView } from "@popcorn-kit/core";
import { createTrackEventList } from "@popcorn-kit/core/adapter";
import {
  type CaptionLanguage,
  type CaptionSelection,
  captionChoice,
  captionLanguage,
  captionLanguages,
} from "@popcorn-kit/core/plugins/captions";
import { type Ref, computed, shallowRef } from "vue";
import { usePopcorn } from "./usePopcorn.js";
import { watchMounted } from "./watchMounted.js";

/** Every event of `type()` on the instance, in start order, as a ref that changes when one is added, changed or removed. */
export function useTrackEvents(type: () => string): Readonly<Ref<readonly TrackEventView[]>> {
  const popcorn = usePopcorn();
  const events = shallowRef<readonly TrackEventView[]>([]);
  // Follows the instance's events while mounted (the watcher's cleanup unsubscribes).
  watchMounted(
    () => [popcorn.value, type()] as const,
    ([pop, name]) => {
      if (!pop) return void (events.value = []);
      const list = createTrackEventList(pop, name);
      events.value = list.getSnapshot();
      return list.subscribe(() => (events.value = list.getSnapshot()));
    },
  );
  return events;
}

/** The instance's subtitle lines and what its captions show: `lang()` when given, else its captions choice. */
export function useCaptionState(lang: () => string | undefined = () => undefined): {
  events: Readonly<Ref<readonly TrackEventView[]>>;
  shown: Readonly<Ref<CaptionLanguage>>;
  choose: (selection: CaptionSelection) => void;
} {
  const popcorn = usePopcorn();
  const events = useTrackEvents(() => "subtitle");
  const selection = shallowRef<CaptionSelection>();
  watchMounted(popcorn, (pop) => {
    if (!pop) return void (selection.value = undefined);
    const choice = captionChoice(pop);
    selection.value = choice.getSnapshot();
    return choice.subscribe(() => (selection.value = choice.getSnapshot()));
  });
  const languages = computed(() => captionLanguages(events.value));
  const shown = computed<CaptionLanguage>((previous) => {
    const given = lang();
    const next = given !== undefined ? { off: false, lang: given } : captionLanguage(selection.value, languages.value);
    return previous !== undefined && previous.off === next.off && previous.lang === next.lang ? previous : next;
  });
  const choose = (value: CaptionSelection) => {
    const pop = popcorn.value;
    if (pop) captionChoice(pop).choose(value);
  };
  return { events, shown, choose };
}
