import { expect, test } from "vitest";
import type { ProjectEvent } from "../../../src/project/types.js";
import {
  BOX_BUDGET,
  labelMinFor,
  eventFamily,
  fitZoom,
  formatTimecode,
  rulerLabel,
  sliderToZoom,
  tickStep,
  timeToX,
  visibleRange,
  xToTime,
  zoomAround,
  zoomToSlider,
} from "../../../src/react/timeline/geometry.js";
import { MAX_PX_PER_SECOND } from "../../../src/react/state/viewStore.js";
import { createProject } from "../../../src/project/createProject.js";
import { laneRowPropsEqual } from "../../../src/react/timeline/LaneRow.js";
import { adjacentEvent } from "../../../src/react/timeline/order.js";

const events: ProjectEvent[] = Array.from({ length: 100 }, (_, i) => ({
  id: `e${i}`,
  type: "footnote",
  start: i * 2,
  end: i * 2 + 1,
  options: {},
}));

test("time and pixels convert both ways at any zoom and scroll", () => {
  expect(timeToX(12, 10, 40)).toBe(80);
  expect(xToTime(80, 10, 40)).toBe(12);
  expect(xToTime(timeToX(3.25, 1, 2400), 1, 2400)).toBeCloseTo(3.25, 9);
});

test("visibleRange finds the events whose span meets the window, touching edges included", () => {
  expect(visibleRange(events, 10, 14)).toEqual([5, 8]); // 10-11, 12-13, 14-15
  expect(visibleRange(events, 11.5, 11.9)).toEqual([6, 6]); // a gap: nothing
  expect(visibleRange(events, 11, 11)).toEqual([5, 6]);
  expect(visibleRange(events, 500, 600)).toEqual([100, 100]);
  expect(visibleRange([], 0, 10)).toEqual([0, 0]);
});

test("the ruler's ticks go from minutes down to single frames as the zoom grows, leaving room for labels", () => {
  expect(tickStep(0.5, 24).major).toBe(300);
  expect(tickStep(40, 24)).toEqual({ major: 2, minor: 0.5, frames: false });
  expect(tickStep(100, 24).major).toBe(1);
  const frames = tickStep(MAX_PX_PER_SECOND, 24);
  expect(frames).toEqual({ major: 1 / 24, minor: 1 / 24, frames: true });
  for (const zoom of [0.05, 1, 7, 40, 300, 1000, 2400]) {
    expect(tickStep(zoom, 30).major * zoom).toBeGreaterThanOrEqual(72);
  }
  expect(rulerLabel(65, tickStep(40, 24), 24)).toBe("1:05");
  expect(rulerLabel(65.5, frames, 24)).toBe("1:05:12");
});

test("zoom arithmetic: fit the media, keep the anchor under the pointer, the slider round-trips", () => {
  expect(fitZoom(40, 1200)).toBe(30);
  const anchor = 12;
  const x = timeToX(anchor, 5, 40);
  const scroll = zoomAround(anchor, x, 120);
  expect(timeToX(anchor, scroll, 120)).toBeCloseTo(x, 9);
  expect(sliderToZoom(zoomToSlider(100, 1), 1)).toBeCloseTo(100, -1);
  expect(zoomToSlider(MAX_PX_PER_SECOND, 1)).toBe(1000);
});

test("timecodes and colour families", () => {
  expect(formatTimecode(5)).toBe("00:05.000");
  expect(formatTimecode(65.0425)).toBe("01:05.043");
  expect(formatTimecode(3725)).toBe("1:02:05.000");
  expect(eventFamily("subtitle")).toBe("subtitle");
  expect(eventFamily("map")).toBe("page");
  expect(eventFamily("pause")).toBe("behaviour");
  expect(eventFamily("my-own")).toBe("text");
});

test("a lane row is drawn again only when what it shows changes: its lane, the window, or its own events' state", () => {
  const lane = { id: "a", events };
  const base = {
    lane,
    index: 0,
    zoomLevel: 5,
    from: 0,
    to: 30,
    selection: new Set<string>(),
    activeIds: new Set<string>(),
    tabStop: undefined,
  };
  // A selection, an active event or a tab stop far outside its window: the same row.
  expect(laneRowPropsEqual(base, { ...base, selection: new Set(["e90", "other"]) })).toBe(true);
  expect(laneRowPropsEqual(base, { ...base, activeIds: new Set(["e80"]) })).toBe(true);
  expect(laneRowPropsEqual(base, { ...base, tabStop: "e70" })).toBe(true);
  // One of its visible events selected, playing or focused: drawn again.
  expect(laneRowPropsEqual(base, { ...base, selection: new Set(["e3"]) })).toBe(false);
  expect(laneRowPropsEqual(base, { ...base, activeIds: new Set(["e3"]) })).toBe(false);
  expect(laneRowPropsEqual(base, { ...base, tabStop: "e3" })).toBe(false);
  expect(laneRowPropsEqual(base, { ...base, to: 45 })).toBe(false);
  expect(laneRowPropsEqual(base, { ...base, lane: { ...lane } })).toBe(false);
});

test("reading order for Tab: by start across lanes, then by lane, both ways", () => {
  const make = (id: string, start: number): ProjectEvent => ({
    id,
    type: "footnote",
    start,
    end: start + 1,
    options: {},
  });
  const project = createProject({
    lanes: [
      { id: "a", events: [make("a1", 0), make("a2", 4)] },
      { id: "b", events: [make("b1", 0), make("b2", 2)] },
    ],
  });
  const order: string[] = [];
  let at: ProjectEvent | undefined = project.lanes[0]?.events[0];
  while (at) {
    order.push(at.id);
    at = adjacentEvent(project, at, true);
  }
  expect(order).toEqual(["a1", "b1", "b2", "a2"]);
  const back: string[] = [];
  at = project.lanes[0]?.events[1];
  while (at) {
    back.push(at.id);
    at = adjacentEvent(project, at, false);
  }
  expect(back).toEqual(["a2", "b2", "b1", "a1"]);
});

test("a window of many events raises the width an event needs for a box of its own, so dense views draw runs", () => {
  expect(labelMinFor(0, 16)).toBe(16);
  expect(labelMinFor(BOX_BUDGET, 16)).toBe(16);
  expect(labelMinFor(BOX_BUDGET * 2, 16)).toBe(32);
  // However dense, a box needs at most 64 px: an event that wide always has a label.
  expect(labelMinFor(5000, 16)).toBe(64);
  expect(labelMinFor(Number.NaN, 16)).toBe(16);
});
