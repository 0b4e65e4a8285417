import type { TrackEventView } from "@popcorn-kit/core";
import { type ExternalStore, createTrackEventList } from "@popcorn-kit/core/adapter";
import { type CaptionSelection, type CaptionState, createCaptionState } from "@popcorn-kit/core/plugins/captions";
import { useMemo, useSyncExternalStore } from "react";
import { usePopcorn } from "./usePopcorn.js";

/** Reads one of core's stores, re-rendering when its snapshot changes; its server snapshot while hydrating. */
export function useExternalStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/** Every event of `type` on the instance, in start order, re-rendering when one is added, changed or removed. */
export function useTrackEvents(type: string): readonly TrackEventView[] {
  const pop = usePopcorn();
  return useExternalStore(useMemo(() => createTrackEventList(pop, type), [pop, type]));
}

/**
 * The instance's subtitle lines and what its captions show for `lang` (`createCaptionState`), as `<Captions>`,
 * `<CaptionsMenu>` and `<Transcript>` read them; `choose` sets the choice (undefined without an instance).
 */
export function useCaptionState(
  lang?: string,
): CaptionState & { choose: ((lang: CaptionSelection) => void) | undefined } {
  const pop = usePopcorn();
  const store = useMemo(() => createCaptionState(pop, lang), [pop, lang]);
  return { ...useExternalStore(store), choose: pop ? store.choose : undefined };
}
