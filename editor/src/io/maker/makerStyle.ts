import { isSafeUrl } from "@popcorn-kit/core";
import { FONT_FAMILIES } from "@popcorn-kit/core/plugins/text";
import { isPlainObject, pathKey } from "../../project/jsonValue.js";
import { isText } from "../../project/rules.js";
import { type MakerEvent, isEmpty, looseNumber } from "./makerEvent.js";

/** A generic font family of the kit's text look. */
export type FontFamily = (typeof FONT_FAMILIES)[number];

/**
 * How many percent of the video's height one em of the kit's text is taken to be, to turn Popcorn Maker's font
 * sizes (a percent of the video's height) into the kit's (em): 4 %, a 16 px em on a 400 px tall video.
 */
export const MAKER_PERCENT_PER_EM = 4;

/** The px in an em, for a popup's `fontSize` in px (Maker's older field). */
const PX_PER_EM = 16;

/** The sizes the kit's look options take, in em. */
const SIZES = { min: 0.5, max: 4 };

// CSS 2.1's named colours (and "grey"): what a hand-edited or older project gives besides Maker's hex picker.
const NAMED_COLORS: Readonly<Record<string, string>> = {
  black: "000000",
  silver: "c0c0c0",
  gray: "808080",
  grey: "808080",
  white: "ffffff",
  maroon: "800000",
  red: "ff0000",
  purple: "800080",
  fuchsia: "ff00ff",
  green: "008000",
  lime: "00ff00",
  olive: "808000",
  yellow: "ffff00",
  navy: "000080",
  blue: "0000ff",
  teal: "008080",
  aqua: "00ffff",
  orange: "ffa500",
};
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/;
// Three whole numbers between commas or spaces: bounded runs only, so that a test takes linear time.
const RGB = /^rgb\( {0,9}(\d{1,3})(?: {0,9}, {0,9}| {1,9})(\d{1,3})(?: {0,9}, {0,9}| {1,9})(\d{1,3}) {0,9}\)$/;

/**
 * A colour of a Popcorn Maker project as the kit's look takes it, `#rrggbb`, or undefined: `#rgb`, `#rrggbb`,
 * `rgb(r, g, b)` (0-255 each) or a CSS 2.1 colour name, read as numbers and written again.
 */
export function makerColor(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 64) return undefined;
  const text = value.trim().toLowerCase();
  const hex = HEX.exec(text)?.[1];
  if (hex !== undefined) return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex}`;
  if (Object.hasOwn(NAMED_COLORS, text)) return `#${NAMED_COLORS[text]}`;
  const rgb = RGB.exec(text);
  if (rgb === null) return undefined;
  const parts = rgb.slice(1).map(Number);
  return parts.every((n) => n <= 255) ? `#${parts.map((n) => n.toString(16).padStart(2, "0")).join("")}` : undefined;
}

// The fonts Popcorn Maker offered (Google Fonts) and other common ones, by the generic family nearest to each.
const FAMILY_OF: Readonly<Record<string, FontFamily>> = {
  merriweather: "serif",
  "gentium book basic": "serif",
  vollkorn: "serif",
  lora: "serif",
  "playfair display": "serif",
  "libre baskerville": "serif",
  "crimson text": "serif",
  "old standard tt": "serif",
  "abril fatface": "serif",
  "gravitas one": "serif",
  arvo: "serif",
  bitter: "serif",
  georgia: "serif",
  "times new roman": "serif",
  times: "serif",
  inconsolata: "monospace",
  courier: "monospace",
  vt323: "monospace",
  pacifico: "cursive",
  lobster: "cursive",
  tangerine: "cursive",
  "dancing script": "cursive",
  "shadows into light": "cursive",
  "indie flower": "cursive",
  "great vibes": "cursive",
  satisfy: "cursive",
  "amatic sc": "cursive",
  "permanent marker": "cursive",
  "rock salt": "cursive",
  "gloria hallelujah": "cursive",
  "architects daughter": "cursive",
  "covered by your grace": "cursive",
  calligraffitti: "cursive",
  cookie: "cursive",
  parisienne: "cursive",
  sacramento: "cursive",
  yellowtail: "cursive",
  allura: "cursive",
  "comic sans ms": "cursive",
};

/**
 * The generic family nearest to a font's name: the kit's own names as they are, then Popcorn Maker's fonts by a
 * table, then by words of the name (`Mono`, `Code` and `Courier` monospace; `Script` and `Hand` cursive; `Sans`
 * sans-serif; `Serif` and `Slab` serif), else sans-serif.
 */
export function nearestFamily(name: string): FontFamily {
  const font = name.trim().toLowerCase().split(/\s+/).join(" ");
  if ((FONT_FAMILIES as readonly string[]).includes(font)) return font as FontFamily;
  if (Object.hasOwn(FAMILY_OF, font)) return FAMILY_OF[font]!;
  if (["mono", "code", "courier"].some((word) => font.includes(word))) return "monospace";
  if (["script", "hand"].some((word) => font.includes(word))) return "cursive";
  if (font.includes("sans")) return "sans-serif";
  return font.includes("serif") || font.includes("slab") ? "serif" : "sans-serif";
}

