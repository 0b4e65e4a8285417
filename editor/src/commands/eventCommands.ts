import { refusal } from "@popcorn-kit/core/errors";
import type { EventPlace } from "../history/ops.js";
import { argumentFields, argumentList, readArgument } from "../project/argument.js";
import { type EventInput, checkEventFields, checkJson } from "../project/checkEvent.js";
import { createRefusingLog } from "../project/issueLog.js";
import { readEvent } from "../project/readEvent.js";
import { readOrigin } from "../project/readLanes.js";
import { ID_RULE, checkRule } from "../project/rules.js";
import type { ProjectEvent } from "../project/types.js";
import { type Command, finite, idList, placesOf, whole } from "./command.js";
import type { Draft } from "./draft.js";

/** Where a new event goes: a lane by index (it moves to the nearest free lane if it would overlap there). */
export interface AddEventInput extends EventInput {
  /** An id of your own; one is made from the type when omitted. */
  readonly id?: string;
  /** Index of the lane to put it in. @default 0 */
  readonly lane?: number;
}

/** The latest end a move may reach: the media's duration once known. */
function latestEnd(draft: Draft): number {
  return draft.project.media.duration > 0 ? draft.project.media.duration : Number.POSITIVE_INFINITY;
}

function laneIndexOf(draft: Draft, place: EventPlace): number {
  return draft.laneIndex(place.lane);
}

/**
 * Adds an event, checked by its plugin's manifest; dropped where it overlaps, it goes to the nearest free lane
 * (a new one if none is). Returns its id.
 *
 * @example
 * const id = editor.run(addEvent({ type: "footnote", start: 2, end: 6, options: { text: "Apollo 11" } }));
 */
export function addEvent(input: AddEventInput): Command<string> {
  const given = argumentFields("addEvent() got", input, "an object { type, start, end, options?, id?, lane? }");
  const { id: givenId, type, lane } = given;
  return {
    label: `Add ${typeof type === "string" ? type : "event"}`,
    run(draft) {
      const own = givenId === undefined ? undefined : checkRule(ID_RULE, "Event id", givenId);
      if (own !== undefined && draft.find(own)) {
        throw refusal("DUPLICATE_ID", "Event id", own, "an id no other event of the project has");
      }
      const index = lane === undefined ? 0 : whole("addEvent() lane", lane);
      const id = own ?? draft.newEventId(typeof type === "string" ? type : "event");
      const event = checkEventFields(draft.plugins, id, given, draft.project.media.frameRate);
      draft.put(draft.placeSpan(index, event.start, event.end), event);
      return id;
    },
  };
}

/** Removes events. */
export function removeEvents(ids: string | readonly string[]): Command<void> {
  const list = idList(ids);
  return {
    label: list.length === 1 ? "Delete event" : `Delete ${list.length} events`,
    run(draft) {
      for (const place of placesOf(draft, list)) draft.delete(place.event.id);
    },
  };
}

/** How far to move events: in time and across lanes. */
export interface MoveBy {
  /** Seconds to add to every start and end (clamped so the group stays within 0 and the media's end). @default 0 */
  readonly by?: number;
  /** Lanes to move down (positive) or up (negative). @default 0 */
  readonly lanes?: number;
}

/**
 * Moves events together in time and across lanes, keeping their lengths and their distances. An event that would
 * overlap another in its new lane goes to the nearest free lane. Called on every pointer move of a drag (inside
 * a transaction, so the drag is one undo step).
 */
