import { describeValue } from "@popcorn-kit/core/adapter";

/** How deep a value of a project may nest: deeper than any cue text tree (64 spans) and any sane option. */
export const MAX_JSON_DEPTH = 256;

/** A plain object: made by `{}`, `JSON.parse` or `Object.create(null)`, in any realm. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/** A key as a step of an issue's path: `.text`, or `["odd key"]`, shortened when it is long. */
export function pathKey(key: string): string {
  if (/^[A-Za-z_$][\w$]{0,59}$/.test(key)) return `.${key}`;
  return `[${describeValue(key)}]`;
}

/** Where a value stops being JSON, and why. */
export interface NotJson {
  /** The path below the value checked: `""` for the value itself, `.markers[2].label`... */
  readonly path: string;
  /** Why, naming the value and what is accepted. */
  readonly reason: string;
}

/**
 * Checks that a value is JSON data a project can hold: null, booleans, finite numbers, strings, arrays and plain
 * objects, nested at most `MAX_JSON_DEPTH` deep, without cycles and without `__proto__` keys (which would set
 * an object's prototype where the value is copied by assignment). Each object is looked at once, so shared
 * parts cost nothing more. Returns undefined when the value is fine.
 */
export function findNotJson(value: unknown): NotJson | undefined {
  const state = new Map<object, boolean>();
  const visit = (item: unknown, path: string, depth: number): NotJson | undefined => {
    switch (typeof item) {
      case "string":
      case "boolean":
        return undefined;
      case "number":
        return Number.isFinite(item) ? undefined : { path, reason: refused(item, "a finite number") };
      case "object":
        break;
      default:
        return { path, reason: refused(item, "a JSON value (text, number, true/false, null, list or object)") };
    }
    if (item === null) return undefined;
    if (depth >= MAX_JSON_DEPTH)
      return {
        path,
        reason: `A value nested deeper than ${MAX_JSON_DEPTH} levels: expected at most ${MAX_JSON_DEPTH}.`,
      };
    const seen = state.get(item);
    if (seen === false) return { path, reason: "A value that contains itself: expected JSON data, without cycles." };
    if (seen === true) return undefined;
    if (Array.isArray(item)) {
      state.set(item, false);
      for (let index = 0; index < item.length; index++) {
        const found = visit(item[index], `${path}[${index}]`, depth + 1);
        if (found) return found;
      }
    } else if (isPlainObject(item)) {
      state.set(item, false);
      for (const key of Object.keys(item)) {
        if (key === "__proto__")
          return { path: `${path}${pathKey(key)}`, reason: 'A key "__proto__": expected other key names.' };
        const found = visit(item[key], `${path}${pathKey(key)}`, depth + 1);
        if (found) return found;
      }
    } else {
      return { path, reason: refused(item, "a JSON value (text, number, true/false, null, list or plain object)") };
    }
    state.set(item, true);
    return undefined;
  };
  return visit(value, "", 0);
}

function refused(value: unknown, expected: string): string {
  return `The value ${describeValue(value)}: expected ${expected}.`;
}
