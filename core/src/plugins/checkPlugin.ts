import { type PopcornError, readSafely, refusal } from "../errors/errors.js";
import type { PluginDefinition } from "../contract/popcorn.js";
import { type OptionType, validateOption } from "./manifest.js";

const OPTION_TYPES: ReadonlySet<OptionType> = new Set([
  "text",
  "html",
  "number",
  "boolean",
  "url",
  "select",
  "time",
  "color",
  "target",
  "json",
  "function",
]);
const HOOKS = ["setup", "start", "end", "frame", "update", "teardown"] as const;
const NAME = /^[A-Za-z][\w-]*$/;

function invalid(subject: string, value: unknown, expected: string, plugin?: string, option?: string): PopcornError {
  return refusal("INVALID_OPTION", subject, value, expected, { plugin, option });
}

/**
 * Checks a plugin definition where it is made (`definePlugin`) and where it is registered: a name of letters,
 * digits, "-" and "_"; a manifest whose options each have a known type (a `select` its choices) and a valid
 * default; hooks that are functions. A mistake is reported once, naming the plugin and the option, not at the
 * first event that happens to use it.
 */
export function checkPlugin(definition: unknown): asserts definition is PluginDefinition {
  // A definition that throws when read (a proxy, a getter) is refused like any other bad one.
  readSafely(
    () => checkFields(definition),
    (cause) => refusal("INVALID_OPTION", "Plugin", definition, EXPECTED_DEFINITION, { cause }),
  );
}

const EXPECTED_DEFINITION = 'definePlugin({ name, manifest: { options } }) with a name of letters, digits, "-" or "_"';

function checkFields(definition: unknown): void {
  const plugin = definition as Partial<PluginDefinition> | null | undefined;
  const name: unknown = plugin?.name;
  if (typeof plugin !== "object" || plugin === null || typeof name !== "string" || !NAME.test(name)) {
    throw refusal("INVALID_OPTION", "Plugin", name ?? plugin, EXPECTED_DEFINITION, {
      value: definition,
      plugin: undefined,
      option: undefined,
    });
  }
  const options: unknown = plugin.manifest?.options;
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw invalid(`Plugin "${name}" has manifest`, plugin.manifest, "{ options: { ... } }", name);
  }
  for (const [key, given] of Object.entries(options as Record<string, unknown>)) {
    // Every field read once here, so that a spec that throws when read fails now, not at an event's validation.
    const spec: unknown = typeof given === "object" && given !== null ? { ...given } : given;
    const type = (spec as { type?: unknown } | null)?.type;
    const where = `Option "${key}" of plugin "${name}"`;
    if (!OPTION_TYPES.has(type as OptionType)) {
      const known = [...OPTION_TYPES].join(", ");
      throw invalid(`${where} has type`, type, `one of ${known}`, name, key);
    }
    const choices = (spec as { choices?: unknown }).choices;
    if (
      type === "select" &&
      (!Array.isArray(choices) || choices.length === 0 || choices.some((c) => typeof c !== "string"))
    ) {
      throw invalid(`${where} has choices`, choices, "a non-empty array of strings", name, key);
    }
    const check = (spec as { check?: unknown }).check;
    if (check !== undefined && typeof check !== "function") {
      throw invalid(`${where} has check`, check, "a function", name, key);
    }
    const fallback = (spec as { default?: unknown }).default;
    if (fallback !== undefined) validateOption(name, key, spec as never, fallback);
  }
  for (const hook of HOOKS) {
    const fn: unknown = plugin[hook];
    if (fn !== undefined && typeof fn !== "function") {
      throw invalid(`Hook "${hook}" of plugin "${name}" is`, fn, "a function", name);
    }
  }
}
