import type { Lane } from "../../project/types.js";
import type { PluginSet } from "../../plugins/pluginSet.js";

/** The option that names an event's outlet: its manifest's option of type `target`, or undefined when it has none. */
export function targetOptionOf(plugins: PluginSet, type: string): string | undefined {
  const options = plugins.get(type)?.manifest.options as Record<string, { type?: string }> | undefined;
  if (!options) return undefined;
  for (const key of Object.keys(options)) if (options[key]?.type === "target") return key;
  return undefined;
}

/**
 * Whether some event that the preview draws (a type in `views`) names no outlet: such events render in the
 * band below the video, so the band is shown. O(n) in events, run when the lanes change, never while playing.
 */
export function hasUntargetedEvents(
  lanes: readonly Lane[],
  plugins: PluginSet,
  views: Readonly<Record<string, unknown>>,
): boolean {
  const keys = new Map<string, string | undefined>();
  for (const lane of lanes) {
    for (const event of lane.events) {
      if (!(event.type in views)) continue;
      if (!keys.has(event.type)) keys.set(event.type, targetOptionOf(plugins, event.type));
      const key = keys.get(event.type);
      const target = key === undefined ? undefined : event.options[key];
      if (typeof target !== "string" || target === "") return true;
    }
  }
  return false;
}