export function moveEvents(ids: string | readonly string[], move: MoveBy): Command<void> {
  const list = idList(ids);
  const { by: givenBy, lanes } = argumentFields("moveEvents() got", move, "an object { by?, lanes? }");
  return {
    label: list.length === 1 ? "Move event" : `Move ${list.length} events`,
    run(draft) {
      const places = placesOf(draft, list).sort((a, b) => a.event.start - b.event.start);
      if (places.length === 0) return;
      let by = finite("moveEvents() by", givenBy ?? 0);
      const laneShift = whole("moveEvents() lanes", lanes ?? 0);
      let first = Number.POSITIVE_INFINITY;
      let last = Number.NEGATIVE_INFINITY;
      for (const { event } of places) {
        first = Math.min(first, event.start);
        last = Math.max(last, event.end);
      }
      by = Math.max(by, -first);
      const limit = latestEnd(draft);
      if (last <= limit) by = Math.min(by, limit - last);
      if (by === 0 && laneShift === 0) return;
      const waiting = new Set(list);
      const targets = places.map((place) => laneIndexOf(draft, place) + laneShift);
      places.forEach(({ event }, i) => {
        const moved: ProjectEvent = { ...event, start: event.start + by, end: event.end + by };
        // Events of the group not yet moved are out of the way; those moved already are where they will stay.
        const lane = draft.placeSpan(Math.max(targets[i]!, 0), moved.start, moved.end, waiting);
        waiting.delete(event.id);
        draft.put(lane, moved);
      });
    },
  };
}

/** Moves events by whole frames of the project's frame rate (arrow keys). */
export function nudgeEvents(ids: string | readonly string[], frames: number): Command<void> {
  const list = idList(ids);
  return {
    label: list.length === 1 ? "Nudge event" : `Nudge ${list.length} events`,
    run(draft) {
      const count = Math.trunc(finite("nudgeEvents() frames", frames));
      moveEvents(list, { by: count / draft.project.media.frameRate }).run(draft);
    },
  };
}

/**
 * Moves one edge or both of an event. An edge stops at its neighbours in the lane, at 0 and at the media's end,
 * and the end never passes the start: dragging an edge never moves other events.
 */
export function resizeEvent(id: string, edges: { readonly start?: number; readonly end?: number }): Command<void> {
  const given = argumentFields("resizeEvent() got", edges, "an object { start?, end? } in seconds");
  return {
    label: "Resize event",
    run(draft) {
      const [place] = placesOf(draft, [id]);
      const { event } = place!;
      const lane = draft.project.lanes[laneIndexOf(draft, place!)]!;
      const at = lane.events.indexOf(event);
      const before = lane.events[at - 1];
      const after = lane.events[at + 1];
      const lowest = before && before.end > before.start ? before.end : (before?.start ?? 0);
      const highest = Math.min(after ? after.start : Number.POSITIVE_INFINITY, latestEnd(draft));
      let start = given.start === undefined ? event.start : finite("resizeEvent() start", given.start);
      let end = given.end === undefined ? event.end : finite("resizeEvent() end", given.end);
      start = Math.min(Math.max(start, lowest, 0), event.end);
      // A point that shares its start with the span before it lies inside that span: it cannot grow without
      // overlapping it, so its end stays.
      end = lowest > event.end ? event.end : Math.max(Math.min(end, Math.max(highest, event.end)), start);
      if (given.start !== undefined && given.end !== undefined) start = Math.min(start, end);
      if (start === event.start && end === event.end) return;
      draft.put(place!.lane, { ...event, start, end });
    },
  };
}

/**
 * Changes an event's options, checked by its plugin's manifest; an option set to `undefined` goes back to its
 * default. An event of a plugin type the editor does not know keeps its options unchecked, but JSON.
 */
export function setOptions(id: string, changes: Readonly<Record<string, unknown>>): Command<void> {
  const given = argumentFields("setOptions() got", changes, "an object of option values");
  return {
    label: "Change options",
    run(draft) {
      const [place] = placesOf(draft, [id]);
      const { event } = place!;
      let next: ProjectEvent;
      if (draft.plugins.has(event.type)) {
        const { options } = checkEventFields(
          draft.plugins,
          event.id,
          { type: event.type, start: event.start, end: event.end, options: given },
          draft.project.media.frameRate,
          event.options,
        );
        // The rest of the event stays: its times, and where its html came from (`origin`).
        next = { ...event, options };
      } else {
        const options: Record<string, unknown> = { ...event.options };
        for (const key of Object.keys(given)) {
          if (key === "__proto__") continue;
          const value = given[key];
          if (value === undefined) delete options[key];
          else options[key] = value;
        }
        next = { ...event, options: checkJson(options, `Options of event "${event.id}"`, event.type) };
      }
      draft.put(place!.lane, next);
    },
  };
}

