import type { PluginDefinition } from "../plugins/definePlugin.js";
import { validateOptions } from "../plugins/manifest.js";
import { TIMING_KEYS, type TrackEventView } from "../popcorn/trackEvent.js";
import type { HtmlSanitizer, Popcorn } from "../popcorn/types.js";
import { type HtmlOrigin, instanceSanitizer } from "./instanceSanitizer.js";

// Per plugin, the names of its options of type "html"; per event view (a new object whenever the event
// changes), the options computed for it, so re-rendering the same event sanitizes nothing again.
const htmlKeysByPlugin = new WeakMap<PluginDefinition<any, any>, readonly string[]>();
const cache = new WeakMap<
  TrackEventView<any>,
  { sanitize: HtmlSanitizer; options: Readonly<Record<string, unknown>> }
>();

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
  const keys = htmlKeys(plugin);
  if (!event) {
    const options = validateOptions(plugin.name, plugin.manifest, props, undefined, undefined, TIMING_KEYS);
    for (const key of keys) if (typeof options[key] === "string") options[key] = "";
    return options as O;
  }
  if (keys.length === 0) return event.options;
  const sanitize = instanceSanitizer(pop, origin);
  const cached = cache.get(event);
  if (cached?.sanitize === sanitize) return cached.options as O;
  const options: Record<string, unknown> = { ...event.options };
  for (const key of keys) {
    const value = options[key];
    if (typeof value === "string") options[key] = sanitize(value);
  }
  Object.freeze(options);
  cache.set(event, { sanitize, options });
  return options as O;
}

function htmlKeys(plugin: PluginDefinition<any, any>): readonly string[] {
  let keys = htmlKeysByPlugin.get(plugin);
  if (!keys) {
    const options = plugin.manifest.options;
    keys = Object.keys(options).filter((key) => options[key]!.type === "html");
    htmlKeysByPlugin.set(plugin, keys);
  }
  return keys;
}
