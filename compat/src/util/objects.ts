// Popcorn 1.x's object helpers (`Popcorn.forEach`, `Popcorn.extend`, `Popcorn.sizeOf`), kept for pages that call
// them, with one difference: keys that would reach a prototype are never copied.

/** Keys `extend` never copies: writing them would change what every object inherits. */
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Calls `fn` for each item of an array or array-like (`fn.call(context, item, index)`), or for each own
 * enumerable property of an object (`fn.call(context, value, key)`). Returns what it was given.
 *
 * @example
 * Popcorn.forEach(["a", "b"], (item, index) => console.log(index, item));
 */
export function forEach<T>(object: T, fn: (this: unknown, value: any, key: any) => void, context?: unknown): T {
  if (object === null || object === undefined || typeof fn !== "function") return object;
  const target = object as unknown as Record<string, unknown> & { length?: unknown };
  if (Array.isArray(object) || (typeof target.length === "number" && typeof object !== "function")) {
    const length = target.length as number;
    for (let index = 0; index < length; index++) fn.call(context, target[index], index);
    return object;
  }
  for (const key of Object.keys(target)) fn.call(context, target[key], key);
  return object;
}

/**
 * Copies the own enumerable properties of each source onto `target`, left to right, and returns `target`.
 * `__proto__`, `constructor` and `prototype` are skipped, so data from a file cannot change what objects inherit.
 *
 * @example
 * Popcorn.extend({}, defaults, options);
 */
export function extend<T extends object>(target: T, ...sources: unknown[]): T {
  for (const source of sources) {
    if (source === null || typeof source !== "object") continue;
    for (const key of Object.keys(source)) {
      if (UNSAFE_KEYS.has(key)) continue;
      (target as Record<string, unknown>)[key] = (source as Record<string, unknown>)[key];
    }
  }
  return target;
}

/** The number of own enumerable properties of an object (0 for anything else). */
export function sizeOf(object: unknown): number {
  return object !== null && typeof object === "object" ? Object.keys(object).length : 0;
}

/** Does nothing: Popcorn's placeholder callback. */
export function nop(): void {}

let counter = 0;

/**
 * A string unique to this page: the prefix, then a number that grows on every call.
 *
 * @example
 * Popcorn.guid("footnote"); // "footnote1733500000001"
 */
export function guid(prefix?: string): string {
  counter += 1;
  return `${prefix ?? ""}${Date.now() + counter}`;
}
