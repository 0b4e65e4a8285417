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
import type { Popcorn as CorePopcorn, SubtitleEvent, TrackEventView } from "@popcorn-kit/core";
import { instanceOfKit, peekState } from "../instance/state.js";
import { type Markup, type MarkupProps, el } from "@popcorn-kit/core/markup";
import { withClassView } from "../dom/withClassView.js";
import { withDomView } from "../dom/withDomView.js";
import { defined, escapeHtml, htmlOption, text as asText } from "./options.js";
import { isAudio, licenseOf, wikipediaArticle } from "./mappings.js";
import type { CompatPlugin } from "./types.js";

type Options = Readonly<Record<string, unknown>>;

/**
 * A Popcorn 1.x `code` callback as the kit's `code` plugin calls it (with the instance last): with the instance
 * as `this` and the event's whole Popcorn options (its start, end and id too). Anything but a function (a string
 * a page passed) goes on as it is, for the kit's manifest to refuse with a `PopcornError`: nothing is ever
 * evaluated.
 */
function callback(options: Options, name: string): unknown {
  const fn = options[name];
  if (typeof fn !== "function") return fn;
  return (view: TrackEventView, ...rest: unknown[]) => {
    const instance = instanceOfKit(rest.at(-1) as CorePopcorn);
    fn.call(instance, (instance && peekState(instance)?.events.get(view.id)) ?? options);
  };
}

/**
 * One subtitle's line, as the captions region holds it (the region is shared by the lines of one place). Its text
 * is the view's (`props.text`), where the sanitized `textHtml` of a 1.x line goes; a parsed line's cue tree
 * (`nodes`) is drawn instead when it has one.
 */
function subtitleLine(props: MarkupProps<{ text: string }>): Markup | null {
  const event = props.event as unknown as SubtitleEvent;
  // A karaoke line (`<00:00:02.000>` inside) changes with the time: reading progress renders it on every frame.
  if (hasTimestamps([event])) void props.progress;
  const line = { ...event, options: { ...event.options, text: props.text } };
  const region = captionsMarkup({ lines: [line], time: props.pop?.currentTime ?? 0 });
  return region.children[0] ?? null;
}

/** A 1.x option that was HTML (see `htmlOption`), unless the call says `escape: true`. */
const html = (o: Options, key: string, value: unknown) => htmlOption(key, value, o.escape);

/**
 * Popcorn 1.x `timeline`: its `title` and `text` were HTML, and `innerHTML` (HTML by its name, whatever `escape`
 * says) followed the text after a line break; the kit's item has one text, which shows both.
 */
function timelineOptions(o: Options): Record<string, unknown> {
  const text = asText(o.text);
  const more = asText(o.innerHTML);
  const parts = [typeof text === "string" && o.escape === true ? escapeHtml(text) : text, more].filter(
    (part): part is string => typeof part === "string" && part !== "",
  );
  return defined({
    ...html(o, "title", o.title),
    ...(parts.length === 0 ? { text, textHtml: null } : htmlOption("text", parts.join("<br>"), false)),
    image: o.image,
    href: o.href,
    order: o.direction === "down" ? "newest-last" : o.direction === "up" ? "newest-first" : undefined,
    target: o.target,
  });
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
 * Where 1.x set an option as HTML (`footnote`'s and `subtitle`'s `text`, `image`'s `text`, `lowerthird`'s `name`,
 * `salutation` and `role`, `attribution`'s `nameofwork` and `copyrightholder`, `timeline`'s `title`, `text` and
 * `innerHTML`, `mediaspawner`'s `caption`, `wordriver`'s `text`, `tagthisperson`'s `person`), it is HTML here too,
 * passed through the instance's sanitizer (the strict profile for a file's events); `escape: true` shows it as text.
 * Popcorn Maker's `popup` wrote its text as text, and still does.
 */
export const COMPLETE_PLUGINS: readonly CompatPlugin[] = [
  {
    name: "footnote",
    plugin: withDomView(footnote, footnoteMarkup, { html: ["text"] }),
    fromPopcorn: (o) => defined({ ...html(o, "text", o.text), target: o.target }),
  },
  { name: "text", plugin: withDomView(text, textMarkup), fromPopcorn: textOptions },
  {
    name: "subtitle",
    plugin: withDomView(subtitlePlugin, subtitleLine, {
      placement: "overlay",
      // Every instance has core's headless `subtitle`: the one that renders is a plugin of its own name.
      name: "popcorn-subtitle",
      region: el("div", { class: "pk-captions", "aria-live": "polite" }),
      html: ["text"],
    }),
    // A parser's lines bring the kit's cue tree and settings (WebVTT positions, voices, karaoke): kept, and their
    // text is the tree's text. A page's line is HTML, as in 1.x.
    fromPopcorn: (o) =>
      defined({
        ...(o.nodes === undefined ? html(o, "text", o.text) : { text: asText(o.text) }),
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
    plugin: withDomView(image, imageMarkup, { html: ["caption"] }),
    // Popcorn's `text` (HTML) was shown with the image: its caption, and as text what it shows for screen readers.
    // The kit's `alt` and `caption`, when a page gives them (the editor's does), are text and say the two apart.
    fromPopcorn: (o) => {
      if (o.alt !== undefined || o.caption !== undefined) {
        return defined({
          src: o.src,
          href: o.href,
          alt: asText(o.alt) ?? "",
          caption: asText(o.caption),
          target: o.target,
        });
      }
      const caption = html(o, "caption", o.text);
      return defined({ src: o.src, href: o.href, alt: caption.caption ?? "", ...caption, target: o.target });
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
    plugin: withDomView(lowerthird, lowerthirdMarkup, { html: ["name", "title"] }),
    // 1.x wrote the salutation, the name and the role as HTML.
    fromPopcorn: (o) => {
      const name = asText(o.name);
      const salutation = asText(o.salutation);
      const full =
        typeof salutation === "string" && salutation !== "" && typeof name === "string"
          ? `${salutation} ${name}`
          : name;
      return defined({ ...html(o, "name", full), ...html(o, "title", o.role), target: o.target });
    },
  },
  {
    name: "attribution",
    plugin: withDomView(attribution, attributionMarkup, { html: ["title", "author"] }),
    // 1.x wrote the work's name and its holder's as HTML.
    fromPopcorn: (o) =>
      defined({
        ...html(o, "title", o.nameofwork),
        source: o.nameofworkurl,
        ...html(o, "author", o.copyrightholder),
        license: licenseOf(o.license, o.licenseurl),
        target: o.target,
      }),
  },
  {
    name: "timeline",
    plugin: withDomView(timeline, timelineMarkup, { html: ["title", "text"] }),
    fromPopcorn: timelineOptions,
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
    plugin: withDomView(mediaspawner, mediaspawnerMarkup, { html: ["caption"] }),
    // 1.x's caption was HTML; its text labels the clip for screen readers.
    fromPopcorn: (o) => {
      const caption = html(o, "caption", o.caption);
      return defined({
        src: o.source,
        kind: isAudio(o.source) ? "audio" : "video",
        label: caption.caption ?? "Media",
        ...caption,
        target: o.target,
      });
    },
  },
  {
    name: "wordriver",
    plugin: withDomView(wordriver, wordriverMarkup, { html: ["text"] }),
    fromPopcorn: (o) => defined({ ...html(o, "text", o.text), color: o.color, target: o.target }),
  },
  {
    name: "tagthisperson",
    plugin: withDomView(persontag, persontagMarkup, { html: ["name"] }),
    fromPopcorn: (o) => defined({ ...html(o, "name", o.person), image: o.image, href: o.href, target: o.target }),
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
