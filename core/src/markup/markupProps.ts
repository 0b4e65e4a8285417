import { isComponentEvent } from "../adapter/componentEvents.js";
import { type PluginViewProps, pluginOutlet } from "../adapter/pluginView.js";
import { pluginViewProps } from "../adapter/pluginViewProps.js";
import type { PluginDefinition } from "../plugins/definePlugin.js";
import type { TrackEventView } from "../contract/trackEvent.js";
import type { Popcorn } from "../contract/popcorn.js";
import { DEFAULT_SANITIZERS, type HtmlOrigin } from "../sanitize/instanceSanitizer.js";
import type { Markup } from "./markup.js";
import { type MarkupProps, type MarkupView, markupPropsWith } from "./markupView.js";

export type { MarkupProps, MarkupView } from "./markupView.js";

/**
 * The props of a markup function: a View's props with the instance added, without reading them, so that
 * `progress` stays tracked only if the markup reads it.
 */
export function markupProps<O>(
  viewProps: PluginViewProps<O>,
  pop: Popcorn | null | undefined,
  origin: HtmlOrigin = "page",
): MarkupProps<O> {
  return markupPropsWith(DEFAULT_SANITIZERS, viewProps, pop, origin);
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
