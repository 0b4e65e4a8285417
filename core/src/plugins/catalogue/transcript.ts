import { type Markup, type MarkupElement, el } from "../../markup/markup.js";
import { type MountElement, type MountHandle, mount } from "../../markup/mount.js";
import type { CueNode } from "../../parsers/cueNodes.js";
import type { TrackEventView } from "../../popcorn/trackEvent.js";
import type { Popcorn } from "../../popcorn/types.js";
import type { SubtitleEvent } from "../builtins.js";

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

/** A word of a line as its cue timestamps cut it (karaoke): its text and the time it is said. */
export interface TranscriptWord {
  readonly text: string;
  /** In seconds: the timestamp before it, or the line's start for the first. */
  readonly start: number;
}

/**
 * A line's text cut at its cue timestamps (`<00:00:02.000>`), ruby text left out; one word, the whole text,
 * for a line without timestamps. Joined, the words' texts are the line's text.
 */
export function lineWords(line: SubtitleEvent): TranscriptWord[] {
  const nodes = line.options.nodes;
  if (nodes === undefined) return [{ text: line.options.text, start: line.start }];
  const words: { text: string; start: number }[] = [{ text: "", start: line.start }];
  const walk = (list: readonly CueNode[]) => {
    for (const node of list) {
      if (typeof node === "string") words[words.length - 1]!.text += node;
      else if (node.type === "timestamp") words.push({ text: "", start: node.time });
      else if (node.type !== "rt") walk(node.children);
    }
  };
  walk(nodes);
  // No empty words: a timestamp at the very start, or two in a row.
  const said = words.filter((word) => word.text !== "");
  return said.length > 0 ? said : [{ text: "", start: line.start }];
}

/** Which word of `words` is said at `time`: the last one whose timestamp has passed; -1 for a line without timestamps. */
export function currentWord(words: readonly TranscriptWord[], time: number): number {
  if (words.length < 2) return -1;
  let index = 0;
  for (let i = 1; i < words.length; i++) if (words[i]!.start <= time) index = i;
  return index;
}

/** Whether the line's words come at timestamps: a view of it then changes with the time. */
export function hasWordTimes(line: SubtitleEvent | null): boolean {
  return line !== null && lineWords(line).length > 1;
}

const MARKS = /\p{M}/gu;

/**
 * `text` folded for search (accents dropped, lower case), each folded UTF-16 unit with the range of the
 * original text it came from, so that a match maps back onto the text shown.
 */
function fold(text: string): { folded: string; from: number[]; to: number[] } {
  let folded = "";
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < text.length; ) {
    const point = text.codePointAt(i)!;
    const width = point > 0xffff ? 2 : 1;
    const part = text
      .slice(i, i + width)
      .normalize("NFD")
      .replace(MARKS, "")
      .toLowerCase();
    // A combining mark folds to nothing: it belongs to the character before, and to its match.
    if (part === "" && to.length > 0) to[to.length - 1] = i + width;
    for (let k = 0; k < part.length; k++) {
      from.push(i);
      to.push(i + width);
    }
    folded += part;
    i += width;
  }
  return { folded, from, to };
}

/** Knuth–Morris–Pratt failure table of `needle`, so each line is searched in time linear in its length. */
function failures(needle: string): Int32Array {
  const table = new Int32Array(needle.length);
  for (let i = 1, k = 0; i < needle.length; i++) {
    while (k > 0 && needle[i] !== needle[k]) k = table[k - 1]!;
    if (needle[i] === needle[k]) k++;
    table[i] = k;
  }
  return table;
}

/** Where a search matched in a line's text: `[start, end)` ranges of UTF-16 indices, in order, not overlapping. */
export type TranscriptMatch = readonly [start: number, end: number];

/**
 * The lines whose text holds `query`, case- and accent-insensitively ("ecole" finds "École"), each with where
 * it matched; null for a blank query (no search). Linear in the length of the transcript and the query.
 *
 * @example
 * const found = searchTranscript(lines, "harbour");
 * const shown = found === null ? lines : lines.filter((line) => found.has(line.id));
 */
