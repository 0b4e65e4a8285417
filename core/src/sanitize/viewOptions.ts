import type { PluginDefinition } from "../plugins/definePlugin.js";
import { refusal } from "../errors/errors.js";
import { validateOptions } from "../plugins/manifest.js";
import { TIMING_KEYS, type TrackEventView } from "../contract/trackEvent.js";
import type { HtmlSanitizer, Popcorn } from "../contract/popcorn.js";
import { type HtmlOrigin, type HtmlSanitizers, sanitizerFor } from "./sanitizers.js";

// Per plugin, the names of its options of type "html"; per event view (a new object whenever the event
// changes), the options computed for it, so re-rendering the same event sanitizes nothing again.
const htmlKeysByPlugin = new WeakMap<PluginDefinition<any, any>, readonly string[]>();
const cache = new WeakMap<
  TrackEventView<any>,
  { sanitize: HtmlSanitizer; options: Readonly<Record<string, unknown>> }
>();

/**
 * `pluginViewOptions` with the sanitizers to fall back on when the instance has none of its own given as
 * `fallback`: `DEFAULT_SANITIZERS` (DOMPurify, what `pluginViewOptions` passes) or `NO_HTML`, for a plugin
 * component that keeps DOMPurify out of the page's bundle.
 */
export function pluginViewOptionsWith<O>(
  fallback: HtmlSanitizers,
  plugin: PluginDefinition<any, O>,
  event: TrackEventView<O> | undefined,
  pop: Popcorn | null | undefined,
  props: Readonly<Record<string, unknown>> = {},
  origin: HtmlOrigin = "page",
): Readonly<O> {
  const keys = htmlOptionsOf(plugin);
  if (!event) {
    const options = validateOptions(plugin.name, plugin.manifest, props, undefined, undefined, TIMING_KEYS);
    for (const key of keys) if (typeof options[key] === "string") options[key] = "";
    return options as O;
  }
  if (keys.length === 0) return event.options;
  const sanitize = sanitizerFor(pop, origin, fallback);
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

/**
 * The names of the plugin's options of type `html`, read once per plugin: a plugin with none renders no HTML of
 * its options, and its component can fall back on `NO_HTML`.
 *
 * @example
 * htmlOptionsOf(text); // ["html"]
 */
export function htmlOptionsOf(plugin: PluginDefinition<any, any>): readonly string[] {
  let keys = htmlKeysByPlugin.get(plugin);
  if (!keys) {
    const options = plugin.manifest.options;
    keys = Object.keys(options).filter((key) => options[key]!.type === "html");
    htmlKeysByPlugin.set(plugin, keys);
  }
  return keys;
}

/**
 * Refuses, with a `PopcornError` (`INVALID_OPTION`) naming `caller`, a plugin with an option of type `html`: what
 * a component that falls back on `NO_HTML` cannot render. Returns the plugin otherwise.
 *
 * @example
 * plainPlugin(footnote, "createPlainMarkupComponent"); // footnote
 * plainPlugin(text, "createPlainMarkupComponent"); // throws: its option "html" is html
 */
export function plainPlugin<P extends PluginDefinition<any, any>>(plugin: P, caller: string): P {
  const [html] = htmlOptionsOf(plugin);
  if (html !== undefined) {
    throw refusal(
      "INVALID_OPTION",
      `${caller}() got plugin`,
      plugin.name,
      `a plugin without options of type "html" (its option "${html}" is): use createMarkupComponent`,
      { option: html },
    );
  }
  return plugin;
}
