import { PopcornError } from "@popcorn-kit/core";
import { describe, expect, it } from "vitest";
import { findFreeLane, spanFits } from "../../src/placement/findFreeLane.js";
import type { Lane, ProjectEvent } from "../../src/project/types.js";

function event(id: string, start: number, end: number): ProjectEvent {
  return { id, type: "footnote", start, end, options: { text: id } };
}

/** A lane from [id, start, end] triples, sorted by start then id as a project keeps them. */
function lane(id: string, ...spans: [string, number, number][]): Lane {
  const events = spans
    .map(([eventId, start, end]) => event(eventId, start, end))
    .sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : 1));
  return { id, events };
}

describe("spanFits", () => {
  const row = lane("l", ["a", 0, 2], ["b", 4, 6], ["c", 10, 12]);

  it("looks past an ignored event still at its old place: a group's moved event placed before it is a collision", () => {
    // A group move of "m1" and "m2": m1 is already at 10.5-26.5, m2 still at its old 19.97-23.97 (ignored).
    const moving = lane("l", ["a", 3, 7], ["m1", 10.5, 26.5], ["m2", 19.97, 23.97]);
    expect(spanFits(moving, { start: 26.47, end: 30.47 }, new Set(["m2"]))).toBe(false);
    expect(spanFits(moving, { start: 26.5, end: 30.5 }, new Set(["m2"]))).toBe(true);
  });

  it("fits a span in a gap, edges touching its neighbours", () => {
    expect(spanFits(row, { start: 2, end: 4 })).toBe(true);
    expect(spanFits(row, { start: 6, end: 10 })).toBe(true);
    expect(spanFits(row, { start: 12, end: 99 })).toBe(true);
  });

  it("refuses a span overlapping an event by any amount", () => {
    expect(spanFits(row, { start: 1.999, end: 4 })).toBe(false);
    expect(spanFits(row, { start: 2, end: 4.001 })).toBe(false);
    expect(spanFits(row, { start: 3, end: 11 })).toBe(false);
    expect(spanFits(row, { start: 5, end: 5.5 })).toBe(false);
    expect(spanFits(row, { start: -5, end: 100 })).toBe(false);
  });

  it("fits anything in an empty lane", () => {
    expect(spanFits(lane("empty"), { start: 0, end: 100 })).toBe(true);
  });

  it("lets a point sit on an edge, not strictly inside an event", () => {
    expect(spanFits(row, { start: 2, end: 2 })).toBe(true);
    expect(spanFits(row, { start: 4, end: 4 })).toBe(true);
    expect(spanFits(row, { start: 0, end: 0 })).toBe(true);
    expect(spanFits(row, { start: 5, end: 5 })).toBe(false);
  });

  it("lets a span cover points at its edges, not points inside it", () => {
    const points = lane("p", ["x", 3, 3], ["y", 7, 7]);
    expect(spanFits(points, { start: 3, end: 7 })).toBe(true);
    expect(spanFits(points, { start: 2, end: 4 })).toBe(false);
    expect(spanFits(points, { start: 3, end: 3 })).toBe(true);
  });

  it("finds an event hidden behind a point that starts at the same time", () => {
    // "a" [3, 5] sorts before the point "b" at 3: a span inside "a" must still collide with it.
    const row2 = lane("l", ["a", 3, 5], ["b", 3, 3]);
    expect(row2.events.map((e) => e.id)).toEqual(["a", "b"]);
    expect(spanFits(row2, { start: 4, end: 4.5 })).toBe(false);
    expect(spanFits(row2, { start: 5, end: 6 })).toBe(true);
    expect(spanFits(row2, { start: 4, end: 4.5 }, new Set(["a"]))).toBe(true);
  });

  it("ignores the events being moved", () => {
    expect(spanFits(row, { start: 3, end: 7 }, new Set(["b"]))).toBe(true);
    expect(spanFits(row, { start: 1, end: 7 }, new Set(["b"]))).toBe(false);
    expect(spanFits(row, { start: 1, end: 11 }, new Set(["a", "b", "c"]))).toBe(true);
  });

  it("refuses a span whose end is before its start, or a time that is not finite", () => {
    expect(() => spanFits(row, { start: 3, end: 2 })).toThrow(PopcornError);
    expect(() => spanFits(row, { start: 3, end: 2 })).toThrow(/end 2: expected .*at least its start \(3\)/);
    expect(() => spanFits(row, { start: Number.NaN, end: 2 })).toThrow(/start NaN/);
  });
});

