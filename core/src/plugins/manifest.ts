import { PopcornError, refusal } from "../errors/errors.js";
import { type TimeInput, toSeconds } from "../time/toSeconds.js";
import { type UrlKind, acceptedUrls, isSafeUrl } from "./url.js";

interface OptionBase<V> {
  /** Label for forms and editors. */
  label?: string;
  /** One sentence on what the option does. */
  description?: string;
  /** Whether the option must be given (a `default` also satisfies it). @default false */
  required?: boolean;
  /** Value used when the option is not given. */
  default?: V;
  /**
   * A further check of the value, after its type's: returns what is accepted when the value is refused (the
   * error then says "expected" that), or undefined when it is fine.
   */
  check?(value: V): string | undefined;
}

/**
 * Plain text, always rendered as text, never as HTML. Like every string option: no control character but tab
 * and line breaks, no lone surrogate.
 */
export interface TextOption extends OptionBase<string> {
  type: "text";
  /** Longest accepted length, in UTF-16 code units. @default 1000000 (also the most it can be) */
  maxLength?: number;
}
/** HTML, passed through a sanitizer by whatever renders it; at most 1,000,000 code units. */
export interface HtmlOption extends OptionBase<string> {
  type: "html";
}
/** A finite number; numeric strings are converted. */
export interface NumberOption extends OptionBase<number> {
  type: "number";
  min?: number;
  max?: number;
  /** Editors step by this much. */
  step?: number;
}
/** `true` or `false`; the strings "true" and "false" are converted. */
export interface BooleanOption extends OptionBase<boolean> {
  type: "boolean";
}
/** A URL checked by `isSafeUrl`, at most 2,048 code units (a `data:` image 1,000,000). */
export interface UrlOption extends OptionBase<string> {
  type: "url";
  /** `"image"` also accepts `data:image/*`. @default "link" */
  kind?: UrlKind;
}
/** One of a fixed list of strings. */
export interface SelectOption<C extends string = string> extends OptionBase<C> {
  type: "select";
  choices: readonly C[];
}
/** A time, in any form `toSeconds` accepts; stored as seconds. */
export interface TimeOption extends OptionBase<TimeInput> {
  type: "time";
}
/** A CSS color: hex, a name of 3 to 20 letters, or a color function of at most 90 characters inside. */
export interface ColorOption extends OptionBase<string> {
  type: "color";
}
/** The name of an outlet (`<PopcornTarget name>`) that the content renders into; at most 256 code units. */
export interface TargetOption extends OptionBase<string> {
  type: "target";
}
/** Any JSON value (objects, arrays, numbers, strings, booleans, null). */
export interface JsonOption extends OptionBase<unknown> {
  type: "json";
}
/**
 * A function, for code run by the plugin; a string is refused, never evaluated. Editors show no field for it.
 * Give its signature as the type argument: `{ type: "function" } as FunctionOption<(event: TrackEventView) => void>`.
 */
export interface FunctionOption<F extends (...args: never[]) => unknown = (...args: never[]) => unknown>
  extends OptionBase<F> {
  type: "function";
}

/** One option of a plugin manifest. */
export type OptionSpec =
  | TextOption
  | HtmlOption
  | NumberOption
  | BooleanOption
  | UrlOption
  | SelectOption
  | TimeOption
  | ColorOption
  | TargetOption
  | JsonOption
  | FunctionOption;

/** Every option type name. */
export type OptionType = OptionSpec["type"];

/** A plugin's option schema: it drives validation and the forms of an editor. */
export interface Manifest {
  about?: { name: string; description?: string; version?: string; website?: string };
  options: Record<string, OptionSpec>;
}

/** The value type an option spec produces after validation. */
export type OptionValue<S> = S extends { type: "number" | "time" }
  ? number
  : S extends { type: "boolean" }
    ? boolean
    : S extends { type: "select"; choices: readonly (infer C)[] }
      ? C
      : S extends { type: "json" }
        ? unknown
        : S extends FunctionOption<infer F>
          ? F
          : string;

