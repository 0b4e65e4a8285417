import { describeValue } from "@popcorn-kit/core/errors";
import { compareEvents } from "../history/ops.js";
import { packEvents } from "../placement/packLanes.js";
import { createIdSource } from "./ids.js";
import type { IssueLog } from "./issueLog.js";
import { isPlainObject } from "./jsonValue.js";
import { type EventReading, readEvent } from "./readEvent.js";
import { passes } from "./readParts.js";
import { ID_RULE, LANE_NAME_RULE } from "./rules.js";
import type { Lane, ProjectEvent } from "./types.js";

/** An id as a file gives it: text of 1 to 200 characters, or a finite number (made text). */
function givenId(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return ID_RULE.test(value) ? value : undefined;
}

/** A prefix for ids made for events of `type`: the type when it is a simple name, else "event". */
export function idPrefix(type: string): string {
  return /^[a-z][a-z0-9]{0,31}$/i.test(type) ? type : "event";
}

/**
 * A project's lanes, read from `raw` (a list of `{ id, name, events }`): a bad lane or event is dropped, a
 * duplicate id renamed, a lane whose events overlap laid out over more lanes, each with an issue. At least one
 * lane: an empty one when none is left.
 */
export function readLanes(raw: unknown, reading: EventReading): Lane[] {
  const { log } = reading;
  if (!Array.isArray(raw)) {
    log.refuse("error", {
      path: "lanes",
      subject: "Lanes",
      value: raw,
      expected: "a list of { id, name, events }",
      outcome: "no event is kept",
    });
    return [{ id: "lane-1", events: [] }];
  }
  // Every id the file gives is taken first, so that an id made for a duplicate never meets a later one.
  const laneIds = new Set<string>();
  const eventIds = new Set<string>();
  for (const lane of raw) {
    if (!isPlainObject(lane)) continue;
    const laneId = givenId(lane.id);
    if (laneId !== undefined) laneIds.add(laneId);
    if (Array.isArray(lane.events)) {
      for (const event of lane.events) {
        const eventId = isPlainObject(event) ? givenId(event.id) : undefined;
        if (eventId !== undefined) eventIds.add(eventId);
      }
    }
  }
  const newLaneId = createIdSource(laneIds);
  const newEventId = createIdSource(eventIds);
  const usedLanes = new Set<string>();
  const usedEvents = new Set<string>();
  const lanes: Lane[] = [];
  raw.forEach((item: unknown, index) => {
    const path = `lanes[${index}]`;
    if (!isPlainObject(item)) {
      log.refuse("error", {
        path,
        subject: "Lane",
        value: item,
        expected: "{ id, name, events }",
        outcome: "it is dropped with its events",
      });
      return;
    }
    const { id: givenLaneId, name, events: givenEvents } = item;
    const id = uniqueId(givenLaneId, path, "Lane", usedLanes, () => newLaneId("lane"), log);
    const named =
      name !== undefined &&
      passes(LANE_NAME_RULE, name, log, "warning", {
        path: `${path}.name`,
        subject: "Lane name",
        outcome: "it is left out",
      });
    const events = readLaneEvents(givenEvents, path, reading, usedEvents, newEventId);
    lanes.push(...layLane({ id, ...(named ? { name } : {}), events }, path, log, newLaneId));
  });
  return lanes.length > 0 ? lanes : [{ id: newLaneId("lane"), events: [] }];
}

function readLaneEvents(
  raw: unknown,
  path: string,
  reading: EventReading,
  used: Set<string>,
  newId: (prefix: string) => string,
): ProjectEvent[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    reading.log.refuse("error", {
      path: `${path}.events`,
      subject: "Events",
      value: raw,
      expected: "a list of events",
      outcome: "none is kept",
    });
    return [];
  }
  const events: ProjectEvent[] = [];
  raw.forEach((item: unknown, index) => {
    const at = `${path}.events[${index}]`;
    if (!isPlainObject(item)) {
      reading.log.refuse("error", {
        path: at,
        subject: "Event",
        value: item,
        expected: "{ id, type, start, end, options }",
        outcome: "it is dropped",
      });
      return;
    }
    const { id: givenEventId, type, start, end, options, origin } = item;
    const event = readEvent({ type, start, end, options }, at, reading);
    if (event === undefined) return;
    const id = uniqueId(givenEventId, at, "Event", used, () => newId(idPrefix(event.type)), reading.log);
    events.push(
      origin === undefined ? { id, ...event } : { id, ...event, origin: readOrigin(origin, at, reading.log) },
    );
  });
  return events;
}

