import { host } from "../host.js";
import type { Popcorn, TrackSource } from "./types.js";

/** A subtitle or data file to load as track events. */
export interface TrackSpec {
  /** A URL, the file's text, or a `Blob`/`File`: WebVTT, SRT, SBV, SSA/ASS, TTML, TTXT, Popcorn JSON/XML. */
  src: TrackSource;
  /** Format name; detected from the text and file name when omitted. */
  format?: string;
  /** Plugin type of the events made from subtitle formats. @default "subtitle" */
  type?: string;
}

/** True when two track lists load the same files the same way (an inline list is a new array every render). */
export function sameTracks(a: readonly TrackSpec[] | undefined, b: readonly TrackSpec[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((track, i) => track.src === b[i]!.src && track.format === b[i]!.format && track.type === b[i]!.type);
}

/**
 * Loads tracks into `pop` and returns the function that unloads them: it stops the fetches still running and
 * removes the events the tracks made, also those of loads that finish after it. A failed load is the
 * instance's `error` event (phase `"load"`); an unloaded one is not an error.
 *
 * @example
 * const unload = loadTracks(pop, [{ src: "/captions.vtt" }, { src: "/notes.json", format: "popcorn-json" }]);
 * // later, when the tracks change or the page goes
 * unload();
 */
export function loadTracks(pop: Popcorn, tracks: readonly TrackSpec[]): () => void {
  const ids = new Set<string>();
  const controller = host.AbortController ? new host.AbortController() : undefined;
  let unloaded = false;
  const removeLoaded = () => {
    if (ids.size > 0 && !pop.destroyed) pop.remove((event) => ids.has(event.id));
    ids.clear();
  };
  for (const { src, format, type } of tracks) {
    pop.loadTrack(src, { format, type, signal: controller?.signal }).then(
      (events) => {
        for (const event of events) ids.add(event.id);
        if (unloaded) removeLoaded();
      },
      // Reported by the instance as an `error` event already.
      () => {},
    );
  }
  return () => {
    if (unloaded) return;
    unloaded = true;
    controller?.abort();
    removeLoaded();
  };
}
