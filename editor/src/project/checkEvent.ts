import { PopcornError, type TimeInput, validateOptions } from "@popcorn-kit/core";
import { refusal } from "@popcorn-kit/core/errors";
import { resolveTiming } from "@popcorn-kit/core";
import type { PluginSet } from "../plugins/pluginSet.js";
import { argumentFields, pluginSetOf, readArgument } from "./argument.js";
import { jsonCopy } from "./jsonValue.js";
import { FRAME_RATE_RULE, ID_RULE } from "./rules.js";
import type { ProjectEvent } from "./types.js";

/** An event as a person or a command gives it: times may be timecodes, options are checked by the manifest. */
export interface EventInput {
  readonly type: string;
  readonly start: TimeInput;
  readonly end: TimeInput;
  readonly options?: Readonly<Record<string, unknown>>;
}

const EVENT = "an object { type, start, end, options? }";
const OPTIONS = "an object of the plugin's options";

/**
 * Checks an event for a project: a registered plugin type, finite times with `end >= start`, options valid by the
 * plugin's manifest (defaults applied, times converted) and JSON. Throws a `PopcornError` naming the bad value
 * (`UNKNOWN_PLUGIN`, `INVALID_TIME`, `INVALID_OPTION`); `previous` is merged under the changes of an update.
 * The event returned holds a copy of the options (see `jsonCopy`): never an object the caller still holds.
 */
export function checkEvent(
  plugins: PluginSet,
  id: string,
  input: EventInput,
  frameRate: number,
  previous?: Readonly<Record<string, unknown>>,
): ProjectEvent {
  const set = pluginSetOf("checkEvent() plugins", plugins);
  if (!ID_RULE.test(id)) throw refusal("INVALID_OPTION", "Event id", id, ID_RULE.expected);
  if (!FRAME_RATE_RULE.test(frameRate)) {
    throw refusal("INVALID_OPTION", "checkEvent() frame rate", frameRate, FRAME_RATE_RULE.expected);
  }
  const before =
    previous === undefined ? undefined : argumentFields("checkEvent() previous options", previous, OPTIONS);
  return checkEventFields(set, id, argumentFields("checkEvent() event", input, EVENT), frameRate, before);
}

/**
 * `checkEvent` for callers whose plugin set, id and frame rate are the project's own: `fields` are the event's
 * fields, read once (`argumentFields`).
 */
export function checkEventFields(
  plugins: PluginSet,
  id: string,
  fields: Record<string, unknown>,
  frameRate: number,
  previous?: Readonly<Record<string, unknown>>,
): ProjectEvent {
  const { type, start: givenStart, end: givenEnd, options: givenOptions } = fields;
  const plugin = typeof type === "string" ? plugins.get(type) : undefined;
  if (!plugin) {
    throw refusal("UNKNOWN_PLUGIN", "Plugin type", type, `one of ${[...plugins.keys()].join(", ")}`);
  }
  const { start, end } = resolveTiming({ start: givenStart as TimeInput, end: givenEnd as TimeInput, id }, frameRate);
  if (end === Infinity) throw refusal("INVALID_TIME", `Track event "${id}" end`, end, "a finite time");
  const given = givenOptions === undefined ? {} : argumentFields("Options", givenOptions, OPTIONS);
  const options = readArgument("Options", givenOptions, OPTIONS, () =>
    validateOptions(plugin.name, plugin.manifest, given, previous, frameRate),
  );
  return {
    id,
    type: plugin.name,
    start,
    end,
    options: checkJson(options, `Options of plugin "${plugin.name}"`, plugin.name),
  };
}

/**
 * The copy a project keeps of options (see `jsonCopy`), or a `PopcornError` (`INVALID_OPTION`) naming where and
 * why they cannot be kept: a value that is not JSON, or one that reads differently each time (a proxy). An error
 * reading them throws (a proxy's trap) is a `PopcornError` with that error as its cause.
 */
export function checkJson(
  options: Readonly<Record<string, unknown>>,
  subject: string,
  plugin?: string,
): Readonly<Record<string, unknown>> {
  const checked = readArgument(subject, options, "JSON data", () => jsonCopy(options));
  if ("value" in checked) return checked.value as Readonly<Record<string, unknown>>;
  throw new PopcornError(
    "INVALID_OPTION",
    `${subject}${checked.path ? ` at ${checked.path}` : ""}: ${checked.reason}`,
    {
      value: options,
      plugin,
      expected: "JSON data",
    },
  );
}
