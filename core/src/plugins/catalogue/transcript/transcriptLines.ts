import type { TrackEventView } from "../../../contract/trackEvent.js";
import type { SubtitleEvent } from "../../builtins.js";

/** Which lines a transcript lists: subtitle lines, of a language as a captions view chooses them. */
export interface TranscriptFilter {
  /** Only lines of this language (the `lang` of the track or of the line); all when omitted. */
  lang?: string | undefined;
  /** The type the track's lines were loaded as (`loadTrack(source, { type })`). @default "subtitle" */
  type?: string | undefined;
}

// Not builtins.isSubtitle: importing it would bring the built-in plugin definitions into this entry.
const isLine = (event: TrackEventView, filter: TranscriptFilter): event is SubtitleEvent =>
  event?.type === (filter.type ?? "subtitle") &&
  typeof event.options.text === "string" &&
  (filter.lang === undefined || event.options.lang === filter.lang);

/**
 * Every line of the transcript: the `subtitle` events given (of `lang`, when given; of `type` instead, for a
 * track loaded as another type), in the order they start.
 *
 * @example
 * const lines = transcriptLines(pop.getTrackEvents({ type: "subtitle" }), { lang: "fr" });
 */
export function transcriptLines(events: readonly TrackEventView[], filter: TranscriptFilter = {}): SubtitleEvent[] {
  return events.filter((event): event is SubtitleEvent => isLine(event, filter)).sort((a, b) => a.start - b.start);
}

/** The current line: of the active subtitle lines (of `lang`, when given), the one that started last; null between lines. */
export function currentLine(active: readonly TrackEventView[], filter: TranscriptFilter = {}): SubtitleEvent | null {
  let current: SubtitleEvent | null = null;
  for (const event of active)
    if (isLine(event, filter) && (current === null || event.start >= current.start)) current = event;
  return current;
}
