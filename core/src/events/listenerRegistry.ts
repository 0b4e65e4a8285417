/** A listener for one event type. */
export type Listener<T = unknown> = (data: T) => void;

/** A listener for any of `Events`' types, as the lists hold them. */
type AnyListener<Events> = Listener<Events[keyof Events]>;

/**
 * Listeners by event type, for the emitter and the players: a map from each type to its list, which `on` and
 * `off` replace and never change in place (copy on write). A caller may walk `get(type)` while listeners add
 * or remove listeners (themselves included): that walk sees the listeners as they were when it began. A
 * listener added twice is called twice; `off` takes out its first registration.
 *
 * It is a `Map` so that reads (`get`, `has`, iteration, `clear`) cost no wrapper on the emitter's hot path and
 * no code in the bundles; writes go through `on` and `off` only.
 */
export class ListenerRegistry<Events extends object> extends Map<string, readonly AnyListener<Events>[]> {
  /** Adds `listener` after the others of `type`; returns the function that removes it. */
  on<K extends keyof Events & string>(type: K, listener: Listener<Events[K]>): () => void {
    this.set(type, [...(this.get(type) ?? []), listener as AnyListener<Events>]);
    return () => this.off(type, listener);
  }

  /** Removes the first registration of `listener` for `type`; returns whether there was one. */
  off<K extends keyof Events & string>(type: K, listener: Listener<Events[K]>): boolean {
    const list = this.get(type) ?? [];
    const index = list.indexOf(listener as AnyListener<Events>);
    if (index < 0) return false;
    const rest = list.filter((_, at) => at !== index);
    if (rest.length > 0) this.set(type, rest);
    else this.delete(type);
    return true;
  }

  /** Number of listeners of `type`, or of every type. */
  listenerCount(type?: string): number {
    return (type === undefined ? [...this.values()].flat() : (this.get(type) ?? [])).length;
  }
}
