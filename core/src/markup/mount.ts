import { PopcornError, describeValue } from "../errors/errors.js";

/** The element a mount works on: an `HTMLElement` in the browser (core itself assumes no DOM). */
export interface MountElement {
  readonly isConnected: boolean;
}

/** What a mount returns: called with each new input while the element stays, and once when it goes. */
export interface MountHandle<I> {
  /** The element's input changed (compared key by key); absent: the mount is made again instead. */
  update?(input: I): void;
  /** The element leaves the page (the event ended, the component unmounted): release everything. */
  destroy(): void;
}

/**
 * Imperative work tied to one element of a plugin's markup, for what markup cannot say: a map library drawing
 * into its container, a clip that plays while shown, a sketch on a canvas. `run` is a module-level function
 * (its identity tells mounts apart); `input` is plain data. Adapters call `run` once the element is in the
 * page, never on the server, and the handle's `destroy` when the element goes. A mount that draws into its
 * element (a map) goes on an element without children; one that only drives it (its animations, its media)
 * may have content.
 */
export interface MarkupMount<I = any> {
  run(element: MountElement, input: I): MountHandle<I>;
  readonly input: I;
}

/**
 * A mount for `el(tag, { mount })`.
 *
 * @example
 * el("div", { class: "pk-map", mount: mount(drawMap, { center, zoom }) })
 */
export function mount<E extends MountElement, I>(
  run: (element: E, input: I) => MountHandle<I>,
  input: I,
): MarkupMount<I> {
  if (typeof run !== "function") {
    throw new PopcornError(
      "INVALID_OPTION",
      `Markup mount ${describeValue(run)}: expected a function (element, input) => handle.`,
      { value: run, expected: "a function" },
    );
  }
  return { run: run as MarkupMount<I>["run"], input };
}

function sameInput(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** What an adapter keeps for one mounted element (see `createMountSlot`). */
export interface MountSlot {
  /** The element is in the page with this mount (or none): runs, updates or replaces the mount as needed. */
  set(element: MountElement, mount: MarkupMount | undefined): void;
  /** The element left the page: destroys the mount. */
  clear(): void;
}

/**
 * The one policy every adapter follows for an element's mount: run it when the element is in the page;
 * when the input changes (key by key), `update` it, or run it again when it has no `update`; a different `run`
 * or element replaces it; `clear` destroys it.
 */
export function createMountSlot(): MountSlot {
  let current: { element: MountElement; mount: MarkupMount; handle: MountHandle<unknown> } | null = null;
  const destroy = () => {
    const last = current;
    current = null;
    last?.handle.destroy();
  };
  return {
    set(element, next) {
      if (current !== null && next !== undefined && current.element === element && current.mount.run === next.run) {
        if (sameInput(current.mount.input, next.input)) return;
        if (current.handle.update) {
          current.mount = next;
          current.handle.update(next.input);
          return;
        }
      }
      destroy();
      if (next !== undefined) current = { element, mount: next, handle: next.run(element, next.input) };
    },
    clear: destroy,
  };
}
