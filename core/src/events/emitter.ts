/** A listener for one event type. */
export type Listener<T = unknown> = (data: T) => void;

/**
 * A small typed event emitter. Listener lists are copied on write, so a listener may add or remove listeners
 * (itself included) while an event is being emitted without disturbing that emission.
 *
 * A listener that throws does not stop the others: the error goes to `onListenerError`.
 */
export class Emitter<Events extends object> {
  readonly #listeners = new Map<string, readonly Listener<never>[]>();
  readonly #onListenerError: (error: unknown, type: string) => void;

  constructor(onListenerError: (error: unknown, type: string) => void) {
    this.#onListenerError = onListenerError;
  }

  /** Adds a listener; returns the function that removes it. */
  on<K extends keyof Events & string>(type: K, listener: Listener<Events[K]>): () => void {
    const list = this.#listeners.get(type) ?? [];
    this.#listeners.set(type, [...list, listener as Listener<never>]);
    return () => this.off(type, listener);
  }

  /** Adds a listener that removes itself after its first call. */
  once<K extends keyof Events & string>(type: K, listener: Listener<Events[K]>): () => void {
    const off = this.on(type, (data) => {
      off();
      listener(data);
    });
    return off;
  }

  /** Removes a listener added with `on` (the first registration of it, if added twice). */
  off<K extends keyof Events & string>(type: K, listener: Listener<Events[K]>): void {
    const list = this.#listeners.get(type);
    if (!list) return;
    const index = list.indexOf(listener as Listener<never>);
    if (index < 0) return;
    if (list.length === 1) this.#listeners.delete(type);
    else this.#listeners.set(type, [...list.slice(0, index), ...list.slice(index + 1)]);
  }

  /** Calls every listener of `type` with `data`, in the order they were added. */
  emit<K extends keyof Events & string>(type: K, data: Events[K]): void {
    const list = this.#listeners.get(type) as readonly Listener<Events[K]>[] | undefined;
    if (!list) return;
    for (const listener of list) {
      try {
        listener(data);
      } catch (error) {
        this.#onListenerError(error, type);
      }
    }
  }

  /** True when `type` has at least one listener. */
  has(type: string): boolean {
    return this.#listeners.has(type);
  }

  /** Number of listeners of `type`, or of every type. */
  listenerCount(type?: string): number {
    if (type !== undefined) return this.#listeners.get(type)?.length ?? 0;
    let count = 0;
    for (const list of this.#listeners.values()) count += list.length;
    return count;
  }

  /** Removes every listener. */
  clear(): void {
    this.#listeners.clear();
  }
}
