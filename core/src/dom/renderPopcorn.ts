import { isComponentEvent } from "../adapter/componentEvents.js";
import { pluginOutlet } from "../adapter/pluginView.js";
import type { Popcorn } from "../contract/popcorn.js";
import type { TrackEventView } from "../contract/trackEvent.js";
import { plainFields, refusal } from "../errors/errors.js";
import type { MarkupView } from "../markup/markupView.js";
import { appliedClasses, withClasses } from "../plugins/catalogue/applyclass.js";
import { createCaptionState } from "../plugins/catalogue/captions/captionLanguage.js";
import { captionLines, captionsMarkup, hasTimestamps } from "../plugins/catalogue/captions/captionLines.js";
import type { SubtitleEvent } from "../plugins/builtins.js";
import { DEFAULT_SANITIZERS } from "../sanitize/instanceSanitizer.js";
import type { HtmlOrigin, HtmlSanitizers } from "../sanitize/sanitizers.js";
import { mediaElementOf, outletElement, reportViewError } from "./outletElement.js";
import { eventNode } from "./eventNode.js";
import { type RenderedMarkup, renderMarkup } from "./renderMarkup.js";

/** Options of `renderPopcorn`. */
export interface RenderPopcornOptions {
  /**
   * The markup of each event type to show, by type: `{ footnote: footnoteMarkup, image: imageMarkup }` (each
   * plugin's markup is on its subpath, `@popcorn-kit/core/plugins/<name>`). Events of other types show nothing.
   * @default {}
   */
  readonly views?: Readonly<Record<string, MarkupView<any>>>;
  /**
   * The media element: the captions and the events without an outlet render right after it, as
   * `<PopcornVideo>` renders them (the kit's stylesheet lays them over the video inside a `.pk-stage`).
   * @default `pop.player` (or its `element`) when it is an element, else none
   */
  readonly media?: HTMLElement | null;
  /**
   * The elements outlets name, by name (what a plugin's option of type `target` holds). A name that is not
   * here is the element with that id in the media's document; a name that names nothing shows nothing.
   * @default {}
   */
  readonly outlets?: Readonly<Record<string, HTMLElement>>;
  /**
   * The captions of the subtitle lines (a `.pk-captions` live region right after the media): `false` for none,
   * or a language to show only its lines. By default, the instance's captions choice, as `<Captions>` shows.
   * @default true
   */
  readonly captions?: boolean | { readonly lang?: string };
  /**
   * The sanitizers html options fall back on when the instance has none of its own (`sanitizeHtml`,
   * `sanitizeFileHtml`). @default DOMPurify's (`DEFAULT_SANITIZERS`)
   */
  readonly sanitizers?: HtmlSanitizers;
  /**
   * Where an event's html came from, which picks its sanitizer: `"file"` (the strict profile) unless the page
   * says otherwise, as for every event no framework component owns. `"page"` (or a function that says so for an
   * event) for events the page's own code adds.
   * @default "file"
   */
  readonly origin?: HtmlOrigin | ((event: TrackEventView) => HtmlOrigin);
}

/** What `renderPopcorn` returns. */
export interface RenderedPopcorn {
  /**
   * Removes every node it rendered, destroys every mount and releases every listener; the instance's `destroy()`
   * calls it too. Twice is harmless.
   */
  destroy(): void;
}

/** One shown event: the view it rendered, and what that render read. */
interface Shown {
  event: TrackEventView;
  classes: string;
  readsProgress: boolean;
  readonly parent: Node;
  /** True for an event without an outlet, which shows after the media. */
  readonly inPlace: boolean;
  readonly view: RenderedMarkup;
}

