import { refusal } from "@popcorn-kit/core/errors";
import type { Lane, ProjectEvent } from "../project/types.js";
import { type Span, checkSpan } from "./span.js";

/*
 * Where a dropped span may go. Two spans collide when `a.start < b.end && b.start < a.end`: touching edges do
 * not collide, and a point (start === end) collides only with a span that holds it strictly inside. A lane's
 * events are sorted by start and never collide, so one binary search finds the only candidates: the events that
 * start before the span ends, walked back from there until one ends at or before the span's start. Cost per
 * lane: O(log n + k), k the ignored events under the span; nothing is allocated.
 */

/** What `findFreeLane` takes beside the lanes and the span. */
export interface FindFreeLaneOptions {
  /**
   * The lane the span is dropped on (its index). An index at or past the last lane asks for a new lane; a
   * negative one is the first lane.
   */
  readonly preferred: number;
  /** Ids of the events being moved: they leave their place, so they never block it. */
  readonly ignore?: ReadonlySet<string>;
}

/**
 * Whether `span` fits in `lane` without colliding with any of its events (those in `ignore` aside). Touching
 * edges do not collide; a point event collides only with a span that holds it strictly inside.
 *
 * @example
 * spanFits(lane, { start: 4, end: 6 }, new Set([movedId]));
 */
export function spanFits(lane: Lane, span: Span, ignore?: ReadonlySet<string>): boolean {
  checkSpan(span, "spanFits()");
  return eventsFit(lane.events, span.start, span.end, ignore);
}

/**
 * The index of the lane where `span` fits without overlapping: the preferred lane when it is free, else the
 * nearest free lane (by distance in lanes; at equal distance the one below, i.e. the higher index), else
 * `lanes.length`, which means "a new lane after the last". O(L log n) at worst for L lanes, no allocation.
 *
 * @example
 * const index = findFreeLane(project.lanes, { start: 2, end: 5 }, { preferred: 1, ignore: new Set(["e-3"]) });
 * if (index === project.lanes.length) // add a lane, then drop there
 */
export function findFreeLane(lanes: readonly Lane[], span: Span, options: FindFreeLaneOptions): number {
  checkSpan(span, "findFreeLane()");
  const { preferred, ignore } = options;
  if (typeof preferred !== "number" || !Number.isInteger(preferred)) {
    throw refusal("INVALID_OPTION", "findFreeLane(): the preferred lane", preferred, "an integer lane index", {
      option: "preferred",
    });
  }
  const count = lanes.length;
  if (preferred >= count) return count;
  const home = preferred < 0 ? 0 : preferred;
  const { start, end } = span;
  for (let distance = 0; distance < count; distance++) {
    const below = home + distance;
    if (below < count && eventsFit(lanes[below]!.events, start, end, ignore)) return below;
    const above = home - distance;
    if (distance > 0 && above >= 0 && eventsFit(lanes[above]!.events, start, end, ignore)) return above;
    if (below >= count - 1 && above <= 0) break;
  }
  return count;
}

/**
 * Whether [start, end] collides with none of `events` (a lane's: sorted by start, not colliding among
 * themselves), those in `ignore` aside. Unchecked, for hot paths that have checked their times: see `spanFits`.
 */
export function eventsFit(
  events: readonly ProjectEvent[],
  start: number,
  end: number,
  ignore?: ReadonlySet<string>,
): boolean {
  // First event that starts at or after the span's end: it and every later one cannot collide.
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (events[middle]!.start < end) low = middle + 1;
    else high = middle;
  }
  for (let index = low - 1; index >= 0; index--) {
    const event = events[index]!;
    // An ignored event (one of a group being moved, still at its old place) is out of the way, and says nothing
    // of the events before it: it may overlap them while the group moves.
    if (ignore?.has(event.id)) continue;
    if (event.end <= start) {
      // Nothing before an event that ends before the span reaches into it, except when that event is a point:
      // events starting at the same time as the point may be longer. Those are the last to look at.
      if (event.start < event.end) return true;
      const at = event.start;
      for (index--; index >= 0 && events[index]!.start === at; index--) {
        const sibling = events[index]!;
        if (sibling.end > start && !ignore?.has(sibling.id)) return false;
      }
      return true;
    }
    // Starts before the span ends and ends after it starts: a collision.
    return false;
  }
  return true;
}