/**
 * Moves events to a lane (by id). Those that would overlap there go to a new lane inserted after it, together.
 */
export function moveToLane(ids: string | readonly string[], laneId: string): Command<void> {
  const list = idList(ids);
  return {
    label: list.length === 1 ? "Move event to lane" : `Move ${list.length} events to lane`,
    run(draft) {
      const target = draft.laneIndex(laneId);
      if (target < 0) throw refusal("INVALID_OPTION", "Lane id", laneId, "the id of a lane in the project");
      const places = placesOf(draft, list).sort((a, b) => a.event.start - b.event.start);
      const waiting = new Set(list);
      let overflow: string | undefined;
      for (const { event } of places) {
        const lane = draft.project.lanes[draft.laneIndex(laneId)]!;
        let into = laneId;
        if (!draft.fits(lane, event.start, event.end, waiting)) {
          overflow ??= draft.insertLane(draft.laneIndex(laneId) + 1);
          const spill = draft.project.lanes[draft.laneIndex(overflow)]!;
          into = draft.fits(spill, event.start, event.end, waiting)
            ? overflow
            : draft.placeSpan(draft.laneIndex(overflow), event.start, event.end, waiting);
        }
        waiting.delete(event.id);
        draft.put(into, event);
      }
    },
  };
}

/** Splits an event in two at a time strictly inside it; the second half gets a new id, which is returned. */
export function splitEvent(id: string, at: number): Command<string> {
  return {
    label: "Split event",
    run(draft) {
      const [place] = placesOf(draft, [id]);
      const { event } = place!;
      const time = finite("splitEvent() at", at);
      if (!(time > event.start && time < event.end)) {
        throw refusal(
          "INVALID_TIME",
          "splitEvent() at",
          at,
          `a time between the event's start (${event.start}) and end (${event.end})`,
        );
      }
      const second: ProjectEvent = { ...event, id: draft.newEventId(event.type), start: time };
      draft.put(place!.lane, { ...event, end: time });
      draft.put(place!.lane, second);
      return second.id;
    },
  };
}

/** An event as the clipboard holds it: times relative to the first copied event, lanes relative to its lane. */
export interface ClipboardEvent {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly lane: number;
  readonly options: Readonly<Record<string, unknown>>;
  /** `"file"` for an event whose html came from a file: a paste keeps it (see `ProjectEvent.origin`). */
  readonly origin?: "file";
}

/** Copies of events as the clipboard holds them, in start order. */
export function clipEvents(draft: Draft, ids: readonly string[]): ClipboardEvent[] {
  const places = placesOf(draft, ids).sort((a, b) => a.event.start - b.event.start);
  if (places.length === 0) return [];
  const origin = places[0]!.event.start;
  const firstLane = Math.min(...places.map((place) => draft.laneIndex(place.lane)));
  return places.map((place) => ({
    type: place.event.type,
    start: place.event.start - origin,
    end: place.event.end - origin,
    lane: draft.laneIndex(place.lane) - firstLane,
    options: place.event.options,
    ...(place.event.origin === undefined ? {} : { origin: place.event.origin }),
  }));
}

const CLIP = "a clipboard event { type, start, end, lane, options, origin? }";

/**
 * Inserts clipped events with their first one at `at`, from lane `lane` down, each in the nearest free lane.
 * Each is read as a loaded file's event is (a plugin type's manifest checks its options; a type the editor has
 * no definition for is kept, with JSON options): the clipboard may come from outside, as JSON. Returns the new
 * events' ids.
 */
