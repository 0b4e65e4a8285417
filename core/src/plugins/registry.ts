import { PopcornError, describeValue, refusal } from "../errors/errors.js";
import { checkPlugin } from "./checkPlugin.js";
import type { PluginDefinition } from "./definePlugin.js";

/**
 * The plugins of one instance by name, and which of them are disabled. Names are checked here, so that a
 * typo in a type is an `UNKNOWN_PLUGIN` error naming the registered plugins, never a silent no-op.
 */
export class PluginRegistry {
  readonly #plugins = new Map<string, PluginDefinition>();
  /** The registered definitions themselves: known without reading them again. */
  readonly #definitions = new Set<unknown>();
  readonly #disabled = new Set<string>();
  #framePlugins = 0;

  /** Number of registered plugins with a `frame` hook: frame hooks run only when there is one. */
  get framePlugins(): number {
    return this.#framePlugins;
  }

  /** Registers a plugin; the same definition twice is a no-op, another one under a taken name an error. */
  register(plugin: PluginDefinition<any, any>): void {
    // A registered definition is known good: add() registers its plugin on every call.
    if (this.#definitions.has(plugin)) return;
    checkPlugin(plugin);
    const name = plugin.name;
    const existing = this.#plugins.get(name);
    if (existing) {
      throw new PopcornError(
        "INVALID_OPTION",
        `Plugin ${describeValue(name)} is already registered with another definition: expected a unique plugin name.`,
        {
          value: name,
          plugin: name,
          expected: "a plugin name not yet registered",
        },
      );
    }
    this.#plugins.set(name, plugin as PluginDefinition);
    this.#definitions.add(plugin);
    if (plugin.frame) this.#framePlugins++;
  }

  get(name: string): PluginDefinition | undefined {
    return this.#plugins.get(name);
  }

  /**
   * The plugin for a type name, or a definition: the one registered under its name, else the definition,
   * checked but not registered (`add()` registers it once the event is accepted).
   */
  resolve(typeOrPlugin: string | PluginDefinition<any, any>): PluginDefinition {
    if (typeof typeOrPlugin === "object" && typeOrPlugin !== null) {
      if (this.#definitions.has(typeOrPlugin)) return typeOrPlugin as PluginDefinition;
      checkPlugin(typeOrPlugin);
      return this.#plugins.get(typeOrPlugin.name) ?? typeOrPlugin;
    }
    const plugin = typeof typeOrPlugin === "string" ? this.#plugins.get(typeOrPlugin) : undefined;
    if (!plugin) {
      throw refusal(
        "UNKNOWN_PLUGIN",
        "Unknown track event type",
        typeOrPlugin,
        `a registered plugin (${this.#known()})`,
      );
    }
    return plugin;
  }

  /** Refuses a type that is not a registered plugin's name. */
  expectType(type: unknown, where: string): void {
    if (typeof type === "string" && this.#plugins.has(type)) return;
    throw refusal("UNKNOWN_PLUGIN", `${where} got`, type, `the name of a registered plugin (${this.#known()})`);
  }

  isDisabled(name: string): boolean {
    return this.#disabled.has(name);
  }

  /** Marks a type disabled; false if it already was. */
  disable(name: string): boolean {
    if (this.#disabled.has(name)) return false;
    this.#disabled.add(name);
    return true;
  }

  /** Marks a type enabled; false if it already was. */
  enable(name: string): boolean {
    return this.#disabled.delete(name);
  }

  /** The registered plugin names, quoted, for error messages. */
  #known(): string {
    return [...this.#plugins.keys()].map((name) => JSON.stringify(name)).join(", ");
  }
}