/** A link Popcorn Maker stored without its scheme (`www.example.org`), as it made it: https. */
export function makerLink(value: unknown): string | undefined {
  if (typeof value !== "string" || value.trim() === "" || value.length > 2048) return undefined;
  const url = value.trim();
  return /^[a-z][a-z0-9+.-]{0,30}:/i.test(url) || url.startsWith("/") ? url : `https://${url}`;
}

/**
 * Sets `href` from the Maker link option `key`, or reports it when it is not a safe link; `linkTarget` (where
 * Maker opened it) is reported when it is not a new tab, the kit's way.
 */
export function readLink(event: MakerEvent, key: string): void {
  const value = event.get(key);
  const target = event.get("linkTarget");
  if (isEmpty(value)) return;
  const url = makerLink(value);
  if (url !== undefined && isSafeUrl(url, "link")) event.set("href", url, key);
  else event.drop(key, value, "not an http(s) or relative link: dropped");
  if (!isEmpty(target) && target !== "_blank") event.warn("linkTarget", target, "the link opens in a new tab");
}

/** Which Maker options give the size of a text: a popup's `fontSize` is in px, a text's in percent. */
export type MakerSizeKeys = { readonly px?: string; readonly percent: readonly string[] };

/**
 * Reads a Maker text's look onto the kit's look options: `fontFamily` to the nearest generic `font` (reported
 * as drawn in it, unless it is one), the size (see `MAKER_PERCENT_PER_EM`) to `size` in em, `fontColor` to
 * `color`, `fontDecorations` to `bold`, `italic` and `underline`, `alignment` (or `alignFrom`, which wins) to
 * `align`.
 */
export function readLook(event: MakerEvent, sizes: MakerSizeKeys, alignFrom?: unknown): void {
  const family = event.get("fontFamily");
  if (isText(family, 200) && family.trim() !== "") {
    const font = nearestFamily(family);
    event.set("font", font, "fontFamily");
    if (family.trim().toLowerCase() !== font)
      event.warn("fontFamily", family, `drawn in ${font}, the nearest generic family`);
  } else if (!isEmpty(family)) event.drop("fontFamily", family, "not a font name: dropped");

  readSize(event, sizes);

  const color = event.get("fontColor");
  const hex = makerColor(color);
  if (hex !== undefined) event.set("color", hex, "fontColor");
  else if (!isEmpty(color))
    event.drop("fontColor", color, "not a colour (#rgb, #rrggbb, rgb(r, g, b) or a CSS 2.1 name): dropped");

  const decorations = event.get("fontDecorations");
  if (isPlainObject(decorations)) {
    const flags: Record<string, string> = { bold: "bold", italics: "italic", underline: "underline" };
    for (const [key, value] of Object.entries(decorations)) {
      const path = `.fontDecorations${pathKey(key)}`;
      const on = value === true || value === "true";
      if (!Object.hasOwn(flags, key)) event.drop("fontDecorations", value, "not supported: dropped", path);
      else if (on) event.set(flags[key]!, true, "fontDecorations");
      else if (value !== false && value !== "false" && value !== null)
        event.drop("fontDecorations", value, "expected true or false: dropped", path);
    }
  } else if (!isEmpty(decorations))
    event.drop("fontDecorations", decorations, "expected { bold, italics, underline }: dropped");

  const given = event.get("alignment");
  const align = alignFrom ?? given;
  if (align === "left" || align === "center" || align === "right") event.set("align", align, "alignment");
  else if (!isEmpty(align)) event.drop("alignment", align, 'expected "left", "center" or "right": dropped');
}

function readSize(event: MakerEvent, { px, percent }: MakerSizeKeys): void {
  // Maker read a size of 0 as none, as an empty one.
  const none = (value: unknown) => isEmpty(value) || looseNumber(value) === 0;
  let em: number | undefined;
  let from = "";
  for (const [key, perEm] of [
    ...(px === undefined ? [] : [[px, PX_PER_EM] as const]),
    ...percent.map((key) => [key, MAKER_PERCENT_PER_EM] as const),
  ]) {
    const value = event.get(key);
    const n = looseNumber(value);
    // The first size given wins, as in Maker; the others are then read with nothing to keep.
    if (em !== undefined || none(value)) continue;
    if (n !== undefined && n > 0) {
      em = n / perEm;
      from = key;
    } else event.drop(key, value, `not a size in ${key === px ? "px" : "percent"}: dropped`);
  }
  if (em === undefined) return;
  const size = Math.round(Math.min(SIZES.max, Math.max(SIZES.min, em)) * 100) / 100;
  event.set("size", size, from);
  if (Math.abs(size - em) > 0.005)
    event.warn(
      from,
      event.given[from],
      `kept as ${size} em, the nearest size the kit draws (${SIZES.min} to ${SIZES.max} em)`,
    );
}
