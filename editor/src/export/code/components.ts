import { textLookOptions } from "@popcorn-kit/core/plugins/text";
import { map } from "@popcorn-kit/core/plugins/map";
import { wikipedia } from "@popcorn-kit/core/plugins/wikipedia";
/**
 * Which component of `@popcorn-kit/react/plugins`, `@popcorn-kit/vue/plugins` and `@popcorn-kit/svelte/plugins`
 * renders each catalogue plugin (the same names in the three adapters; core's catalogue table is the source).
 * `chapter` and `cue` have none: chapters are a list the adapters' `<Chapters>` reads, and a cue's content is
 * code. Subtitles are the media's data shown by `<Captions>`, or `<Cue>`s in an outlet (see `sceneMarkup`).
 */
export const PLUGIN_COMPONENTS: Readonly<Record<string, string>> = {
  footnote: "Footnote",
  text: "Text",
  image: "Image",
  webpage: "Webpage",
  code: "Code",
  pause: "Pause",
  lowerthird: "LowerThird",
  persontag: "PersonTag",
  attribution: "Attribution",
  timeline: "TimelineItem",
  callout: "Callout",
  applyclass: "ApplyClass",
  wordriver: "WordRiver",
  ticker: "Ticker",
  mediaspawner: "MediaSpawner",
  map: "MapView",
  template: "Template",
  wikipedia: "Wikipedia",
  sketch: "Sketch",
};

type Options = Readonly<Record<string, unknown>>;

/** Leaves out the keys whose value is undefined. */
function defined(options: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) if (value !== undefined) out[key] = value;
  return out;
}

/**
 * How a catalogue plugin's event is written with `popcorn-complete.js`'s Popcorn 1.x methods: the method, and
 * the Popcorn options that compat maps back to the same kit options. `lost` names kit options 1.x cannot say
 * (the event is still exported, and reported).
 */
export interface CompatMapping {
  readonly method: string;
  toPopcorn(options: Options): { options: Record<string, unknown>; lost: readonly string[] };
}

/** The options of `o` besides `kept` whose values are not their plugin's defaults: what a 1.x call cannot say. */
function changed(declared: Readonly<Record<string, object>>, o: Options, kept: readonly string[]): string[] {
  return Object.keys(o).filter(
    (key) =>
      o[key] !== undefined &&
      !kept.includes(key) &&
      JSON.stringify(o[key]) !== JSON.stringify((declared[key] as { default?: unknown } | undefined)?.default),
  );
}

/** A 1.x method whose options have the kit's names: `keys` go as they are, any other option given is lost. */
const same = (method: string, keys: readonly string[]): CompatMapping => ({
  method,
  toPopcorn: (o) => ({
    options: defined(Object.fromEntries(keys.map((key) => [key, o[key]]))),
    lost: Object.keys(o).filter((key) => o[key] !== undefined && !keys.includes(key)),
  }),
});

/** The options of a text's look, by the kit's names (core's table), which compat's `text` and `callout` read. */
const LOOK: readonly string[] = Object.keys(textLookOptions);
/** What the HTML export gives compat's `text` besides its text: its link, background and look. */
const TEXT_EXTRAS: readonly string[] = ["href", "background", ...LOOK];

/**
 * A 1.x method whose texts compat reads as HTML, as Popcorn 1.x set them (`footnote`'s `text`, `lowerthird`'s
 * `name`...): the kit's texts are text, so a call whose texts hold markup (`<` or `&`) says `escape: true`, which
 * compat shows as written. Without either, HTML reads as its own text and the call needs no more.
 */
const asText = (mapping: CompatMapping): CompatMapping => ({
  method: mapping.method,
  toPopcorn: (o) => {
    const { options, lost } = mapping.toPopcorn(o);
    const markup = Object.values(options).some((value) => typeof value === "string" && /[<&]/.test(value));
    return { options: markup ? { ...options, escape: true } : options, lost };
  },
});

