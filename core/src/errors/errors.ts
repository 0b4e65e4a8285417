/**
 * Every error code the kit throws or emits.
 *
 * - `INVALID_TIME`: a time that is not a non-negative number or timecode, or `end < start`.
 * - `INVALID_OPTION`: an option that fails its plugin's manifest, or an unknown instance option.
 * - `UNKNOWN_PLUGIN`: a track event type that no registered plugin handles.
 * - `DUPLICATE_ID`: a track event id that is already on the timeline.
 * - `NOT_FOUND`: an id that is not on the timeline, or (adapters) no instance provided where one is needed.
 * - `PARSE`: subtitle or data text that does not parse (the file was read; its content is not understood).
 * - `LOAD`: a network read that failed: the fetch rejected or gave no response, a status other than 2xx, a body
 *   that failed to read, a time-out, an answer over the size limit, or an abort.
 * - `DESTROYED`: a call on an instance after `destroy()`.
 * - `PLAYER`: the media player failed (network, decode, unsupported source).
 */
export type PopcornErrorCode =
  | "INVALID_TIME"
  | "INVALID_OPTION"
  | "UNKNOWN_PLUGIN"
  | "DUPLICATE_ID"
  | "NOT_FOUND"
  | "PARSE"
  | "LOAD"
  | "DESTROYED"
  | "PLAYER";

/** Structured facts about an error, for programs; the message says the same for people. */
export interface PopcornErrorDetails {
  /** The value that was refused, as given. */
  value?: unknown;
  /** What would have been accepted, in words. */
  expected?: string;
  /** The plugin involved, if any. */
  plugin?: string;
  /** The option involved, if any. */
  option?: string;
  /** The track event involved, if any. */
  eventId?: string;
  /** 1-based line of the input, for parse errors. */
  line?: number;
  /** 1-based column of the input, for parse errors. */
  column?: number;
  /** The underlying error, when this one wraps another. */
  cause?: unknown;
}

/**
 * The one error class of Popcorn Kit. Its message names the bad value and says what is accepted;
 * `code` and `details` carry the same facts for programs.
 *
 * @example
 * try { pop.add("footnote", { start: -1, end: 2, text: "x" }) }
 * catch (e) { if (e instanceof PopcornError && e.code === "INVALID_TIME") showHint(e.message) }
 */
export class PopcornError extends Error {
  /** What kind of failure this is. */
  readonly code: PopcornErrorCode;
  /** The refused value, what was expected, and where. */
  readonly details: PopcornErrorDetails;

  constructor(code: PopcornErrorCode, message: string, details: PopcornErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "PopcornError";
    this.code = code;
    this.details = details;
  }
}

/**
 * A `PopcornError` that refuses `value`: the message reads `${subject} ${describeValue(value)}: expected ${expected}.`,
 * and the details hold `value` and `expected`, then `details` (which may name the plugin, option or event, or
 * give another `value`). One place builds the messages of the argument checks, so they all read alike.
 *
 * @example
 * throw refusal("INVALID_OPTION", "volume", 2, "a number from 0 to 1");
 * // PopcornError: volume 2: expected a number from 0 to 1.
 */
export function refusal(
  code: PopcornErrorCode,
  subject: string,
  value: unknown,
  expected: string,
  details?: PopcornErrorDetails,
): PopcornError {
  return new PopcornError(code, `${subject} ${describeValue(value)}: expected ${expected}.`, {
    value,
    expected,
    ...details,
  });
}

/** Describes a value for an error message: strings quoted, objects summarised, never huge. */
export function describeValue(value: unknown): string {
  if (typeof value === "string") {
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return JSON.stringify(shown);
  }
  if (typeof value === "number" || typeof value === "boolean" || value == null) return String(value);
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "function") return "a function";
  if (typeof value === "symbol") return value.toString();
  // A proxy can throw from any of these reads: it is then just "an object".
  try {
    if (Array.isArray(value)) return `an array of ${value.length}`;
    // Named by its class ("a Date object"); a plain object's is Object, an object without a prototype has none.
    const name = Object.getPrototypeOf(value)?.constructor?.name ?? "Object";
    if (name !== "Object" && /^\w{1,40}$/.test(name)) return `${/^[aeiou]/i.test(name) ? "an" : "a"} ${name} object`;
  } catch {}
  return "an object";
}

/** True for an object made by `{}`, `JSON.parse` or `Object.create(null)`, in any realm (may throw on a proxy). */
function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * Runs `read` over a value a caller gave; an error the reading throws (a proxy's trap, a getter) becomes
 * `refuse(error)`, a `PopcornError` with that error as its cause. A `PopcornError` passes as it is. The checks
 * of the public calls read their arguments through this (or `plainFields`), so that no raw error escapes them.
 */
export function readSafely<T>(read: () => T, refuse: (cause: unknown) => PopcornError): T {
  try {
    return read();
  } catch (error) {
    throw error instanceof PopcornError ? error : refuse(error);
  }
}

/**
 * A copy of a plain object's own enumerable fields (an object made by `{}`, `JSON.parse` or
 * `Object.create(null)`), each read once, so that what is checked is what is used. Anything else (a string, an
 * array, a `Date`, a boxed primitive, a class instance) is refused through `refuse()`, and a read that throws
 * through `refuse(error)`.
 */
export function plainFields(value: unknown, refuse: (cause?: unknown) => PopcornError): Record<string, unknown> {
  const fields = readSafely(
    () => (typeof value === "object" && value !== null && isPlain(value) ? { ...value } : undefined),
    refuse,
  );
  if (fields === undefined) throw refuse();
  return fields;
}
