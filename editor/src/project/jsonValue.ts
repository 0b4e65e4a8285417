import { describeValue } from "@popcorn-kit/core/errors";

/** How deep a value of a project may nest: deeper than any cue text tree (64 spans) and any sane option. */
export const MAX_JSON_DEPTH = 256;

/**
 * The most parts (values in lists and objects) one checked value may have: far above any option, and a bound
 * on the walk of an object given in code whose parts are shared many times over.
 */
export const MAX_JSON_PARTS = 1_000_000;

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
 * objects, nested at most `MAX_JSON_DEPTH` deep (a value that contains itself fails so), of at most
 * `MAX_JSON_PARTS` parts, and without `__proto__` keys (which would set an object's prototype where the value
 * is copied by assignment). Returns undefined when the value is fine. Allocates nothing while the value is fine.
 */
export function findNotJson(value: unknown): NotJson | undefined {
  // The path is kept as a stack of steps and made text only for the value refused: checking builds no string.
  const steps: (string | number)[] = [];
  let parts = 0;
  const fail = (reason: string): NotJson => ({
    path: steps.map((step) => (typeof step === "number" ? `[${step}]` : pathKey(step))).join(""),
    reason,
  });
  const visit = (item: unknown): NotJson | undefined => {
    switch (typeof item) {
      case "string":
      case "boolean":
        return undefined;
      case "number":
        return Number.isFinite(item) ? undefined : fail(refused(item, "a finite number"));
      case "object":
        break;
      default:
        return fail(refused(item, "a JSON value (text, number, true/false, null, list or object)"));
    }
    if (item === null) return undefined;
    if (steps.length >= MAX_JSON_DEPTH) {
      return fail(
        `A value nested deeper than ${MAX_JSON_DEPTH} levels (or that contains itself): expected at most ${MAX_JSON_DEPTH}.`,
      );
    }
    if (++parts > MAX_JSON_PARTS) return fail(`A value of more than ${MAX_JSON_PARTS} parts: expected fewer.`);
    if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index++) {
        steps.push(index);
        const found = visit(item[index]);
        if (found) return found;
        steps.pop();
      }
    } else if (isPlainObject(item)) {
      for (const key in item) {
        if (!Object.hasOwn(item, key)) continue;
        steps.push(key);
        if (key === "__proto__") return fail('A key "__proto__": expected other key names.');
        const found = visit(item[key]);
        if (found) return found;
        steps.pop();
      }
    } else {
      return fail(refused(item, "a JSON value (text, number, true/false, null, list or plain object)"));
    }
    return undefined;
  };
  return visit(value);
}

function refused(value: unknown, expected: string): string {
  return `The value ${describeValue(value)}: expected ${expected}.`;
}

/**
 * A JSON value as a project keeps it: checked by `findNotJson`, then copied through JSON text, and the copy
 * compared with the value read again. A value that passes is plain data that reads the same each time; the copy
 * is what is kept, so a proxy or a getter given in code never enters a project (it cannot be told apart from a
 * plain object, but what it answers can: a value that answers differently at each read does not come back from
 * the round trip equal to itself, and is refused). Returns the copy, or where and why the value is refused.
 * Whatever reading the value throws is thrown: callers turn it into a PopcornError with the error as its cause.
 */
export function jsonCopy(value: unknown): { readonly value: unknown } | NotJson {
  const notJson = findNotJson(value);
  if (notJson) return notJson;
  const copy: unknown = JSON.parse(JSON.stringify(value));
  const differs = firstDifference(copy, value, 0);
  if (differs === undefined) return { value: copy };
  return {
    path: differs,
    reason:
      "A value that reads differently from one read to the next (a proxy or a getter): expected JSON data that reads the same each time.",
  };
}

/**
 * The path of the first place where `copy` (plain JSON data) and `value` differ (`""` for the values themselves),
 * or undefined when they hold the same data: key order aside, and a key whose value is `undefined` counts as
 * absent (JSON text has no such key). Reads `value` once per part; what it throws is thrown.
 */
export function jsonDifference(copy: unknown, value: unknown): string | undefined {
  return firstDifference(copy, value, 0);
}

function firstDifference(copy: unknown, value: unknown, depth: number): string | undefined {
  if (copy === null || typeof copy !== "object") return copy === value ? undefined : "";
  if (typeof value !== "object" || value === null || Array.isArray(copy) !== Array.isArray(value)) return "";
  // `findNotJson` bounds the depth of what is copied; this bound keeps a value that grew since from recursing on.
  if (depth > MAX_JSON_DEPTH) return "";
  if (Array.isArray(copy)) {
    const list = value as unknown[];
    if (list.length !== copy.length) return "";
    for (let index = 0; index < copy.length; index++) {
      const below = firstDifference(copy[index], list[index], depth + 1);
      if (below !== undefined) return `[${index}]${below}`;
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  const read: Record<string, unknown> = {};
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (item !== undefined) read[key] = item;
  }
  const keys = Object.keys(copy).filter((key) => (copy as Record<string, unknown>)[key] !== undefined);
  if (Object.keys(read).length !== keys.length) return "";
  for (const key of keys) {
    if (!Object.hasOwn(read, key)) return pathKey(key);
    const below = firstDifference((copy as Record<string, unknown>)[key], read[key], depth + 1);
    if (below !== undefined) return `${pathKey(key)}${below}`;
  }
  return undefined;
}
