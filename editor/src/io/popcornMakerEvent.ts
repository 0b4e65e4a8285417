import type { OutletBox } from "../project/types.js";
import { MakerEvent, isEmpty, looseNumber } from "./maker/makerEvent.js";
import { type FindPlace, type PlaceCache, readGoogleMap } from "./maker/makerMap.js";
import { makerColor, makerLink, readLink, readLook } from "./maker/makerStyle.js";

export { looseNumber };

/**
 * Popcorn Maker's options of an event that are about its place over the video, not its content: read for the
 * layout, never kept as options and never reported (a text's `position`, which places it, is read by its mapping).
 */
export const PLACEMENT_KEYS: ReadonlySet<string> = new Set([
  "start",
  "end",
  "target",
  "left",
  "top",
  "width",
  "height",
  "zindex",
  "transition",
]);

/** Width and height of a positioned event that gives none (Popcorn Maker's popup: 30% wide, as tall as its text). */
const DEFAULT_WIDTH = 30;
const DEFAULT_HEIGHT = 25;
/** The margin of a Maker text placed at the top, middle or bottom, in percent of the video. */
const TEXT_MARGIN = 3;

const clamp = (n: number) => Math.min(100, Math.max(0, n));

/**
 * The box of an event Popcorn Maker positioned over the video (`left`/`top`/`width`/`height` in percent), or
 * undefined for an event that is not positioned. Clamped into the video. A `text` whose `position` is `top`,
 * `middle` or `bottom` (or the older `left`, `center`, `right`: the middle) spans the video's width at that
 * height, as Maker placed it.
 */
export function positionedBox(type: string, options: Readonly<Record<string, unknown>>): OutletBox | undefined {
  const height = looseNumber(options.height);
  const position = type === "text" ? textPosition(options.position) : undefined;
  if (position !== undefined) {
    const h = Math.min(clamp(height ?? DEFAULT_HEIGHT), 100 - 2 * TEXT_MARGIN);
    const top = position === "top" ? TEXT_MARGIN : position === "bottom" ? 100 - TEXT_MARGIN - h : (100 - h) / 2;
    return { left: TEXT_MARGIN, top, width: 100 - 2 * TEXT_MARGIN, height: h };
  }
  const left = looseNumber(options.left);
  const top = looseNumber(options.top);
  if (left === undefined && top === undefined) return undefined;
  const x = clamp(left ?? 0);
  const y = clamp(top ?? 0);
  return {
    left: x,
    top: y,
    width: Math.min(clamp(looseNumber(options.width) ?? DEFAULT_WIDTH), 100 - x),
    height: Math.min(clamp(height ?? DEFAULT_HEIGHT), 100 - y),
  };
}

/** A Maker text's `position` that places it (not "custom"): top, middle or bottom. */
function textPosition(value: unknown): "top" | "middle" | "bottom" | undefined {
  if (value === "top" || value === "bottom" || value === "middle") return value;
  return value === "left" || value === "center" || value === "right" ? "middle" : undefined;
}

/** Popcorn Maker's transition classes as the layout's transitions. */
export function transitionOf(value: unknown): "fade" | "pop" | "slide" | undefined {
  if (value === "popcorn-fade") return "fade";
  if (value === "popcorn-pop") return "pop";
  if (value === "popcorn-slide-up" || value === "popcorn-slide-down") return "slide";
  return undefined;
}

// A Wikipedia article's address: its language and its title.
const WIKI_ARTICLE = /^https?:\/\/([a-z][a-z0-9-]{1,15})(?:\.m)?\.wikipedia\.org\/wiki\/([^?#]{1,255})/i;
// What the kit's wikipedia takes as a language (a Wikipedia's subdomain).
const WIKI_LANG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8}){0,3}$/;
// The languages a person wrote by name in a Maker project, by their Wikipedia's code.
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  english: "en",
  spanish: "es",
  french: "fr",
  german: "de",
  portuguese: "pt",
  italian: "it",
  dutch: "nl",
  polish: "pl",
  russian: "ru",
  japanese: "ja",
  chinese: "zh",
  arabic: "ar",
};

