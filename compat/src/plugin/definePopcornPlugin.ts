import type { PluginDefinition } from "@popcorn-kit/core";
import { TAKEN_NAME, isInheritedName, prototype, protectedNames } from "../instance/prototype.js";
import { parserEntry } from "../parsers/registry.js";
import { callPlugin } from "../instance/trackEvents.js";
import type { PopcornInstance } from "../instance/types.js";
import { invalid } from "../util/invalid.js";
import { guard } from "../util/safely.js";
import { withLifecycle } from "./lifecycle.js";
import {
  type PopcornManifest,
  type PopcornPluginDefinition,
  type PopcornPluginFactory,
  checkDefinition,
  kitManifest,
  kitPluginFor,
} from "./popcornPlugin.js";
import {
  type RegisteredPlugin,
  type RegistryEntry,
  pluginNamed,
  registerPlugin,
  registryByName,
  unregisterPlugin,
} from "./registry.js";
import { isObject, nop } from "../util/objects.js";

const NAME = /^[A-Za-z][\w-]*$/;

/**
 * Refuses a plugin name that is not an identifier, or that names one of the instance's own methods, a parser's
 * method (`parseJSON`...) or what every object inherits (`toString`, `constructor`...), or `then`, which would
 * make every instance a thenable.
 */
export function checkName(name: unknown, call: string): asserts name is string {
  if (typeof name !== "string" || !NAME.test(name)) {
    throw invalid(`${call} name`, name, 'letters, digits, "-" and "_", starting with a letter');
  }
  if (protectedNames().includes(name.toLowerCase()) || isInheritedName(name) || parserEntry(name)) {
    throw invalid(`${call} name`, name, TAKEN_NAME);
  }
}

/** The instance method of a plugin: `p.name(options)` adds an event, `p.name(id, options)` adds or changes one. */
function methodFor(name: string): RegistryEntry["fn"] {
  return guard(name, function (this: PopcornInstance, idOrOptions?: unknown, options?: unknown) {
    callPlugin(this, name, idOrOptions, options);
    return this;
  });
}

/** The catalogue's plugins that a page's own plugin of the same name hides, by name, until it is removed. */
const hidden = new Map<string, RegisteredPlugin>();

function install(plugin: RegisteredPlugin): RegistryEntry {
  const before = pluginNamed(plugin.name);
  if (before?.fromPopcorn && !plugin.fromPopcorn) hidden.set(plugin.name, before);
  const fn = methodFor(plugin.name);
  registerPlugin(plugin, fn);
  (prototype as Record<string, unknown>)[plugin.name] = fn;
  return registryByName[plugin.name] as RegistryEntry;
}

/**
 * `Popcorn.plugin(name, definition, manifest?)`: a plugin of the kit made from Popcorn 1.x's definition, in its
 * object form (`{ _setup, start, end, frame, _update, _teardown, manifest }`) or its function form (called per
 * event with its options, returning the hooks). Every hook runs with the instance as `this` and Popcorn's track
 * event as its options object; the events are the kit's own (they show in `getTrackEvents()`, fire `trackstart`
 * and `trackend`, follow the kit's timing rules). Adds the method `p[name](options)` to every instance.
 * Defining a name again changes what new events run. A hook that throws is reported as a `pluginerror` event
 * (and kept in `Popcorn.plugin.errors`); playback goes on. A name the instances already have (their own methods,
 * a parser's such as `parseJSON`, what every object inherits such as `toString`) or `then` (which would make
 * every instance a thenable) is refused with a `PopcornError`, as is a definition or manifest whose reading
 * throws; nothing is registered then.
 *
 * @example
 * Popcorn.plugin("highlight", {
 *   _setup(options) { options._el = document.getElementById(options.target); },
 *   start(event, options) { options._el.classList.add("on"); },
 *   end(event, options) { options._el.classList.remove("on"); },
 * });
 * Popcorn("#video").highlight({ start: 2, end: 4, target: "intro" });
 */
export function definePopcornPlugin(
  name: string,
  definition: PopcornPluginDefinition | PopcornPluginFactory,
  manifest?: PopcornManifest,
): RegistryEntry {
  checkName(name, "Popcorn.plugin");
  checkDefinition(name, definition);
  const given = manifest ?? (typeof definition === "object" ? definition.manifest : undefined) ?? {};
  if (!isObject(given)) {
    throw invalid(`Popcorn.plugin("${name}") manifest`, given, "an object ({ about, options })");
  }
  // Read now, though only a name's first definition makes its kit plugin: a manifest that cannot be read
  // registers nothing.
  kitManifest(name, given);
  // As 1.x, the definition shows its manifest, and an object gets the hooks it lacks (`start` its `in`...).
  if (Object.isExtensible(definition)) {
    if (manifest) (definition as PopcornPluginDefinition).manifest = manifest;
    if (typeof definition === "object") {
      definition.start ??= (definition.in as typeof definition.start) ?? nop;
      definition.end ??= (definition.out as typeof definition.end) ?? nop;
      definition._setup ??= nop;
      definition._teardown ??= nop;
      definition.frame ??= nop;
    }
  }
  const kit = kitPluginFor(name, definition, given);
  return install({ name, kit, definition, manifest: given as Record<string, unknown> });
}

/** The Popcorn 1.x manifest shown for a kit plugin: `about`, and each option's type, label and default. */
function popcornManifestOf(plugin: PluginDefinition<any, any>): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(plugin.manifest.options as Record<string, Record<string, unknown>>)) {
    options[key] = { elem: "input", type: spec.type, label: spec.label ?? key, default: spec.default };
  }
  return { about: plugin.manifest.about ?? { name: plugin.name }, options };
}

/**
 * Registers a plugin of the kit's catalogue under Popcorn 1.x's name, with the function that turns Popcorn's
 * options into the kit plugin's (what the complete build does for every catalogue plugin).
 */
export const registerKitPlugin = /* @__PURE__ */ guard(
  "registerKitPlugin",
  (
    name: string,
    plugin: PluginDefinition<any, any>,
    fromPopcorn: (options: Readonly<Record<string, unknown>>) => Record<string, unknown>,
  ): RegistryEntry => {
    checkName(name, "registerKitPlugin");
    const kit = withLifecycle(plugin);
    return install({ name, kit, fromPopcorn, definition: plugin, manifest: popcornManifestOf(plugin) });
  },
);

/**
 * `Popcorn.removePlugin(name)`: forgets a plugin and removes its method from every instance (a catalogue or
 * retired plugin's placeholder, which says where the plugin is, shows again; in the complete build, the
 * catalogue's plugin that a page's own plugin of that name hid is back). As in 1.x, its events stay until
 * playback reaches them, which removes them.
 */
export function removePopcornPlugin(name: string): void {
  checkName(name, "Popcorn.removePlugin");
  if (!unregisterPlugin(name)) return;
  delete (prototype as Record<string, unknown>)[name];
  const catalogue = hidden.get(name);
  hidden.delete(name);
  if (catalogue) install(catalogue);
}
