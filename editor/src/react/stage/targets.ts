import type { PluginSet } from "../../plugins/pluginSet.js";

/** The option that names an event's outlet: its manifest's option of type `target`, or undefined when it has none. */
export function targetOptionOf(plugins: PluginSet, type: string): string | undefined {
  const options = plugins.get(type)?.manifest.options as Record<string, { type?: string }> | undefined;
  if (!options) return undefined;
  for (const key of Object.keys(options)) if (options[key]?.type === "target") return key;
  return undefined;
}
