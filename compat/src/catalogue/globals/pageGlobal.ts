import { PopcornError } from "@popcorn-kit/core";

/**
 * A library the page loaded with its own script tag (`window.L`, `window.Mustache`, `window.p5`), for the
 * script-tag build, where the kit's `import("leaflet")` has no bundler to answer it. Throws a `PopcornError`
 * naming the script to add when the page has none.
 */
export function pageGlobal(name: string, script: string): unknown {
  const value = (globalThis as Record<string, unknown>)[name];
  if (value === undefined || value === null) {
    throw new PopcornError(
      "LOAD",
      `window.${name} is ${String(value)}: expected ${script} loaded by a script tag before it is used.`,
      {
        value,
        expected: script,
      },
    );
  }
  return value;
}