/** A Maker language (`"en"`, `"zh_yue"`, `"English"`) as a Wikipedia's code, or undefined. */
function wikiLang(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 40) return undefined;
  const lang = value.trim().toLowerCase().split("_").join("-");
  if (WIKI_LANG.test(lang)) return lang;
  return Object.hasOwn(LANGUAGE_NAMES, lang) ? LANGUAGE_NAMES[lang] : undefined;
}

/**
 * Maker's `wikipedia`: `src` is an article's address or a title (Butter's "Article Link/Title", underscores as
 * spaces), `lang` its Wikipedia ("en" when none), `numberofwords` the words shown, `title` Popcorn 1.x's title
 * when there is no `src`.
 */
function readWikipedia(event: MakerEvent): void {
  const src = event.get("src");
  const given = event.get("lang");
  const lang = wikiLang(given);
  const text = typeof src === "string" && src.length <= 2048 ? src.trim() : "";
  const article = WIKI_ARTICLE.exec(text);
  let title: string | undefined;
  if (article) {
    try {
      title = decodeURIComponent(article[2]!);
    } catch {
      title = article[2];
    }
    const from = article[1]!.toLowerCase();
    event.set("lang", from, "src");
    if (lang !== from && !isEmpty(given))
      event.warn("lang", given, `the article's address is on ${from}.wikipedia.org: kept as "${from}"`);
  } else {
    // An address that is not an article's (Maker took its last part as a title, which names nothing).
    if (/^(?:[a-z][a-z0-9+.-]{0,30}:)?\/\/|^www\./i.test(text))
      event.drop("src", src, "not the address of a Wikipedia article: dropped");
    else if (text !== "") title = text.split("_").join(" ");
    else if (!isEmpty(src)) event.drop("src", src, "not an article's title or address: dropped");
    event.set("lang", lang ?? "en", "lang");
    if (lang === undefined && !isEmpty(given)) event.warn("lang", given, 'not a Wikipedia language: "en" is used');
  }
  // Popcorn 1.x's `title`: the article when there is no `src`; the same title, or a title the kit cannot show.
  const older = event.get("title");
  const olderTitle = typeof older === "string" && older.trim() !== "" ? older.trim() : undefined;
  const same = (a: string, b: string) => a.split("_").join(" ").toLowerCase() === b.split("_").join(" ").toLowerCase();
  if (title === undefined && olderTitle !== undefined) event.set("title", olderTitle, "title");
  else {
    event.set("title", title, "src");
    if (olderTitle !== undefined && title !== undefined && !same(olderTitle, title))
      event.drop("title", older, "the article's own title is shown: dropped");
    else if (olderTitle === undefined && !isEmpty(older)) event.drop("title", older, "not a title: dropped");
  }
  const count = event.get("numberofwords");
  const words = looseNumber(count);
  event.set("words", words === undefined ? undefined : Math.max(1, Math.round(words)), "numberofwords");
  if (words === undefined && !isEmpty(count)) event.drop("numberofwords", count, "not a number: dropped");
}

/** Maker's `popup` as the kit's `callout`. */
function readPopup(event: MakerEvent): void {
  const text = event.get("text");
  event.set("text", text ?? "Pop!", "text");
  // Maker's "popup" is a plain box, with no tail; its icon and sound were a box's only.
  const shape = event.get("type");
  const bubble = shape === "speech" || shape === "thought";
  if (!bubble && !isEmpty(shape) && shape !== "popup") event.warn("type", shape, "drawn as a box");
  event.set("shape", bubble ? shape : "box", "type");
  const triangle = event.get("triangle");
  const flip = event.get("flip");
  const extras = ["sound", "icon"].map((key) => [key, event.get(key)] as const);
  if (bubble) {
    // "bottom left" is the callout's "bottom-left"; `flip` mirrors the tail.
    const [side, corner] = typeof triangle === "string" ? triangle.trim().split(/\s+/) : [];
    const flipped = flip === true || flip === "true";
    if ((side === "top" || side === "bottom") && (corner === "left" || corner === "right")) {
      event.set("tail", `${side}-${flipped === (corner === "left") ? "right" : "left"}`, "triangle");
    } else {
      event.set("tail", flipped ? "bottom-right" : "bottom-left", "triangle");
      if (!isEmpty(triangle)) event.warn("triangle", triangle, "not a corner: the tail is at the bottom left");
    }
  } else {
    event.set("tail", "none", "type");
    const why: Record<string, string> = {
      sound: "the pop Maker played at the start is not supported: dropped",
      icon: "Maker's icons (its own images) are not supported: dropped",
    };
    for (const [key, value] of extras) if (!isEmpty(value) && value !== "none") event.drop(key, value, why[key]);
  }
  readLink(event, "linkUrl");
  readLook(event, { px: "fontSize", percent: ["fontPercentage"] });
}

