import type { OutletBox } from "../project/types.js";

/** Popcorn Maker's own options of an event that are about its place over the video, not its content. */
export const PLACEMENT_KEYS = new Set([
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

/** A number Popcorn Maker wrote as a number or as text (`"50"`, `"50%"`), or undefined. */
export function looseNumber(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  const n = Number(text.endsWith("%") ? text.slice(0, -1) : text);
  return text === "" || !Number.isFinite(n) ? undefined : n;
}

/** Width and height of a positioned event that gives none (Popcorn Maker's popup: 30% wide, as tall as its text). */
const DEFAULT_WIDTH = 30;
const DEFAULT_HEIGHT = 25;

/**
 * The box of an event Popcorn Maker positioned over the video (`left`/`top`/`width`/`height` in percent), or
 * undefined for an event that is not positioned. Clamped into the video.
 */
export function positionedBox(options: Readonly<Record<string, unknown>>): OutletBox | undefined {
  const left = looseNumber(options.left);
  const top = looseNumber(options.top);
  if (left === undefined && top === undefined) return undefined;
  const clamp = (n: number) => Math.min(100, Math.max(0, n));
  const x = clamp(left ?? 0);
  const y = clamp(top ?? 0);
  return {
    left: x,
    top: y,
    width: Math.min(clamp(looseNumber(options.width) ?? DEFAULT_WIDTH), 100 - x),
    height: Math.min(clamp(looseNumber(options.height) ?? DEFAULT_HEIGHT), 100 - y),
  };
}

/** Popcorn Maker's transition classes as the layout's transitions. */
export function transitionOf(value: unknown): "fade" | "pop" | "slide" | undefined {
  if (value === "popcorn-fade") return "fade";
  if (value === "popcorn-pop") return "pop";
  if (value === "popcorn-slide-up" || value === "popcorn-slide-down") return "slide";
  return undefined;
}

/** A link Popcorn Maker stored without its scheme (`www.example.org`), as it made it: https. */
function link(value: unknown): string | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const url = value.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("/") ? url : `https://${url}`;
}

// A Wikipedia article's address: its language and its title.
const WIKI_ARTICLE = /^https?:\/\/([a-z][a-z0-9-]{1,15})(?:\.m)?\.wikipedia\.org\/wiki\/([^?#]{1,255})/i;

function wikipediaOptions(options: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const article = typeof options.src === "string" ? WIKI_ARTICLE.exec(options.src.trim()) : null;
  let title = options.title;
  if (article) {
    try {
      title = decodeURIComponent(article[2]!);
    } catch {
      title = article[2];
    }
  }
  const words = looseNumber(options.numberofwords);
  return {
    title,
    lang: article ? article[1]!.toLowerCase() : (options.lang ?? "en"),
    ...(words === undefined ? {} : { words: Math.max(1, Math.round(words)) }),
  };
}

function defined(entries: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(entries)) if (entries[key] !== undefined) result[key] = entries[key];
  return result;
}

/**
 * A Popcorn Maker event's type and options as the kit's plugin and options: `popup` becomes a `callout`,
 * `googlemap` a `map`, `pausePlugin` a `pause`; `image`, `text` and `wikipedia` keep their names with their
 * options renamed. Any other type is kept as it is, with its content options (not its placement).
 */
export function mapPopcornMakerEvent(
  type: string,
  options: Readonly<Record<string, unknown>>,
): { type: string; options: Record<string, unknown> } {
  switch (type) {
    case "popup": {
      // Popcorn Maker's "popup" is a plain box: no tail. Its "triangle" reads "bottom left", the callout's "bottom-left".
      const bubble = options.type === "speech" || options.type === "thought";
      const tail = typeof options.triangle === "string" ? options.triangle.trim().split(" ").join("-") : undefined;
      return {
        type: "callout",
        options: defined({
          text: options.text ?? "Pop!",
          shape: bubble ? options.type : "box",
          tail: bubble ? tail : "none",
          href: link(options.linkUrl),
        }),
      };
    }
    case "googlemap": {
      const zoom = looseNumber(options.zoom);
      return {
        type: "map",
        options: defined({
          lat: looseNumber(options.lat),
          lng: looseNumber(options.lng),
          zoom: zoom === undefined ? undefined : Math.min(19, Math.max(0, Math.round(zoom))),
          label: typeof options.location === "string" && options.location.trim() !== "" ? options.location : "Map",
        }),
      };
    }
    case "image":
      return {
        type: "image",
        options: defined({
          src: options.src,
          href: link(options.linkSrc),
          alt: typeof options.title === "string" ? options.title : typeof options.text === "string" ? options.text : "",
          caption: typeof options.text === "string" && options.text !== "" ? options.text : undefined,
        }),
      };
    case "text":
      return { type: "text", options: defined({ text: options.text }) };
    case "wikipedia":
      return { type: "wikipedia", options: wikipediaOptions(options) };
    case "pausePlugin": {
      const duration = looseNumber(options.duration);
      return {
        type: "pause",
        options: defined({ duration: duration === undefined ? undefined : Math.max(0, duration) }),
      };
    }
    default: {
      const kept: Record<string, unknown> = {};
      for (const key of Object.keys(options))
        if (!PLACEMENT_KEYS.has(key) && key !== "__proto__") kept[key] = options[key];
      return { type, options: kept };
    }
  }
}
