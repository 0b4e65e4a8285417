import { PopcornError } from "@popcorn-kit/core";
import { describeValue, refusal } from "@popcorn-kit/core/adapter";
import { compareEvents } from "../history/ops.js";
import { packEvents } from "../placement/packLanes.js";
import type { PluginSet } from "../plugins/pluginSet.js";
import { createProject } from "./createProject.js";
import { createIdSource } from "./ids.js";
import { type IssueLog, createIssueLog } from "./issueLog.js";
import { isPlainObject } from "./jsonValue.js";
import { type EventReading, readEvent } from "./readEvent.js";
import { readLayout, readMedia, readMeta } from "./readParts.js";
import { isText } from "./rules.js";
import { type Lane, PROJECT_SCHEMA, PROJECT_VERSION, type ProjectEvent, type ProjectResult } from "./types.js";

/** What `loadProject` takes besides the file. */
export interface LoadProjectOptions {
  /** The plugins whose manifests check the events' options; an event of another type is kept and reported. */
  plugins: PluginSet;
}

const FILE = `the JSON of a "${PROJECT_SCHEMA}" file`;

/**
 * Reads an editor project file (`schema: "popcorn-kit/project"`), as JSON text or as the parsed value. Loads
 * what it can and lists the rest as issues, each with its path (`lanes[2].events[5].options.text`) and a reason:
 * an event with a bad time, type or option is dropped (error); an event of a plugin type not in `plugins` is
 * kept (warning); a duplicate id is renamed, overlapping events are laid out over more lanes, an open end is
 * clamped and a box is clamped into 0-100 (warnings); a bad outlet is dropped (error); missing parts get
 * `createProject`'s defaults; unknown keys are ignored.
 *
 * Throws a `PopcornError` (`PARSE`) for text that is not JSON, a value that is not an object, a `schema` other
 * than the editor's, and a `version` newer than `PROJECT_VERSION` (a newer file is refused, never half read).
 *
 * @example
 * const { project, issues } = loadProject(await file.text(), { plugins: createPluginSet(CATALOGUE) });
 */
export function loadProject(input: unknown, options: LoadProjectOptions): ProjectResult {
  try {
    return readProject(typeof input === "string" ? parseJson(input) : input, options.plugins);
  } catch (error) {
    // A getter or a proxy in a value given as an object: whatever it throws, the caller gets a PopcornError.
    if (error instanceof PopcornError) throw error;
    throw new PopcornError(
      "PARSE",
      `The project could not be read (${describeValue(String(error))}): expected ${FILE}.`,
      {
        expected: FILE,
        cause: error,
      },
    );
  }
}

/** JSON text parsed, or a `PARSE` error naming where it stops being JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (cause) {
    const message = String((cause as Error).message).slice(0, 200);
    throw new PopcornError("PARSE", `Project file is not JSON (${message}): expected ${FILE}.`, {
      value: text.length > 200 ? `${text.slice(0, 200)}...` : text,
      expected: FILE,
      cause,
    });
  }
}

function readProject(raw: unknown, plugins: PluginSet): ProjectResult {
  if (!isPlainObject(raw)) throw refusal("PARSE", "Project", raw, FILE);
  if (raw.schema !== PROJECT_SCHEMA) throw refusal("PARSE", "Project schema", raw.schema, `"${PROJECT_SCHEMA}"`);
  const version = raw.version ?? PROJECT_VERSION;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    throw refusal("PARSE", "Project version", version, `a whole number from 1 to ${PROJECT_VERSION}`);
  }
  if (version > PROJECT_VERSION) {
    throw refusal(
      "PARSE",
      "Project version",
      version,
      `version ${PROJECT_VERSION} or older: this package reads project files up to version ${PROJECT_VERSION}; open it with a newer @popcorn-kit/editor`,
    );
  }
  const log = createIssueLog();
  let id: string | undefined;
  if (raw.id !== undefined) {
    if (isText(raw.id, 200) && raw.id !== "") id = raw.id;
    else log.warn("id", `Project id ${describeValue(raw.id)}: expected text of 1 to 200 characters; a new id is used.`);
  }
  const meta = readMeta(raw.meta, log);
  const media = readMedia(raw.media, log);
  const layout = readLayout(raw.layout, log);
  const base = createProject({ ...(id === undefined ? {} : { id }), meta, media, ...(layout ? { layout } : {}) });
  const reading: EventReading = { plugins, duration: base.media.duration, frameRate: base.media.frameRate, log };
  const lanes = raw.lanes === undefined ? base.lanes : readLanes(raw.lanes, reading);
  return { project: { ...base, lanes }, issues: log.issues };
}

/** An id as a file gives it: text of 1 to 200 characters, or a number (made text). */
function givenId(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return isText(value, 200) && value !== "" ? value : undefined;
}

