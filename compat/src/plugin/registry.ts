import type { PluginDefinition } from "@popcorn-kit/core";

/**
 * A plugin the compat layer knows by its Popcorn 1.x name: the kit plugin that runs its events, and how its
 * Popcorn options become the kit plugin's options.
 */
export interface RegisteredPlugin {
  /** Popcorn 1.x's name: the instance method (`footnote`, `tagthisperson`, or a name given to `Popcorn.plugin`). */
  readonly name: string;
  /** The kit plugin registered in every instance; its name may differ (`tagthisperson` runs `persontag`). */
  readonly kit: PluginDefinition<any, any>;
  /**
   * The kit options of an event from its Popcorn options (without `start`, `end` and `id`). Absent: the options
   * are passed as they are (plugins defined with `Popcorn.plugin`, whose hooks read Popcorn's track event).
   */
  readonly fromPopcorn?: (options: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  /** What `Popcorn.plugin` was given (its object or function), or the kit plugin for the catalogue. */
  readonly definition: unknown;
  /** Popcorn 1.x's manifest of the plugin, as `Popcorn.manifest[name]` shows it. */
  readonly manifest: Record<string, unknown>;
}

/** One entry of `Popcorn.registry`, shaped as in Popcorn 1.x. */
export interface RegistryEntry {
  name: string;
  type: string;
  definition: unknown;
  base: unknown;
  parents: unknown[];
  fn: (...args: any[]) => unknown;
}

const plugins = new Map<string, RegisteredPlugin>();
const byKitName = new Map<string, RegisteredPlugin>();
/**
 * Every kit plugin name an instance may hold: core's built-in `cue` and `subtitle`, and each plugin's ever
 * registered. An instance refuses a second definition under a name it holds, so no two plugins share one.
 */
const kitNames = new Set(["cue", "subtitle"]);

/** The first of `name`, `name-2`, `name-3`... that no kit plugin took: the kit name of a new plugin. */
export function freeKitName(name: string): string {
  let kit = name;
  for (let n = 2; kitNames.has(kit); n++) kit = `${name}-${n}`;
  return kit;
}

/** `Popcorn.registry`: every registered plugin, in the order registered. */
export const registry: RegistryEntry[] = [];
/** `Popcorn.registryByName`. */
export const registryByName: Record<string, RegistryEntry> = Object.create(null);
/** `Popcorn.manifest`: every registered plugin's manifest by name. */
export const manifests: Record<string, Record<string, unknown>> = Object.create(null);

/** Adds (or replaces) a plugin under its Popcorn name. */
export function registerPlugin(plugin: RegisteredPlugin, fn: RegistryEntry["fn"]): void {
  unregisterPlugin(plugin.name);
  plugins.set(plugin.name, plugin);
  byKitName.set(plugin.kit.name, plugin);
  kitNames.add(plugin.kit.name);
  const entry: RegistryEntry = {
    name: plugin.name,
    type: plugin.name,
    definition: plugin.definition,
    base: plugin.definition,
    parents: [],
    fn,
  };
  registry.push(entry);
  registryByName[plugin.name] = entry;
  manifests[plugin.name] = plugin.manifest;
}

/** Forgets a plugin; returns whether it was registered. */
export function unregisterPlugin(name: string): boolean {
  const plugin = plugins.get(name);
  if (!plugin) return false;
  plugins.delete(name);
  if (byKitName.get(plugin.kit.name) === plugin) byKitName.delete(plugin.kit.name);
  const index = registry.findIndex((entry) => entry.name === name);
  if (index >= 0) registry.splice(index, 1);
  delete registryByName[name];
  delete manifests[name];
  return true;
}

/** The plugin registered under a Popcorn name. */
export function pluginNamed(name: string): RegisteredPlugin | undefined {
  return plugins.get(name);
}

/** The plugin whose kit plugin has this name (what the kit's track events carry as `type`). */
export function pluginOfKitType(type: string): RegisteredPlugin | undefined {
  return byKitName.get(type);
}

/** Every registered plugin. */
export function registeredPlugins(): IterableIterator<RegisteredPlugin> {
  return plugins.values();
}
