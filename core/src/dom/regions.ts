import type { Markup } from "../markup/markup.js";
import { type RenderedMarkup, renderMarkup } from "./renderMarkup.js";

/** Shared regions: one element per parent that the events of one plugin render into (a captions region). */
export interface Regions {
  /** The region in `parent`, made on first use; `owner` holds it until `release`. */
  acquire(parent: HTMLElement, owner: object): HTMLElement;
  /** `owner` is done with its regions; a region nobody holds leaves the page. */
  release(owner: object): void;
}

/**
 * Regions rendered from `markup` (an element): each parent gets one, kept while an event that rendered there
 * exists (from its first start to its teardown), so that a live region is in the page before its lines appear
 * and screen readers announce each one.
 */
export function createRegions(markup: Markup): Regions {
  const byParent = new Map<HTMLElement, { view: RenderedMarkup; owners: Set<object> }>();
  return {
    acquire(parent, owner) {
      let region = byParent.get(parent);
      if (region === undefined) {
        region = { view: renderMarkup(markup, parent), owners: new Set() };
        byParent.set(parent, region);
      }
      region.owners.add(owner);
      return region.view.nodes[0] as HTMLElement;
    },
    release(owner) {
      for (const [parent, region] of byParent) {
        if (!region.owners.delete(owner) || region.owners.size > 0) continue;
        region.view.destroy();
        byParent.delete(parent);
      }
    },
  };
}
