import { PopcornError, plainFields, readSafely, refusal } from "../errors/errors.js";
import { type TimeInput, toSeconds } from "../time/toSeconds.js";
import type { TrackEventFilter } from "./trackEvent.js";
import type { PopcornOptions } from "./popcorn.js";

// Argument checks of the instance's public calls. Each refuses a bad value with a PopcornError naming it and
// what is accepted, before the call changes anything, so that nothing already loaded is lost.

/** The keys `createPopcorn` accepts in its options. */
export const POPCORN_OPTION_KEYS: ReadonlySet<string> = new Set([
  "ticker",
  "plugins",
  "frameRate",
  "sanitizeHtml",
  "sanitizeFileHtml",
  "parse",
]);

const FILTER_KEYS: ReadonlySet<string> = new Set(["type", "active", "at"]);

/** A listener of `on`, `once`, `watch` and the like: a function. */
export function expectFunction(value: unknown, where: string): void {
  if (typeof value !== "function") throw refusal("INVALID_OPTION", `${where} got`, value, "a function");
}

/** A name (event type, plugin type, track event id): a non-empty string. */
export function expectName(value: unknown, where: string): asserts value is string {
  if (typeof value !== "string" || value === "") {
    throw refusal("INVALID_OPTION", `${where} got`, value, "a non-empty string");
  }
}

/**
 * The flat input of `add` and `update`: a plain object of timing fields and plugin options, returned as a copy
 * read once. A string, an array, `null`, a boxed primitive or a class instance is refused rather than read key
 * by key, and so is an object that throws when read. `call(subject)suffix` names the call in the message, for
 * example `add("cue")`.
 */
export function expectInput(value: unknown, call: string, subject?: string, suffix = ""): Record<string, unknown> {
  return plainFields(value, (cause) => {
    // The message is built only here: add() and update() run per event, and most inputs are fine.
    const where = subject === undefined ? call : `${call}(${JSON.stringify(subject)})${suffix}`;
    return refusal("INVALID_OPTION", `${where} got`, value, "an object of timing fields and plugin options", { cause });
  });
}

/**
 * What `remove` and `getTrackEvents` select by: a predicate, or a plain object with only `type`, `active` and
 * `at`. A misspelt key would otherwise select every event, and so would a `Date` or a `RegExp` (no own keys).
 */
export function expectFilter(value: unknown, where: string): TrackEventFilter {
  if (typeof value === "function") return value as TrackEventFilter;
  const expected = "an event id, a predicate, or { type?, active?, at? }";
  const filter = plainFields(value, (cause) => refusal("INVALID_OPTION", `${where} got`, value, expected, { cause }));
  for (const key of Object.keys(filter)) {
    if (!FILTER_KEYS.has(key))
      throw refusal("INVALID_OPTION", `${where} got a filter with key`, key, expected, { value });
  }
  if (filter.type !== undefined) expectName(filter.type, `${where} filter "type"`);
  if (filter.active !== undefined && typeof filter.active !== "boolean") {
    throw refusal("INVALID_OPTION", `${where} filter "active" got`, filter.active, "true or false");
  }
  return filter as TrackEventFilter;
}

/** The highest frame rate: SMPTE timecodes give frames in at most three digits. */
const MAX_FRAME_RATE = 1000;

/**
 * The options of `createPopcorn`, as a copy: known keys only, a positive frame rate up to 1000, an array of
 * plugins.
 */
export function checkPopcornOptions(options: unknown): PopcornOptions {
  if (options === undefined) return {};
  const known = [...POPCORN_OPTION_KEYS].join(", ");
  const refuse = (cause?: unknown) =>
    refusal("INVALID_OPTION", "createPopcorn options", options, `an object with ${known}`, { cause });
  const record = plainFields(options, refuse);
  for (const key of Object.keys(record)) {
    if (!POPCORN_OPTION_KEYS.has(key)) {
      throw refusal("INVALID_OPTION", "createPopcorn got an unknown option", key, `one of ${known}`);
    }
  }
  const { frameRate, plugins, parse } = record;
  if (frameRate !== undefined && (typeof frameRate !== "number" || !(frameRate > 0 && frameRate <= MAX_FRAME_RATE))) {
    throw refusal(
      "INVALID_OPTION",
      "frameRate",
      frameRate,
      `a positive finite number of frames per second, at most ${MAX_FRAME_RATE}`,
    );
  }
  if (plugins !== undefined) {
    record.plugins = readSafely(() => {
      if (!Array.isArray(plugins))
        throw refusal("INVALID_OPTION", "plugins", plugins, "an array of plugin definitions");
      return [...plugins];
    }, refuse);
  }
  if (parse !== undefined) expectFunction(parse, "parse");
  return record as PopcornOptions;
}

/**
 * A track event's times in seconds: `start` (0 when omitted) must be finite, `end` (`Infinity` when omitted)
 * not before it. `previous` supplies what an update leaves out. What `add`, `update` and the components that
 * validate their props before adding use, so that every caller refuses the same times the same way.
 *
 * @example
 * resolveTiming({ start: "0:02", end: 5 }); // { start: 2, end: 5 }
 */
export function resolveTiming(
  timing: { readonly start?: TimeInput; readonly end?: TimeInput; readonly id?: string },
  frameRate?: number,
  previous?: { readonly start: number; readonly end: number },
): { start: number; end: number } {
  const start = timing.start === undefined ? (previous?.start ?? 0) : toSeconds(timing.start, frameRate);
  const end = timing.end === undefined ? (previous?.end ?? Infinity) : toSeconds(timing.end, frameRate);
  if (start === Infinity) {
    throw refusal("INVALID_TIME", "Start", timing.start, "a finite time");
  }
  if (end < start) {
    const id = timing.id === undefined ? "" : ` ${JSON.stringify(timing.id)}`;
    throw new PopcornError(
      "INVALID_TIME",
      `Track event${id} ends (${end}) before it starts (${start}): expected end >= start.`,
      {
        value: { start, end },
        eventId: timing.id,
        expected: "end >= start",
      },
    );
  }
  return { start, end };
}

/** The `once` field: a boolean, or undefined for "as before" (false for a new event). */
export function checkOnce(value: unknown, id: string): boolean | undefined {
  if (value === undefined || typeof value === "boolean") return value;
  throw refusal("INVALID_OPTION", `Track event ${JSON.stringify(id)} got once`, value, "true or false", {
    eventId: id,
  });
}