export function searchTranscript(
  lines: readonly SubtitleEvent[],
  query: string,
): Map<string, TranscriptMatch[]> | null {
  const needle = fold(query.trim()).folded;
  if (needle === "") return null;
  const table = failures(needle);
  const found = new Map<string, TranscriptMatch[]>();
  for (const line of lines) {
    const { folded, from, to } = fold(
      lineWords(line)
        .map((word) => word.text)
        .join(""),
    );
    const ranges: TranscriptMatch[] = [];
    for (let i = 0, k = 0; i < folded.length; i++) {
      while (k > 0 && folded[i] !== needle[k]) k = table[k - 1]!;
      if (folded[i] === needle[k]) k++;
      if (k === needle.length) {
        ranges.push([from[i - k + 1]!, to[i]!]);
        k = 0;
      }
    }
    if (ranges.length > 0) found.set(line.id, ranges);
  }
  return found;
}

/** A start time as a transcript shows it: `1:05`, or `1:02:03` past the hour. */
function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor(whole / 60) % 60;
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** `text` (which starts at `offset` of its line) as text and match spans. */
function highlighted(text: string, offset: number, matches: readonly TranscriptMatch[]): Markup[] {
  const out: Markup[] = [];
  let at = 0;
  for (const [start, end] of matches) {
    const a = Math.max(start - offset, at);
    const b = Math.min(end - offset, text.length);
    if (b <= a) continue;
    if (a > at) out.push(text.slice(at, a));
    out.push(el("span", { class: "pk-transcript__match" }, text.slice(a, b)));
    at = b;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** The text of a line: its words (the current one marked, for karaoke lines) with the search's matches marked. */
function lineText(line: SubtitleEvent, time: number | null, matches: readonly TranscriptMatch[]): Markup[] {
  const words = lineWords(line);
  if (words.length < 2) return highlighted(words[0]?.text ?? "", 0, matches);
  const now = time === null ? -1 : currentWord(words, time);
  let offset = 0;
  return words.map((word, i) => {
    const part = el(
      "span",
      { class: i === now ? "pk-transcript__word pk-transcript__word--current" : "pk-transcript__word" },
      highlighted(word.text, offset, matches),
    );
    offset += word.text.length;
    return part;
  });
}

/** The list element as the follow mount uses it (an `HTMLOListElement` in the page), typed without the DOM. */
interface ScrollBox extends MountElement {
  scrollTop: number;
  getBoundingClientRect(): { top: number; height: number };
  querySelector(selector: string): { getBoundingClientRect(): { top: number; height: number } } | null;
  addEventListener(
    type: string,
    listener: (event: { type: string; key?: string }) => void,
    options?: { passive: boolean },
  ): void;
  removeEventListener(type: string, listener: (event: { type: string; key?: string }) => void): void;
}

/** What the follow mount of the list gets on each render. */
interface FollowInput {
  /** The current line's id, or null. */
  current: string | null;
  following: boolean;
  /** Called when the user scrolls the list while it follows. */
  stop: (() => void) | undefined;
}

// The keys that scroll a list (the focus on one of its buttons): scrolling by keyboard stops following too.
const SCROLL_KEYS = new Set(["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End"]);
const USER_SCROLLS = ["wheel", "touchmove", "keydown"] as const;

/**
 * Keeps the current line in view (centred in the list, which alone scrolls) while following, and tells when
 * the user scrolls the list themselves (wheel, touch, keys), which stops following.
 */
function followCurrent(list: ScrollBox, input: FollowInput): MountHandle<FollowInput> {
  let state = input;
  let live = true;
  const scroll = () => {
    if (!live || !state.following || state.current === null) return;
    const line = list.querySelector('[aria-current="true"]');
    if (line === null) return;
    const box = list.getBoundingClientRect();
    const at = line.getBoundingClientRect();
    list.scrollTop += at.top - box.top - (box.height - at.height) / 2;
  };
  const stop = (event: { type: string; key?: string }) => {
    if (event.type === "keydown" && !SCROLL_KEYS.has(event.key ?? "")) return;
    if (state.following) state.stop?.();
  };
  for (const type of USER_SCROLLS) list.addEventListener(type, stop, { passive: true });
  scroll();
  return {
    update(next) {
      const moved = next.current !== state.current || (next.following && !state.following);
      state = next;
      // After the framework's updates of the list's content (Svelte updates an element's action first).
      if (moved) void Promise.resolve().then(scroll);
    },
    destroy() {
      live = false;
      for (const type of USER_SCROLLS) list.removeEventListener(type, stop);
    },
  };
}

/** What `transcriptMarkup` renders. */
export interface TranscriptMarkupProps {
  /** Every line, from `transcriptLines`. */
  lines: readonly SubtitleEvent[];
  /** The current line, from `currentLine`, or null. */
  current: SubtitleEvent | null;
  /** The media time, to mark the current word of a karaoke line; null or omitted: no word marked. */
  time?: number | null;
  /** The instance the lines seek, or null (on the server: the buttons then do nothing). */
  pop: Popcorn | null;
  /** The search field's text; lines that do not hold it are left out, matches marked. @default "" */
  query?: string;
  /** Called with the search field's text as the user types; without it, the field is left out. */
  onQuery?: ((query: string) => void) | undefined;
  /** Whether the current line is kept in view. @default true */
  following?: boolean;
  /** Called with `false` when the user scrolls the list or presses "Follow" while following, `true` to resume. */
  onFollow?: ((following: boolean) => void) | undefined;
  /** The region's accessible name. @default "Transcript" */
  label?: string | undefined;
  /** The language of the lines, on the region. */
  lang?: string | undefined;
}

/**
 * An interactive transcript: `<section class="pk-transcript" aria-label="Transcript">` with a search field
 * (`<input type="search">`), a "Follow" toggle (`aria-pressed`), a polite status telling how many lines match,
 * and an ordered list of buttons (start time and text) that seek to their line; the current line has
 * `aria-current="true"`, the current word of a karaoke line `pk-transcript__word--current`, search matches
 * `pk-transcript__match`. While following, the list scrolls the current line into view; a wheel, touch or
 * key scroll of the list calls `onFollow(false)`.
 *
 * @example
 * transcriptMarkup({ lines, current, time, pop, query, onQuery: setQuery, following, onFollow: setFollowing });
 */
export function transcriptMarkup(props: TranscriptMarkupProps): MarkupElement {
  const {
    lines,
    current,
    time = null,
    pop,
    query = "",
    onQuery,
    following = true,
    onFollow,
    label = "Transcript",
    lang,
  } = props;
  const found = searchTranscript(lines, query);
  const shown = found === null ? lines : lines.filter((line) => found.has(line.id));
  const status =
    found === null ? "" : shown.length === 0 ? "No line matches" : `${shown.length} of ${lines.length} lines match`;
  return el(
    "section",
    { class: "pk-transcript", "aria-label": label, lang },
    el(
      "div",
      { class: "pk-transcript__bar" },
      onQuery === undefined
        ? null
        : el("input", {
            type: "search",
            class: "pk-transcript__search",
            "aria-label": `Search the ${label.toLowerCase()}`,
            placeholder: "Search",
            value: query,
            onInput: onQuery,
          }),
      el(
        "button",
        {
          type: "button",
          class: "pk-transcript__follow",
          "aria-pressed": following ? "true" : "false",
          onClick: onFollow === undefined ? undefined : () => onFollow(!following),
        },
        "Follow",
      ),
    ),
    el("p", { class: "pk-transcript__status", "aria-live": "polite" }, status),
    el(
      "ol",
      {
        class: "pk-transcript__lines",
        mount: mount(followCurrent, {
          current: current?.id ?? null,
          following,
          stop: onFollow && (() => onFollow(false)),
        }),
      },
      shown.map((line) =>
        el(
          "li",
          {
            key: line.id,
            class: "pk-transcript__line",
            lang: line.options.lang !== lang ? line.options.lang : undefined,
          },
          el(
            "button",
            {
              type: "button",
              class: "pk-transcript__seek",
              "aria-current": line.id === current?.id ? "true" : undefined,
              onClick: pop === null ? undefined : () => pop.seek(line.start),
            },
            el("span", { class: "pk-transcript__time" }, clockTime(line.start)),
            " ",
            el(
              "span",
              { class: "pk-transcript__text" },
              lineText(line, line.id === current?.id ? time : null, found?.get(line.id) ?? []),
            ),
          ),
        ),
      ),
    ),
  );
}
