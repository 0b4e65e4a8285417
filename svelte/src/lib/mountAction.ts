import { type MarkupMount, createMountSlot } from "@popcorn-kit/core/markup";
import type { Action } from "svelte/action";

/** Runs an element's mount (core's markup `mount`) with core's mount slot: set on mount and update, cleared on destroy. */
export const mountAction: Action<HTMLElement, MarkupMount> = (element, mount) => {
  const slot = createMountSlot();
  slot.set(element, mount);
  return {
    update: (next) => slot.set(element, next),
    destroy: () => slot.clear(),
  };
};
