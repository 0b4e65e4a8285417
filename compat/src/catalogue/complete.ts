import { subtitlePlugin } from "@popcorn-kit/core";
import { applyClass } from "@popcorn-kit/core/plugins/applyclass";
import { attribution, attributionMarkup } from "@popcorn-kit/core/plugins/attribution";
import { callout, calloutMarkup } from "@popcorn-kit/core/plugins/callout";
import { captionsMarkup, hasTimestamps } from "@popcorn-kit/core/plugins/captions";
import { code } from "@popcorn-kit/core/plugins/code";
import { footnote, footnoteMarkup } from "@popcorn-kit/core/plugins/footnote";
import { image, imageMarkup } from "@popcorn-kit/core/plugins/image";
import { lowerthird, lowerthirdMarkup } from "@popcorn-kit/core/plugins/lowerthird";
import { mediaspawner, mediaspawnerMarkup } from "@popcorn-kit/core/plugins/mediaspawner";
import { pause } from "@popcorn-kit/core/plugins/pause";
import { persontag, persontagMarkup } from "@popcorn-kit/core/plugins/persontag";
import { text, textLookOptions, textMarkup } from "@popcorn-kit/core/plugins/text";
import { timeline, timelineMarkup } from "@popcorn-kit/core/plugins/timeline";
import { webpage, webpageMarkup } from "@popcorn-kit/core/plugins/webpage";
import { wikipedia, wikipediaMarkup } from "@popcorn-kit/core/plugins/wikipedia";
import { wordriver, wordriverMarkup } from "@popcorn-kit/core/plugins/wordriver";
import type { SubtitleEvent } from "@popcorn-kit/core";
import { type Markup, type MarkupProps, el } from "@popcorn-kit/core/markup";
import { withClassView } from "../dom/withClassView.js";
import { withDomView } from "../dom/withDomView.js";
import { defined, escapeHtml, htmlText, text as asText } from "./options.js";
import { isAudio, licenseOf, wikipediaArticle } from "./mappings.js";
import type { CompatPlugin } from "./types.js";

type Options = Readonly<Record<string, unknown>>;

/**
 * A Popcorn 1.x `code` callback as the kit's `code` plugin calls it: with the event's Popcorn options, as
 * Popcorn did. Anything but a function (a string a page passed) goes on as it is, for the kit's manifest to
 * refuse with a `PopcornError`: nothing is ever evaluated.
 */
function callback(options: Options, name: string): unknown {
  const fn = options[name];
  if (typeof fn !== "function") return fn;
  return () => (fn as (options: Options) => void)(options);
}

/** One subtitle's line, as the captions region holds it (the region is shared by the lines of one place). */
function subtitleLine(props: MarkupProps<unknown>): Markup | null {
  const line = props.event as unknown as SubtitleEvent;
  // A karaoke line (`<00:00:02.000>` inside) changes with the time: reading progress renders it on every frame.
  if (hasTimestamps([line])) void props.progress;
  const region = captionsMarkup({ lines: [line], time: props.pop?.currentTime ?? 0 });
  return region.children[0] ?? null;
}

/**
 * The kit's look of a text or a callout (font, size, colour, bold, italic, underline, alignment), by the kit's
 * names, which a page's calls may give beside 1.x's options (the editor's HTML export does).
 */
function lookOf(options: Options): Record<string, unknown> {
  const look: Record<string, unknown> = {};
  for (const key in textLookOptions) look[key] = options[key];
  return look;
}

/**
 * Popcorn 1.x `text`: HTML unless `escape`, with line breaks as `<br>` when `multiline`; and the kit's look,
 * link and background.
 */
function textOptions(options: Options): Record<string, unknown> {
  const content = asText(options.text);
  const { target, href, background } = options;
  const rest = { ...lookOf(options), href, background, target };
  if (typeof content !== "string") return defined({ text: content, ...rest });
  const multiline = options.multiline === true;
  if (options.escape === true && !multiline) return defined({ text: content, ...rest });
  // Escaped text with its line breaks kept is HTML too; either way it passes the instance's sanitizer.
  const html = options.escape === true ? escapeHtml(content) : content;
  return defined({ html: multiline ? html.replace(/\r?\n/g, "<br>") : html, ...rest });
}

/**
 * Popcorn Maker's `popup`: `type` "speech" or "thought" is a bubble whose `triangle` ("bottom left"...) is its
 * tail; any other type is a box, with no tail. `linkUrl` is its link.
 */
function popupOptions(o: Options): Record<string, unknown> {
  const bubble = o.type === "speech" || o.type === "thought";
  const tail = typeof o.triangle === "string" ? o.triangle.trim().split(/\s+/).join("-") : undefined;
  return defined({
    text: asText(o.text),
    shape: bubble ? o.type : "box",
    tail: bubble ? tail : "none",
    href: o.linkUrl,
    target: o.target,
  });
}

/**
 * Every Popcorn 1.x plugin that runs on the kit's catalogue, with Popcorn's option names, each rendering its
 * markup into the page (the element whose id is `target`, else after the media element; subtitles over it).
 * `googlemap`/`openmap`, `mustache` and `processing`, whose kit plugins load a library, are `LIBRARY_PLUGINS`.
 * Beside 1.x's own: the kit's `callout` in its option names, and Popcorn Maker's `popup`, which it runs.
 */