/**
 * Where an event's html came from: `"file"` stays with it (see `ProjectEvent.origin`); any other value is read as
 * `"file"` too, with a warning: html of unknown origin gets the strict profile.
 */
export function readOrigin(value: unknown, path: string, log: IssueLog): "file" {
  if (value !== "file") {
    log.refuse("warning", {
      path: `${path}.origin`,
      subject: "Event origin",
      value,
      expected: '"file" (html that came from a file) or none (the page\'s own)',
      outcome: '"file" is used',
    });
  }
  return "file";
}

function uniqueId(
  value: unknown,
  path: string,
  what: "Lane" | "Event",
  used: Set<string>,
  make: () => string,
  log: IssueLog,
): string {
  const given = givenId(value);
  if (given !== undefined && !used.has(given)) {
    used.add(given);
    // A number is made text without an issue; a caller's argument gives text.
    if (given !== value) log.adjust({ path: `${path}.id`, subject: `${what} id`, value, expected: ID_RULE.expected });
    return given;
  }
  const id = make();
  used.add(id);
  if (given !== undefined) {
    log.refuse("warning", {
      path: `${path}.id`,
      subject: `${what} id`,
      value: given,
      expected: `an id no other ${what.toLowerCase()} has`,
      outcome: `this one is now ${describeValue(id)}`,
      code: "DUPLICATE_ID",
    });
  } else if (value !== undefined) {
    log.refuse("warning", {
      path: `${path}.id`,
      subject: `${what} id`,
      value,
      expected: ID_RULE.expected,
      outcome: `it is now ${describeValue(id)}`,
    });
  } else {
    log.adjust({ path: `${path}.id`, subject: `${what} id`, value, expected: ID_RULE.expected });
  }
  return id;
}

/**
 * A lane's events sorted (by start, then id); when some overlap, they are laid out over as few lanes as they need
 * (the first keeps the lane's id and name), with a warning.
 */
export function layLane(lane: Lane, path: string, log: IssueLog, newLaneId: (prefix: string) => string): Lane[] {
  // Put in order without an issue: the order is the lane's, not the file's (and nothing is lost).
  const events = [...lane.events].sort(compareEvents);
  const overlap = firstCollision(events);
  if (overlap === undefined) return [{ ...lane, events }];
  const packed = packEvents(events);
  const [before, after] = overlap;
  log.refuse("warning", {
    path,
    subject: `Lane ${describeValue(lane.id)} holds events that overlap: event`,
    value: after.id,
    expected: `events that do not overlap in a lane (it is at ${after.start}-${after.end}, ${describeValue(before.id)} at ${before.start}-${before.end})`,
    outcome: `they are laid out over ${packed.length} lanes`,
  });
  return packed.map((laneEvents, index) =>
    index === 0 ? { ...lane, events: laneEvents } : { id: newLaneId("lane"), events: laneEvents },
  );
}

/**
 * The first two events of a sorted lane that collide, by the placement rule (findFreeLane.ts): `a.start < b.end
 * && b.start < a.end`, so touching edges do not collide and a point collides only with a span that holds it
 * strictly inside. One pass: an event collides with an earlier one exactly when the latest end before it passes
 * its start (for a point, the latest end of the events that start strictly before it).
 */
function firstCollision(events: readonly ProjectEvent[]): [ProjectEvent, ProjectEvent] | undefined {
  let latest: ProjectEvent | undefined;
  let latestBefore: ProjectEvent | undefined;
  let start = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    if (event.start !== start) {
      latestBefore = latest;
      start = event.start;
    }
    const other = event.start === event.end ? latestBefore : latest;
    if (other !== undefined && other.end > event.start) return [other, event];
    if (latest === undefined || event.end > latest.end) latest = event;
  }
  return undefined;
}
