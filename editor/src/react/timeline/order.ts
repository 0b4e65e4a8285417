import type { Project, ProjectEvent } from "../../project/types.js";
import { laneIndexOf } from "../format.js";

type Key = readonly [start: number, lane: number, id: string];

function less(a: Key, b: Key): boolean {
  if (a[0] !== b[0]) return a[0] < b[0];
  if (a[1] !== b[1]) return a[1] < b[1];
  return a[2] < b[2];
}

/**
 * The event after (or before) `event` in reading order: by start time across lanes, then by lane, then by id.
 * The order Tab walks the timeline in. One binary search per lane: O(lanes log n).
 */
export function adjacentEvent(project: Project, event: ProjectEvent, forward: boolean): ProjectEvent | undefined {
  const mine: Key = [event.start, laneIndexOf(project, event.id), event.id];
  let best: ProjectEvent | undefined;
  let bestKey: Key | undefined;
  project.lanes.forEach((lane, index) => {
    const events = lane.events;
    let low = 0;
    let high = events.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((events[middle] as ProjectEvent).start < event.start) low = middle + 1;
      else high = middle;
    }
    // From the first event starting at this time: forward past equal keys, or back to the last one below.
    if (forward) {
      for (let i = low; i < events.length; i++) {
        const candidate = events[i] as ProjectEvent;
        const key: Key = [candidate.start, index, candidate.id];
        if (!less(mine, key)) continue;
        if (!bestKey || less(key, bestKey)) {
          best = candidate;
          bestKey = key;
        }
        break;
      }
    } else {
      let i = low;
      while (i < events.length && (events[i] as ProjectEvent).start === event.start) i++;
      for (i -= 1; i >= 0; i--) {
        const candidate = events[i] as ProjectEvent;
        const key: Key = [candidate.start, index, candidate.id];
        if (!less(key, mine)) continue;
        if (!bestKey || less(bestKey, key)) {
          best = candidate;
          bestKey = key;
        }
        break;
      }
    }
  });
  return best;
}
