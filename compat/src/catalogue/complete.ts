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
import { text, textMarkup } from "@popcorn-kit/core/plugins/text";
import { timeline, timelineMarkup } from "@popcorn-kit/core/plugins/timeline";
import { webpage, webpageMarkup } from "@popcorn-kit/core/plugins/webpage";
import { wikipedia, wikipediaMarkup } from "@popcorn-kit/core/plugins/wikipedia";
import { wordriver, wordriverMarkup } from "@popcorn-kit/core/plugins/wordriver";
import type { SubtitleEvent } from "@popcorn-kit/core";
import { type Markup, type MarkupProps, el } from "@popcorn-kit/core/markup";
import { withClassView } from "../dom/withClassView.js";
import { withDomView } from "../dom/withDomView.js";
import { defined, escapeHtml, htmlOption, text as asText } from "./options.js";
import { isAudio, wikipediaArticle } from "./mappings.js";
import { fromPopcorn1x } from "./popcorn1x.js";
import { POPCORN_1X } from "./popcorn1x.generated.js";
import type { CompatPlugin } from "./types.js";

type Options = Readonly<Record<string, unknown>>;

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

/**
 * Popcorn 1.x `timeline`: its `title` and `text` were HTML, and `innerHTML` (HTML by its name, whatever `escape`
 * says) followed the text after a line break; the kit's item has one text, which shows both.
 */
function timelineText(o: Options, mapped: Record<string, unknown>): Record<string, unknown> {
  const text = asText(o.text);
  const more = asText(o.innerHTML);
  const parts = [typeof text === "string" && o.escape === true ? escapeHtml(text) : text, more].filter(
    (part): part is string => typeof part === "string" && part !== "",
  );
  return {
    ...mapped,
    ...(parts.length === 0 ? { text, textHtml: null } : htmlOption("text", parts.join("<br>"), false)),
  };
}

/**
 * Popcorn 1.x `text`: HTML unless `escape`, with line breaks as `<br>` when `multiline`; and the kit's look,
 * link and background, read one to one.
 */
