import type { PluginContext, PluginDefinition, Popcorn as CorePopcorn, PopcornError } from "@popcorn-kit/core";
import { pluginOutlet, pluginViewProps } from "@popcorn-kit/core/adapter";
import { invalid } from "../util/invalid.js";
import { type Markup, type MarkupProps, markupProps } from "@popcorn-kit/core/markup";
import { withClasses } from "@popcorn-kit/core/plugins/applyclass";
import { type Placement, acquireContainer, releaseContainer } from "./containers.js";
import { appliedTo, hostOf, reportViewError } from "./host.js";
import { htmlMarkup, withHtmlOptions } from "./htmlOptions.js";
import { createRegions } from "./regions.js";
import { type RenderedMarkup, renderMarkup } from "./renderMarkup.js";

export type { Placement } from "./containers.js";

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

/** What one event's view holds between its callbacks. */
interface ViewState {
  view: RenderedMarkup | null;
  parent: HTMLElement | null;
  container: { readonly media: HTMLElement; readonly element: HTMLElement } | null;
  unwatch: (() => void) | null;
  readsProgress: boolean;
}

/** The element a target option names: Popcorn's `target` is an element id. */
export function targetElement(pop: CorePopcorn, id: string): HTMLElement | null {
  const document = hostOf(pop).media?.ownerDocument ?? globalThis.document;
  return document?.getElementById(id) ?? null;
}

/** The error of a target id that names no element. */
export function missingTarget(plugin: string, id: string): PopcornError {
  return invalid(`The ${plugin} event's target`, id, "the id of an element in the page");
}

/**
 * A copy of a kit plugin (same name and manifest, its own hooks still run first) that also renders its markup
 * into the page while an event is active: into `document.getElementById(target)` (the value of its option of
 * type `target`, Popcorn's element id), removed when the event ends, patched when it changes or its plugin
 * refreshes it, and on every frame if the markup reads `progress`. Html options are sanitized as the adapters
 * sanitize a component's props (the instance's `sanitizeHtml`, else DOMPurify). Without a target, `placement`
 * says where it goes; an id that names no element shows nothing and is the instance's `error` event. Mounts run
 * and are destroyed, and every node, listener and container is released at the event's end and teardown.
 * A `markup` of null returns the plugin as it is (a plugin with no view: `code`, `pause`). With `html`, the
 * plugin's copy also takes those texts as HTML, in options of their own (`textHtml` beside `text`).
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
  if (typeof markup !== "function") {
    throw invalid("withDomView() got markup", markup, "a function or null");
  }
  const html = options.html ?? [];
  if (!Array.isArray(html)) throw invalid("withDomView() got html", html, "an array of option names");
  const plugin = html.length === 0 ? original : withHtmlOptions(original, html);
  const viewMarkup = html.length === 0 ? markup : htmlMarkup(markup, html);
  const placement = options.placement ?? "after";
  if (placement !== "overlay" && placement !== "after") {
    throw invalid("withDomView() got placement", placement, '"overlay" or "after"');
  }
  const regions = options.region === undefined ? undefined : createRegions(options.region);
  const states = new WeakMap<PluginContext<any>, ViewState>();
  const stateOf = (ctx: PluginContext<any>): ViewState => {
    let state = states.get(ctx);
    if (state === undefined) {
      state = { view: null, parent: null, container: null, unwatch: null, readsProgress: false };
      states.set(ctx, state);
    }
    return state;
  };

  const hide = (ctx: PluginContext<any>): void => {
    const state = states.get(ctx);
    if (state === undefined) return;
    state.unwatch?.();
    state.unwatch = null;
    state.view?.destroy();
    state.view = null;
    state.parent = null;
    const host = hostOf(ctx.popcorn);
    host.roots.delete(ctx.event.id);
    host.renders.delete(ctx.event.id);
  };

  /** The element the event renders into now, or null (after reporting a bad target). */
  const parentOf = (ctx: PluginContext<any>, state: ViewState): HTMLElement | null => {
    const pop = ctx.popcorn;
    const target = pluginOutlet(plugin, ctx.event.options as Record<string, unknown>);
    if (target !== undefined) {
      const element = targetElement(pop, target);
      if (element === null) reportViewError(pop, missingTarget(plugin.name, target), plugin.name, ctx.event.id);
      return element;
    }
    const media = hostOf(pop).media;
    if (media === null) return null;
    state.container ??= { media, element: acquireContainer(media, placement) };
    return state.container.element;
  };

  const render = (ctx: PluginContext<any>): void => {
    const pop = ctx.popcorn;
    const state = stateOf(ctx);
    const outer = parentOf(ctx, state);
    const parent = outer === null || regions === undefined ? outer : regions.acquire(outer, state);
    if (parent === null) {
      hide(ctx);
      return;
    }
    if (state.view !== null && state.parent !== parent) {
      state.view.destroy();
      state.view = null;
    }
    const { id } = ctx.event;
    let readsProgress = false;
    const host = hostOf(pop);
    const origin = host.fromFiles.has(id) ? "file" : "page";
    const readProgress = () => {
      readsProgress = true;
      return pop.progress(id);
    };
    const viewProps = pluginViewProps(plugin, { active: true, event: ctx.event }, pop, {}, readProgress, origin);
    const node = withClasses(viewMarkup(markupProps(viewProps, pop, origin)), appliedTo(host, id));
    state.readsProgress = readsProgress;
    if (state.view === null) state.view = renderMarkup(node, parent);
    else state.view.update(node);
    state.parent = parent;
    const root = state.view.nodes[0];
    if (root !== undefined && root.nodeType === 1) host.roots.set(id, root as HTMLElement);
    else host.roots.delete(id);
    host.renders.set(id, () => render(ctx));
    // Changes (new options, a plugin's refresh when its data arrives) render it again.
    state.unwatch ??= pop.watch(id, (change) => {
      if (change.type === "change" && ctx.active) render(ctx);
    });
  };

  const teardown = (ctx: PluginContext<any>): void => {
    hide(ctx);
    hostOf(ctx.popcorn).fromFiles.delete(ctx.event.id);
    const state = states.get(ctx);
    if (state !== undefined) regions?.release(state);
    if (state?.container != null) releaseContainer(state.container.media, placement);
    states.delete(ctx);
  };

  return {
    ...plugin,
    name: options.name ?? plugin.name,
    setup(ctx) {
      // Where its html came from is known when it is added: a file's gets the strict profile.
      const host = hostOf(ctx.popcorn);
      if (host.addingFromFile) host.fromFiles.add(ctx.event.id);
      return plugin.setup?.(ctx);
    },
    start(ctx) {
      plugin.start?.(ctx);
      render(ctx);
    },
    frame(ctx, progress) {
      plugin.frame?.(ctx, progress);
      if (states.get(ctx)?.readsProgress === true) render(ctx);
    },
    end(ctx) {
      plugin.end?.(ctx);
      hide(ctx);
    },
    teardown(ctx) {
      try {
        plugin.teardown?.(ctx);
      } finally {
        teardown(ctx);
      }
    },
  };
}
