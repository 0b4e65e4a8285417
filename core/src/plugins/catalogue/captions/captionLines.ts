import { type Markup, type MarkupElement, el } from "../../../markup/markup.js";
import type { CueNode } from "../../../parsers/cueNodes.js";
import type { CueSettings, WebVTTRegion } from "../../../parsers/webvtt/settings.js";
import type { TrackEventView } from "../../../contract/trackEvent.js";
import type { SubtitleEvent } from "../../builtins.js";
import { placement, regionBox, regionOf } from "./captionRegions.js";

// Not builtins.isSubtitle: importing it would bring the built-in plugin definitions into this entry.
export const isSubtitle = (event: TrackEventView): event is SubtitleEvent => event?.type === "subtitle";

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

/** What `captionsMarkup` renders. */
export interface CaptionsMarkupProps {
  /** The lines shown now, from `captionLines`. */
  lines: readonly SubtitleEvent[];
  /** The media time, for karaoke timestamps (`<00:00:02.000>`) inside lines. @default 0 */
  time?: number;
  /** The language of the lines, on the region. */
  lang?: string | undefined;
  /**
   * Whether the media plays: marks the region `data-playing`, which the stage's stylesheet reads to give the
   * native controls' room back to the captions while the controls are hidden. @default false
   */
  playing?: boolean;
}

/**
 * The captions region: `<div class="pk-captions" aria-live="polite">` (present even when empty, so screen
 * readers announce each line as it appears), holding one `<div class="pk-caption">` per line, placed by its
 * WebVTT settings, its text as the cue text tree renders it (`i`, `b`, `u`, `ruby`/`rt`, voice and class
 * spans, languages; text after a timestamp marked `pk-caption__past` or `pk-caption__future`). Lines of a WebVTT
 * region share a `<div class="pk-caption-region" data-region>` box placed by the region's width, lines and
 * anchors (`data-scroll="up"` when its lines scroll up). While the media plays, the region is marked `data-playing`.
 *
 * @example
 * captionsMarkup({ lines: captionLines(snapshot.active), time: snapshot.currentTime });
 */
export function captionsMarkup({ lines, time = 0, lang, playing }: CaptionsMarkupProps): MarkupElement {
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
    { class: "pk-captions", "aria-live": "polite", lang, "data-playing": playing ? "" : undefined },
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
