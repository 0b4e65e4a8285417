import { type Markup, el } from "../../markup/markup.js";
import type { TrackEventView } from "../../contract/trackEvent.js";
import type { Popcorn } from "../../contract/popcorn.js";
import { type ExternalStore, createTrackEventList } from "../../adapter/trackEventList.js";
import { definePlugin } from "../definePlugin.js";
import type { InferOptions } from "../manifest.js";

/**
 * A chapter: a titled section of the media. A chapters WebVTT file loads as chapters with
 * `{ src: "/chapters.vtt", type: "chapter" }` (each cue's text is a title); `pop.add(chapter, …)` or the
 * `chapter` entries of a Popcorn data file add them too. `chaptersMarkup` lists them, the current one marked.
 *
 * @example
 * pop.add(chapter, { start: 0, end: 65, text: "Introduction" });
 */
export const chapter = /* @__PURE__ */ definePlugin({
  name: "chapter",
  manifest: {
    about: { name: "Chapter", description: "A titled section of the media." },
    options: {
      text: { type: "text", label: "Title", required: true },
      target: { type: "target", label: "Target" },
    },
  },
  // A chapter is data for the list: a new title changes it, without an end and a start.
  update() {},
});

/** The options of a `chapter` event. */
export type ChapterOptions = InferOptions<typeof chapter.manifest>;

/** A `chapter` event. */
export type ChapterEvent = TrackEventView<ChapterOptions>;

/** A start time as a chapter list shows it: `1:05`, or `1:02:03` past the hour. */
function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor(whole / 60) % 60;
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

const isChapter = (event: TrackEventView): event is ChapterEvent => event?.type === "chapter";

/** Every chapter of the timeline, in start order: `chapterList(pop.getTrackEvents({ type: "chapter" }))`. */
export function chapterList(events: readonly TrackEventView[]): ChapterEvent[] {
  return events.filter(isChapter).sort((a, b) => a.start - b.start);
}

const NO_CHAPTERS: readonly ChapterEvent[] = [];

/**
 * The chapters of `pop` in start order (`chapterList`), as a store that changes when a chapter is added,
 * changed or removed: what every chapter list subscribes to. With `pop` null it holds none.
 *
 * @example
 * const chapters = createChapterList(pop);
 * chapters.subscribe(() => render(chapters.getSnapshot()));
 */
export function createChapterList(pop: Popcorn | null): ExternalStore<readonly ChapterEvent[]> {
  const list = createTrackEventList(pop, "chapter");
  let events: readonly TrackEventView[] | undefined;
  let chapters = NO_CHAPTERS;
  return {
    subscribe: list.subscribe,
    getSnapshot() {
      const next = list.getSnapshot();
      if (next !== events) chapters = chapterList((events = next));
      return chapters;
    },
    getServerSnapshot: () => NO_CHAPTERS,
  };
}

/** The current chapter: of the active chapters, the one that started last; null between chapters. */
export function currentChapter(active: readonly TrackEventView[]): ChapterEvent | null {
  let current: ChapterEvent | null = null;
  for (const event of active)
    if (isChapter(event) && (current === null || event.start >= current.start)) current = event;
  return current;
}

/** What `chaptersMarkup` renders. */
export interface ChaptersMarkupProps {
  /** The chapters, from `chapterList`. */
  chapters: readonly ChapterEvent[];
  /** The current chapter, from `currentChapter`, or null. */
  current: ChapterEvent | null;
  /** The instance the buttons seek, or null (on the server: the buttons then do nothing). */
  pop: Popcorn | null;
  /** The list's accessible name. @default "Chapters" */
  label?: string;
}

/**
 * A chapter list: `<nav class="pk-chapters" aria-label="Chapters">` holding an ordered list of buttons (start
 * time and title) that seek to their chapter; the current one has `aria-current="true"`. Buttons are reachable
 * by keyboard as any button.
 */
export function chaptersMarkup({ chapters, current, pop, label = "Chapters" }: ChaptersMarkupProps): Markup {
  return el(
    "nav",
    { class: "pk-chapters", "aria-label": label },
    el(
      "ol",
      { class: "pk-chapters__list" },
      chapters.map((item) =>
        el(
          "li",
          { key: item.id, class: "pk-chapters__entry" },
          el(
            "button",
            {
              type: "button",
              class: "pk-chapters__item",
              "aria-current": item.id === current?.id ? "true" : undefined,
              onClick: pop === null ? undefined : () => pop.seek(item.start),
            },
            el("span", { class: "pk-chapters__time" }, clockTime(item.start)),
            " ",
            el("span", { class: "pk-chapters__title" }, item.options.text),
          ),
        ),
      ),
    ),
  );
}
