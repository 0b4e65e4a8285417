import type { Popcorn } from "../contract/popcorn.js";

// The track events that framework components own, per instance. A component draws its own event; views of the
// timeline's other events (a data file's, shown by `<TrackEventViews>`) leave those out, so nothing shows twice.

/** Claims per event id: counted, so that a second claim of an id (refused as a duplicate) leaves the first's. */
const owned = new WeakMap<Popcorn, Map<string, number>>();

/** Marks the event `id` of `pop` as a component's own until the returned function is called. */
export function claimComponentEvent(pop: Popcorn, id: string): () => void {
  let claims = owned.get(pop);
  if (claims === undefined) owned.set(pop, (claims = new Map()));
  claims.set(id, (claims.get(id) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (claims.get(id) ?? 1) - 1;
    if (left > 0) claims.set(id, left);
    else claims.delete(id);
  };
}

/** Whether the event `id` of `pop` belongs to a framework component, which draws it. */
export function isComponentEvent(pop: Popcorn, id: string): boolean {
  return owned.get(pop)?.has(id) === true;
}