/** Maker's `text`: its content, link and look; its `position` is its place (see `positionedBox`). */
function readText(event: MakerEvent): void {
  event.set("text", event.get("text"), "text");
  readLink(event, "linkUrl");
  const position = event.get("position");
  const legacy = position === "left" || position === "center" || position === "right" ? position : undefined;
  readLook(event, { percent: ["fontSize", "fontPercentage"] }, legacy);
  // A background and a shadow show only when their box is ticked.
  const background = event.get("background");
  const backgroundColor = event.get("backgroundColor");
  if (background === true || background === "true") {
    const color = makerColor(backgroundColor ?? "#888888");
    if (color !== undefined) event.set("background", color, "backgroundColor");
    else event.drop("backgroundColor", backgroundColor, "not a colour: dropped");
  }
  const shadow = event.get("shadow");
  const shadowColor = event.get("shadowColor");
  if (shadow === true || shadow === "true") {
    event.drop("shadow", shadow, "the kit's text has no shadow: dropped");
    if (!isEmpty(shadowColor)) event.drop("shadowColor", shadowColor, "the kit's text has no shadow: dropped");
  }
}

/** Maker's `image`: one image by its address; a Flickr search or photo set cannot be kept. */
function readImage(event: MakerEvent): void {
  const src = event.get("src");
  const flickr = typeof src === "string" && src.includes("flickr.com/photos/");
  if (flickr) event.drop("src", src, "a Flickr page, which the kit cannot show without Flickr's API: dropped");
  else event.set("src", src, "src");
  const searched = isEmpty(src) || flickr;
  for (const key of ["tags", "photosetId", "count", "username"]) {
    const value = event.get(key);
    // Maker searched Flickr only for an image with no address of its own.
    if (searched && !isEmpty(value)) event.drop(key, value, "a Flickr search is not supported: dropped");
  }
  event.set("href", makerLink(event.get("linkSrc")), "linkSrc");
  const title = event.get("title");
  const text = event.get("text");
  event.set("alt", typeof title === "string" ? title : typeof text === "string" ? text : "", "title");
  event.set("caption", typeof text === "string" && text !== "" ? text : undefined, "text");
}

/**
 * A Popcorn Maker event's type and options as the kit's plugin and options, with what became of each option
 * (see `MakerEvent`): `popup` becomes a `callout`, `googlemap` a `map` (placed by name through `findPlace`),
 * `pausePlugin` a `pause`; `image`, `text` and `wikipedia` keep their names with their options mapped. Any other
 * type is kept as it is, with its content options (not its placement).
 */
export function mapPopcornMakerEvent(
  type: string,
  given: Readonly<Record<string, unknown>>,
  context: { readonly findPlace?: FindPlace | undefined; readonly places: PlaceCache },
): { type: string; event: MakerEvent } {
  const read = (kit: string, label: string, reader: (event: MakerEvent) => void) => {
    const event = new MakerEvent(label, given);
    reader(event);
    return { type: kit, event };
  };
  switch (type) {
    case "popup":
      return read("callout", "Popup", readPopup);
    case "googlemap":
      return read("map", "Map", (event) => readGoogleMap(event, context.findPlace, context.places));
    case "image":
      return read("image", "Image", readImage);
    case "text":
      return read("text", "Text", readText);
    case "wikipedia":
      return read("wikipedia", "Wikipedia", readWikipedia);
    case "pausePlugin":
      return read("pause", "Pause", (event) => {
        const given = event.get("duration");
        const duration = looseNumber(given);
        event.set("duration", duration === undefined ? undefined : Math.max(0, duration), "duration");
        if (duration === undefined && !isEmpty(given))
          event.drop("duration", given, "not a number of seconds: dropped");
      });
    default:
      return read(type, type, (event) => {
        for (const key of Object.keys(given))
          if (!PLACEMENT_KEYS.has(key) && key !== "__proto__") event.set(key, event.get(key), key);
      });
  }
}
