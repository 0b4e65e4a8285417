import { describeValue, readSafely, refusal } from "@popcorn-kit/core/errors";
import type { PluginSet } from "../plugins/pluginSet.js";
import { isPlainObject } from "./jsonValue.js";

/*
 * How the engine's public calls read what a caller gives them. A caller may give anything: a number where an
 * object goes, a proxy whose traps throw, a getter that answers differently at each read. Each argument is read
 * once, through these, so that what is checked is what is used and whatever the reading throws reaches the
 * caller as a PopcornError with the error as its cause, through core's `readSafely`.
 */

/**
 * Runs `read` over `value`, an argument: a PopcornError it throws passes as it is, and any other error becomes a
 * PopcornError (`INVALID_OPTION`) that refuses `value` as `subject`, with the error as its cause.
 */
export function readArgument<T>(subject: string, value: unknown, expected: string, read: () => T): T {
  return readSafely(read, (error) =>
    refusal(
      "INVALID_OPTION",
      subject,
      value,
      `${expected}, one that can be read (reading it threw ${describeValue(String(error instanceof Error ? error.message : error))})`,
      { cause: error },
    ),
  );
}

/**
 * A copy of the own enumerable fields of `value`, a plain object (made by `{}`, `JSON.parse` or
 * `Object.create(null)`), each read once. Anything else is refused as `subject`, `expected` saying what it takes.
 */
export function argumentFields(subject: string, value: unknown, expected: string): Record<string, unknown> {
  return readArgument(subject, value, expected, () => {
    if (!isPlainObject(value)) throw refusal("INVALID_OPTION", subject, value, expected);
    return { ...value };
  });
}

/** A copy of `value`, an array, each item read once; anything else is refused as `subject`. */
export function argumentList(subject: string, value: unknown, expected: string): unknown[] {
  return readArgument(subject, value, expected, () => {
    if (!Array.isArray(value)) throw refusal("INVALID_OPTION", subject, value, expected);
    return Array.prototype.slice.call(value) as unknown[];
  });
}

/** Keys of `fields` that are not in `known`, refused as `subject` with the list of those it takes. */
export function refuseUnknownKeys(subject: string, fields: Record<string, unknown>, known: readonly string[]): void {
  for (const key in fields) {
    if (!known.includes(key)) {
      throw refusal("INVALID_OPTION", `${subject}: the key`, key, `one of ${known.join(", ")}`);
    }
  }
}

const PLUGIN_SET = "a plugin set made by createPluginSet(plugins)";

/**
 * A copy of `value`, a plugin set (a map of plugin definitions by name), else a PopcornError naming `subject`.
 * A copy, made by reading the map once: a proxy that passes for a map cannot throw later, from a lookup.
 */
export function pluginSetOf(subject: string, value: unknown): PluginSet {
  return readArgument(subject, value, PLUGIN_SET, () => {
    if (!(value instanceof Map)) throw refusal("INVALID_OPTION", subject, value, PLUGIN_SET);
    const copy: PluginSet = new Map(value as PluginSet);
    for (const [name, plugin] of copy) {
      if (typeof name !== "string" || typeof plugin !== "object" || plugin === null || plugin.name !== name) {
        throw refusal("INVALID_OPTION", `${subject}: the plugin`, name, PLUGIN_SET);
      }
    }
    return copy;
  });
}
