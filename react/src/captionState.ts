import type { TrackEventView } from "@popcorn-kit/core";
import { createTrackEventList } from "@popcorn-kit/core/adapter";
import {
  type CaptionLanguage,
  type CaptionSelection,
  captionChoice,
  captionLanguage,
  captionLanguages,
} from "@popcorn-kit/core/plugins/captions";
import { useMemo, useSyncExternalStore } from "react";
import { usePopcorn } from "./usePopcorn.js";

const NONE: readonly TrackEventView[] = Object.freeze([]);
const noSubscription = () => () => {};
const getNone = () => NONE;
const getNoChoice = (): CaptionSelection => undefined;

/** Every event of `type` on the instance, in start order, re-rendering when one is added, changed or removed. */
export function useTrackEvents(type: string): readonly TrackEventView[] {
  const pop = usePopcorn();
  // A store over the instance's events of the type; it has no effect until subscribed.
  const list = useMemo(() => (pop ? createTrackEventList(pop, type) : null), [pop, type]);
  return useSyncExternalStore(list?.subscribe ?? noSubscription, list?.getSnapshot ?? getNone, getNone);
}

/** What the captions of the instance show: `lang` when given, else the instance's captions choice (see `captionLanguage`). */
export interface CaptionState {
  /** The subtitle events loaded, every language. */
  events: readonly TrackEventView[];
  shown: CaptionLanguage;
  /** Sets the instance's captions choice; undefined without an instance. */
  choose: ((lang: CaptionSelection) => void) | undefined;
}

/** The instance's subtitle lines and captions choice, as `<Captions>`, `<CaptionsMenu>` and `<Transcript>` read them. */
export function useCaptionState(lang?: string): CaptionState {
  const pop = usePopcorn();
  const events = useTrackEvents("subtitle");
  const choice = useMemo(() => (pop ? captionChoice(pop) : null), [pop]);
  const selection = useSyncExternalStore(
    choice?.subscribe ?? noSubscription,
    choice?.getSnapshot ?? getNoChoice,
    getNoChoice,
  );
  const languages = useMemo(() => captionLanguages(events), [events]);
  const shown = lang !== undefined ? { off: false, lang } : captionLanguage(selection, languages);
  return { events, shown, choose: choice?.choose };
}
