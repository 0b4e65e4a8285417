import { type Markup, type MarkupElement, el } from "../../markup/markup.js";
import type { CueNode } from "../../parsers/cueNodes.js";
import type { CueSettings, WebVTTRegion } from "../../parsers/webvttSettings.js";
import type { TrackEventView } from "../../popcorn/trackEvent.js";
import type { Popcorn } from "../../popcorn/types.js";
import type { SubtitleEvent } from "../builtins.js";

// Not builtins.isSubtitle: importing it would bring the built-in plugin definitions into this entry.
const isSubtitle = (event: TrackEventView): event is SubtitleEvent => event?.type === "subtitle";

/** Which subtitle lines a captions view shows. */
export interface CaptionsFilter {
  /** Only lines of this language (the `lang` of the track or of the line); all when omitted. */
  lang?: string | undefined;
}

/**
 * The subtitle lines a captions view shows now: the active `subtitle` events (of `lang`, when given), in the
 * order they start.
 *
 * @example
 * const lines = captionLines(pop.store.getSnapshot().active, { lang: "fr" });
 */
export function captionLines(active: readonly TrackEventView[], filter: CaptionsFilter = {}): SubtitleEvent[] {
  const lines = active.filter(
    (event): event is SubtitleEvent =>
      isSubtitle(event) && (filter.lang === undefined || event.options.lang === filter.lang),
  );
  return lines.sort((a, b) => a.start - b.start);
}

/** The languages of the subtitle events given (the lines of every loaded track), in the order first seen. */
export function captionLanguages(events: readonly TrackEventView[]): string[] {
  const found = new Set<string>();
  for (const event of events) if (isSubtitle(event) && event.options.lang) found.add(event.options.lang);
  return [...found];
}

/** Whether any line reveals its words at timestamps (karaoke): its markup then changes with the time. */
export function hasTimestamps(lines: readonly SubtitleEvent[]): boolean {
  const has = (nodes: readonly CueNode[] | undefined): boolean =>
    nodes?.some((node) => typeof node !== "string" && (node.type === "timestamp" || has(node.children))) === true;
  return lines.some((line) => has(line.options.nodes));
}

