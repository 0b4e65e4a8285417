import { PopcornError } from "@popcorn-kit/core";
import { describe, expect, it } from "vitest";
import { collectSnapTargets } from "../../src/placement/collectSnapTargets.js";
import { snap, snapSpan } from "../../src/placement/snap.js";
import { createSnapTargets, snapTargetAt } from "../../src/placement/snapTargets.js";
import { createProject } from "../../src/project/createProject.js";
import type { Lane, ProjectEvent } from "../../src/project/types.js";

function event(id: string, type: string, start: number, end: number): ProjectEvent {
  return { id, type, start, end, options: {} };
}

/** 100 px per second and 5 px of tolerance: targets pull from 0.05 s away. */
const zoom = { pixelsPerSecond: 100, tolerancePx: 5 };

function project(lanes: Lane[], media: Parameters<typeof createProject>[0] = {}) {
  return createProject({ id: "p", lanes, ...media });
}

describe("collectSnapTargets", () => {
  const lanes: Lane[] = [
    { id: "l0", events: [event("a", "footnote", 1, 2), event("b", "footnote", 4, 6)] },
    { id: "l1", events: [event("s", "subtitle", 1.5, 3), event("x", "exec", 5, 5)] },
  ];

  it("gathers every event edge, the playhead and the trim, sorted by time", () => {
    const targets = collectSnapTargets(project(lanes, { media: { duration: 60, trim: { in: 0.5, out: null } } }), {
      playhead: 2.5,
    });
    const all = Array.from(targets.times, (_, index) => snapTargetAt(targets, index));
    expect(all).toEqual([
      { time: 0.5, kind: "trim-in" },
      { time: 1, kind: "event-start", eventId: "a" },
      { time: 1.5, kind: "cue", eventId: "s" },
      { time: 2, kind: "event-end", eventId: "a" },
      { time: 2.5, kind: "playhead" },
      { time: 3, kind: "cue", eventId: "s" },
      { time: 4, kind: "event-start", eventId: "b" },
      { time: 5, kind: "event-start", eventId: "x" },
      { time: 6, kind: "event-end", eventId: "b" },
      { time: 60, kind: "trim-out" },
    ]);
    expect(targets.frameRate).toBe(30);
  });

  it("leaves out the events being dragged, and the media's end while its duration is unknown", () => {
    const targets = collectSnapTargets(project(lanes), { ignore: new Set(["a", "s", "x"]), frameRate: 0 });
    expect(Array.from(targets.times)).toEqual([0, 4, 6]);
    expect(targets.frameRate).toBe(0);
  });

  it("counts a trim's out point, and the edges of a lane named as cues", () => {
    const targets = collectSnapTargets(project(lanes, { media: { duration: 60, trim: { in: 0, out: 30 } } }), {
      cueLanes: new Set(["l0"]),
      cueTypes: new Set(),
    });
    const kinds = Array.from(targets.times, (_, index) => snapTargetAt(targets, index).kind);
    expect(kinds).toEqual([
      "trim-in",
      "cue",
      "event-start",
      "cue",
      "event-end",
      "cue",
      "event-start",
      "cue",
      "trim-out",
    ]);
  });

  it("works on an empty project", () => {
    const targets = collectSnapTargets(createProject({ id: "p" }));
    expect(Array.from(targets.times)).toEqual([0]);
    expect(snap(0.3, targets, zoom).time).toBeCloseTo(9 / 30, 12);
  });

  it("refuses a playhead or a frame rate it cannot use", () => {
    expect(() => collectSnapTargets(project(lanes), { playhead: Number.NaN })).toThrow(/playhead NaN/);
    expect(() => collectSnapTargets(project(lanes), { frameRate: -1 })).toThrow(PopcornError);
  });
});

