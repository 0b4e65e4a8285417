// Popcorn 1.x's object helpers (`Popcorn.forEach`, `Popcorn.extend`, `Popcorn.sizeOf`), kept for pages that call
// them, with one difference: keys that would reach a prototype are never copied.
import { guard, readSafely } from "./safely.js";

/**
 * Keys never copied (`extend`, a parser's data) nor taken as names (parsers, players): writing them would change
 * what every object inherits.
 */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Calls `fn` for each item of an array or array-like (`fn.call(context, item, index)`), or for each own
 * enumerable property of an object (`fn.call(context, value, key)`). Returns what it was given. An object whose
 * reading throws (a proxy, a getter) is refused with a `PopcornError`; what `fn` throws is its own and passes.
 *
 * @example
 * Popcorn.forEach(["a", "b"], (item, index) => console.log(index, item));
 */
export function forEach<T>(object: T, fn: (this: unknown, value: any, key: any) => void, context?: unknown): T {
  if (object === null || object === undefined || typeof fn !== "function") return object;
  const target = object as unknown as Record<string, unknown> & { length?: unknown };
  const read = <R>(reading: () => R): R => readSafely(reading, "Popcorn.forEach", object);
  if (read(() => Array.isArray(object) || (typeof target.length === "number" && typeof object !== "function"))) {
    const length = read(() => target.length as number);
    for (let index = 0; index < length; index++) {
      const item = read(() => target[index]);
      fn.call(context, item, index);
    }
    return object;
  }
  for (const key of read(() => Object.keys(target))) {
    const value = read(() => target[key]);
    fn.call(context, value, key);
  }
  return object;
}

/** `extend` for the compat layer's own objects: what it throws is left to the public call that runs it. */
export function assign<T extends object>(target: T, ...sources: unknown[]): T {
  for (const source of sources) {
    if (!isObject(source)) continue;
    for (const key of Object.keys(source)) {
      if (UNSAFE_KEYS.has(key)) continue;
      (target as Record<string, unknown>)[key] = (source as Record<string, unknown>)[key];
    }
  }
  return target;
}

/**
 * Copies the own enumerable properties of each source onto `target`, left to right, and returns `target`.
 * `__proto__`, `constructor` and `prototype` are skipped, so data from a file cannot change what objects inherit.
 * A target that takes no property (`null`, a frozen object) or a source whose reading throws is refused with a
 * `PopcornError`.
 *
 * @example
 * Popcorn.extend({}, defaults, options);
 */
export const extend = /* @__PURE__ */ guard("Popcorn.extend", assign) as typeof assign;

/** The number of own enumerable properties of an object (0 for anything else). */
export const sizeOf = /* @__PURE__ */ guard("Popcorn.sizeOf", (object: unknown): number =>
  isObject(object) ? Object.keys(object).length : 0,
);

/** Whether a value is an array (`Array.isArray`); a revoked proxy, which cannot say, is refused. */
export function isArray(value: unknown): boolean {
  return readSafely(() => Array.isArray(value), "Popcorn.isArray", value);
}

/** Does nothing: Popcorn's placeholder callback. */
export function nop(): void {}

let counter = 0;

/**
 * A string unique to this page: the prefix, then a number that grows on every call. A prefix that does not
 * convert to a string (a symbol) is refused with a `PopcornError`.
 *
 * @example
 * Popcorn.guid("footnote"); // "footnote1733500000001"
 */
export const guid = /* @__PURE__ */ guard("Popcorn.guid", (prefix?: string): string => {
  counter += 1;
  return `${prefix ?? ""}${Date.now() + counter}`;
});

/** Whether a value is an object, an array included (null is not, nor is a function). */
export function isObject(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

/** Whether a value is an object of fields: an object that is not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return isObject(value) && !Array.isArray(value);
}

/** Takes the first `item` out of `list`, if it is there. */
export function removeFrom<T>(list: T[], item: T): void {
  const index = list.indexOf(item);
  if (index >= 0) list.splice(index, 1);
}
