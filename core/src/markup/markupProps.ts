import { isComponentEvent } from "../adapter/componentEvents.js";
import { type PluginViewProps, pluginOutlet, pluginViewProps } from "../adapter/pluginView.js";
import type { PluginDefinition } from "../plugins/definePlugin.js";
import type { TrackEventView } from "../popcorn/trackEvent.js";
import type { Popcorn } from "../popcorn/types.js";
import { type HtmlOrigin, instanceSanitizer } from "../sanitize/instanceSanitizer.js";
import type { Markup } from "./markup.js";

/**
 * What a plugin's markup function receives: the View props of every adapter (options flat, `event`,
 * `active`, `progress`), and the instance, for markup that commands it (a chapter list that seeks).
 */
export type MarkupProps<O> = PluginViewProps<O> & {
  /** The instance, or null before it exists (on the server, while hydrating). */
  readonly pop: Popcorn | null;
  /**
   * The instance's sanitizer (`sanitizeHtml` option, else DOMPurify; `""` on the server; for an event from a
   * file, `sanitizeFileHtml`, else the strict profile), for markup that makes HTML out of data (a template):
   * pass its result as `el(tag, { html })`.
   */
  readonly sanitize: (html: string) => string;
};

/** A plugin's markup: what its View renders in every adapter, as core's `el` elements; null for nothing. */
export type MarkupView<O> = (props: MarkupProps<O>) => Markup | null;

/**
 * The props of a markup function: a View's props with the instance added, without reading them, so that
 * `progress` stays tracked only if the markup reads it.
 */
export function markupProps<O>(
  viewProps: PluginViewProps<O>,
  pop: Popcorn | null | undefined,
  origin: HtmlOrigin = "page",
): MarkupProps<O> {
  return Object.create(viewProps, {
    pop: { value: pop ?? null, enumerable: true },
    sanitize: { value: instanceSanitizer(pop, origin), enumerable: true },
  }) as MarkupProps<O>;
}

/** What an adapter renders for one active event of the timeline: its markup, and the outlet it goes into. */
export interface EventMarkup {
  /** The `<PopcornTarget>` name from the plugin's option of type `target`, or undefined to render in place. */
  readonly outlet: string | undefined;
  readonly markup: Markup | null;
}

/**
 * The markup of an event already on the timeline (loaded from a data file, added with `pop.add`), as a plugin
 * component would render it: the View props of the event (options flat, html sanitized by the instance's
 * sanitizer of files' html, `sanitizeFileHtml`, strict by default), its progress as read now, and the outlet it names. Undefined when the event's plugin is not registered, and for
 * an event a framework component owns (`<Footnote>`, `<Cue>`...), which that component draws: nothing shows twice.
 *
 * @example
 * const { outlet, markup } = eventMarkup(pop, event, footnoteMarkup)!;
 */
export function eventMarkup<O>(pop: Popcorn, event: TrackEventView, markup: MarkupView<O>): EventMarkup | undefined {
  // A component's own event is drawn by that component only.
  if (isComponentEvent(pop, event.id)) return undefined;
  const plugin = pop.getPlugin(event.type) as PluginDefinition<any, O> | undefined;
  if (plugin === undefined) return undefined;
  // No component owns it: it came from a file (or the page's own `pop.add`), and its html gets the strict profile.
  const viewProps = pluginViewProps(
    plugin,
    { active: pop.isActive(event.id), event },
    pop,
    {},
    () => pop.progress(event.id),
    "file",
  );
  return { outlet: pluginOutlet(plugin, event.options), markup: markup(markupProps(viewProps, pop, "file")) };
}
