import type { MountElement, MountHandle } from "../../../markup/mount.js";

/** The list element as the follow mount uses it (an `HTMLOListElement` in the page), typed without the DOM. */
interface ScrollBox extends MountElement {
  scrollTop: number;
  getBoundingClientRect(): { top: number; height: number };
  querySelector(selector: string): { getBoundingClientRect(): { top: number; height: number } } | null;
  addEventListener(
    type: string,
    listener: (event: { type: string; key?: string }) => void,
    options?: { passive: boolean },
  ): void;
  removeEventListener(type: string, listener: (event: { type: string; key?: string }) => void): void;
}

/** What the follow mount of the list gets on each render. */
export interface FollowInput {
  /** The current line's id, or null. */
  current: string | null;
  following: boolean;
  /** Called when the user scrolls the list while it follows. */
  stop: (() => void) | undefined;
}

// The keys that scroll a list (the focus on one of its buttons): scrolling by keyboard stops following too.
const SCROLL_KEYS = new Set(["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End"]);
const USER_SCROLLS = ["wheel", "touchmove", "keydown"] as const;

/**
 * Keeps the current line in view (centred in the list, which alone scrolls) while following, and tells when
 * the user scrolls the list themselves (wheel, touch, keys), which stops following.
 */
export function followCurrent(list: ScrollBox, input: FollowInput): MountHandle<FollowInput> {
  let state = input;
  let live = true;
  const scroll = () => {
    if (!live || !state.following || state.current === null) return;
    const line = list.querySelector('[aria-current="true"]');
    if (line === null) return;
    const box = list.getBoundingClientRect();
    const at = line.getBoundingClientRect();
    list.scrollTop += at.top - box.top - (box.height - at.height) / 2;
  };
  const stop = (event: { type: string; key?: string }) => {
    if (event.type === "keydown" && !SCROLL_KEYS.has(event.key ?? "")) return;
    if (state.following) state.stop?.();
  };
  for (const type of USER_SCROLLS) list.addEventListener(type, stop, { passive: true });
  scroll();
  return {
    update(next) {
      const moved = next.current !== state.current || (next.following && !state.following);
      state = next;
      // After the framework's updates of the list's content (Svelte updates an element's action first).
      if (moved) void Promise.resolve().then(scroll);
    },
    destroy() {
      live = false;
      for (const type of USER_SCROLLS) list.removeEventListener(type, stop);
    },
  };
}