const CLASS_NAME = /^[A-Za-z_][\w-]*$/;
const SAFE_COLOR = /^(?:#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20})$/;

/** The cue text tree as markup; text after a timestamp is marked past or future against `time`. */
function nodesMarkup(nodes: readonly CueNode[], time: number): Markup[] {
  const out: Markup[] = [];
  let reached: boolean | undefined;
  for (const node of nodes) {
    if (typeof node === "string") {
      out.push(
        reached === undefined ? node : el("span", { class: reached ? "pk-caption__past" : "pk-caption__future" }, node),
      );
      continue;
    }
    if (node.type === "timestamp") {
      reached = node.time <= time;
      continue;
    }
    const children = nodesMarkup(node.children, time);
    const classes = (node.classes ?? []).filter((name) => CLASS_NAME.test(name));
    const wrapped = wrap(node.type, classes, node, children);
    out.push(
      reached === undefined
        ? wrapped
        : el("span", { class: reached ? "pk-caption__past" : "pk-caption__future" }, wrapped),
    );
  }
  return out;
}

function wrap(
  type: string,
  classes: string[],
  node: { voice?: string; lang?: string; color?: string },
  children: Markup[],
): MarkupElement {
  const extra = classes.length > 0 ? classes.join(" ") : undefined;
  switch (type) {
    case "i":
    case "b":
    case "u":
    case "ruby":
    case "rt":
      return el(type, { class: extra }, children);
    case "v":
      return el(
        "span",
        {
          class: extra === undefined ? "pk-caption__voice" : `pk-caption__voice ${extra}`,
          "data-voice": node.voice || undefined,
        },
        children,
      );
    case "lang":
      return el("span", { class: extra, lang: node.lang }, children);
    default: {
      const color = node.color !== undefined && SAFE_COLOR.test(node.color) ? node.color : undefined;
      return el(
        "span",
        {
          class: extra === undefined ? "pk-caption__class" : `pk-caption__class ${extra}`,
          style: color === undefined ? undefined : { color },
        },
        children,
      );
    }
  }
}

/**
 * Where a cue box goes, from its WebVTT settings, as inline style over the video (percentages of its box):
 * `size` sets the width, `position` and `positionAlign` the left edge, `line` (a percentage, or a line number
 * counted from the top or, when negative, from the bottom) the vertical place. Nothing for a cue without
 * settings: the stylesheet stacks those at the bottom, centred.
 */
function placement(settings: CueSettings | undefined): Record<string, string> | undefined {
  if (settings === undefined) return undefined;
  const style: Record<string, string> = {};
  const align = settings.align ?? "center";
  const size = settings.size ?? 100;
  if (settings.size !== undefined || settings.position !== undefined) {
    const position =
      settings.position ??
      (align === "start" || align === "left" ? 0 : align === "end" || align === "right" ? 100 : 50);
    const anchor =
      settings.positionAlign ??
      (align === "start" || align === "left"
        ? "line-left"
        : align === "end" || align === "right"
          ? "line-right"
          : "center");
    const left = anchor === "line-left" ? position : anchor === "line-right" ? position - size : position - size / 2;
    style.width = `${size}%`;
    style.left = `${Math.min(Math.max(left, 0), 100 - size)}%`;
  }
  if (settings.line !== undefined) {
    if (settings.snapToLines === false) {
      const shift = settings.lineAlign === "center" ? "-50%" : settings.lineAlign === "end" ? "-100%" : "0%";
      style.top = `${settings.line}%`;
      style.transform = `translateY(${shift})`;
    } else if (settings.line >= 0) {
      style.top = `calc(${settings.line} * var(--pk-caption-line-height, 1.4em))`;
    } else {
      style.bottom = `calc(${-settings.line - 1} * var(--pk-caption-line-height, 1.4em))`;
    }
  }
  return Object.keys(style).length > 0 ? style : undefined;
}

/**
 * The region a line is laid out in: the one its cue names (the parser puts the `REGION` block's definition on
 * the event), unless the cue sets `line`, `size` or `vertical`, which WebVTT says take it out of its region.
 */
function regionOf(event: SubtitleEvent): WebVTTRegion | undefined {
  const region = event.options.region as WebVTTRegion | undefined;
  if (typeof region !== "object" || region === null || typeof region.id !== "string" || region.id === "")
    return undefined;
  const settings = event.options.settings as CueSettings | undefined;
  if (
    settings?.line !== undefined ||
    settings?.vertical !== undefined ||
    (settings?.size !== undefined && settings.size !== 100)
  )
    return undefined;
  return region;
}

/** A percentage from an event's options (a user may add any), or the fallback. */
const percent = (value: unknown, fallback: number): number =>
  typeof value === "number" && value >= 0 && value <= 100 ? value : fallback;

/** A WebVTT anchor (x %, y %), or the fallback. */
const anchorOf = (value: unknown, fallback: readonly [number, number]): readonly [number, number] =>
  Array.isArray(value) && value.length === 2
    ? [percent(value[0], fallback[0]), percent(value[1], fallback[1])]
    : fallback;

/** Rounds to 4 decimals, so styles read the same in every adapter. */
const round = (value: number): number => Math.round(value * 10_000) / 10_000;

/**
 * A region's box over the video: `width` percent wide and `lines` lines high, its `regionAnchor` point on the
 * video's `viewportAnchor` point (WebVTT's region layout).
 */
function regionBox(region: WebVTTRegion): Record<string, string> {
  const width = percent(region.width, 100);
  const lines =
    typeof region.lines === "number" && Number.isInteger(region.lines) && region.lines >= 0 && region.lines <= 100
      ? region.lines
      : 3;
  const [regionX, regionY] = anchorOf(region.regionAnchor, [0, 100]);
  const [viewportX, viewportY] = anchorOf(region.viewportAnchor, [0, 100]);
  const height = `${lines} * var(--pk-caption-line-height, 1.4em)`;
  return {
    left: `${round(viewportX - (regionX * width) / 100)}%`,
    top: `calc(${viewportY}% - ${round(regionY / 100)} * ${height})`,
    width: `${width}%`,
    height: `calc(${height})`,
  };
}

/** What `captionsMarkup` renders. */
export interface CaptionsMarkupProps {
  /** The lines shown now, from `captionLines`. */
  lines: readonly SubtitleEvent[];
  /** The media time, for karaoke timestamps (`<00:00:02.000>`) inside lines. @default 0 */
  time?: number;
  /** The language of the lines, on the region. */
  lang?: string | undefined;
}

/**
 * The captions region: `<div class="pk-captions" aria-live="polite">` (present even when empty, so screen
 * readers announce each line as it appears), holding one `<div class="pk-caption">` per line, placed by its
 * WebVTT settings, its text as the cue text tree renders it (`i`, `b`, `u`, `ruby`/`rt`, voice and class
 * spans, languages; text after a timestamp marked `pk-caption__past` or `pk-caption__future`). Lines of a WebVTT
 * region share a `<div class="pk-caption-region" data-region>` box placed by the region's width, lines and
 * anchors (`data-scroll="up"` when its lines scroll up).
 *
 * @example
 * captionsMarkup({ lines: captionLines(snapshot.active), time: snapshot.currentTime });
 */
export function captionsMarkup({ lines, time = 0, lang }: CaptionsMarkupProps): MarkupElement {
  const line = (event: SubtitleEvent, inRegion: boolean): MarkupElement => {
    const settings = event.options.settings as CueSettings | undefined;
    const nodes = event.options.nodes;
    return el(
      "div",
      {
        key: event.id,
        class: "pk-caption",
        "data-align": settings?.align,
        "data-vertical": settings?.vertical,
        "data-region": settings?.region,
        lang: event.options.lang !== lang ? event.options.lang : undefined,
        // In a region, the region's box places the line.
        style: inRegion ? undefined : placement(settings),
      },
      el("span", { class: "pk-caption__text" }, nodes === undefined ? event.options.text : nodesMarkup(nodes, time)),
    );
  };
  // Lines in the same region share its box, in the order they start; the box goes where its first line would.
  const items: (SubtitleEvent | { region: WebVTTRegion; lines: SubtitleEvent[] })[] = [];
  const boxes = new Map<string, { region: WebVTTRegion; lines: SubtitleEvent[] }>();
  for (const event of lines) {
    const region = regionOf(event);
    if (region === undefined) {
      items.push(event);
      continue;
    }
    let box = boxes.get(region.id);
    if (box === undefined) {
      box = { region, lines: [] };
      boxes.set(region.id, box);
      items.push(box);
    }
    box.lines.push(event);
  }
  return el(
    "div",
    { class: "pk-captions", "aria-live": "polite", lang },
    items.map((item) =>
      "region" in item
        ? el(
            "div",
            {
              key: `region:${item.region.id}`,
              class: "pk-caption-region",
              "data-region": item.region.id,
              "data-scroll": item.region.scroll === "up" ? "up" : undefined,
              style: regionBox(item.region),
            },
            item.lines.map((event) => line(event, true)),
          )
        : line(item, false),
    ),
  );
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
 * A language's name for a menu: in `locale` when given, else in the language itself ("English", "français"),
 * from `Intl.DisplayNames` where it exists; the code itself otherwise.
 */
export function languageLabel(code: string, locale?: string): string {
  try {
    const name = new Intl.DisplayNames([locale ?? code], { type: "language" }).of(code);
    if (name !== undefined && name !== "" && name !== code)
      return name.charAt(0).toLocaleUpperCase(locale ?? code) + name.slice(1);
  } catch {
    // No Intl.DisplayNames here, or a code it refuses: the code is the label.
  }
  return code;
}

/** One entry of a captions menu. */
export interface CaptionMenuChoice {
  /** What choosing it passes to `choose`: a language, `null` for off, `undefined` for every line. */
  readonly lang: string | null | undefined;
  readonly label: string;
}

/**
 * The entries of a captions menu for the subtitle events given: "Off", then one per language loaded (named by
 * `languageLabel`), or "On" when the lines name no language; none at all without subtitle lines.
 */
export function captionMenuChoices(
  events: readonly TrackEventView[],
  options: { locale?: string; off?: string; on?: string } = {},
): CaptionMenuChoice[] {
  if (!events.some(isSubtitle)) return [];
  const languages = captionLanguages(events);
  const off: CaptionMenuChoice = { lang: null, label: options.off ?? "Off" };
  if (languages.length === 0) return [off, { lang: undefined, label: options.on ?? "On" }];
  return [off, ...languages.map((lang) => ({ lang, label: languageLabel(lang, options.locale) }))];
}

/** What `captionsMenuMarkup` renders. */
export interface CaptionsMenuMarkupProps {
  /** The entries, from `captionMenuChoices`. */
  choices: readonly CaptionMenuChoice[];
  /** What the captions show now, from `captionLanguage`. */
  shown: CaptionLanguage;
  /** Called with the entry's `lang` on a click (`CaptionChoiceStore.choose`); absent on the server. */
  choose?: ((lang: CaptionSelection) => void) | undefined;
  /** The group's accessible name. @default "Captions" */
  label?: string | undefined;
}

/**
 * A captions menu: `<div class="pk-captions-menu" role="group" aria-label="Captions">` holding one button per
 * entry ("Off", then each language), the one shown `aria-pressed="true"`; nothing without subtitle lines.
 *
 * @example
 * captionsMenuMarkup({ choices, shown: captionLanguage(store.getSnapshot(), languages), choose: store.choose });
 */
export function captionsMenuMarkup({
  choices: entries,
  shown,
  choose,
  label = "Captions",
}: CaptionsMenuMarkupProps): MarkupElement | null {
  if (entries.length === 0) return null;
  return el(
    "div",
    { class: "pk-captions-menu", role: "group", "aria-label": label },
    entries.map((entry) => {
      const pressed =
        entry.lang === null ? shown.off : !shown.off && (entry.lang === undefined || entry.lang === shown.lang);
      return el(
        "button",
        {
          key: entry.lang === null ? "off" : `lang-${entry.lang ?? ""}`,
          type: "button",
          class: "pk-captions-menu__item",
          lang: entry.lang ?? undefined,
          "aria-pressed": pressed ? "true" : "false",
          onClick: choose === undefined ? undefined : () => choose(entry.lang),
        },
        entry.label,
      );
    }),
  );
}
