import type { Popcorn } from "../popcorn/types.js";

// The track events that framework components own, per instance. A component draws its own event; views of the
// timeline's other events (a data file's, shown by `<TrackEventViews>`) leave those out, so nothing shows twice.

const owned = new WeakMap<Popcorn, Set<string>>();

/** Marks the event `id` of `pop` as a component's own until the returned function is called. */
export function claimComponentEvent(pop: Popcorn, id: string): () => void {
  let ids = owned.get(pop);
  if (ids === undefined) owned.set(pop, (ids = new Set()));
  ids.add(id);
  return () => void ids.delete(id);
}

/** Whether the event `id` of `pop` belongs to a framework component, which draws it. */
export function isComponentEvent(pop: Popcorn, id: string): boolean {
  return owned.get(pop)?.has(id) === true;
}
