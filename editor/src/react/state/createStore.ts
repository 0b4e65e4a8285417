/** A small external store in the kit's store contract: one frozen snapshot until something changes. */
export interface UiStore<S extends object> {
  /** The current state; the same object until `set` changes something. */
  getSnapshot(): S;
  /** Calls `listener` after each change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** Merges `changes` into the state; notifies only when a value differs (compared with `Object.is`). */
  set(changes: Partial<S>): void;
}

/** Makes a {@link UiStore} holding `initial`. */
export function createUiStore<S extends object>(initial: S): UiStore<S> {
  let state: S = Object.freeze({ ...initial });
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(changes) {
      let changed = false;
      for (const key of Object.keys(changes) as (keyof S)[]) {
        if (!Object.is(state[key], changes[key])) changed = true;
      }
      if (!changed) return;
      state = Object.freeze({ ...state, ...changes });
      for (const listener of [...listeners]) listener();
    },
  };
}