/** The value type an option spec accepts as input. */
export type OptionInput<S> = S extends { type: "time" } ? TimeInput : OptionValue<S>;

type RequiredKeys<O> = {
  [K in keyof O]: O[K] extends { required: true } ? K : O[K] extends { default: unknown } ? K : never;
}[keyof O];

/** The options object a plugin's callbacks see, inferred from its manifest. */
export type InferOptions<M extends Manifest> = {
  [K in RequiredKeys<M["options"]>]: OptionValue<M["options"][K]>;
} & {
  [K in Exclude<keyof M["options"], RequiredKeys<M["options"]>>]?: OptionValue<M["options"][K]>;
};

/** The options object `add` accepts for a plugin, inferred from its manifest. */
export type InferInput<M extends Manifest> = {
  [K in keyof M["options"] as M["options"][K] extends { required: true } ? K : never]: OptionInput<M["options"][K]>;
} & {
  [K in keyof M["options"] as M["options"][K] extends { required: true } ? never : K]?: OptionInput<M["options"][K]>;
};

// A name of 3 to 20 letters ("red" to "lightgoldenrodyellow": CSS's named colours), hex, or a colour function
// of at most 90 characters between its parentheses (CSS's spaces, tabs and line breaks, no other).
const COLOR =
  /^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|[a-z]{3,20}|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([a-z0-9.,%\t\n\r /+-]{0,90}\))$/i;

/** The longest text or HTML option (and data: image URL), in UTF-16 code units. */
const MAX_TEXT = 1_000_000;
// Refused in every string option: control characters but tab, line feed and carriage return, and (with the u
// flag) a surrogate that is not half of a pair.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

const EXPECTED: Record<OptionType, string> = {
  text: "a string",
  html: "a string of HTML",
  number: "a finite number",
  boolean: "true or false",
  url: "a URL",
  select: "one of the choices",
  time: "a time",
  color: 'a CSS color such as "#ff0", "tomato" or "rgb(0 0 0 / 50%)"',
  target: "the name of a target outlet",
  json: "a JSON value",
  function: "a function (strings are never evaluated)",
};

/**
 * Checks one option value against its spec and returns the stored form (numbers for times, strings for
 * numeric text). Throws a `PopcornError` (`INVALID_OPTION`) naming the plugin, the option and the value.
 */
export function validateOption(
  plugin: string,
  name: string,
  spec: OptionSpec,
  value: unknown,
  frameRate?: number,
): unknown {
  const converted = convertOption(plugin, name, spec, value, frameRate);
  const expected = spec.check?.(converted as never);
  return expected === undefined ? converted : fail(plugin, name, value, expected);
}

/** Refuses an option's value: a `PopcornError` naming the plugin, the option, the value and what is accepted. */
function fail(plugin: string, name: string, value: unknown, expected: string, cause?: unknown): never {
  throw refusal("INVALID_OPTION", `Option "${name}" of plugin "${plugin}" got`, value, expected, {
    plugin,
    option: name,
    cause,
  });
}

/**
 * A string option's text, at most `max` long and without refused characters (else the reason, starting with
 * `expected`, which names the type). Module functions, not closures: options are checked per event.
 */
function within(text: string, max: number, expected: string): string | undefined {
  return text.length > max
    ? `${expected} of at most ${max} characters`
    : REFUSED.test(text)
      ? `${expected} without control characters or unpaired surrogates`
      : undefined;
}

