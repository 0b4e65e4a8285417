import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATALOGUE, createPluginSet } from "../../src/index.js";
import { MAX_IMPORT_LANES, importFile } from "../../src/io/importFile.js";
import { compareEvents } from "../../src/history/ops.js";
import { packEvents, packLanes } from "../../src/placement/packLanes.js";
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

/** The most events that overlap at one moment: the fewest lanes they fit in. */
function deepest(events: readonly ProjectEvent[]): number {
  const edges = events.flatMap((event) =>
    event.start === event.end ? [] : [[event.start, 1] as const, [event.end, -1] as const],
  );
  // At one time, ends before starts: touching events do not overlap.
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let depth = 0;
  let most = 0;
  for (const [, step] of edges) most = Math.max(most, (depth += step));
  return most;
}

describe("packing an import's lanes", () => {
  const plugins = createPluginSet(CATALOGUE);

  it("gives exactly as many lanes as events overlap at once (greedy interval partitioning)", () => {
    const span = fc
      .tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 40 }))
      .map(([start, length]) => ({ start: start / 4, end: (start + length) / 4 }));
    fc.assert(
      fc.property(fc.array(span, { maxLength: 300 }), (spans) => {
        const events = spans.map((s, i) => ev(`e${i}`, s.start, s.end)).sort(compareEvents);
        const packed = packEvents(events);
        expect(packed.length).toBe(deepest(events));
        expect(overlapFree(packed.map((list, i) => ({ id: `l${i}`, events: list })))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  const vtt = (count: number) => {
    let text = "WEBVTT\n\n";
    for (let i = 0; i < count; i++) text += `00:01.000 --> 00:02.000\nCue ${i}\n\n`;
    return text;
  };

  it(`lays cues at one time one per lane, up to ${MAX_IMPORT_LANES} lanes`, () => {
    const within = importFile(vtt(MAX_IMPORT_LANES), { plugins });
    expect(within.project.lanes).toHaveLength(MAX_IMPORT_LANES);
    expect(within.issues).toEqual([]);
  });

  it(`leaves out the cues past ${MAX_IMPORT_LANES} at once, each listed with its line`, () => {
    const { project, issues } = importFile(vtt(MAX_IMPORT_LANES + 8), { plugins, fileName: "crowd.vtt" });
    expect(project.lanes).toHaveLength(MAX_IMPORT_LANES);
    expect(project.lanes.map((lane) => lane.name).slice(0, 2)).toEqual(["crowd.vtt", "crowd.vtt 2"]);
    // One issue for how many, then one per cue: Cue 32 to Cue 39, whose timings are on lines 99, 102... 120.
    expect(issues).toHaveLength(9);
    expect(issues.slice(1).map((issue) => issue.path)).toEqual(
      Array.from({ length: 8 }, (_, i) => `line ${3 + 3 * (MAX_IMPORT_LANES + i)}`),
    );
    expect(issues[1]?.reason).toMatch(/"Cue 32"/);
  });
});
