import { pluginOutlet } from "../adapter/pluginView.js";
import type { PluginContext, PluginDefinition, Popcorn } from "../contract/popcorn.js";
import { refusal } from "../errors/errors.js";
import type { Markup } from "../markup/markup.js";
import type { MarkupView } from "../markup/markupView.js";
import { DEFAULT_SANITIZERS } from "../sanitize/instanceSanitizer.js";
import type { HtmlOrigin, HtmlSanitizers } from "../sanitize/sanitizers.js";
import { type ContainerLook, type Placement, acquireContainer, releaseContainer } from "./containers.js";
import { mediaElementOf, outletElement, reportMissingOutlet } from "./outletElement.js";
import { createRegions } from "./regions.js";
import { eventNode } from "./eventNode.js";
import { type RenderedMarkup, renderMarkup } from "./renderMarkup.js";

/**
 * What the DOM views of a layer on core share about an instance (compat's Popcorn 1.x instances keep their own):
 * where its media is, what an outlet name names, where an event's html came from. Every member is optional.
 */
export interface DomViewHost {
  /** The element that plays `pop`'s media, or null. @default `pop.player` (or its `element`) when it is an element */
  media?(pop: Popcorn): HTMLElement | null;
  /** The element the outlet `name` names, or null. @default the element with that id in the media's document */
  outlet?(pop: Popcorn, name: string): HTMLElement | null;
  /**
   * Where the html of event `id` came from, which picks its sanitizer: `"page"` for the page's own code's.
   * @default "file" (the strict profile), as for every event no framework component owns
   */
  origin?(pop: Popcorn, id: string): HtmlOrigin;
  /** The markup as it shows, from the plugin's (classes another event adds, say). @default the plugin's */
  decorate?(pop: Popcorn, id: string, markup: Markup | null): Markup | null;
  /**
   * The event `id` shows with `root` as its first element, and `render` renders it again; both null once it hides.
   */
  shown?(pop: Popcorn, id: string, root: HTMLElement | null, render: (() => void) | null): void;
}

/** Options of `withDomView`. */
export interface DomViewOptions {
  /**
   * Where an event without an outlet shows: `"overlay"` in a container over the media element (subtitles),
   * `"after"` in a container right after it. Without a media element (a virtual player), such an event shows nothing.
   * @default "after"
   */
  readonly placement?: Placement;
  /** The class and set-up of that container (see `acquireContainer`). @default `pk-overlay` / `pk-after` */
  readonly container?: ContainerLook;
  /** The copy's name, when the instance already has a plugin of the original's name. @default the plugin's name */
  readonly name?: string;
  /**
   * An element rendered once in each parent (the outlet, the container) that the events render into, kept from
   * the first event's start there to the last one's teardown: the captions' live region.
   */
  readonly region?: Markup;
  /** What the instance's views share (its media, its outlets, the origin of its html). @default core's defaults */
  readonly host?: DomViewHost;
  /**
   * The sanitizers html options fall back on when the instance has none of its own. @default DOMPurify's
   * (`DEFAULT_SANITIZERS`)
   */
  readonly sanitizers?: HtmlSanitizers;
}

/** What one event's view holds between its callbacks. */
interface ViewState {
  view: RenderedMarkup | null;
  parent: HTMLElement | null;
  container: { readonly media: HTMLElement; readonly element: HTMLElement } | null;
  unwatch: (() => void) | null;
  readsProgress: boolean;
}

/**
 * A copy of a plugin (same name and manifest, its own hooks still run first) that also renders `markup` into
 * the page while an event is active: into the element its option of type `target` names (see
 * `DomViewHost.outlet`), removed when the event ends, patched when it changes or its plugin refreshes it, and on
 * every frame if the markup reads `progress`. Html options pass the instance's sanitizer for the event's origin,
 * as the adapters sanitize a component's props. Without an outlet, `placement` says where it goes; a name that
 * names no element shows nothing and is the instance's `error` event. Mounts run and are destroyed, and every
 * node, listener and container is released at the event's end and teardown. A `markup` of null returns the
 * plugin as it is (a plugin with no view: `code`, `pause`).
 *
 * @example
 * pop.registerPlugin(withDomView(footnote, footnoteMarkup));
 */
export function withDomView(
  plugin: PluginDefinition<any, any>,
  markup: MarkupView<any> | null,
  options: DomViewOptions = {},
): PluginDefinition<any, any> {
  if (markup === null) return plugin;
  if (typeof markup !== "function") {
    throw refusal("INVALID_OPTION", "withDomView() got markup", markup, "a function or null");
  }
  const placement = options.placement ?? "after";
  if (placement !== "overlay" && placement !== "after") {
    throw refusal("INVALID_OPTION", "withDomView() got placement", placement, '"overlay" or "after"');
  }
  const host = options.host ?? {};
  const look = options.container ?? {};
  const sanitizers = options.sanitizers ?? DEFAULT_SANITIZERS;
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
  const mediaOf = (pop: Popcorn) => (host.media ? host.media(pop) : mediaElementOf(pop));

  const hide = (ctx: PluginContext<any>): void => {
    const state = states.get(ctx);
    if (state === undefined) return;
    state.unwatch?.();
    state.unwatch = null;
    state.view?.destroy();
    state.view = null;
    state.parent = null;
    host.shown?.(ctx.popcorn, ctx.event.id, null, null);
  };

  /** The element the event renders into now, or null (after reporting an outlet that names nothing). */
  const parentOf = (ctx: PluginContext<any>, state: ViewState): HTMLElement | null => {
    const pop = ctx.popcorn;
    const name = pluginOutlet(plugin, ctx.event.options as Record<string, unknown>);
    if (name !== undefined) {
      const element = host.outlet ? host.outlet(pop, name) : outletElement(mediaOf(pop), name);
      if (element === null) reportMissingOutlet(pop, plugin.name, ctx.event.id, name);
      return element;
    }
    const media = mediaOf(pop);
    if (media === null) return null;
    state.container ??= { media, element: acquireContainer(media, placement, look) };
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
    const origin = host.origin?.(pop, id) ?? "file";
    const { node: made, readsProgress } = eventNode(sanitizers, plugin, markup, pop, ctx.event, origin);
    const node = host.decorate ? host.decorate(pop, id, made) : made;
    state.readsProgress = readsProgress;
    if (state.view === null) state.view = renderMarkup(node, parent);
    else state.view.update(node);
    state.parent = parent;
    const root = state.view.nodes[0];
    host.shown?.(pop, id, root !== undefined && root.nodeType === 1 ? (root as HTMLElement) : null, () => render(ctx));
    // Changes (new options, a plugin's refresh when its data arrives) render it again.
    state.unwatch ??= pop.watch(id, (change) => {
      if (change.type === "change" && ctx.active) render(ctx);
    });
  };

  const teardown = (ctx: PluginContext<any>): void => {
    hide(ctx);
    const state = states.get(ctx);
    if (state !== undefined) regions?.release(state);
    if (state?.container != null) releaseContainer(state.container.media, placement, look);
    states.delete(ctx);
  };

  return {
    ...plugin,
    name: options.name ?? plugin.name,
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
