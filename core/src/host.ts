// The few host facilities the DOM-free core uses, read from globalThis so the root entry compiles with
// `lib: ["ES2022"]` and runs in browsers, workers and Node alike.

interface HostGlobals {
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  requestAnimationFrame?: (fn: (now: number) => void) => number;
  cancelAnimationFrame?: (handle: number) => void;
  performance?: { now(): number };
  AbortController?: new () => { readonly signal: { readonly aborted: boolean }; abort(): void };
  TextDecoder?: new () => { decode(input?: unknown, options?: { stream?: boolean }): string };
  console?: { warn(...args: unknown[]): void; error(...args: unknown[]): void };
  process?: { env?: Record<string, string | undefined> };
}

/** The longest a host timer waits: `setTimeout` fires at once for anything longer than 2^31 - 1 ms. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** `MAX_TIMER_MS` in whole seconds (about 24.8 days): the limit of options that set a timer in seconds. */
export const MAX_TIMER_SECONDS = 2_147_483;

/** The host's globals, typed as the optional facilities the core knows how to use. */
export const host = globalThis as unknown as HostGlobals;

/** Milliseconds from a monotonic clock: `performance.now()` where there is one, else `Date.now()`. */
export function hostNow(): number {
  return host.performance ? host.performance.now() : Date.now();
}

declare const process: { env: { NODE_ENV?: string } };

/**
 * True in development builds. Bundlers replace `process.env.NODE_ENV` at build time (so no `typeof process`
 * guard, which would stay false in browsers); unbundled in a browser, the reference throws and this is false.
 */
export function isDev(): boolean {
  try {
    return process.env.NODE_ENV !== "production";
  } catch {
    return false;
  }
}

/**
 * Prints a development-only warning prefixed `[popcorn-kit]`: what the adapters and plugins use too, so that
 * every warning is silent in production builds alike.
 */
export function devWarn(message: string, ...rest: unknown[]): void {
  if (isDev()) host.console?.warn(`[popcorn-kit] ${message}`, ...rest);
}

/**
 * Prints an error nobody handled, prefixed `[popcorn-kit]`, in every build: like an uncaught error in a
 * browser, a plugin error with no `error` listener must not vanish in production.
 */
export function reportUnhandled(message: string, ...rest: unknown[]): void {
  host.console?.error(`[popcorn-kit] ${message}`, ...rest);
}
