// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import type { Lane, ProjectEvent } from "../../../src/project/types.js";
import { findEvent, laneIndexOf } from "../../../src/react/format.js";
import { createProject } from "../../../src/project/createProject.js";
import { PopcornEditor } from "../../../src/react/PopcornEditor.js";
import { Timeline } from "../../../src/react/timeline/Timeline.js";
import { createEditor } from "../../../src/session/createEditor.js";
import { renderPanel } from "../renderEditor.js";

afterEach(cleanup);

const PX = 40; // the view store's default zoom: 40 px per second

function event(id: string, start: number, end: number, text = id, type = "footnote"): ProjectEvent {
  return { id, type, start, end, options: { text } };
}

function lane(id: string, events: ProjectEvent[], name?: string): Lane {
  return name === undefined ? { id, events } : { id, name, events };
}

function project(lanes: Lane[], duration = 60) {
  return { media: { duration, frameRate: 30 }, lanes };
}

/** The lanes area, with its box stubbed at the page's top left (jsdom has no layout). */
function lanesArea(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-pke-drop="timeline"]');
  if (!element) throw new Error("no lanes area");
  element.getBoundingClientRect = () =>
    ({ left: 0, top: 0, right: 1200, bottom: 400, width: 1200, height: 400, x: 0, y: 0 }) as DOMRect;
  return element;
}

