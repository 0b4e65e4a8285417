import { PopcornError } from "@popcorn-kit/core";
import { expect, test } from "vitest";
import {
  END_TOLERANCE,
  eventsPastEnd,
  moveEventsBeforeEnd,
  movedBefore,
  trimEventsToEnd,
  trimmedAt,
} from "../../src/commands/mediaEnd.js";
import { setMedia } from "../../src/commands/projectCommands.js";
import { type Project, createEditor, createProject } from "../../src/index.js";
import { lanes, note } from "../fixtures/lanes.js";

/**
 * Media of unknown length (0) and events up to 40 s, before a 25 s media arrives: in lane 1 notes at 0-5,
 * 10-22, 24-30 (across the end) and 31-34 (after it); in lane 2 a title at 20-26 and a point at 28; in lane 3
 * a 35 s event, longer than the media.
 */
function sample(): Project {
  return createProject({
    id: "sample",
    lanes: [
      { id: "lane-1", events: [note("a", 0, 5), note("b", 10, 22), note("c", 24, 30), note("d", 31, 34)] },
      { id: "lane-2", events: [note("t", 20, 26), note("p", 28, 28)] },
      { id: "lane-3", events: [note("long", 5, 40)] },
    ],
  });
}

test("eventsPastEnd: the events that end after the media's end, in start order, and what trim and move would do", () => {
  const past = eventsPastEnd(sample(), 25);
  expect(past.events.map(({ event, laneId }) => `${event.id}/${laneId}`)).toEqual([
    "long/lane-3",
    "t/lane-2",
    "c/lane-1",
    "p/lane-2",
    "d/lane-1",
  ]);
  expect(past).toMatchObject({ end: 25, trimmed: 3, removed: 2, longer: 1 });
  expect(eventsPastEnd(sample(), 40).events).toEqual([]);
  // An end a rounding past the media's is the media's end.
  expect(eventsPastEnd(sample(), 40 - END_TOLERANCE / 2).events).toEqual([]);
  expect(eventsPastEnd(sample(), 39.9).events.map(({ event }) => event.id)).toEqual(["long"]);
});

test("trimmedAt and movedBefore: cut to the end or removed; moved to end at it, lengths kept, from 0 at the earliest", () => {
  const event = { id: "e", type: "footnote", start: 24, end: 30, options: {} };
  expect(trimmedAt(event, 25)).toEqual({ ...event, end: 25 });
  expect(trimmedAt({ ...event, start: 25 }, 25)).toBeUndefined();
  expect(trimmedAt({ ...event, start: 28, end: 28 }, 25)).toBeUndefined();
  expect(trimmedAt({ ...event, end: 25 }, 25)).toEqual({ ...event, end: 25 });
  expect(movedBefore(event, 25)).toEqual({ ...event, start: 19, end: 25 });
  expect(movedBefore({ ...event, start: 5, end: 40 }, 25)).toEqual({ ...event, start: 0, end: 35 });
  expect(movedBefore({ ...event, start: 28, end: 28 }, 25)).toEqual({ ...event, start: 25, end: 25 });
  const inside = { ...event, start: 1, end: 2 };
  expect(movedBefore(inside, 25)).toBe(inside);
});

test("trim: events that start before the end end at it, those that start at or after it go; one undo step", () => {
  const editor = createEditor({ project: sample() });
  editor.run(setMedia({ duration: 25 }));
  const before = editor.getSnapshot().project;
  const past = editor.run(trimEventsToEnd(25));
  expect(past).toMatchObject({ trimmed: 3, removed: 2 });
  expect(lanes(editor.getSnapshot().project)).toEqual([
    "lane-1: a@0-5 b@10-22 c@24-25",
    "lane-2: t@20-25",
    "lane-3: long@5-25",
  ]);
  expect(editor.getSnapshot().undoLabel).toBe("Trim events to the media");
  editor.undo();
  expect(editor.getSnapshot().project).toEqual(before);
});

test("move: each event past the end ends at it, lengths kept; lanes change only where they would overlap; one undo step", () => {
  const editor = createEditor({ project: sample() });
  editor.run(setMedia({ duration: 25 }));
  const before = editor.getSnapshot().project;
  const past = editor.run(moveEventsBeforeEnd(25));
  expect(past.events).toHaveLength(5);
  expect(lanes(editor.getSnapshot().project)).toEqual([
    // d moved to 22-25 fits after b (touching); c (19-25) fits nowhere: a new lane under lane 1.
    "lane-1: a@0-5 b@10-22 d@22-25",
    "lane-4: c@19-25",
    // The point at 25 sits at the title's end: touching, no overlap.
    "lane-2: t@19-25 p@25-25",
    // Longer than the media: from 0, still past the end.
    "lane-3: long@0-35",
  ]);
  expect(editor.getSnapshot().undoLabel).toBe("Move events into the media");
  editor.undo();
  expect(editor.getSnapshot().project).toEqual(before);
  editor.redo();
  expect(lanes(editor.getSnapshot().project)[1]).toBe("lane-4: c@19-25");
});

test("nothing past the end: both commands change nothing and add no undo step", () => {
  const editor = createEditor({ project: sample() });
  const project = editor.getSnapshot().project;
  expect(editor.run(trimEventsToEnd(60)).events).toEqual([]);
  expect(editor.run(moveEventsBeforeEnd(60)).events).toEqual([]);
  expect(editor.getSnapshot().project).toBe(project);
  expect(editor.getSnapshot().canUndo).toBe(false);
});

test("an end that is not a duration is refused with a PopcornError naming it", () => {
  const editor = createEditor({ project: sample() });
  for (const end of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, "25" as unknown as number]) {
    expect(() => editor.run(trimEventsToEnd(end))).toThrow(PopcornError);
    expect(() => editor.run(moveEventsBeforeEnd(end))).toThrow(/the media's duration/);
    expect(() => eventsPastEnd(sample(), end)).toThrow(PopcornError);
  }
});
