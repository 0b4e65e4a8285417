import { PopcornError, toSeconds, validateOptions } from "@popcorn-kit/core";
import { describeValue } from "@popcorn-kit/core/errors";
import type { PluginSet } from "../plugins/pluginSet.js";
import type { IssueLog } from "./issueLog.js";
import { findNotJson, isPlainObject, jsonCopy, pathKey } from "./jsonValue.js";
import { EVENT_TYPE_RULE } from "./rules.js";

/** How long an event with an open end lasts when the media's duration is not known, in seconds. */
export const OPEN_END_LENGTH = 5;

/** What reading an event needs besides the event. */
export interface EventReading {
  readonly plugins: PluginSet;
  /** The media's duration in seconds, 0 when unknown: where an open end is clamped to. */
  readonly duration: number;
  /** For SMPTE timecodes in times. */
  readonly frameRate: number;
  readonly log: IssueLog;
  /**
   * When given, an unknown plugin type is reported once (the first time), not per event: an imported data file
   * of 10,000 events of one unknown type gives one warning.
   */
  readonly unknownTypes?: Set<string>;
  /**
   * True when the values read are plain data already (text `JSON.parse` read, a parser's events): their options
   * are checked but not copied. Values given in code are copied through JSON (see `jsonCopy`), so that a proxy or
   * a getter never enters a project. @default false
   */
  readonly trusted?: boolean;
}

/** An event read and checked, before it gets its id in the project. */
export interface ReadEvent {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly options: Readonly<Record<string, unknown>>;
}

/**
 * Checks one event's type, times and options, reporting at `path` (and its options at `optionsPath`). Returns undefined, after an error issue,
 * for an event that cannot be in a project (no type, a bad time, an option its plugin's manifest refuses, a
 * value that is not JSON). An event of a type no plugin in `plugins` has is kept as it is, with a warning; an
 * open end (missing, null or Infinity) is clamped to the media's duration, or to `OPEN_END_LENGTH` seconds
 * after the start when that is not known, with a warning.
 */
export function readEvent(
  raw: { readonly type: unknown; readonly start: unknown; readonly end: unknown; readonly options: unknown },
  path: string,
  reading: EventReading,
  optionsPath = `${path}.options`,
  timesPath = path,
): ReadEvent | undefined {
  const { log } = reading;
  const { type } = raw;
  if (!EVENT_TYPE_RULE.test(type)) {
    log.refuse("error", {
      path: `${path}.type`,
      subject: "Event type",
      value: type,
      expected: EVENT_TYPE_RULE.expected,
      outcome: "the event is dropped",
      code: "UNKNOWN_PLUGIN",
    });
    return undefined;
  }
  const start = readTime(raw.start, `${timesPath}.start`, reading);
  if (start === undefined) return undefined;
  if (start === Number.POSITIVE_INFINITY) {
    log.refuse("error", {
      path: `${timesPath}.start`,
      subject: "Start",
      value: start,
      expected: "a finite time",
      outcome: "the event is dropped",
      code: "INVALID_TIME",
    });
    return undefined;
  }
  let end =
    raw.end === undefined || raw.end === null
      ? Number.POSITIVE_INFINITY
      : readTime(raw.end, `${timesPath}.end`, reading);
  if (end === undefined) return undefined;
  if (end === Number.POSITIVE_INFINITY) {
    end = reading.duration > start ? reading.duration : start + OPEN_END_LENGTH;
    log.refuse("warning", {
      path: `${timesPath}.end`,
      subject: "Open end",
      value: raw.end,
      expected: "a finite time: a project's events end at a time",
      outcome: `it ends at ${end} (${reading.duration > start ? "the media's end" : `${OPEN_END_LENGTH} s after its start`})`,
      code: "INVALID_TIME",
    });
  } else if (end < start) {
    log.refuse("error", {
      path: `${timesPath}.end`,
      subject: "End",
      value: end,
      expected: `an end at or after the start (${start})`,
      outcome: "the event is dropped",
      code: "INVALID_TIME",
    });
    return undefined;
  }
  const options = readOptions(raw.options, type, path, optionsPath, reading);
  return options === undefined ? undefined : { type, start, end, options };
}

function readTime(value: unknown, path: string, reading: EventReading): number | undefined {
  try {
    return toSeconds(value as number, reading.frameRate);
  } catch (error) {
    reading.log.error(path, `${(error as PopcornError).message.replace(/\.$/, "")}; the event is dropped.`, error);
    return undefined;
  }
}

function readOptions(
  raw: unknown,
  type: string,
  eventPath: string,
  path: string,
  reading: EventReading,
): Readonly<Record<string, unknown>> | undefined {
  const { log } = reading;
  if (raw === undefined || raw === null) raw = {};
  if (!isPlainObject(raw)) {
    log.refuse("error", {
      path,
      subject: "Options",
      value: raw,
      expected: "an object of the plugin's options",
      outcome: "the event is dropped",
    });
    return undefined;
  }
  // The whole options object at once: one walk, and the path of the first value that is not JSON.
  const checked = reading.trusted ? (findNotJson(raw) ?? { value: raw }) : jsonCopy(raw);
  if (!("value" in checked)) {
    log.error(`${path}${checked.path}`, `${checked.reason.replace(/\.$/, "")}; the event is dropped.`);
    return undefined;
  }
  const given = reading.trusted ? { ...raw } : (checked.value as Record<string, unknown>);
  const plugin = reading.plugins.get(type);
  if (plugin === undefined) {
    if (reading.unknownTypes?.has(type)) return given;
    reading.unknownTypes?.add(type);
    log.note(
      `${eventPath}.type`,
      `Plugin type ${describeValue(type)} is not one of this editor's plugins: expected one of ${[...reading.plugins.keys()].join(", ")}; the event is kept as it is.`,
    );
    return given;
  }
  try {
    // The checked form, as the editor's commands keep it: defaults applied, times in seconds.
    return validateOptions(type, plugin.manifest, given, undefined, reading.frameRate);
  } catch (error) {
    if (!(error instanceof PopcornError)) throw error;
    const option = error.details.option;
    log.error(
      option === undefined ? path : `${path}${pathKey(option)}`,
      `${error.message.replace(/\.$/, "")}; the event is dropped.`,
      error,
    );
    return undefined;
  }
}