describe("findFreeLane", () => {
  const lanes = [
    lane("l0", ["a", 0, 5]),
    lane("l1", ["b", 2, 4]),
    lane("l2", ["c", 6, 9]),
    lane("l3"),
    lane("l4", ["d", 0, 10]),
  ];

  it("keeps the preferred lane when the span fits there", () => {
    expect(findFreeLane(lanes, { start: 5, end: 6 }, { preferred: 0 })).toBe(0);
    expect(findFreeLane(lanes, { start: 6, end: 9 }, { preferred: 1 })).toBe(1);
  });

  it("moves to the nearest free lane, the one below at equal distance", () => {
    // In lane 1 [1, 3] overlaps "b"; lanes 0 and 2 are both one away: the one below (2) wins.
    expect(findFreeLane(lanes, { start: 1, end: 3 }, { preferred: 1 })).toBe(2);
    // In lane 2 [6, 7] overlaps "c"; lanes 1 and 3 are free: below first.
    expect(findFreeLane(lanes, { start: 6, end: 7 }, { preferred: 2 })).toBe(3);
    // From lane 4 [1, 2]: lane 3 (above, one away) is free.
    expect(findFreeLane(lanes, { start: 1, end: 2 }, { preferred: 4 })).toBe(3);
    // From lane 0 [3, 8]: lanes 1 and 2 collide, lane 3 is free.
    expect(findFreeLane(lanes, { start: 3, end: 8 }, { preferred: 0 })).toBe(3);
  });

  it("takes the lane above when the lanes below are taken", () => {
    const full = [lane("l0"), lane("l1", ["x", 0, 10]), lane("l2", ["y", 0, 10])];
    expect(findFreeLane(full, { start: 1, end: 2 }, { preferred: 1 })).toBe(0);
  });

  it("answers lanes.length, a new lane, when no lane has room", () => {
    const full = [lane("l0", ["x", 0, 10]), lane("l1", ["y", 5, 15])];
    expect(findFreeLane(full, { start: 6, end: 7 }, { preferred: 0 })).toBe(2);
    expect(findFreeLane([], { start: 6, end: 7 }, { preferred: 0 })).toBe(0);
  });

  it("answers a new lane for a drop past the last lane, and the first lane for a drop above it", () => {
    expect(findFreeLane(lanes, { start: 20, end: 21 }, { preferred: 5 })).toBe(5);
    expect(findFreeLane(lanes, { start: 20, end: 21 }, { preferred: 12 })).toBe(5);
    expect(findFreeLane(lanes, { start: 20, end: 21 }, { preferred: -3 })).toBe(0);
  });

  it("lets the moved events leave their own place", () => {
    // Moving "b" a little within lane 1: without the ignore set it collides with itself.
    expect(findFreeLane(lanes, { start: 2.5, end: 4.5 }, { preferred: 1 })).toBe(2);
    expect(findFreeLane(lanes, { start: 2.5, end: 4.5 }, { preferred: 1, ignore: new Set(["b"]) })).toBe(1);
  });

  it("places point events on edges but not inside events", () => {
    expect(findFreeLane(lanes, { start: 5, end: 5 }, { preferred: 0 })).toBe(0);
    expect(findFreeLane(lanes, { start: 3, end: 3 }, { preferred: 1 })).toBe(2);
  });

  it("refuses a preferred lane that is not an integer, changing nothing", () => {
    expect(() => findFreeLane(lanes, { start: 0, end: 1 }, { preferred: 1.5 })).toThrow(
      /preferred lane 1.5: expected an integer lane index/,
    );
    expect(() => findFreeLane(lanes, { start: 0, end: 1 }, { preferred: Number.NaN })).toThrow(PopcornError);
  });

  it("agrees with a plain overlap check on random lanes", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let round = 0; round < 200; round++) {
      const built: Lane[] = [];
      for (let l = 0; l < 4; l++) {
        const spans: [string, number, number][] = [];
        let t = random() * 3;
        for (let i = 0; i < 8; i++) {
          const point = random() < 0.25;
          const length = point ? 0 : 0.5 + random() * 2;
          spans.push([`e${l}-${i}`, t, t + length]);
          t += length + (random() < 0.3 ? 0 : random() * 2);
        }
        built.push(lane(`l${l}`, ...spans));
      }
      const start = Math.round(random() * 40) / 2;
      const span = { start, end: start + (random() < 0.2 ? 0 : Math.round(random() * 6) / 2) };
      const preferred = Math.floor(random() * 4);
      const free = (candidate: Lane) => candidate.events.every((e) => !(e.start < span.end && span.start < e.end));
      const order = [
        preferred,
        preferred + 1,
        preferred - 1,
        preferred + 2,
        preferred - 2,
        preferred + 3,
        preferred - 3,
      ];
      const expected = order.find((index) => index >= 0 && index < 4 && free(built[index]!)) ?? 4;
      expect(findFreeLane(built, span, { preferred })).toBe(expected);
    }
  });
});