const sameLines = (a: readonly SubtitleEvent[], b: readonly SubtitleEvent[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

/** `record[key]` when the record has it as its own (never a prototype's `constructor` or `toString`). */
const ownValue = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * `renderPopcorn`'s options read once (a getter or proxy that throws is refused with its error as the cause) and
 * checked: a bad one is a `PopcornError` (`INVALID_OPTION`) naming it, its value and what is accepted.
 */
function readOptions(given: unknown): RenderPopcornOptions {
  const where = "renderPopcorn()";
  const refuse = (cause?: unknown) =>
    refusal("INVALID_OPTION", `${where} got options`, given, "an object such as { views, outlets }", { cause });
  const options = plainFields(given ?? {}, refuse) as RenderPopcornOptions & Record<string, unknown>;
  const { views, outlets, captions, sanitizers, origin } = options;
  if (views !== undefined) {
    if (!isObject(views)) throw refusal("INVALID_OPTION", `${where} views`, views, "an object of markup functions");
    for (const [type, markup] of Object.entries(views))
      if (typeof markup !== "function") throw refusal("INVALID_OPTION", `${where} views.${type}`, markup, "a function");
  }
  if (outlets !== undefined) {
    if (!isObject(outlets)) throw refusal("INVALID_OPTION", `${where} outlets`, outlets, "an object of elements");
    for (const [name, element] of Object.entries(outlets))
      if ((element as Node | null)?.nodeType !== 1)
        throw refusal("INVALID_OPTION", `${where} outlets.${name}`, element, "an element");
  }
  if (
    captions !== undefined &&
    typeof captions !== "boolean" &&
    !(isObject(captions) && (captions.lang === undefined || typeof captions.lang === "string"))
  )
    throw refusal("INVALID_OPTION", `${where} captions`, captions, 'true, false or { lang: "en" }');
  if (
    sanitizers !== undefined &&
    !(isObject(sanitizers) && typeof sanitizers.page === "function" && typeof sanitizers.file === "function")
  )
    throw refusal("INVALID_OPTION", `${where} sanitizers`, sanitizers, "{ page, file }, two functions");
  if (origin !== undefined && origin !== "page" && origin !== "file" && typeof origin !== "function")
    throw refusal("INVALID_OPTION", `${where} origin`, origin, '"page", "file" or a function of the event');
  return options;
}

/**
 * Renders an instance's track events into a page with no framework, as the adapters render them: each active
 * event whose type has markup in `views` shows that markup (the same tags and class names) in the outlet its
 * option of type `target` names, else right after the media; the captions of its subtitle lines show right after
 * the media. It keeps in step with the instance: events that start, change, end or are removed, plugins
 * registered later, `applyclass` events' classes, and markup that reads `progress` on every frame. Text is text;
 * html options pass the instance's sanitizer (else `sanitizers`) for the event's `origin`. A view that throws
 * shows nothing and is the instance's `error` event. `destroy()` (or the instance's) releases everything it made.
 *
 * @example
 * const pop = createPopcorn(createHtmlPlayer("#video"));
 * pop.registerPlugin(footnote);
 * pop.add(footnote, { start: 2, end: 6, text: "Recorded in 1969", target: "notes" });
 * const view = renderPopcorn(pop, { views: { footnote: footnoteMarkup } });
 * view.destroy();
 */
export function renderPopcorn(pop: Popcorn, given: RenderPopcornOptions = {}): RenderedPopcorn {
  if (typeof pop?.store?.subscribe !== "function") {
    throw refusal("INVALID_OPTION", "renderPopcorn() got", pop, "a Popcorn instance (createPopcorn)");
  }
  const options = readOptions(given);
  const views = options.views ?? {};
  const media = options.media === undefined ? mediaElementOf(pop) : options.media;
  if (media !== null && media?.nodeType !== 1) {
    throw refusal("INVALID_OPTION", "renderPopcorn() media", media, "an element or null");
  }
  const sanitizers = options.sanitizers ?? DEFAULT_SANITIZERS;
  const { origin = "file" } = options;
  const originOf = typeof origin === "function" ? origin : () => origin;
  const shown = new Map<string, Shown>();

  const captions = options.captions ?? true;
  const captionState =
    captions === false || media === null
      ? undefined
      : createCaptionState(pop, captions === true ? undefined : captions.lang);
  let region: RenderedMarkup | undefined;
  let last: { lines: readonly SubtitleEvent[]; time: number; playing: boolean; lang: string | undefined } | undefined;

  /** The captions region, patched when its lines, their karaoke time, or playing change. */
  const renderCaptions = (active: readonly TrackEventView[], currentTime: number, playing: boolean): void => {
    if (captionState === undefined || media === null) return;
    const { shown: choice } = captionState.getSnapshot();
    const lines = choice.off ? [] : captionLines(active, { lang: choice.lang });
    const time = hasTimestamps(lines) ? currentTime : 0;
    if (
      last &&
      sameLines(last.lines, lines) &&
      last.time === time &&
      last.playing === playing &&
      last.lang === choice.lang
    )
      return;
    last = { lines, time, playing, lang: choice.lang };
    const markup = captionsMarkup({ lines, time, lang: choice.lang, playing });
    if (region === undefined) {
      const parent = media.parentNode;
      if (parent !== null) region = renderMarkup(markup, parent, media.nextSibling);
    } else region.update(markup);
  };

  /** The node an event without an outlet goes before: after the media, its captions and those shown already. */
  const inPlaceBefore = (): Node | null => {
    let after: Node | undefined = region?.nodes[0] ?? media ?? undefined;
    for (const item of shown.values()) if (item.inPlace && item.view.nodes[0]) after = item.view.nodes[0];
    return after?.nextSibling ?? null;
  };

  /** Shows `event` (or patches it) where it goes now; false when it shows nowhere. */
  const show = (event: TrackEventView, active: readonly TrackEventView[]): boolean => {
    const markup = ownValue(views, event.type);
    const plugin = markup === undefined ? undefined : pop.getPlugin(event.type);
    // A component's own event is drawn by that component only; a plugin not registered yet shows once it is.
    if (markup === undefined || plugin === undefined || isComponentEvent(pop, event.id)) return false;
    const name = pluginOutlet(plugin, event.options);
    const parent =
      name === undefined
        ? (media?.parentNode ?? null)
        : (ownValue(options.outlets, name) ?? outletElement(media, name));
    const current = shown.get(event.id);
    if (parent === null) return false;
    const classes = appliedClasses(active, { event: event.id });
    if (current?.parent === parent && current.event === event && current.classes === classes && !current.readsProgress)
      return true;
    const made = eventNode(sanitizers, plugin, markup, pop, event, originOf(event));
    const { readsProgress } = made;
    const node = withClasses(made.node, classes);
    if (current?.parent === parent) {
      current.view.update(node);
      Object.assign(current, { event, classes, readsProgress });
      return true;
    }
    if (current) hide(event.id);
    const inPlace = name === undefined;
    const view = renderMarkup(node, parent, inPlace ? inPlaceBefore() : null);
    shown.set(event.id, { event, classes, readsProgress, parent, inPlace, view });
    return true;
  };

  const hide = (id: string): void => {
    shown.get(id)?.view.destroy();
    shown.delete(id);
  };

  let destroyed = false;
  const sync = (): void => {
    if (destroyed) return;
    const snapshot = pop.store.getSnapshot();
    renderCaptions(snapshot.active, snapshot.currentTime, !snapshot.paused);
    const now = new Set<string>();
    for (const event of snapshot.active) {
      try {
        if (show(event, snapshot.active)) now.add(event.id);
      } catch (error) {
        // Markup that throws shows nothing; the rest of the page still renders.
        reportViewError(pop, error, event.type, event.id);
      }
    }
    for (const id of shown.keys()) if (!now.has(id)) hide(id);
  };

  const destroy = (): void => {
    if (destroyed) return;
    destroyed = true;
    for (const stop of stops) stop();
    for (const id of [...shown.keys()]) hide(id);
    region?.destroy();
    region = undefined;
  };
  // The instance's own destroy takes its views down with it.
  const stops = [pop.store.subscribe(sync), pop.on("destroy", destroy)];
  if (captionState) stops.push(captionState.subscribe(sync));
  sync();
  return { destroy };
}
