import type { MediaSnapshot, MediaStore } from "./store.js";
import { SERVER_SNAPSHOT } from "./store.js";

/** A value that changes over time, readable the way every adapter's reactivity needs it. */
export interface Selection<T> {
  /** Calls `listener` when the selected value changes (not on every tick). */
  subscribe(listener: () => void): () => void;
  /** The selected value: the same value (by `isEqual`) keeps the same identity. */
  getSnapshot(): T;
  /** The selection of the server snapshot. */
  getServerSnapshot(): T;
  /**
   * Replaces the selector (and comparison), e.g. one that closes over a component's props. The next read
   * applies it; a result equal to the current value keeps the current identity and notifies nobody.
   */
  setSelector(selector: (snapshot: MediaSnapshot) => T, isEqual?: (a: T, b: T) => boolean): void;
}

/**
 * A slice of the media store that notifies only when the slice changes: the way a component re-renders for
 * `paused` without re-rendering every frame for `currentTime`. It subscribes to the store while it has
 * subscribers and lets go after the last.
 *
 * @param isEqual - compares two selections; equal ones keep the older identity @default Object.is
 * @example
 * const paused = selectMediaState(pop.store, (s) => s.paused);
 * paused.subscribe(() => button.textContent = paused.getSnapshot() ? "Play" : "Pause");
 */
export function selectMediaState<T>(
  store: MediaStore,
  selector: (snapshot: MediaSnapshot) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): Selection<T> {
  let source: MediaSnapshot | undefined;
  let stale = false;
  let value: T;
  let server: { value: T } | undefined;
  let listeners: readonly (() => void)[] = [];
  let unsubscribe: (() => void) | null = null;

  const read = (): T => {
    const snapshot = store.getSnapshot();
    if (snapshot !== source || stale) {
      const next = selector(snapshot);
      if (source === undefined || !isEqual(value, next)) value = next;
      source = snapshot;
      stale = false;
    }
    return value;
  };

  const onStoreChange = () => {
    const before = value;
    if (read() !== before) for (const listener of listeners) listener();
  };

  return {
    subscribe(listener) {
      if (!unsubscribe) {
        read();
        unsubscribe = store.subscribe(onStoreChange);
      }
      listeners = [...listeners, listener];
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        listeners = listeners.filter((l) => l !== listener);
        if (listeners.length === 0 && unsubscribe) {
          unsubscribe();
          unsubscribe = null;
        }
      };
    },
    getSnapshot: read,
    getServerSnapshot() {
      server ??= { value: selector(SERVER_SNAPSHOT) };
      return server.value;
    },
    setSelector(nextSelector, nextIsEqual) {
      if (nextSelector === selector && (nextIsEqual ?? isEqual) === isEqual) return;
      selector = nextSelector;
      if (nextIsEqual) isEqual = nextIsEqual;
      stale = true;
      server = undefined;
    },
  };
}
