import { type Listener, ListenerRegistry } from "./listenerRegistry.js";

export type { Listener } from "./listenerRegistry.js";

/**
 * A small typed event emitter: a listener registry (`on`, `off`, `has`, `listenerCount`, `clear`) that also
 * emits. Listener lists are copied on write, so a listener may add or remove listeners (itself included) while
 * an event is being emitted without disturbing that emission.
 *
 * A listener that throws does not stop the others: the error goes to `onListenerError`.
 */
export class Emitter<Events extends object> extends ListenerRegistry<Events> {
  readonly #onListenerError: (error: unknown, type: string) => void;

  constructor(onListenerError: (error: unknown, type: string) => void) {
    super();
    this.#onListenerError = onListenerError;
  }

  /** Adds a listener that removes itself after its first call. */
  once<K extends keyof Events & string>(type: K, listener: Listener<Events[K]>): () => void {
    const off = this.on(type, (data) => {
      off();
      listener(data);
    });
    return off;
  }

  /** Calls every listener of `type` with `data`, in the order they were added. */
  emit<K extends keyof Events & string>(type: K, data: Events[K]): void {
    const list = this.get(type) as readonly Listener<Events[K]>[] | undefined;
    if (!list) return;
    for (const listener of list) {
      try {
        listener(data);
      } catch (error) {
        this.#onListenerError(error, type);
      }
    }
  }
}
