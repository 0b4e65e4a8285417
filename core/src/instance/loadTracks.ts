import { checkReadLimits } from "../network/readLimits.js";
import { host } from "../host.js";
import { resolveTrackSource } from "./trackSource.js";
import type { Popcorn, TrackSource } from "../contract/popcorn.js";

/** A subtitle or data file to load as track events. */
export interface TrackSpec {
  /**
   * The file: `{ url }`, `{ text }`, a `Blob`/`File`, or a string whose form tells (a URL, or text with a line
   * break or starting like WebVTT, JSON or XML; see `TrackSource`). WebVTT, SRT, SBV, SSA/ASS, TTML, TTXT,
   * Popcorn JSON/XML. URLs are http(s), relative or `blob:`; other schemes are refused.
   */
  src: TrackSource;
  /** Format name; detected from the text and file name when omitted. */
  format?: string;
  /** Plugin type of the events made from subtitle formats. @default "subtitle" */
  type?: string;
  /** Language of its lines (BCP 47), for the lines that name none: what `<Captions lang>` selects. */
  lang?: string;
  /** For a URL: how long its read may take, in seconds (0 for no limit), as `loadTrack`'s. @default 30 */
  timeout?: number;
  /** For a URL: the most bytes its answer may hold, as `loadTrack`'s. @default 20 MiB */
  maxBytes?: number;
}

/**
 * Checks every track's `src`, `timeout` and `maxBytes` as `loadTracks` would, without loading anything: throws a
 * `PopcornError` (`INVALID_OPTION`) naming the first refused one (`tracks[1].src got "javascript:...": expected ...`).
 * Adapters call it while rendering, so that a refused track fails like any other invalid prop.
 * @param where - what the list is, for the message, e.g. `<PopcornVideo> tracks`
 */
export function checkTracks(tracks: readonly TrackSpec[] | undefined, where = "tracks"): void {
  tracks?.forEach((track, i) => {
    resolveTrackSource(track?.src, `${where}[${i}].src`);
    checkReadLimits(track.timeout, track.maxBytes, `${where}[${i}] got`);
  });
}

/**
 * True when two track lists load the same files the same way (an inline list is a new array every render, and
 * an inline `{ url }` or `{ text }` a new object: they are compared by what they hold; Blobs by identity).
 */
export function sameTracks(a: readonly TrackSpec[] | undefined, b: readonly TrackSpec[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every(
    (track, i) =>
      sameSource(track.src, b[i]!.src) &&
      track.format === b[i]!.format &&
      track.type === b[i]!.type &&
      track.lang === b[i]!.lang &&
      track.timeout === b[i]!.timeout &&
      track.maxBytes === b[i]!.maxBytes,
  );
}

function sameSource(a: TrackSource, b: TrackSource): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const x = a as { text?: unknown; url?: unknown; href?: unknown };
  const y = b as typeof x;
  return typeof x.text !== "function" && x.text === y.text && x.url === y.url && x.href === y.href;
}

/**
 * Loads tracks into `pop` and returns the function that unloads them: it stops the fetches still running and
 * removes the events the tracks made, also those of loads that finish after it. A source that is refused (an
 * unsafe URL, a string that is neither URL nor text) throws a `PopcornError` (`INVALID_OPTION`) naming it
 * before anything loads. A failed load is the instance's `error` event (phase `"load"`); an unloaded one is
 * not an error.
 *
 * @example
 * const unload = loadTracks(pop, [{ src: "/captions.vtt" }, { src: "/notes.json", format: "popcorn-json" }]);
 * // later, when the tracks change or the page goes
 * unload();
 */
export function loadTracks(pop: Popcorn, tracks: readonly TrackSpec[]): () => void {
  checkTracks(tracks);
  const ids = new Set<string>();
  const controller = host.AbortController ? new host.AbortController() : undefined;
  let unloaded = false;
  const removeLoaded = () => {
    if (ids.size > 0 && !pop.destroyed) pop.remove((event) => ids.has(event.id));
    ids.clear();
  };
  for (const { src, format, type, lang, timeout, maxBytes } of tracks) {
    pop.loadTrack(src, { format, type, lang, timeout, maxBytes, signal: controller?.signal }).then(
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