export function pasteEvents(events: readonly ClipboardEvent[], at: number, lane = 0): Command<string[]> {
  const clips = argumentList("pasteEvents() got", events, `a list of ${CLIP}`).map((clip, index) =>
    argumentFields(`pasteEvents() event ${index}`, clip, CLIP),
  );
  return {
    label: clips.length === 1 ? "Paste event" : `Paste ${clips.length} events`,
    run(draft) {
      const time = Math.max(finite("pasteEvents() at", at), 0);
      const first = whole("pasteEvents() lane", lane);
      const { media } = draft.project;
      const reading = {
        plugins: draft.plugins,
        duration: media.duration,
        frameRate: media.frameRate,
        log: createRefusingLog("pasteEvents():"),
      };
      return clips.map((clip, index) => {
        const start = time + finite(`pasteEvents() event ${index} start`, clip.start);
        const end = time + finite(`pasteEvents() event ${index} end`, clip.end);
        const offset = clip.lane === undefined ? 0 : whole(`pasteEvents() event ${index} lane`, clip.lane);
        const path = `events[${index}]`;
        const read = readArgument(`pasteEvents() event ${index}`, clip, CLIP, () =>
          readEvent({ type: clip.type, start, end, options: clip.options }, path, reading),
        )!;
        const event: ProjectEvent = {
          id: draft.newEventId(read.type),
          ...read,
          ...(clip.origin === undefined ? {} : { origin: readOrigin(clip.origin, path, reading.log) }),
        };
        draft.put(draft.placeSpan(first + offset, event.start, event.end), event);
        return event.id;
      });
    },
  };
}

/** Duplicates events right after themselves (shifted by the group's length). Returns the copies' ids. */
export function duplicateEvents(ids: string | readonly string[]): Command<string[]> {
  const list = idList(ids);
  return {
    label: list.length === 1 ? "Duplicate event" : `Duplicate ${list.length} events`,
    run(draft) {
      const clips = clipEvents(draft, list);
      if (clips.length === 0) return [];
      const places = placesOf(draft, list);
      const origin = Math.min(...places.map((place) => place.event.start));
      const length = Math.max(...clips.map((clip) => clip.end));
      const lane = Math.min(...places.map((place) => draft.laneIndex(place.lane)));
      return pasteEvents(clips, origin + length, lane).run(draft);
    },
  };
}

/**
 * Ripple: shifts every event that starts at or after `at` by `by` seconds, in its lane, as when a passage is
 * inserted into or cut from the media. Closing a gap that is not free in every lane is refused.
 */
export function retime(at: number, by: number): Command<void> {
  return {
    label: by >= 0 ? "Insert time" : "Remove time",
    run(draft) {
      const from = finite("retime() at", at);
      const shift = finite("retime() by", by);
      if (from + Math.min(shift, 0) < 0) {
        throw refusal(
          "INVALID_TIME",
          "retime() by",
          by,
          `a shift that keeps every event at or after 0 (at most ${from} back)`,
        );
      }
      for (const lane of draft.project.lanes) {
        const first = lane.events.findIndex((event) => event.start >= from);
        if (first < 0 || shift === 0) continue;
        const previous = lane.events[first - 1];
        const head = lane.events[first]!;
        if (previous && shift < 0 && previous.end > head.start + shift && previous.end > previous.start) {
          throw refusal(
            "INVALID_TIME",
            "retime() by",
            by,
            `a shift that leaves each lane without overlaps (event "${previous.id}" ends at ${previous.end})`,
          );
        }
        // Later events first when moving later, earlier first when moving earlier: each lands on free space.
        const moved = lane.events.slice(first);
        if (shift > 0) moved.reverse();
        for (const event of moved) draft.put(lane.id, { ...event, start: event.start + shift, end: event.end + shift });
      }
    },
  };
}
