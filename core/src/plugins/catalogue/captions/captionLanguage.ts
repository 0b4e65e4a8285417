import { type ExternalStore, createTrackEventList } from "../../../adapter/trackEventList.js";
import type { TrackEventView } from "../../../contract/trackEvent.js";
import type { Popcorn } from "../../../contract/popcorn.js";
import { isSubtitle } from "./captionLines.js";

/** The languages of the subtitle events given (the lines of every loaded track), in the order first seen. */
export function captionLanguages(events: readonly TrackEventView[]): string[] {
  const found = new Set<string>();
  for (const event of events) if (isSubtitle(event) && event.options.lang) found.add(event.options.lang);
  return [...found];
}

/** The captions chosen on an instance: a language code, `null` for off, `undefined` while none was chosen. */
export type CaptionSelection = string | null | undefined;

/** The captions choice of an instance, as an external store that `<CaptionsMenu>` sets and `<Captions>` reads. */
export interface CaptionChoiceStore {
  /** Calls `listener` when the choice changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The choice: a language, `null` (off), or `undefined` (none made: `captionLanguage` picks the default). */
  getSnapshot(): CaptionSelection;
  /** Chooses a language, `null` to turn captions off, or `undefined` to go back to the default. */
  choose(lang: CaptionSelection): void;
}

const choices = new WeakMap<Popcorn, CaptionChoiceStore>();

/**
 * The captions choice of `pop`, one per instance (kept while the instance lives), so that a menu anywhere
 * on the page switches the captions and the transcript alike.
 *
 * @example
 * captionChoice(pop).choose("fr");
 */
export function captionChoice(pop: Popcorn): CaptionChoiceStore {
  let store = choices.get(pop);
  if (store === undefined) {
    let value: CaptionSelection;
    const listeners = new Set<() => void>();
    store = {
      subscribe(listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      getSnapshot: () => value,
      choose(lang) {
        if (lang === value) return;
        value = lang;
        for (const listener of [...listeners]) listener();
      },
    };
    choices.set(pop, store);
  }
  return store;
}

/** What captions show for a choice: nothing (`off`), or the lines of `lang` (every line when undefined). */
export interface CaptionLanguage {
  off: boolean;
  /** The language shown; while off, the one shown by default, which a transcript still lists. */
  lang: string | undefined;
}

/**
 * The captions a choice shows, given the languages loaded (`captionLanguages`): off for `null`; a chosen
 * language; with no choice, the first language loaded when there are several, else every line (that is also
 * the `lang` of off, for a transcript).
 */
export function captionLanguage(selection: CaptionSelection, languages: readonly string[]): CaptionLanguage {
  if (selection !== undefined && selection !== null) return { off: false, lang: selection };
  return { off: selection === null, lang: languages.length > 1 ? languages[0] : undefined };
}

/**
 * What captions show for `lang` when given (a view fixed to one language), else for the instance's choice
 * (`captionLanguage`): the one rule every `<Captions>`, `<CaptionsMenu>` and `<Transcript>` follows.
 */
export function shownCaptions(
  events: readonly TrackEventView[],
  selection: CaptionSelection,
  lang?: string | undefined,
): CaptionLanguage {
  return lang !== undefined ? { off: false, lang } : captionLanguage(selection, captionLanguages(events));
}

/** What a captions view reads: the subtitle lines loaded (every language) and what the captions show. */
export interface CaptionState {
  readonly events: readonly TrackEventView[];
  readonly shown: CaptionLanguage;
}

/** The captions state of an instance as an external store, and the command that changes the choice. */
export interface CaptionStateStore extends ExternalStore<CaptionState> {
  /** Sets the instance's captions choice (`CaptionChoiceStore.choose`); does nothing without an instance. */
  choose(lang: CaptionSelection): void;
}

/**
 * The captions state of `pop` for a view of `lang` (omitted: the instance's choice), as a store that changes
 * when a subtitle line is added, changed or removed, or the choice changes; the same object until then. With
 * `pop` null (on the server, before the media exists) it holds no line and shows the default.
 *
 * @example
 * const captions = createCaptionState(pop);
 * captions.subscribe(() => render(captions.getSnapshot().shown));
 */
export function createCaptionState(pop: Popcorn | null, lang?: string): CaptionStateStore {
  const list = createTrackEventList(pop, "subtitle");
  const choice = pop === null ? null : captionChoice(pop);
  const idle: CaptionState = Object.freeze({
    events: list.getServerSnapshot(),
    shown: shownCaptions([], undefined, lang),
  });
  let state = idle;
  return {
    subscribe(listener) {
      const stopList = list.subscribe(listener);
      const stopChoice = choice?.subscribe(listener);
      return () => {
        stopList();
        stopChoice?.();
      };
    },
    getSnapshot() {
      const events = list.getSnapshot();
      const shown = shownCaptions(events, choice?.getSnapshot(), lang);
      const sameShown = state.shown.off === shown.off && state.shown.lang === shown.lang;
      // What is shown keeps its identity while it holds the same, for views that compare it.
      if (state.events !== events || !sameShown)
        state = Object.freeze({ events, shown: sameShown ? state.shown : shown });
      return state;
    },
    getServerSnapshot: () => idle,
    choose(lang) {
      choice?.choose(lang);
    },
  };
}
