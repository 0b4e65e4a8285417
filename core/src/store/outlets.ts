/**
 * Named outlets for content that renders elsewhere in the page: `target: "sidebar"` content goes to the
 * `<PopcornTarget name="sidebar">` outlet. The registry is headless: each adapter stores what its portal
 * mechanism needs (a DOM element for React portals and Vue Teleport) and subscribes to names it renders into.
 */
export interface OutletRegistry<T> {
  /** Registers the outlet `name`; returns the function that unregisters it. The latest registration wins. */
  register(name: string, outlet: T): () => void;
  /** The outlet registered under `name`, if any. */
  get(name: string): T | undefined;
  /** Calls `listener` when the outlet under `name` appears, changes or goes. */
  subscribe(name: string, listener: () => void): () => void;
  /** Number of subscriptions, for leak tests. */
  readonly listenerCount: number;
}

/** Creates an outlet registry (one per provider). */
export function createOutletRegistry<T>(): OutletRegistry<T> {
  const outlets = new Map<string, T[]>();
  const listeners = new Map<string, Set<() => void>>();
  let count = 0;
  const notify = (name: string) => {
    for (const listener of [...(listeners.get(name) ?? [])]) listener();
  };
  return {
    register(name, outlet) {
      const stack = outlets.get(name) ?? [];
      outlets.set(name, [...stack, outlet]);
      notify(name);
      let registered = true;
      return () => {
        if (!registered) return;
        registered = false;
        const rest = (outlets.get(name) ?? []).filter((o) => o !== outlet);
        if (rest.length === 0) outlets.delete(name);
        else outlets.set(name, rest);
        notify(name);
      };
    },
    get(name) {
      const stack = outlets.get(name);
      return stack?.[stack.length - 1];
    },
    subscribe(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      count++;
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        count--;
        set!.delete(listener);
        if (set!.size === 0) listeners.delete(name);
      };
    },
    get listenerCount() {
      return count;
    },
  };
}