function textOptions(options: Options, rest: Record<string, unknown>): Record<string, unknown> {
  const content = asText(options.text);
  if (typeof content !== "string") return { text: content, ...rest };
  const multiline = options.multiline === true;
  if (options.escape === true && !multiline) return { text: content, ...rest };
  // Escaped text with its line breaks kept is HTML too; either way it passes the instance's sanitizer.
  const html = options.escape === true ? escapeHtml(content) : content;
  return { html: multiline ? html.replace(/\r?\n/g, "<br>") : html, ...rest };
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
 * Every Popcorn 1.x plugin that runs on the kit's catalogue, with Popcorn's option names (core's catalogue table
 * maps them, see popcorn1x.generated.ts), each rendering its markup into the page (the element whose id is
 * `target`, else after the media element; subtitles over it). `googlemap`/`openmap`, `mustache` and `processing`,
 * whose kit plugins load a library, are `LIBRARY_PLUGINS`. Beside 1.x's own: the kit's `callout` in its option
 * names, and Popcorn Maker's `popup`, which it runs.
 * Where 1.x set an option as HTML (`footnote`'s and `subtitle`'s `text`, `image`'s `text`, `lowerthird`'s `name`,
 * `salutation` and `role`, `attribution`'s `nameofwork` and `copyrightholder`, `timeline`'s `title`, `text` and
 * `innerHTML`, `mediaspawner`'s `caption`, `wordriver`'s `text`, `tagthisperson`'s `person`), it is HTML here too,
 * passed through the instance's sanitizer (the strict profile for a file's events); `escape: true` shows it as text.
 * Popcorn Maker's `popup` wrote its text as text, and still does.
 */
export const COMPLETE_PLUGINS: readonly CompatPlugin[] = [
  ...fromPopcorn1x("footnote", withDomView(footnote, footnoteMarkup, { html: POPCORN_1X.footnote.html })),
  ...fromPopcorn1x("text", withDomView(text, textMarkup), textOptions),
  ...fromPopcorn1x(
    "subtitle",
    withDomView(subtitlePlugin, subtitleLine, {
      placement: "overlay",
      // Every instance has core's headless `subtitle`: the one that renders is a plugin of its own name.
      name: "popcorn-subtitle",
      region: el("div", { class: "pk-captions", "aria-live": "polite" }),
      html: POPCORN_1X.subtitle.html,
    }),
    // A parser's lines bring the kit's cue tree and settings (WebVTT positions, voices, karaoke): kept, and their
    // text is the tree's text. A page's line is HTML, as in 1.x.
    (o, mapped) => {
      const { nodes, settings, region, voice, style, lang } = o;
      const line = o.nodes === undefined ? mapped : { ...mapped, text: asText(o.text), textHtml: undefined };
      return { ...line, nodes, settings, region, voice, style, lang };
    },
  ),
  // Popcorn's `text` (HTML) was shown with the image: its caption, and as text what it shows for screen readers.
  // The kit's `alt` and `caption`, when a page gives them (the editor's does), are text and say the two apart.
  ...fromPopcorn1x("image", withDomView(image, imageMarkup, { html: POPCORN_1X.image.html }), (o, mapped) => {
    if (o.alt !== undefined || o.caption !== undefined) {
      return { ...mapped, alt: mapped.alt ?? "", caption: asText(o.caption), captionHtml: undefined };
    }
    const caption = htmlOption("caption", o.text, o.escape);
    return { ...mapped, alt: caption.caption ?? "", ...caption };
  }),
  // Popcorn's frame ran the page's scripts; here it is sandboxed unless `sandbox` lifts flags (the kit checks them).
  ...fromPopcorn1x("webpage", withDomView(webpage, webpageMarkup)),
  ...fromPopcorn1x("code", code),
  // 1.x wrote the salutation, the name and the role as HTML.
  ...fromPopcorn1x(
    "lowerthird",
    withDomView(lowerthird, lowerthirdMarkup, { html: POPCORN_1X.lowerthird.html }),
    (o, mapped) => {
      const name = asText(o.name);
      const salutation = asText(o.salutation);
      if (typeof salutation !== "string" || salutation === "" || typeof name !== "string") return mapped;
      return { ...mapped, ...htmlOption("name", `${salutation} ${name}`, o.escape) };
    },
  ),
  // 1.x wrote the work's name and its holder's as HTML.
  ...fromPopcorn1x("attribution", withDomView(attribution, attributionMarkup, { html: POPCORN_1X.attribution.html })),
  ...fromPopcorn1x("timeline", withDomView(timeline, timelineMarkup, { html: POPCORN_1X.timeline.html }), timelineText),
  ...fromPopcorn1x("callout", withDomView(callout, calloutMarkup)),
  // The kit's callout under a name of its own, so that its events read back as popups.
  { name: "popup", plugin: withDomView(callout, calloutMarkup, { name: "popup" }), fromPopcorn: popupOptions },
  // 1.x's caption was HTML; its text labels the clip for screen readers.
  ...fromPopcorn1x(
    "mediaspawner",
    withDomView(mediaspawner, mediaspawnerMarkup, { html: POPCORN_1X.mediaspawner.html }),
    (o, mapped) => ({ ...mapped, kind: isAudio(o.source) ? "audio" : "video", label: mapped.caption ?? "Media" }),
  ),
  ...fromPopcorn1x("wordriver", withDomView(wordriver, wordriverMarkup, { html: POPCORN_1X.wordriver.html })),
  ...fromPopcorn1x("persontag", withDomView(persontag, persontagMarkup, { html: POPCORN_1X.persontag.html })),
  // `src`, an article's address, names the title and the language.
  ...fromPopcorn1x("wikipedia", withDomView(wikipedia, wikipediaMarkup), (o, mapped) => {
    const article = wikipediaArticle(o.src);
    return { ...mapped, title: article?.title ?? mapped.title, lang: mapped.lang ?? article?.lang };
  }),
  ...fromPopcorn1x("applyclass", withClassView(applyClass)),
  // `pause` is the instance's own method: the plugin takes Popcorn Maker's name for it.
  ...fromPopcorn1x("pause", pause),
];