function convertOption(plugin: string, name: string, spec: OptionSpec, value: unknown, frameRate?: number): unknown {
  let expected: string | undefined = EXPECTED[spec.type];
  switch (spec.type) {
    case "text":
    case "html": {
      const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
      if (typeof text === "string") {
        expected = within(text, Math.min((spec as TextOption).maxLength ?? MAX_TEXT, MAX_TEXT), "a string");
        if (expected === undefined) return text;
      }
      break;
    }
    case "number": {
      const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
      if (typeof n !== "number" || !Number.isFinite(n)) break;
      if (spec.min !== undefined && n < spec.min) expected = `a number of at least ${spec.min}`;
      else if (spec.max !== undefined && n > spec.max) expected = `a number of at most ${spec.max}`;
      else return n;
      break;
    }
    case "boolean":
      if (typeof value === "boolean") return value;
      if (value === "true" || value === "false") return value === "true";
      break;
    case "url": {
      const kind = spec.kind ?? "link";
      const url = typeof value === "string" ? value.trim() : "";
      expected = acceptedUrls(kind);
      // An image may be a data: URL, as long as a text may be.
      const refused = url !== "" && within(url, kind === "image" && /^data:/i.test(url) ? MAX_TEXT : 2048, expected);
      if (refused) expected = refused;
      else if (url !== "" && isSafeUrl(url, kind)) return url;
      break;
    }
    case "select":
      if (typeof value === "string" && spec.choices.includes(value)) return value;
      expected = `one of ${spec.choices.map((c) => JSON.stringify(c)).join(", ")}`;
      break;
    case "time":
      try {
        return toSeconds(value as TimeInput, frameRate);
      } catch (error) {
        return fail(plugin, name, value, (error as PopcornError).details.expected ?? expected, error);
      }
    case "color":
      if (typeof value === "string" && COLOR.test(value.trim())) return value.trim();
      break;
    case "target": {
      const target = typeof value === "string" ? value.trim() : "";
      if (target !== "") {
        expected = within(target, 256, expected);
        if (expected === undefined) return target;
      }
      break;
    }
    case "json":
      if (typeof value === "function" || typeof value === "symbol" || typeof value === "bigint") break;
      return value;
    case "function":
      if (typeof value === "function") return value;
  }
  return fail(plugin, name, value, expected!);
}

/**
 * Validates a whole options object against a manifest: applies defaults, checks required options, converts
 * each declared option, and keeps undeclared options as given. `previous` is merged under `input` (updates);
 * keys in `skip` are not options (a track event's timing fields) and are left out.
 */
export function validateOptions(...args: Parameters<typeof collectOptions>): Record<string, unknown> {
  return collectOptions(...args) ?? {};
}

/** `validateOptions`, returning undefined instead of a new empty object when there is no option at all. */
export function collectOptions(
  plugin: string,
  manifest: Manifest,
  input: Readonly<Record<string, unknown>>,
  previous?: Readonly<Record<string, unknown>>,
  frameRate?: number,
  skip?: ReadonlySet<string>,
): Record<string, unknown> | undefined {
  // Made on the first option found: an event without options (most cues) allocates nothing here.
  let result: Record<string, unknown> | undefined = previous ? { ...previous } : undefined;
  for (const key in input) {
    // "__proto__" (a key JSON.parse makes as any other) would set the options object's prototype.
    if (!Object.hasOwn(input, key) || skip?.has(key) || key === "__proto__") continue;
    const spec = Object.hasOwn(manifest.options, key) ? manifest.options[key] : undefined;
    const value = input[key];
    result ??= {};
    if (!spec) result[key] = value;
    else if (value === undefined || value === null) delete result[key];
    else result[key] = validateOption(plugin, key, spec, value, frameRate);
  }
  for (const key in manifest.options) {
    const spec = manifest.options[key]!;
    if (result?.[key] !== undefined) continue;
    if (spec.default !== undefined) (result ??= {})[key] = validateOption(plugin, key, spec, spec.default, frameRate);
    else if (spec.required) {
      throw new PopcornError(
        "INVALID_OPTION",
        `Option "${key}" of plugin "${plugin}" is required: expected ${EXPECTED[spec.type]}.`,
        { plugin, option: key, value: input[key], expected: EXPECTED[spec.type] },
      );
    }
  }
  return result;
}
