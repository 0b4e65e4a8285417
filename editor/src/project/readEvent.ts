import { PopcornError, toSeconds, validateOptions } from "@popcorn-kit/core";
import { describeValue } from "@popcorn-kit/core/adapter";
import type { PluginSet } from "../plugins/pluginSet.js";
import type { IssueLog } from "./issueLog.js";
import { findNotJson, isPlainObject, pathKey } from "./jsonValue.js";

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
}

/** An event read and checked, before it gets its id in the project. */
export interface ReadEvent {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly options: Readonly<Record<string, unknown>>;
}

// Letters, digits, "_", ".", ":", "-", "/" and "@": every plugin name the kit and its users write.
const TYPE = /^[\w.:/@-]{1,100}$/;

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
  if (typeof type !== "string" || !TYPE.test(type)) {
    log.error(
      `${path}.type`,
      `Event type ${describeValue(type)}: expected a plugin name (letters, digits, "-", "_", at most 100); the event is dropped.`,
    );
    return undefined;
  }
  const start = readTime(raw.start, `${timesPath}.start`, reading);
  if (start === undefined) return undefined;
  if (start === Number.POSITIVE_INFINITY) {
    log.error(`${timesPath}.start`, "Start Infinity: expected a finite time; the event is dropped.");
    return undefined;
  }
  let end =
    raw.end === undefined || raw.end === null
      ? Number.POSITIVE_INFINITY
      : readTime(raw.end, `${timesPath}.end`, reading);
  if (end === undefined) return undefined;
  if (end === Number.POSITIVE_INFINITY) {
    end = reading.duration > start ? reading.duration : start + OPEN_END_LENGTH;
    log.warn(
      `${timesPath}.end`,
      `Open end ${describeValue(raw.end)}: a project's events end at a time, so it ends at ${end} (${reading.duration > start ? "the media's end" : `${OPEN_END_LENGTH} s after its start`}).`,
    );
  } else if (end < start) {
    log.error(
      `${timesPath}.end`,
      `End ${end} before the start ${start}: expected an end at or after the start; the event is dropped.`,
    );
    return undefined;
  }
  const options = readOptions(raw.options, type, path, optionsPath, reading);
  return options === undefined ? undefined : { type, start, end, options };
}

function readTime(value: unknown, path: string, reading: EventReading): number | undefined {
  try {
    return toSeconds(value as number, reading.frameRate);
  } catch (error) {
    reading.log.error(path, `${(error as PopcornError).message.replace(/\.$/, "")}; the event is dropped.`);
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
    log.error(path, `Options ${describeValue(raw)}: expected an object of the plugin's options; the event is dropped.`);
    return undefined;
  }
  // The whole options object at once: one walk, and the path of the first value that is not JSON.
  const notJson = findNotJson(raw);
  if (notJson) {
    log.error(`${path}${notJson.path}`, `${notJson.reason.replace(/\.$/, "")}; the event is dropped.`);
    return undefined;
  }
  const given = { ...raw };
  const plugin = reading.plugins.get(type);
  if (plugin === undefined) {
    if (reading.unknownTypes?.has(type)) return given;
    reading.unknownTypes?.add(type);
    log.warn(
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
    );
    return undefined;
  }
}
