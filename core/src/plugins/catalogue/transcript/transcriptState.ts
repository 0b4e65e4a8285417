import { refusal } from "../../../errors/errors.js";
import { type ExternalStore, createTrackEventList } from "../../../adapter/trackEventList.js";
import type { Popcorn } from "../../../contract/popcorn.js";
import type { TrackEventView } from "../../../contract/trackEvent.js";
import type { SubtitleEvent } from "../../builtins.js";
import { createCaptionState } from "../captions/captionLanguage.js";
import { hasWordTimes } from "./lineWords.js";
import { currentLine, transcriptLines } from "./transcriptLines.js";

/** Which lines a transcript lists: the props every adapter's `<Transcript>` takes for it. */
export interface TranscriptOptions {
  /** The type the track's lines were loaded as (`loadTrack(source, { type })`). @default "subtitle" */
  track?: string | undefined;
  /** Only the lines of this language; omitted: the language the captions show (`captionChoice`, `<CaptionsMenu>`). */
  lang?: string | undefined;
}

/** What a transcript shows, as `transcriptMarkup` takes it (spread it into its props). */
export interface TranscriptState {
  /** Every line listed, in the order they start (`transcriptLines`). */
  readonly lines: readonly SubtitleEvent[];
  /** The current line (`currentLine`), or null between lines. */
  readonly current: SubtitleEvent | null;
  /**
   * The media time while the current line is a karaoke line (its words timed), to mark the word said now; null
   * otherwise. Only then does the state change with every frame.
   */
  readonly time: number | null;
  /** The language of the lines: `lang`, else the one the captions show; undefined for every language. */
  readonly lang: string | undefined;
}

const NO_LINES: readonly SubtitleEvent[] = Object.freeze([]);

/**
 * What the transcript of `pop` shows, as a store (`subscribe`, `getSnapshot`, `getServerSnapshot`): the lines of
 * the `track` type (subtitle lines by default) in the language `lang` names, else in the one the captions show;
 * the current line; and the media time while that line is a karaoke line: what a page renders `transcriptMarkup`
 * from, and what each adapter's `<Transcript>` is held to (its conformance scenario compares the two through prop
 * changes; the adapters read the same core functions through their own hooks, which cost their pages less). The
 * state is the same object until one of them changes, and listeners hear only such changes: a plain line does not
 * change it on every frame. It listens to the instance only while it has listeners; with `pop` null (on the server,
 * before the media exists) it holds no line.
 *
 * @example
 * const transcript = createTranscriptState(pop, { lang: "fr" });
 * const unsubscribe = transcript.subscribe(() =>
 *   render(transcriptMarkup({ ...transcript.getSnapshot(), pop, query, onQuery, following, onFollow })),
 * );
 */
export function createTranscriptState(
  pop: Popcorn | null,
  options: TranscriptOptions = {},
): ExternalStore<TranscriptState> {
  for (const key of ["track", "lang"] as const) {
    const value = (options as TranscriptOptions | null)?.[key];
    if (value !== undefined && typeof value !== "string")
      throw refusal("INVALID_OPTION", `createTranscriptState() ${key}`, value, 'a name such as "subtitle" or "en"');
  }
  const type = options.track ?? "subtitle";
  const events = createTrackEventList(pop, type);
  const captions = createCaptionState(pop, options.lang);
  const idle: TranscriptState = Object.freeze({
    lines: NO_LINES,
    current: null,
    time: null,
    lang: captions.getServerSnapshot().shown.lang,
  });
  let state = idle;
  // The events the lines were listed from (with the state's language).
  let listedFrom: readonly TrackEventView[] | undefined;

  const read = (): TranscriptState => {
    const all = events.getSnapshot();
    const { lang } = captions.getSnapshot().shown;
    const media = pop?.store.getSnapshot();
    const current = media ? currentLine(media.active, { lang, type }) : null;
    const time = media && hasWordTimes(current) ? media.currentTime : null;
    const relist = all !== listedFrom || lang !== state.lang;
    if (relist || current !== state.current || time !== state.time) {
      listedFrom = all;
      state = Object.freeze({
        lines: relist ? transcriptLines(all, { lang, type }) : state.lines,
        current,
        time,
        lang,
      });
    }
    return state;
  };

  return {
    subscribe(listener) {
      // Each listener hears a change of the state it last saw, not every frame of the media.
      let seen = read();
      const heard = () => {
        if (read() !== seen) {
          seen = state;
          listener();
        }
      };
      const stops = [events.subscribe(heard), captions.subscribe(heard), pop?.store.subscribe(heard)];
      return () => {
        for (const stop of stops) stop?.();
      };
    },
    getSnapshot: read,
    getServerSnapshot: () => idle,
  };
}
