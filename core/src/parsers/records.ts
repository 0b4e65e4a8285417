// Records keyed by names from a file ("__proto__", "constructor" and all): plain assignment and lookup would
// reach Object.prototype instead.

/** Sets an own property, even one named "__proto__" (which plain assignment would turn into a prototype). */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === "__proto__")
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  else record[key] = value;
}

/** Reads an own property only: `getOwn({}, "constructor")` is undefined. */
export function getOwn<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
