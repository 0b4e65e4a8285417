import type { PluginDefinition } from "@popcorn-kit/core";
import type { PluginSet } from "../../plugins/pluginSet.js";

/** The colour family of a plugin: the swatch beside its name (a `--pke-event-*` token). */
export type PluginFamily = "text" | "picture" | "page" | "data" | "behaviour" | "subtitle";

/** One heading of the palette and its plugins, in catalogue order. */
export interface PluginGroup {
  readonly title: string;
  readonly plugins: readonly PluginDefinition<any, any>[];
}

const GROUPS: readonly { title: string; names: readonly string[] }[] = [
  {
    title: "Text",
    names: [
      "subtitle",
      "footnote",
      "text",
      "lowerthird",
      "persontag",
      "callout",
      "attribution",
      "ticker",
      "wordriver",
      "timeline",
    ],
  },
  { title: "Pictures and media", names: ["image", "mediaspawner", "sketch"] },
  { title: "Pages and data", names: ["webpage", "wikipedia", "map", "template", "chapter", "cue"] },
  { title: "Behaviour", names: ["code", "pause", "applyclass"] },
];

const FAMILIES: Readonly<Record<string, PluginFamily>> = {
  subtitle: "subtitle",
  image: "picture",
  mediaspawner: "picture",
  sketch: "picture",
  webpage: "page",
  wikipedia: "page",
  map: "data",
  template: "data",
  chapter: "data",
  cue: "data",
  code: "behaviour",
  pause: "behaviour",
  applyclass: "behaviour",
};

/** The colour family of a plugin type: text for the text plugins and for plugins of your own. */
export function pluginFamily(type: string): PluginFamily {
  return FAMILIES[type] ?? "text";
}

/** What the interface calls a plugin: its manifest's name (`Lower third`), else its type capitalised. */
export function pluginLabel(plugin: PluginDefinition<any, any> | undefined, type = plugin?.name ?? ""): string {
  const name = plugin?.manifest.about?.name;
  return typeof name === "string" && name.trim() !== "" ? name : type.charAt(0).toUpperCase() + type.slice(1);
}

/**
 * The palette's groups: Text, Pictures and media, Pages and data, Behaviour, then "Your plugins" for every
 * other plugin of the set. Empty groups are left out.
 */
export function groupPlugins(plugins: PluginSet): PluginGroup[] {
  const placed = new Set<string>();
  const groups: PluginGroup[] = [];
  for (const { title, names } of GROUPS) {
    const list = names.flatMap((name) => {
      const plugin = plugins.get(name);
      if (!plugin) return [];
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
