import type { PluginDefinition } from "@popcorn-kit/core";
import {
  PALETTE_HEADINGS,
  PLUGIN_FACTS,
  type PluginFamily,
  familyOf,
  labelOf,
  pluginFacts,
} from "../../catalogue/facts.generated.js";
import type { PluginSet } from "../../plugins/pluginSet.js";

export type { PluginFamily };

/** One heading of the palette and its plugins, in the palette's order. */
export interface PluginGroup {
  readonly title: string;
  readonly plugins: readonly PluginDefinition<any, any>[];
}

/** The colour family of a plugin type: text for the text plugins and for plugins of your own. */
export function pluginFamily(type: string): PluginFamily {
  return familyOf(type);
}

/**
 * What the interface calls a plugin: its manifest's name (`Lower third`), else the kit's label for its type, else
 * its type capitalised.
 */
export function pluginLabel(plugin: PluginDefinition<any, any> | undefined, type = plugin?.name ?? ""): string {
  return labelOf(type, plugin);
}

/**
 * The palette's groups: Text, Pictures and media, Pages and data, Behaviour (each plugin under its group's heading,
 * in the kit's palette order), then "Your plugins" for every other plugin of the set. Empty groups are left out.
 */
export function groupPlugins(plugins: PluginSet): PluginGroup[] {
  const placed = new Set<string>();
  const groups: PluginGroup[] = [];
  for (const { title, groups: families } of PALETTE_HEADINGS) {
    const list = Object.keys(PLUGIN_FACTS).flatMap((name) => {
      const plugin = plugins.get(name);
      if (!plugin || !families.includes(pluginFacts(name)!.group)) return [];
      placed.add(name);
      return [plugin];
    });
    if (list.length > 0) groups.push({ title, plugins: list });
  }
  const own = [...plugins.values()].filter((plugin) => !placed.has(plugin.name));
  if (own.length > 0) groups.push({ title: "Your plugins", plugins: own });
  return groups;
}

/** True when `plugin` matches a search: its type, label or description contains every word typed. */
export function matchesSearch(plugin: PluginDefinition<any, any>, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${plugin.name} ${pluginLabel(plugin)} ${plugin.manifest.about?.description ?? ""}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}