describe("snap", () => {
  const targets = createSnapTargets(
    [
      { time: 2, kind: "event-end", eventId: "a" },
      { time: 2, kind: "playhead" },
      { time: 5, kind: "event-start", eventId: "b" },
      { time: 5.1, kind: "cue", eventId: "c" },
    ],
    { frameRate: 25 },
  );

  it("pulls a time onto the nearest target within the tolerance", () => {
    expect(snap(4.96, targets, zoom)).toEqual({ time: 5, target: { time: 5, kind: "event-start", eventId: "b" } });
    expect(snap(5.08, targets, zoom)).toEqual({ time: 5.1, target: { time: 5.1, kind: "cue", eventId: "c" } });
  });

  it("measures the tolerance in pixels at the current zoom", () => {
    // 0.04 s away: 4 px at 100 px/s (pulled), 8 px at 200 px/s (not).
    expect(snap(2.04, targets, zoom).target?.kind).toBe("playhead");
    expect(snap(2.04, targets, { pixelsPerSecond: 200, tolerancePx: 5 }).target?.kind).toBe("frame");
    expect(snap(2.04, targets, { pixelsPerSecond: 10, tolerancePx: 5 }).time).toBe(2);
  });

  it("prefers the playhead to an event's edge at the same time", () => {
    expect(snap(1.99, targets, zoom).target).toEqual({ time: 2, kind: "playhead" });
    expect(snap(2.01, targets, zoom).target).toEqual({ time: 2, kind: "playhead" });
  });

  it("at equal distance, prefers the kind listed first, then the earlier time", () => {
    const wide = { pixelsPerSecond: 100, tolerancePx: 20 };
    const pair = createSnapTargets([
      { time: 5, kind: "event-start" },
      { time: 5.25, kind: "cue" },
    ]);
    expect(snap(5.125, pair, wide).target?.kind).toBe("cue");
    const twins = createSnapTargets([
      { time: 1, kind: "event-end" },
      { time: 1.25, kind: "event-end" },
    ]);
    expect(snap(1.125, twins, wide).time).toBe(1);
  });

  it("rounds to a frame boundary when no target is near", () => {
    expect(snap(3.01, targets, zoom)).toEqual({ time: 3, target: { time: 3, kind: "frame" } });
    expect(snap(3.03, targets, zoom).time).toBe(3.04);
  });

  it("leaves the time as it is when nothing is near and frames are off", () => {
    const noFrames = createSnapTargets([{ time: 2, kind: "playhead" }]);
    expect(snap(3.01, noFrames, zoom)).toEqual({ time: 3.01 });
    expect(snap(3.01, createSnapTargets([]), zoom)).toEqual({ time: 3.01 });
  });

  it("snaps only onto a target exactly under the time with a tolerance of 0", () => {
    const exact = createSnapTargets([{ time: 2, kind: "playhead" }]);
    expect(snap(2, exact, { pixelsPerSecond: 100, tolerancePx: 0 }).target?.kind).toBe("playhead");
    expect(snap(2.001, exact, { pixelsPerSecond: 100, tolerancePx: 0 })).toEqual({ time: 2.001 });
  });

  it("refuses a zoom or a tolerance it cannot use", () => {
    expect(() => snap(1, targets, { pixelsPerSecond: 0, tolerancePx: 5 })).toThrow(/pixelsPerSecond 0/);
    expect(() => snap(1, targets, { pixelsPerSecond: 100, tolerancePx: -1 })).toThrow(/tolerancePx -1/);
    expect(() => snap(Number.NaN, targets, zoom)).toThrow(PopcornError);
    expect(() => createSnapTargets([{ time: 1, kind: "frame" }])).toThrow(/kind "frame"/);
  });
});

describe("snapSpan", () => {
  const targets = createSnapTargets(
    [
      { time: 2, kind: "event-end", eventId: "a" },
      { time: 10, kind: "playhead" },
    ],
    { frameRate: 25 },
  );

  it("snaps the start when it is the nearer edge, keeping the length", () => {
    const result = snapSpan({ start: 2.03, end: 5.03 }, targets, zoom);
    expect(result).toMatchObject({ start: 2, edge: "start", target: { time: 2, kind: "event-end", eventId: "a" } });
    expect(result.end).toBeCloseTo(5, 12);
  });

  it("snaps the end when it is the nearer edge", () => {
    const result = snapSpan({ start: 7.02, end: 9.98 }, targets, zoom);
    expect(result).toMatchObject({ end: 10, edge: "end", target: { kind: "playhead" } });
    expect(result.start).toBeCloseTo(7.04, 12);
  });

  it("picks the nearer of two edges that are both within tolerance", () => {
    // start 2.04 is 0.04 from 2; end 9.99 is 0.01 from 10.
    expect(snapSpan({ start: 2.04, end: 9.99 }, targets, zoom).edge).toBe("end");
    expect(snapSpan({ start: 2.01, end: 9.96 }, targets, zoom).edge).toBe("start");
  });

  it("rounds the start to a frame when no edge is near", () => {
    const result = snapSpan({ start: 4.01, end: 6.01 }, targets, zoom);
    expect(result).toMatchObject({ start: 4, edge: "start", target: { kind: "frame" } });
    expect(result.end).toBeCloseTo(6, 12);
  });

  it("snaps a point span as one time", () => {
    expect(snapSpan({ start: 9.97, end: 9.97 }, targets, zoom)).toMatchObject({ start: 10, end: 10 });
  });

  it("moves a span dragged onto the edges of the others, not onto its own", () => {
    const lanes: Lane[] = [{ id: "l0", events: [event("a", "footnote", 0, 2), event("b", "footnote", 3, 4)] }];
    const own = collectSnapTargets(createProject({ id: "p", lanes }), { ignore: new Set(["b"]), frameRate: 0 });
    // "b" dragged 0.97 s left: its start nears "a"'s end.
    const moved = snapSpan({ start: 2.03, end: 3.03 }, own, zoom);
    expect(moved.start).toBe(2);
    expect(moved.end).toBeCloseTo(3, 12);
    // Dragged by a hair: its own old edges no longer pull it back.
    expect(snapSpan({ start: 3.01, end: 4.01 }, own, zoom)).toEqual({ start: 3.01, end: 4.01 });
  });

  it("refuses a span that ends before it starts", () => {
    expect(() => snapSpan({ start: 2, end: 1 }, targets, zoom)).toThrow(PopcornError);
  });
});
