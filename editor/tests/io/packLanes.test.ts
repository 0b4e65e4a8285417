import { describe, expect, it } from "vitest";
import { packLanes } from "../../src/placement/packLanes.js";
import type { Lane, ProjectEvent } from "../../src/project/types.js";

const ev = (id: string, start: number, end: number): ProjectEvent => ({ id, type: "text", start, end, options: {} });
const ids = (lanes: readonly Lane[]) => lanes.map((lane) => lane.events.map((event) => event.id));

function overlapFree(lanes: readonly Lane[]): boolean {
  return lanes.every((lane) =>
    lane.events.every((event, index) => index === 0 || lane.events[index - 1]!.end <= event.start),
  );
}

describe("packLanes", () => {
  it("packs events spread over many lanes into as few as they need, first fit by start", () => {
    const lanes: Lane[] = [
      { id: "a", name: "Titles", events: [ev("e1", 0, 2)] },
      { id: "b", events: [ev("e2", 2, 4)] },
      { id: "c", events: [ev("e3", 1, 3), ev("e5", 5, 6)] },
      { id: "d", events: [ev("e4", 3, 5)] },
    ];
    const compacted = packLanes(lanes);
    expect(ids(compacted)).toEqual([
      ["e1", "e2", "e5"],
      ["e3", "e4"],
    ]);
    // The lanes keep the ids and names at their index; the given lanes are not changed.
    expect(compacted.map((lane) => lane.id)).toEqual(["a", "b"]);
    expect(compacted[0]!.name).toBe("Titles");
    expect(ids(lanes)).toEqual([["e1"], ["e2"], ["e3", "e5"], ["e4"]]);
  });

  it("gives as many lanes as the most events at one time, and new lane ids beyond the given lanes", () => {
    const crowded = packLanes([{ id: "only", events: [ev("x", 0, 10), ev("y", 1, 9), ev("z", 2, 8), ev("w", 8, 12)] }]);
    expect(ids(crowded)).toEqual([["x"], ["y"], ["z", "w"]]);
    expect(crowded.map((lane) => lane.id)).toEqual(["only", "lane-1", "lane-2"]);
    expect(overlapFree(crowded)).toBe(true);
  });

  it("lets point events share a lane with the events whose edges they touch", () => {
    const lanes = packLanes([
      { id: "a", events: [ev("p", 2, 2)] },
      { id: "b", events: [ev("q", 0, 2), ev("r", 2, 4)] },
    ]);
    expect(ids(lanes)).toEqual([["q", "p", "r"]]);
  });

  it("returns a lane whose events did not change as the same object, and one empty lane for no events", () => {
    const first: Lane = { id: "a", events: [ev("e1", 0, 1)] };
    expect(packLanes([first, { id: "b", events: [] }])[0]).toBe(first);
    expect(
      packLanes([
        { id: "a", events: [] },
        { id: "b", events: [] },
      ]),
    ).toEqual([{ id: "a", events: [] }]);
    expect(packLanes([])).toEqual([{ id: "lane-1", events: [] }]);
  });

  it("packs 100,000 events without overlap (its speed: npm run bench -w @popcorn-kit/test -- editor)", () => {
    const events = Array.from({ length: 100_000 }, (_, i) =>
      ev(`e${i}`, (i * 7919) % 50_000, ((i * 7919) % 50_000) + 3),
    );
    const lanes = packLanes([{ id: "a", events }]);
    expect(overlapFree(lanes)).toBe(true);
    expect(lanes.reduce((n, lane) => n + lane.events.length, 0)).toBe(100_000);
  });
});
