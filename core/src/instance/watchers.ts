import type { TrackEventView } from "../contract/trackEvent.js";
import type { WatchChange } from "../contract/popcorn.js";

/** A `watch` listener's errors are reported under the phase it ran in. */
export const WATCH_PHASES = { start: "start", end: "end", change: "update", remove: "teardown" } as const;

/** The per-event listeners of `pop.watch(id, listener)`. Lists are copied on write, like the emitter's. */
export class Watchers {
  readonly #lists = new Map<string, readonly ((change: WatchChange) => void)[]>();

  /** Adds a listener for the event `id`; returns the function that removes it (once). */
  add(id: string, listener: (change: WatchChange) => void): () => void {
    this.#lists.set(id, [...(this.#lists.get(id) ?? []), listener]);
    let watching = true;
    return () => {
      if (!watching) return;
      watching = false;
      const list = this.#lists.get(id);
      if (!list) return;
      const next = list.filter((l) => l !== listener);
      if (next.length === 0) this.#lists.delete(id);
      else this.#lists.set(id, next);
    };
  }

  /** True when the event `id` has a watcher. */
  watching(id: string): boolean {
    return this.#lists.size > 0 && this.#lists.has(id);
  }

  /** Tells the event's watchers what happened; a listener that throws goes to `onError`, the others still run. */
  notify(id: string, type: WatchChange["type"], event: TrackEventView, onError: (error: unknown) => void): void {
    const list = this.#lists.get(id);
    if (!list) return;
    const change: WatchChange = { type, event };
    for (const listener of list) {
      try {
        listener(change);
      } catch (error) {
        onError(error);
      }
    }
  }

  /** Number of listeners over every event. */
  get count(): number {
    let count = 0;
    for (const list of this.#lists.values()) count += list.length;
    return count;
  }

  clear(): void {
    this.#lists.clear();
  }
}
