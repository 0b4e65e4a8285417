import { type TimeInput, validateOptions } from "@popcorn-kit/core";
import { refusal, resolveTiming } from "@popcorn-kit/core/adapter";
import type { PluginSet } from "../plugins/pluginSet.js";
import type { ProjectEvent } from "./types.js";

/** An event as a person or a command gives it: times may be timecodes, options are checked by the manifest. */
export interface EventInput {
  readonly type: string;
  readonly start: TimeInput;
  readonly end: TimeInput;
  readonly options?: Readonly<Record<string, unknown>>;
}

/** How deep a JSON option may nest: deeper is refused, as no form could show it and a stack could overflow. */
const MAX_DEPTH = 64;

/** Whether a value is JSON (what a project file can hold): no function, symbol, bigint, cycle or NaN. */
export function isJsonValue(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value !== "object" || depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => isJsonValue(item, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  for (const key of Object.keys(value)) {
    if (!isJsonValue((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

/**
 * Checks an event for a project: a registered plugin type, finite times with `end >= start`, options valid by the
 * plugin's manifest (defaults applied, times converted) and JSON. Throws a `PopcornError` naming the bad value
 * (`UNKNOWN_PLUGIN`, `INVALID_TIME`, `INVALID_OPTION`); `previous` is merged under the changes of an update.
 */
export function checkEvent(
  plugins: PluginSet,
  id: string,
  input: EventInput,
  frameRate: number,
  previous?: Readonly<Record<string, unknown>>,
): ProjectEvent {
  const plugin = plugins.get(input.type);
  if (!plugin) {
    throw refusal("UNKNOWN_PLUGIN", "Plugin type", input.type, `one of ${[...plugins.keys()].join(", ")}`);
  }
  const { start, end } = resolveTiming({ start: input.start, end: input.end, id }, frameRate);
  if (end === Infinity) throw refusal("INVALID_TIME", `Track event "${id}" end`, end, "a finite time");
  const options = validateOptions(plugin.name, plugin.manifest, input.options ?? {}, previous, frameRate);
  for (const key of Object.keys(options)) {
    if (!isJsonValue(options[key])) {
      throw refusal("INVALID_OPTION", `Option "${key}" of plugin "${plugin.name}" got`, options[key], "a JSON value", {
        plugin: plugin.name,
        option: key,
      });
    }
  }
  return { id, type: plugin.name, start, end, options };
}