/** A prefix for ids made for events of `type`: the type when it is a simple name, else "event". */
export function idPrefix(type: string): string {
  return /^[a-z][a-z0-9]{0,31}$/i.test(type) ? type : "event";
}

function readLanes(raw: unknown, reading: EventReading): Lane[] {
  const { log } = reading;
  if (!Array.isArray(raw)) {
    log.error("lanes", `Lanes ${describeValue(raw)}: expected a list of { id, events }; no event is kept.`);
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
      log.error(path, `Lane ${describeValue(item)}: expected { id, events }; it is dropped with its events.`);
      return;
    }
    const id = uniqueId(item.id, path, "Lane", usedLanes, () => newLaneId("lane"), log);
    const name = item.name === undefined || isText(item.name, 1000) ? (item.name as string | undefined) : undefined;
    if (item.name !== undefined && name === undefined) {
      log.warn(
        `${path}.name`,
        `Lane name ${describeValue(item.name)}: expected text of at most 1000 characters; it is left out.`,
      );
    }
    const events = readLaneEvents(item.events, path, reading, usedEvents, newEventId);
    lanes.push(...layLane({ id, ...(name === undefined ? {} : { name }), events }, path, log, newLaneId));
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
    reading.log.error(`${path}.events`, `Events ${describeValue(raw)}: expected a list of events; none is kept.`);
    return [];
  }
  const events: ProjectEvent[] = [];
  raw.forEach((item: unknown, index) => {
    const at = `${path}.events[${index}]`;
    if (!isPlainObject(item)) {
      reading.log.error(at, `Event ${describeValue(item)}: expected { id, type, start, end, options }; it is dropped.`);
      return;
    }
    const event = readEvent(item as Parameters<typeof readEvent>[0], at, reading);
    if (event === undefined) return;
    const id = uniqueId(item.id, at, "Event", used, () => newId(idPrefix(event.type)), reading.log);
    events.push({ id, ...event });
  });
  return events;
}

function uniqueId(
  value: unknown,
  path: string,
  what: string,
  used: Set<string>,
  make: () => string,
  log: IssueLog,
): string {
  const given = givenId(value);
  if (given !== undefined && !used.has(given)) {
    used.add(given);
    return given;
  }
  const id = make();
  used.add(id);
  if (given !== undefined)
    log.warn(
      `${path}.id`,
      `${what} id ${describeValue(given)} is used twice: expected ids no other ${what.toLowerCase()} has; this one is now ${describeValue(id)}.`,
    );
  else if (value !== undefined)
    log.warn(
      `${path}.id`,
      `${what} id ${describeValue(value)}: expected text of 1 to 200 characters; it is now ${describeValue(id)}.`,
    );
  return id;
}

/**
 * A lane's events sorted; when some overlap, they are laid out over as few lanes as they need (the first keeps
 * the lane's id and name), with a warning.
 */
export function layLane(lane: Lane, path: string, log: IssueLog, newLaneId: (prefix: string) => string): Lane[] {
  const events = [...lane.events].sort(compareEvents);
  const overlap = events.findIndex((event, index) => index > 0 && events[index - 1]!.end > event.start);
  if (overlap === -1) return [{ ...lane, events }];
  const packed = packEvents(events);
  const before = events[overlap - 1]!;
  const after = events[overlap]!;
  log.warn(
    path,
    `Lane ${describeValue(lane.id)} holds events that overlap (${describeValue(before.id)} ends at ${before.end}, after ${describeValue(after.id)} starts at ${after.start}): expected events that do not overlap in a lane; they are laid out over ${packed.length} lanes.`,
  );
  return packed.map((laneEvents, index) =>
    index === 0 ? { ...lane, events: laneEvents } : { id: newLaneId("lane"), events: laneEvents },
  );
}