/** The catalogue plugins the HTML export writes with compat's 1.x methods (each the inverse of compat's mapping). */
const MAPPINGS: Readonly<Record<string, CompatMapping>> = {
  subtitle: same("subtitle", ["text", "target"]),
  footnote: same("footnote", ["text", "target"]),
  text: {
    method: "text",
    // 1.x's `text` is HTML unless `escape`: the kit's `html` goes as it is, its plain `text` escaped. The link,
    // the background and the look (font, size, colour...) go by the kit's names, which compat reads beside 1.x's.
    toPopcorn: (o) => {
      const kept = [...TEXT_EXTRAS, "text", "html", "target"];
      const extras = Object.fromEntries(TEXT_EXTRAS.map((key) => [key, o[key]]));
      return {
        options:
          typeof o.html === "string" && o.html !== ""
            ? defined({ text: o.html, ...extras, target: o.target })
            : defined({ text: o.text ?? "", escape: true, ...extras, target: o.target }),
        lost: Object.keys(o).filter((key) => o[key] !== undefined && !kept.includes(key)),
      };
    },
  },
  image: {
    method: "image",
    // 1.x's `text` is both the caption and the alternative text; the kit's `alt` and `caption`, which compat reads
    // beside it, say them apart.
    toPopcorn: (o) => {
      const caption = typeof o.caption === "string" && o.caption !== "" ? o.caption : undefined;
      return {
        options: defined({ src: o.src, href: o.href, text: caption ?? o.alt, alt: o.alt, caption, target: o.target }),
        lost: [],
      };
    },
  },
  webpage: same("webpage", ["src", "sandbox", "title", "target"]),
  lowerthird: {
    method: "lowerthird",
    toPopcorn: (o) => ({ options: defined({ name: o.name, role: o.title, target: o.target }), lost: [] }),
  },
  attribution: {
    method: "attribution",
    toPopcorn: (o) => ({
      options: defined({
        nameofwork: o.title,
        copyrightholder: o.author,
        nameofworkurl: o.source,
        license: o.license,
        target: o.target,
      }),
      lost: [],
    }),
  },
  persontag: {
    method: "tagthisperson",
    toPopcorn: (o) => ({
      options: defined({ person: o.name, image: o.image, href: o.href, target: o.target }),
      lost: [],
    }),
  },
  timeline: {
    method: "timeline",
    // 1.x's direction "down" puts the newest last, "up" first; 1.x's item has no image description.
    toPopcorn: (o) => ({
      options: defined({
        title: o.title,
        text: o.text,
        image: o.image,
        href: o.href,
        direction: o.order === "newest-first" ? "up" : o.order === "newest-last" ? "down" : undefined,
        target: o.target,
      }),
      lost: typeof o.alt === "string" && o.alt !== "" ? ["alt"] : [],
    }),
  },
  callout: same("callout", ["text", "shape", "tail", "href", ...LOOK, "target"]),
  map: {
    method: "googlemap",
    // 1.x's `location` is the kit's label; markers, tiles and attribution go by the kit's names, which compat
    // reads. The page loads Leaflet for it (exportHtml's `leaflet`).
    toPopcorn: (o) => {
      const kept = ["lat", "lng", "zoom", "markers", "tiles", "attribution", "target"];
      return {
        options: defined({ ...Object.fromEntries(kept.map((key) => [key, o[key]])), location: o.label }),
        lost: changed(map.manifest.options, o, [...kept, "label"]),
      };
    },
  },
  wikipedia: {
    method: "wikipedia",
    // 1.x's `numberofwords` is the kit's `words`; the read's time-out and size limit are the page's own.
    toPopcorn: (o) => ({
      options: defined({ title: o.title, lang: o.lang, numberofwords: o.words, target: o.target }),
      lost: changed(wikipedia.manifest.options, o, ["title", "lang", "words", "target"]),
    }),
  },
  wordriver: same("wordriver", ["text", "color", "target"]),
  mediaspawner: {
    method: "mediaspawner",
    toPopcorn: (o) => ({
      options: defined({ source: o.src, caption: o.caption, target: o.target }),
      lost: o.label !== undefined && o.label !== o.caption ? ["label"] : [],
    }),
  },
  applyclass: same("applyclass", ["classes", "target", "to"]),
  pause: { method: "pausePlugin", toPopcorn: (o) => ({ options: defined({ duration: o.duration }), lost: [] }) },
};

/** The 1.x methods whose texts compat reads as HTML unless `escape` (compat's `COMPLETE_PLUGINS`). */
const HTML_TEXT_METHODS = new Set([
  "footnote",
  "subtitle",
  "image",
  "lowerthird",
  "attribution",
  "timeline",
  "mediaspawner",
  "wordriver",
  "tagthisperson",
]);

/** The catalogue plugins the HTML export writes with compat's 1.x methods, each writing its texts as text. */
export const COMPAT_MAPPINGS: Readonly<Record<string, CompatMapping>> = Object.fromEntries(
  Object.entries(MAPPINGS).map(([type, mapping]) => [
    type,
    HTML_TEXT_METHODS.has(mapping.method) ? asText(mapping) : mapping,
  ]),
);
