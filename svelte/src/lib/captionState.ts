import type { TrackEventView } from "@popcorn-kit/core";
import { createTrackEventList } from "@popcorn-kit/core/adapter";
import { type CaptionSelection, captionChoice } from "@popcorn-kit/core/plugins/captions";
import { type Readable, readable } from "svelte/store";
import { type PopcornSource, followInstance } from "./source.js";

const NONE: readonly TrackEventView[] = Object.freeze([]);

/**
 * Every event of `type` on the instance, in start order, as a readable store that changes when one is added,
 * changed or removed; it listens to the instance only while it has subscribers.
 */
export function trackEvents(pop: PopcornSource, type: string): Readable<readonly TrackEventView[]> {
  return readable(NONE, (set) =>
    followInstance(
      pop,
      (instance) => {
        const list = createTrackEventList(instance, type);
        set(list.getSnapshot());
        return list.subscribe(() => set(list.getSnapshot()));
      },
      () => set(NONE),
    ),
  );
}

/** The instance's captions choice (see `captionChoice`) as a readable store: a language, `null` (off), or undefined. */
export function captionSelection(pop: PopcornSource): Readable<CaptionSelection> {
  return readable<CaptionSelection>(undefined, (set) =>
    followInstance(
      pop,
      (instance) => {
        const choice = captionChoice(instance);
        set(choice.getSnapshot());
        return choice.subscribe(() => set(choice.getSnapshot()));
      },
      () => set(undefined),
    ),
  );
}
