import type { PluginDefinition } from "@popcorn-kit/core";
import { refusal } from "@popcorn-kit/core/errors";

/** The plugins a project is edited with, by name. */
export type PluginSet = ReadonlyMap<string, PluginDefinition<any, any>>;

/**
 * Indexes plugin definitions by name. Two definitions under one name are a `PopcornError`: the editor could
 * not tell which manifest validates an event.
 */
export function createPluginSet(plugins: Iterable<PluginDefinition<any, any>>): PluginSet {
  const set = new Map<string, PluginDefinition<any, any>>();
  for (const plugin of plugins) {
    const existing = set.get(plugin.name);
    if (existing && existing !== plugin) {
      throw refusal("INVALID_OPTION", "Plugin", plugin.name, "one definition per plugin name, not two");
    }
    set.set(plugin.name, plugin);
  }
  return set;
}
