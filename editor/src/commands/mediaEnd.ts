import { refusal } from "@popcorn-kit/core/errors";
import type { Lane, Project, ProjectEvent } from "../project/types.js";
import type { Command } from "./command.js";

/*
 * Events past the media's end: when new media (or its duration, once known) is shorter than the events, those
 * that end after its end are hidden. What to do with them is the person's choice: keep them (a longer media
 * shows them again), trim them to the end, or move them earlier. The choice's arithmetic is here, pure
 * (`eventsPastEnd`, `trimmedAt`, `movedBefore`), and each edit is one command, so one undo step.
 */

/**
 * How far past the end an event may reach and still count as ending with the media: a duration reported by a
 * player and an end typed as a timecode can differ by a rounding.
 */
export const END_TOLERANCE = 0.001;

/** An event that ends after the media's end, with its lane. */
export interface EventPastEnd {
  readonly event: ProjectEvent;
  readonly laneId: string;
  readonly laneIndex: number;
}

/** What lies past the media's end, and what trimming or moving would do with it. */
export interface PastEnd {
  /** The media's end, in seconds. */
  readonly end: number;
  /** The events that end after it, in start order (then lane order). */
  readonly events: readonly EventPastEnd[];
  /** How many of them start before the end: trimming cuts them to end at it. */
  readonly trimmed: number;
  /** How many start at or after the end: trimming removes them. */
  readonly removed: number;
  /** How many are longer than the media: moved to start at 0, they still end after it. */
  readonly longer: number;
}

function checkEnd(where: string, end: number): number {
  if (typeof end !== "number" || !Number.isFinite(end) || end <= 0) {
    throw refusal("INVALID_TIME", where, end, "the media's duration: a finite number of seconds above 0");
  }
  return end;
}

/**
 * The events of `project` that end after `end` (more than `END_TOLERANCE` after), and how many of them
 * trimming would cut, would remove, and moving could not bring inside. O(n log n) for n events past the end.
 *
 * @example
 * const past = eventsPastEnd(project, 8);
 * if (past.events.length > 0) ask(`${past.events.length} events end after 00:08.000`);
 */
export function eventsPastEnd(project: Project, end: number): PastEnd {
  checkEnd("eventsPastEnd() end", end);
  const events: EventPastEnd[] = [];
  project.lanes.forEach((lane: Lane, laneIndex) => {
    for (const event of lane.events) {
      if (event.end > end + END_TOLERANCE) events.push({ event, laneId: lane.id, laneIndex });
    }
  });
  events.sort((a, b) => a.event.start - b.event.start || a.laneIndex - b.laneIndex);
  let trimmed = 0;
  let longer = 0;
  for (const { event } of events) {
    if (event.start < end) trimmed++;
    if (event.end - event.start > end) longer++;
  }
  return { end, events, trimmed, removed: events.length - trimmed, longer };
}

/** `event` cut to end at `end`, or undefined when it starts at or after `end` (trimming removes it). */
export function trimmedAt(event: ProjectEvent, end: number): ProjectEvent | undefined {
  if (event.start >= end) return undefined;
  return event.end > end ? { ...event, end } : event;
}

/**
 * `event` moved earlier to end at `end`, its length kept; it starts no earlier than 0, so an event longer than
 * the media still ends after it. An event that ends by `end` stays as it is.
 */
export function movedBefore(event: ProjectEvent, end: number): ProjectEvent {
  if (event.end <= end) return event;
  const start = Math.max(0, end - (event.end - event.start));
  return { ...event, start, end: start + (event.end - event.start) };
}

/**
 * Trims the events past the media's `end`: those that start before it end at it, those that start at or after
 * it are removed. Returns what was past the end (see `eventsPastEnd`), for a message.
 */
export function trimEventsToEnd(end: number): Command<PastEnd> {
  return {
    label: "Trim events to the media",
    run(draft) {
      const past = eventsPastEnd(draft.project, checkEnd("trimEventsToEnd() end", end));
      for (const { event, laneId } of past.events) {
        const kept = trimmedAt(event, end);
        if (kept) draft.put(laneId, kept);
        else draft.delete(event.id);
      }
      return past;
    },
  };
}

/**
 * Moves the events past the media's `end` earlier, so that each ends at it, lengths kept (starting no earlier
 * than 0). Each stays in its lane when it fits there, else goes to the nearest lane where it fits, or a new one
 * (as a dropped event does): moved events all end at `end`, so they may not share a lane. Returns what was past
 * the end (see `eventsPastEnd`), for a message.
 */
export function moveEventsBeforeEnd(end: number): Command<PastEnd> {
  return {
    label: "Move events into the media",
    run(draft) {
      const past = eventsPastEnd(draft.project, checkEnd("moveEventsBeforeEnd() end", end));
      // Events not yet moved are out of the way; those moved already are where they will stay.
      const waiting = new Set(past.events.map(({ event }) => event.id));
      for (const { event } of past.events) {
        const moved = movedBefore(event, end);
        const place = draft.find(event.id)!;
        const lane = draft.placeSpan(draft.laneIndex(place.lane), moved.start, moved.end, waiting);
        waiting.delete(event.id);
        draft.put(lane, moved);
      }
      return past;
    },
  };
}
