import { type Markup, type MarkupElement, el } from "../../../markup/markup.js";
import { mount } from "../../../markup/mount.js";
import type { Popcorn } from "../../../contract/popcorn.js";
import type { SubtitleEvent } from "../../builtins.js";
import { followCurrent } from "./followCurrent.js";
import { currentWord, lineWords } from "./lineWords.js";
import { type TranscriptMatch, searchTranscript } from "./searchTranscript.js";

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
