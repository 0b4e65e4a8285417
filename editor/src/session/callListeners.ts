import { reportUnhandled } from "@popcorn-kit/core/errors";

/*
 * The editor's listeners are isolated as core isolates its own (events/emitter.ts, store/store.ts): a listener
 * that throws stops neither the edit that was applied nor the listeners after it. Core hands such an error to the
 * instance's `error` event, or, with nobody listening there, to `reportUnhandled`. The editor has no `error`
 * event, so it takes the second path, through the same function.
 */

/** Reports the error a listener threw, as core reports a listener error nobody handled. */
export function reportListenerError(error: unknown): void {
  reportUnhandled("listener error:", error);
}

/**
 * Calls each of `listeners` with `args`, in order, each on its own: one that throws is reported
 * (`reportListenerError`) and the others are still called. Pass a copy when listeners may unsubscribe while called.
 */
export function callListeners<A extends unknown[]>(listeners: Iterable<(...args: A) => void>, ...args: A): void {
  for (const listener of listeners) {
    try {
      listener(...args);
    } catch (error) {
      reportListenerError(error);
    }
  }
}
