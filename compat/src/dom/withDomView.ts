import type { PluginDefinition } from "@popcorn-kit/core";
import {
  type ContainerLook,
  type DomViewHost,
  type Placement,
  withDomView as withCoreDomView,
} from "@popcorn-kit/core/dom";
import type { Markup, MarkupProps } from "@popcorn-kit/core/markup";
import { withClasses } from "@popcorn-kit/core/plugins/applyclass";
import { invalid } from "../util/invalid.js";
import { appliedTo, hostOf } from "./host.js";
import { htmlMarkup, withHtmlOptions } from "./htmlOptions.js";
import { useSubtitleLook } from "./subtitleLook.js";

export type { Placement } from "@popcorn-kit/core/dom";

/** Options of `withDomView`. */
export interface DomViewOptions {
  /**
   * Where an event without a target shows: `"overlay"` over the media element (subtitles), `"after"` in a
   * container right after it. Without a media element (a virtual player), such an event shows nothing.
   * @default "after"
   */
  readonly placement?: Placement;
  /**
   * The copy's name, when the instance already has a plugin of the original's name: core's built-in `subtitle`
   * is registered on every instance, so its view is a plugin of another name. @default the plugin's name
   */
  readonly name?: string;
  /**
   * An element rendered once in each parent (the target element, the container) that the events render into,
   * kept from the first event's start there to the last one's teardown: the captions' live region.
   */
  readonly region?: Markup;
  /**
   * Text options that Popcorn 1.x set as HTML (`["text"]` for a footnote): each gets an option `<key>Html` of type
   * `html` (see `withHtmlOptions`) which, when given, shows in the text's place, passed through the instance's
   * sanitizer as every html option is (the strict profile of files' html for an event a file gave).
   * @default []
   */
  readonly html?: readonly string[];
}

/** 1.x's containers beside the media: their own class names, and 1.x's subtitle look over the video. */
const LOOKS: Readonly<Record<Placement, ContainerLook>> = {
  overlay: { className: "pk-compat-overlay", prepare: (element) => useSubtitleLook(element.ownerDocument) },
  after: { className: "pk-compat-after" },
};

/**
 * What a 1.x instance's views share (see `hostOf`): the media `bindMedia` gave, the strict profile for a file's
 * events, the classes `applyclass` adds to an event's root, and each shown root for it.
 */
const HOST: DomViewHost = {
  // Targets are element ids in the media's document: core's default outlet, with this media.
  media: (pop) => hostOf(pop).media,
  origin: (pop, id) => (hostOf(pop).fromFiles.has(id) ? "file" : "page"),
  decorate: (pop, id, markup) => withClasses(markup, appliedTo(hostOf(pop), id)),
  shown(pop, id, root, render) {
    const host = hostOf(pop);
    if (root !== null) host.roots.set(id, root);
    else host.roots.delete(id);
    if (render !== null) host.renders.set(id, render);
    else host.renders.delete(id);
  },
};

/**
 * A copy of a kit plugin (same name and manifest, its own hooks still run first) that also renders its markup
 * into the page while an event is active, with core's `withDomView`: into `document.getElementById(target)` (the
 * value of its option of type `target`, Popcorn's element id), removed when the event ends, patched when it
 * changes or its plugin refreshes it, and on every frame if the markup reads `progress`. Html options are
 * sanitized as the adapters sanitize a component's props (the instance's `sanitizeHtml`, else DOMPurify; the
 * strict profile for an event a file gave). Without a target, `placement` says where it goes (a
 * `.pk-compat-overlay` or `.pk-compat-after` beside the media `bindMedia` gave); an id that names no element
 * shows nothing and is the instance's `error` event. A `markup` of null returns the plugin as it is (a plugin
 * with no view: `code`, `pause`). With `html`, the plugin's copy also takes those texts as HTML, in options of
 * their own (`textHtml` beside `text`).
 *
 * @example
 * core.registerPlugin(withDomView(footnote, footnoteMarkup, { html: ["text"] }));
 */
export function withDomView(
  original: PluginDefinition<any, any>,
  markup: ((props: MarkupProps<any>) => Markup | null) | null,
  options: DomViewOptions = {},
): PluginDefinition<any, any> {
  if (markup === null) return original;
  const html = options.html ?? [];
  if (!Array.isArray(html)) throw invalid("withDomView() got html", html, "an array of option names");
  const plugin = html.length === 0 ? original : withHtmlOptions(original, html);
  const placement = options.placement ?? "after";
  // Core's refuses markup that is not a function.
  const view = html.length === 0 || typeof markup !== "function" ? markup : htmlMarkup(markup, html);
  const viewed = withCoreDomView(plugin, view, {
    placement,
    container: LOOKS[placement],
    name: options.name,
    region: options.region,
    host: HOST,
  });
  return {
    ...viewed,
    setup(ctx) {
      // Where its html came from is known when it is added: a file's gets the strict profile.
      const host = hostOf(ctx.popcorn);
      if (host.addingFromFile) host.fromFiles.add(ctx.event.id);
      return viewed.setup?.(ctx);
    },
    teardown(ctx) {
      try {
        viewed.teardown?.(ctx);
      } finally {
        hostOf(ctx.popcorn).fromFiles.delete(ctx.event.id);
      }
    },
  };
}
