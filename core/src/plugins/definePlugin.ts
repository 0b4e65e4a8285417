import type { PluginDefinition } from "../contract/popcorn.js";
import { checkPlugin } from "./checkPlugin.js";
import type { InferOptions, Manifest } from "./manifest.js";

export type { PluginContext, PluginDefinition, TrackEventChanges } from "../contract/popcorn.js";

/**
 * Declares a plugin. The manifest's option types flow into the callbacks' `ctx.options` and into the
 * options `pop.add(plugin, ...)` accepts.
 *
 * @example
 * export const footnote = definePlugin({
 *   name: "footnote",
 *   manifest: { about: { name: "Footnote" }, options: { text: { type: "text", label: "Text", required: true } } },
 *   start(ctx) { console.log(ctx.options.text) },
 * });
 */
export function definePlugin<const M extends Manifest, O = InferOptions<M>>(
  definition: PluginDefinition<M, O>,
): PluginDefinition<M, O> {
  checkPlugin(definition);
  return Object.freeze({ ...definition });
}
