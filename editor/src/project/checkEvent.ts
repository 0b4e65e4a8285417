import { PopcornError, type TimeInput, validateOptions } from "@popcorn-kit/core";
import { refusal, resolveTiming } from "@popcorn-kit/core/adapter";
import type { PluginSet } from "../plugins/pluginSet.js";
import { findNotJson } from "./jsonValue.js";
import type { ProjectEvent } from "./types.js";

/** An event as a person or a command gives it: times may be timecodes, options are checked by the manifest. */
export interface EventInput {
  readonly type: string;
  readonly start: TimeInput;
  readonly end: TimeInput;
  readonly options?: Readonly<Record<string, unknown>>;
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
  checkJson(options, `Options of plugin "${plugin.name}"`, plugin.name);
  return { id, type: plugin.name, start, end, options };
}

/**
 * Refuses options that a project file cannot hold (see `findNotJson`): a `PopcornError` (`INVALID_OPTION`)
 * naming where and why.
 */
export function checkJson(options: Readonly<Record<string, unknown>>, subject: string, plugin?: string): void {
  const notJson = findNotJson(options);
  if (notJson) {
    throw new PopcornError(
      "INVALID_OPTION",
      `${subject}${notJson.path ? ` at ${notJson.path}` : ""}: ${notJson.reason}`,
      {
        value: options,
        plugin,
        expected: "JSON data",
      },
    );
  }
}
