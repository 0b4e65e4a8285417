import type { PluginDefinition } from "../plugins/definePlugin.js";
import type { TrackEventView } from "../contract/trackEvent.js";
import type { Popcorn } from "../contract/popcorn.js";
import { DEFAULT_SANITIZERS, type HtmlOrigin } from "./instanceSanitizer.js";
import { pluginViewOptionsWith } from "./viewOptions.js";

/**
 * The options a plugin component's View receives: the event's validated options (defaults applied) with every
 * option of type `html` passed through the instance's sanitizer (`pop.sanitizeHtml`, else DOMPurify's
 * `sanitizeHtml`; for an event from a file, `origin: "file"`, `pop.sanitizeFileHtml`, else the strict
 * `sanitizeFileHtml`). What every adapter's plugin components render, so a View may insert an html option as
 * HTML (`dangerouslySetInnerHTML`, `v-html`, `{@html}`) and text options as text.
 *
 * Before the event is on the timeline (server render, hydrating render, a view kept mounted before the
 * instance exists) there is no event: the options are `props` validated against the manifest (a refused one
 * throws a `PopcornError`), and html options are `""`, so that server markup and the hydrating render agree.
 *
 * `event.options` itself keeps the HTML as given: render the options this returns.
 *
 * @example
 * const options = pluginViewOptions(footnote, state.event, pop); // { text: "...", html: "<b>safe</b>" }
 */
export function pluginViewOptions<O>(
  plugin: PluginDefinition<any, O>,
  event: TrackEventView<O> | undefined,
  pop: Popcorn | null | undefined,
  props: Readonly<Record<string, unknown>> = {},
  origin: HtmlOrigin = "page",
): Readonly<O> {
  return pluginViewOptionsWith(DEFAULT_SANITIZERS, plugin, event, pop, props, origin);
}