function box(id: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-event-id="${id}"]`);
  if (!element) throw new Error(`event ${id} is not rendered`);
  return element;
}

function drag(target: Element, from: { x: number; y: number }, to: { x: number; y: number }, end = true) {
  const area = lanesArea();
  fireEvent.pointerDown(target, { pointerId: 1, button: 0, clientX: from.x, clientY: from.y });
  // Two steps: the first crosses the 3 px threshold.
  fireEvent.pointerMove(area, { pointerId: 1, clientX: (from.x + to.x) / 2, clientY: (from.y + to.y) / 2 });
  fireEvent.pointerMove(area, { pointerId: 1, clientX: to.x, clientY: to.y });
  if (end) fireEvent.pointerUp(area, { pointerId: 1, clientX: to.x, clientY: to.y });
}

test("a project of 5,000 events renders only the boxes near the visible window, and scrolling brings others", () => {
  const lanes = Array.from({ length: 5 }, (_, l) =>
    lane(
      `lane-${l}`,
      Array.from({ length: 1000 }, (_, i) => event(`e${l}-${i}`, i * 2, i * 2 + 1)),
    ),
  );
  const { ui } = renderPanel(<Timeline />, project(lanes, 2000));
  const rendered = () => [...document.querySelectorAll<HTMLElement>("[data-event-id]")];
  expect(rendered().length).toBeGreaterThan(0);
  expect(rendered().length).toBeLessThan(200);
  act(() => ui.view.set({ scrollTime: 1000 }));
  const ids = rendered().map((element) => element.dataset.eventId as string);
  expect(ids).toContain("e0-500");
  expect(ids).not.toContain("e0-0");
  expect(ids.length).toBeLessThan(200);
});

test("a click selects an event, shift-click adds one, a click on empty lane space clears", () => {
  const { editor, announced } = renderPanel(
    <Timeline />,
    project([lane("a", [event("one", 1, 2), event("two", 3, 4)])]),
  );
  lanesArea();
  fireEvent.pointerDown(box("one"), { pointerId: 1, button: 0, clientX: 60, clientY: 20 });
  fireEvent.pointerUp(box("one"), { pointerId: 1, clientX: 60, clientY: 20 });
  expect(editor.getSnapshot().selection).toEqual(["one"]);
  expect(box("one").getAttribute("aria-pressed")).toBe("true");
  expect(announced.at(-1)).toBe('Selected Footnote "one"');
  fireEvent.pointerDown(box("two"), { pointerId: 1, button: 0, shiftKey: true, clientX: 140, clientY: 20 });
  fireEvent.pointerUp(box("two"), { pointerId: 1, clientX: 140, clientY: 20 });
  expect([...editor.getSnapshot().selection].sort()).toEqual(["one", "two"]);
  fireEvent.pointerDown(lanesArea(), { pointerId: 1, button: 0, clientX: 400, clientY: 20 });
  fireEvent.pointerUp(lanesArea(), { pointerId: 1, clientX: 400, clientY: 20 });
  expect(editor.getSnapshot().selection).toEqual([]);
});

test("a marquee over empty lane space selects the events it touches, in every lane it crosses", () => {
  const { editor } = renderPanel(
    <Timeline />,
    project([
      lane("a", [event("one", 1, 2), event("far", 20, 21)]),
      lane("b", [event("two", 3, 4)]),
      lane("c", [event("below", 1, 2)]),
    ]),
  );
  // From 0 s in lane 1 to 3.5 s in lane 2: "one" and "two", not "far" (later) nor "below" (lane 3).
  drag(lanesArea(), { x: 2, y: 5 }, { x: 3.5 * PX, y: 60 });
  expect([...editor.getSnapshot().selection].sort()).toEqual(["one", "two"]);
});

test("a drag moves an event as one undo step, snapping to the playhead within 8 px and not beyond", () => {
  const { editor, announced } = renderPanel(<Timeline />, project([lane("a", [event("note", 2, 4)])]));
  act(() => editor.setPlayhead(10));
  // 6 px short of the playhead: pulled onto it.
  drag(box("note"), { x: 100, y: 20 }, { x: 100 + 8 * PX - 6, y: 20 });
  expect(findEvent(editor.getSnapshot().project, "note")?.start).toBe(10);
  expect(announced.at(-1)).toBe('Moved Footnote "note" to 00:10.000, lane 1');
  expect(editor.undo()).toBe(true);
  expect(findEvent(editor.getSnapshot().project, "note")?.start).toBe(2);
  expect(editor.getSnapshot().canUndo).toBe(false);

  // 12 px short: not pulled (it lands on the frame under the pointer).
  drag(box("note"), { x: 100, y: 20 }, { x: 100 + 8 * PX - 12, y: 20 });
  expect(findEvent(editor.getSnapshot().project, "note")?.start).toBeCloseTo(9.7, 6);
});

test("dragging an event down moves it to the lane under the pointer; the snap guide shows while dragging", () => {
  const { editor, ui } = renderPanel(
    <Timeline />,
    project([lane("a", [event("note", 2, 4)]), lane("b", [event("other", 10, 12)])]),
  );
  act(() => editor.setPlayhead(30));
  // Down a lane and right by 6 s less 4 px: the note's end meets the other's start at 10 s.
  drag(box("note"), { x: 100, y: 20 }, { x: 100 + 6 * PX - 4, y: 60 }, false);
  expect(ui.view.getSnapshot().snapGuide).toBe(10);
  expect(document.querySelector(".pke-timeline-guide")).not.toBeNull();
  fireEvent.pointerUp(lanesArea(), { pointerId: 1, clientX: 0, clientY: 60 });
  expect(ui.view.getSnapshot().snapGuide).toBeUndefined();
  const after = editor.getSnapshot().project;
  expect(laneIndexOf(after, "note")).toBe(1);
  expect(findEvent(after, "note")).toMatchObject({ start: 8, end: 10 });
});

test("Escape during a drag cancels it: the project is as it was and nothing is left to undo", () => {
  const { editor } = renderPanel(<Timeline />, project([lane("a", [event("note", 2, 4)])]));
  const before = editor.getSnapshot().project;
  drag(box("note"), { x: 100, y: 20 }, { x: 300, y: 20 }, false);
  expect(findEvent(editor.getSnapshot().project, "note")?.start).not.toBe(2);
  fireEvent.keyDown(box("note"), { key: "Escape" });
  expect(editor.getSnapshot().project).toEqual(before);
  expect(editor.getSnapshot().canUndo).toBe(false);
  // The pointer's release after the cancel changes nothing.
  fireEvent.pointerUp(lanesArea(), { pointerId: 1, clientX: 300, clientY: 20 });
  expect(editor.getSnapshot().project).toEqual(before);
  expect(editor.getSnapshot().canUndo).toBe(false);
});

test("dragging an event's end edge resizes it, snapping to another event's start", () => {
  const { editor } = renderPanel(
    <Timeline />,
    project([lane("a", [event("note", 2, 4)]), lane("b", [event("other", 6, 8)])]),
  );
  const edge = box("note").querySelector('[data-edge="end"]') as Element;
  drag(edge, { x: 160, y: 20 }, { x: 160 + 2 * PX - 5, y: 20 });
  expect(findEvent(editor.getSnapshot().project, "note")).toMatchObject({ start: 2, end: 6 });
  editor.undo();
  expect(findEvent(editor.getSnapshot().project, "note")).toMatchObject({ start: 2, end: 4 });
});

test("a footnote dropped from the palette lands at the drop time in the lane under the pointer, selected", () => {
  const { editor, announced } = renderPanel(<Timeline />, project([lane("a", []), lane("b", []), lane("c", [])]));
  const area = lanesArea();
  act(() => {
    area.dispatchEvent(
      new CustomEvent("pke-drag-plugin", { detail: { type: "footnote", clientX: 5 * PX, clientY: 50, leave: false } }),
    );
  });
  expect(document.querySelector(".pke-timeline-ghost")).not.toBeNull();
  act(() => {
    area.dispatchEvent(
      new CustomEvent("pke-drop-plugin", { detail: { type: "footnote", clientX: 5 * PX, clientY: 50 } }),
    );
  });
  expect(document.querySelector(".pke-timeline-ghost")).toBeNull();
  const after = editor.getSnapshot().project;
  const added = after.lanes[1]?.events[0];
  expect(added).toMatchObject({ type: "footnote", start: 5, end: 9 });
  expect(editor.getSnapshot().selection).toEqual([added?.id]);
  expect(announced.at(-1)).toMatch(/^Added Footnote.* at 00:05\.000, lane 2$/);
});

test("Tab walks the events by start time across lanes, then leaves the timeline after the last", () => {
  renderPanel(
    <Timeline />,
    project([lane("a", [event("first", 1, 2), event("third", 5, 6)]), lane("b", [event("second", 3, 4)])]),
  );
  // One tab stop: the first event on screen.
  expect(document.querySelectorAll('[data-event-id][tabindex="0"]')).toHaveLength(1);
  expect(box("first").tabIndex).toBe(0);
  box("first").focus();
  fireEvent.keyDown(box("first"), { key: "Tab" });
  expect(document.activeElement).toBe(box("second"));
  fireEvent.keyDown(box("second"), { key: "Tab" });
  expect(document.activeElement).toBe(box("third"));
  fireEvent.keyDown(box("third"), { key: "Tab", shiftKey: true });
  expect(document.activeElement).toBe(box("second"));
  fireEvent.keyDown(box("second"), { key: "Tab" });
  // After the last event Tab is left to the browser: it leaves the timeline.
  expect(fireEvent.keyDown(box("third"), { key: "Tab" })).toBe(true);
});

test("Tab brings an event scrolled out of view into view and focuses it", () => {
  const { ui } = renderPanel(<Timeline />, project([lane("a", [event("near", 1, 2), event("far", 500, 501)])], 600));
  expect(document.querySelector('[data-event-id="far"]')).toBeNull();
  box("near").focus();
  fireEvent.keyDown(box("near"), { key: "Tab" });
  expect(document.activeElement).toBe(box("far"));
  expect(ui.view.getSnapshot().scrollTime).toBeGreaterThan(400);
});

test("Enter selects the focused event, Shift+Enter adds it; Up moves the selection to the lane above", () => {
  const { editor, announced } = renderPanel(
    <Timeline />,
    project([lane("a", [event("top", 1, 2)]), lane("b", [event("low", 5, 6)], "Captions")]),
  );
  box("low").focus();
  fireEvent.keyDown(box("low"), { key: "Enter" });
  expect(editor.getSnapshot().selection).toEqual(["low"]);
  fireEvent.keyDown(box("top"), { key: "Enter", shiftKey: true });
  expect([...editor.getSnapshot().selection].sort()).toEqual(["low", "top"]);
  editor.select("low", "replace");
  fireEvent.keyDown(box("low"), { key: "ArrowUp" });
  expect(laneIndexOf(editor.getSnapshot().project, "low")).toBe(0);
  expect(announced.at(-1)).toBe('Moved Footnote "low" to lane 1');
  expect(document.activeElement).toBe(box("low"));
  expect(screen.getByRole("group", { name: "Lane 1" }).contains(box("low"))).toBe(true);
});

test("Alt+Right and ] extend the end by a frame, Shift by ten; [ shortens it", () => {
  const { editor } = renderPanel(<Timeline />, project([lane("a", [event("note", 1, 2)])]));
  fireEvent.keyDown(box("note"), { key: "ArrowRight", altKey: true });
  expect(findEvent(editor.getSnapshot().project, "note")?.end).toBeCloseTo(2 + 1 / 30, 9);
  fireEvent.keyDown(box("note"), { key: "]", shiftKey: true });
  expect(findEvent(editor.getSnapshot().project, "note")?.end).toBeCloseTo(2 + 11 / 30, 9);
  fireEvent.keyDown(box("note"), { key: "[" });
  expect(findEvent(editor.getSnapshot().project, "note")?.end).toBeCloseTo(2 + 10 / 30, 9);
});

test("the trim handles are sliders: arrows step a frame, Shift a second, each one undo step", () => {
  const { editor, announced } = renderPanel(<Timeline />, project([lane("a", [])]));
  const inPoint = screen.getByRole("slider", { name: "Media in point" });
  const outPoint = screen.getByRole("slider", { name: "Media out point" });
  expect(inPoint.getAttribute("aria-valuetext")).toBe("00:00.000");
  fireEvent.keyDown(inPoint, { key: "ArrowRight", shiftKey: true });
  expect(editor.getSnapshot().project.media.trim.in).toBe(1);
  fireEvent.keyDown(inPoint, { key: "ArrowRight" });
  expect(editor.getSnapshot().project.media.trim.in).toBeCloseTo(1 + 1 / 30, 9);
  expect(inPoint.getAttribute("aria-valuetext")).toBe("00:01.033");
  expect(announced.at(-1)).toBe("Media in point at 00:01.033");
  fireEvent.keyDown(outPoint, { key: "ArrowLeft" });
  expect(editor.getSnapshot().project.media.trim.out).toBeCloseTo(60 - 1 / 30, 9);
  editor.undo();
  expect(editor.getSnapshot().project.media.trim.out).toBeNull();
});

test("+ and - zoom, the zoom buttons too; Home and End move the playhead to the media's ends", () => {
  const { ui, editor } = renderPanel(<Timeline />, project([lane("a", [event("note", 1, 2)])]));
  fireEvent.keyDown(box("note"), { key: "+" });
  expect(ui.view.getSnapshot().pxPerSecond).toBeCloseTo(60, 6);
  fireEvent.click(screen.getByRole("button", { name: "Zoom out" }));
  expect(ui.view.getSnapshot().pxPerSecond).toBeCloseTo(40, 6);
  const zoomIn = screen.getByRole("button", { name: "Zoom in" });
  fireEvent.keyDown(zoomIn, { key: "End" });
  expect(editor.getSnapshot().playhead).toBe(60);
  expect(screen.getByRole("slider", { name: "Playhead" }).getAttribute("aria-valuetext")).toBe("01:00.000");
  expect(ui.view.getSnapshot().scrollTime).toBeGreaterThan(20);
  fireEvent.keyDown(zoomIn, { key: "Home" });
  expect(ui.view.getSnapshot().scrollTime).toBe(0);
  expect(editor.getSnapshot().playhead).toBe(0);
});

test("the snapping toggle is on by default; off, a drag lands where the pointer leaves it", () => {
  const { editor } = renderPanel(<Timeline />, project([lane("a", [event("note", 2, 4)])]));
  act(() => editor.setPlayhead(10));
  const toggle = screen.getByRole("button", { name: "Snap" });
  expect(toggle.getAttribute("aria-pressed")).toBe("true");
  fireEvent.click(toggle);
  expect(toggle.getAttribute("aria-pressed")).toBe("false");
  drag(box("note"), { x: 100, y: 20 }, { x: 100 + 8 * PX - 6, y: 20 });
  expect(findEvent(editor.getSnapshot().project, "note")?.start).toBeCloseTo(10 - 6 / PX, 9);
});

test("a lane is renamed by Enter on its name, one undo step", () => {
  const { editor } = renderPanel(<Timeline />, project([lane("a", [])]));
  const name = screen.getByRole("button", { name: "Lane 1: Lane 1. Rename" });
  fireEvent.keyDown(name, { key: "Enter" });
  const field = screen.getByLabelText<HTMLInputElement>("Name of lane 1");
  fireEvent.change(field, { target: { value: "Captions" } });
  fireEvent.keyDown(field, { key: "Enter" });
  expect(editor.getSnapshot().project.lanes[0]?.name).toBe("Captions");
  expect(screen.getByRole("group", { name: "Lane 1: Captions" })).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Add lane" }));
  expect(editor.getSnapshot().project.lanes).toHaveLength(2);
});

test("unmount releases every listener and animation frame, even in the middle of a drag while playing", () => {
  const added: unknown[] = [];
  const removed: unknown[] = [];
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
      added.push(listener);
      add(type, listener, options);
    });
    vi.spyOn(target, "removeEventListener").mockImplementation((type, listener, options) => {
      removed.push(listener);
      remove(type, listener, options);
    });
  }
  const frames = new Set<number>();
  let next = 1;
  vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => {
    const id = next++;
    frames.add(id);
    return id;
  });
  vi.spyOn(window, "cancelAnimationFrame").mockImplementation((id) => {
    frames.delete(id);
  });
  try {
    const { ui, editor, unmount } = renderPanel(<Timeline />, project([lane("a", [event("note", 2, 4)])]));
    act(() => ui.preview.set({ playing: true }));
    // The playhead's loop runs while playing (beside the media strips' drawing frames).
    expect(frames.size).toBeGreaterThan(0);
    drag(box("note"), { x: 100, y: 20 }, { x: 300, y: 20 }, false);
    unmount();
    expect(frames.size).toBe(0);
    for (const listener of added) expect(removed).toContain(listener);
    // The open drag was cancelled: nothing half-done is left in the project or the history.
    expect(findEvent(editor.getSnapshot().project, "note")?.start).toBe(2);
    expect(editor.getSnapshot().inTransaction).toBe(false);
  } finally {
    vi.restoreAllMocks();
  }
});

test("in the editor, Left and Right nudge the focused event a frame, even when another was selected", () => {
  const editor = createEditor({
    project: createProject(project([lane("a", [event("one", 1, 2), event("two", 5, 6)])])),
  });
  render(<PopcornEditor editor={editor} storage={null} />);
  editor.select("two", "replace");
  box("one").focus();
  fireEvent.keyDown(box("one"), { key: "ArrowRight" });
  expect(findEvent(editor.getSnapshot().project, "one")?.start).toBeCloseTo(1 + 1 / 30, 9);
  expect(findEvent(editor.getSnapshot().project, "two")?.start).toBe(5);
  expect(document.activeElement).toBe(box("one"));
  fireEvent.keyDown(box("one"), { key: "ArrowLeft", shiftKey: true });
  expect(findEvent(editor.getSnapshot().project, "one")?.start).toBeCloseTo(1 - 9 / 30, 9);
});

/** The ruler's box stubbed at the page's left (jsdom has no layout). */
function stubTrack(): HTMLElement {
  const track = document.querySelector<HTMLElement>(".pke-timeline-top") as HTMLElement;
  track.getBoundingClientRect = () =>
    ({ left: 0, top: 0, right: 1200, bottom: 72, width: 1200, height: 72, x: 0, y: 0 }) as DOMRect;
  return track;
}

test("a press and a drag on the ruler move the playhead; its slider says the time", () => {
  const { editor, announced } = renderPanel(<Timeline />, project([lane("a", [])]));
  stubTrack();
  const ruler = document.querySelector(".pke-timeline-ruler") as HTMLElement;
  fireEvent.pointerDown(ruler, { pointerId: 1, button: 0, clientX: 4 * PX, clientY: 10 });
  expect(editor.getSnapshot().playhead).toBe(4);
  fireEvent.pointerMove(ruler, { pointerId: 1, clientX: 6.5 * PX, clientY: 10 });
  fireEvent.pointerUp(ruler, { pointerId: 1, clientX: 6.5 * PX, clientY: 10 });
  expect(editor.getSnapshot().playhead).toBe(6.5);
  expect(screen.getByRole("slider", { name: "Playhead" }).getAttribute("aria-valuetext")).toBe("00:06.500");
  expect(announced.at(-1)).toBe("Playhead at 00:06.500");
  // Keys on the slider: a frame, Shift a second.
  fireEvent.keyDown(screen.getByRole("slider", { name: "Playhead" }), { key: "ArrowRight", shiftKey: true });
  expect(editor.getSnapshot().playhead).toBeCloseTo(7.5, 9);
});

test("Ctrl+wheel zooms around the pointer: the time under it stays under it", () => {
  const { ui } = renderPanel(<Timeline />, project([lane("a", [event("note", 1, 2)])], 600));
  stubTrack();
  act(() => ui.view.set({ scrollTime: 10 }));
  const x = 400; // 10 s + 400 / 40 = 20 s
  fireEvent.wheel(box("note").closest(".pke-timeline") as Element, { ctrlKey: true, deltaY: -100, clientX: x });
  const { pxPerSecond, scrollTime } = ui.view.getSnapshot();
  expect(pxPerSecond).toBeGreaterThan(PX);
  expect(scrollTime + x / pxPerSecond).toBeCloseTo(20, 6);
  // Shift+wheel scrolls time.
  fireEvent.wheel(box("note").closest(".pke-timeline") as Element, { shiftKey: true, deltaY: 100 });
  expect(ui.view.getSnapshot().scrollTime).toBeCloseTo(scrollTime + 100 / pxPerSecond, 6);
});

test("while playing, the playhead follows the preview frame by frame and the view pages to keep it on screen", () => {
  const callbacks: FrameRequestCallback[] = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => callbacks.push(callback));
  vi.spyOn(window, "cancelAnimationFrame").mockImplementation(() => undefined);
  try {
    const { ui } = renderPanel(<Timeline />, project([lane("a", [event("note", 1, 2)])], 600));
    let now = 5;
    const pop = {
      store: { getSnapshot: () => ({ currentTime: now, paused: false }), subscribe: () => () => undefined },
    };
    act(() => ui.preview.set({ pop: pop as never, playing: true }));
    const line = document.querySelector<HTMLElement>(".pke-timeline-playhead") as HTMLElement;
    act(() => (callbacks.at(-1) as FrameRequestCallback)(0));
    expect(line.style.transform).toBe(`translateX(${5 * PX}px)`);
    expect(ui.view.getSnapshot().scrollTime).toBe(0);
    // Past the right edge (1200 px at 40 px/s is 30 s): the view pages.
    now = 45;
    act(() => (callbacks.at(-1) as FrameRequestCallback)(16));
    const { scrollTime } = ui.view.getSnapshot();
    expect(scrollTime).toBeGreaterThan(30);
    expect(scrollTime).toBeLessThan(45);
  } finally {
    vi.restoreAllMocks();
  }
});

test("dragging the in point's handle trims the media as one undo step; the outside is dimmed", () => {
  const { editor } = renderPanel(<Timeline />, project([lane("a", [])]));
  stubTrack();
  const handle = screen.getByRole("slider", { name: "Media in point" });
  fireEvent.pointerDown(handle, { pointerId: 2, button: 0, clientX: 0, clientY: 10 });
  fireEvent.pointerMove(handle, { pointerId: 2, clientX: 2 * PX, clientY: 10 });
  fireEvent.pointerMove(handle, { pointerId: 2, clientX: 3 * PX, clientY: 10 });
  fireEvent.pointerUp(handle, { pointerId: 2, clientX: 3 * PX, clientY: 10 });
  expect(editor.getSnapshot().project.media.trim.in).toBe(3);
  const dim = document.querySelector<HTMLElement>(".pke-timeline-dim") as HTMLElement;
  expect(dim.style.width).toBe(`${3 * PX}px`);
  editor.undo();
  expect(editor.getSnapshot().project.media.trim.in).toBe(0);
  expect(editor.getSnapshot().canUndo).toBe(false);
});

test("scrolling during a drag keeps the event under the pointer: it moves by the time scrolled too", () => {
  const { editor, ui } = renderPanel(<Timeline />, project([lane("a", [event("note", 2, 4)])], 600));
  act(() => ui.view.set({ snapGuide: undefined }));
  fireEvent.click(screen.getByRole("button", { name: "Snap" })); // off: no snapping to muddle the sums
  drag(box("note"), { x: 100, y: 20 }, { x: 140, y: 20 }, false);
  act(() => ui.view.set({ scrollTime: 5 }));
  fireEvent.pointerMove(lanesArea(), { pointerId: 1, clientX: 140, clientY: 20 });
  fireEvent.pointerUp(lanesArea(), { pointerId: 1, clientX: 140, clientY: 20 });
  // 40 px at 40 px/s is 1 s, and the view scrolled 5 s: 2 + 1 + 5.
  expect(findEvent(editor.getSnapshot().project, "note")?.start).toBeCloseTo(8, 9);
});

test("dragging an event to the right edge scrolls the view and carries the event along; the drop stops it", () => {
  const callbacks: FrameRequestCallback[] = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => callbacks.push(callback));
  const cancelled: number[] = [];
  vi.spyOn(window, "cancelAnimationFrame").mockImplementation((id) => {
    cancelled.push(id);
  });
  try {
    const { editor, ui } = renderPanel(<Timeline />, project([lane("a", [event("note", 2, 4)])], 600));
    fireEvent.click(screen.getByRole("button", { name: "Snap" }));
    drag(box("note"), { x: 100, y: 20 }, { x: 1195, y: 20 }, false);
    const before = findEvent(editor.getSnapshot().project, "note")?.start as number;
    act(() => (callbacks.at(-1) as FrameRequestCallback)(0));
    act(() => (callbacks.at(-1) as FrameRequestCallback)(16));
    const scrolled = ui.view.getSnapshot().scrollTime;
    expect(scrolled).toBeGreaterThan(0);
    expect(findEvent(editor.getSnapshot().project, "note")?.start).toBeCloseTo(before + scrolled, 9);
    const pending = callbacks.length;
    fireEvent.pointerUp(lanesArea(), { pointerId: 1, clientX: 1195, clientY: 20 });
    expect(cancelled).toContain(pending);
    expect(editor.getSnapshot().inTransaction).toBe(false);
  } finally {
    vi.restoreAllMocks();
  }
});

test("zoomed far out, slivers draw as runs; the tab stop keeps its box and Tab still reaches the next event", () => {
  const events = Array.from({ length: 1000 }, (_, i) => event(`e${i}`, i * 0.8, i * 0.8 + 0.5));
  const { ui, editor } = renderPanel(<Timeline />, project([lane("a", events)], 900));
  act(() => ui.view.set({ pxPerSecond: 1 }));
  expect(document.querySelectorAll(".pke-timeline-run").length).toBeGreaterThan(0);
  expect(document.querySelectorAll("[data-event-id]").length).toBeLessThan(10);
  box("e0").focus();
  fireEvent.keyDown(box("e0"), { key: "Tab" });
  expect(document.activeElement).toBe(box("e1"));
  // A marquee over runs selects the events in them.
  drag(lanesArea(), { x: 100, y: 5 }, { x: 200, y: 30 });
  expect(editor.getSnapshot().selection.length).toBeGreaterThan(100);
  expect(document.querySelector(".pke-timeline-run[data-selected]")).not.toBeNull();
});

test("a click on a run of small events zooms in on it, so its events get their own boxes", () => {
  const events = Array.from({ length: 1000 }, (_, i) => event(`e${i}`, i * 0.8, i * 0.8 + 0.5));
  const { ui, announced } = renderPanel(<Timeline />, project([lane("a", events)], 900));
  act(() => ui.view.set({ pxPerSecond: 1 }));
  const run = document.querySelector<HTMLElement>(".pke-timeline-run") as HTMLElement;
  lanesArea();
  fireEvent.pointerDown(run, { pointerId: 1, button: 0, clientX: 10, clientY: 20 });
  fireEvent.pointerUp(run, { pointerId: 1, clientX: 10, clientY: 20 });
  expect(ui.view.getSnapshot().pxPerSecond).toBe(4);
  expect(announced.at(-1)).toMatch(/^Zoomed in on \d+ events$/);
});

test("events active at the playhead while playing are marked live, and only they", () => {
  const { ui } = renderPanel(<Timeline />, project([lane("a", [event("on", 1, 5), event("off", 6, 8)])]));
  act(() => ui.preview.set({ activeIds: new Set(["on"]) }));
  expect(box("on").dataset.active).toBe("true");
  expect(box("on").querySelector(".pke-timeline-event-live")).not.toBeNull();
  expect(box("off").dataset.active).toBeUndefined();
  act(() => ui.preview.set({ activeIds: new Set() }));
  expect(box("on").querySelector(".pke-timeline-event-live")).toBeNull();
});
