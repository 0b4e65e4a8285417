import type { PopcornError } from "@popcorn-kit/core";

// These modules answer core's dynamic `import("#peers/leaflet")`, so the bundler initialises them lazily, and with
// them everything they import: a static import of core here would put the whole of core behind lazy initialisers
// (270 B more in popcorn-complete.js, gzipped). The script-tag build gives the error class instead.
let ErrorClass: typeof PopcornError | undefined;

/** Gives the class of the error a missing library throws: core's `PopcornError` (the script-tag build does at load). */
export function usePopcornError(errorClass: typeof PopcornError): void {
  ErrorClass = errorClass;
}

/**
 * A library the page loaded with its own script tag (`window.L`, `window.Mustache`, `window.p5`), for the
 * script-tag build, where core's import of the peer has no bundler to answer it. Throws a `PopcornError`
 * (`LOAD`, of the class given to `usePopcornError`) naming the script to add when the page has none.
 */
export function pageGlobal(name: string, script: string): unknown {
  const value = (globalThis as Record<string, unknown>)[name];
  if (value === undefined || value === null) {
    throw new ErrorClass!(
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