export const COMPLETE_PLUGINS: readonly CompatPlugin[] = [
  {
    name: "footnote",
    plugin: withDomView(footnote, footnoteMarkup),
    fromPopcorn: (o) => defined({ text: asText(o.text), target: o.target }),
  },
  { name: "text", plugin: withDomView(text, textMarkup), fromPopcorn: textOptions },
  {
    name: "subtitle",
    plugin: withDomView(subtitlePlugin, subtitleLine, {
      placement: "overlay",
      // Every instance has core's headless `subtitle`: the one that renders is a plugin of its own name.
      name: "popcorn-subtitle",
      region: el("div", { class: "pk-captions", "aria-live": "polite" }),
    }),
    // A parser's lines bring the kit's cue tree and settings (WebVTT positions, voices, karaoke): kept.
    fromPopcorn: (o) =>
      defined({
        text: asText(o.text),
        target: o.target,
        nodes: o.nodes,
        settings: o.settings,
        region: o.region,
        voice: o.voice,
        style: o.style,
        lang: o.lang,
      }),
  },
  {
    name: "image",
    plugin: withDomView(image, imageMarkup),
    // Popcorn's `text` was shown with the image: its caption, and what it shows for screen readers. The kit's
    // `alt` and `caption`, when a page gives them (the editor's does), say the two apart.
    fromPopcorn: (o) => {
      const both = o.alt === undefined && o.caption === undefined;
      return defined({
        src: o.src,
        href: o.href,
        alt: asText(both ? o.text : o.alt) ?? "",
        caption: asText(both ? o.text : o.caption),
        target: o.target,
      });
    },
  },
  {
    name: "webpage",
    plugin: withDomView(webpage, webpageMarkup),
    // Popcorn's frame ran the page's scripts; here it is sandboxed unless `sandbox` lifts flags (the kit checks them).
    fromPopcorn: (o) => defined({ src: o.src, sandbox: o.sandbox, title: asText(o.title), target: o.target }),
  },
  {
    name: "code",
    plugin: code,
    fromPopcorn: (o) =>
      defined({ onStart: callback(o, "onStart"), onFrame: callback(o, "onFrame"), onEnd: callback(o, "onEnd") }),
  },
  {
    name: "lowerthird",
    plugin: withDomView(lowerthird, lowerthirdMarkup),
    fromPopcorn: (o) => {
      const name = asText(o.name);
      const salutation = asText(o.salutation);
      return defined({
        name:
          typeof salutation === "string" && salutation !== "" && typeof name === "string"
            ? `${salutation} ${name}`
            : name,
        title: asText(o.role),
        target: o.target,
      });
    },
  },
  {
    name: "attribution",
    plugin: withDomView(attribution, attributionMarkup),
    fromPopcorn: (o) =>
      defined({
        title: asText(o.nameofwork),
        source: o.nameofworkurl,
        author: asText(o.copyrightholder),
        license: licenseOf(o.license, o.licenseurl),
        target: o.target,
      }),
  },
  {
    name: "timeline",
    plugin: withDomView(timeline, timelineMarkup),
    fromPopcorn: (o) =>
      defined({
        title: asText(o.title),
        // Popcorn's innerHTML is kept as its text: the kit's timeline item shows text.
        text: o.text !== undefined ? asText(o.text) : htmlText(o.innerHTML),
        image: o.image,
        href: o.href,
        order: o.direction === "down" ? "newest-last" : o.direction === "up" ? "newest-first" : undefined,
        target: o.target,
      }),
  },
  {
    name: "callout",
    plugin: withDomView(callout, calloutMarkup),
    fromPopcorn: (o) =>
      defined({ text: asText(o.text), shape: o.shape, tail: o.tail, href: o.href, ...lookOf(o), target: o.target }),
  },
  // The kit's callout under a name of its own, so that its events read back as popups.
  { name: "popup", plugin: withDomView(callout, calloutMarkup, { name: "popup" }), fromPopcorn: popupOptions },
  {
    name: "mediaspawner",
    plugin: withDomView(mediaspawner, mediaspawnerMarkup),
    fromPopcorn: (o) =>
      defined({
        src: o.source,
        kind: isAudio(o.source) ? "audio" : "video",
        label: asText(o.caption) ?? "Media",
        caption: asText(o.caption),
        target: o.target,
      }),
  },
  {
    name: "wordriver",
    plugin: withDomView(wordriver, wordriverMarkup),
    fromPopcorn: (o) => defined({ text: asText(o.text), color: o.color, target: o.target }),
  },
  {
    name: "tagthisperson",
    plugin: withDomView(persontag, persontagMarkup),
    fromPopcorn: (o) => defined({ name: asText(o.person), image: o.image, href: o.href, target: o.target }),
  },
  {
    name: "wikipedia",
    plugin: withDomView(wikipedia, wikipediaMarkup),
    fromPopcorn: (o) => {
      const article = wikipediaArticle(o.src);
      return defined({
        title: article?.title ?? asText(o.title),
        lang: o.lang ?? article?.lang,
        words: o.numberofwords,
        target: o.target,
      });
    },
  },
  {
    name: "applyclass",
    plugin: withClassView(applyClass),
    fromPopcorn: (o) => defined({ classes: o.classes, target: o.target, to: o.to }),
  },
  // `pause` is the instance's own method: the plugin takes Popcorn Maker's name for it.
  { name: "pausePlugin", plugin: pause, fromPopcorn: (o) => defined({ duration: o.duration }) },
];
