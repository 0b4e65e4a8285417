// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { addEvent } from "../../../src/commands/eventCommands.js";
import { setMedia } from "../../../src/commands/projectCommands.js";
import type { Outlet } from "../../../src/project/types.js";
import { Stage } from "../../../src/react/stage/Stage.js";
import { findEvent } from "../../../src/react/format.js";
import { composeStage } from "../../../src/react/stage/stageGeometry.js";
import { renderPanel } from "../renderEditor.js";

// jsdom lays nothing out: the stage measures 1048 x 680, which leaves a 1000 x 600 box for the composition, and
// the canvas sits at the page's origin, so a pointer's client position is its position in the composition.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 1048, height: 680 }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const media = { source: { kind: "url", url: "/media/clip.webm" }, duration: 40, frameRate: 24 } as const;
const title: Outlet = { name: "title", placement: "over", box: { left: 10, top: 10, width: 20, height: 20 } };

async function renderStage(outlets: Outlet[] = [title]) {
  const rendered = renderPanel(<Stage />, { media, layout: { outlets } });
  await act(async () => {});
  return rendered;
}

/** The video's width on the stage in layout mode (the column beside and the band below shown): the page's. */
const VIDEO = composeStage({ side: true, below: true, width: 1000, height: 600 }).areas.over.width;

const frame = (name: string) => document.querySelector(`[data-pke-outlet-frame="${name}"]`) as HTMLElement;
const outletOf = (rendered: Awaited<ReturnType<typeof renderStage>>, name: string) =>
  rendered.editor.getSnapshot().project.layout.outlets.find((o) => o.name === name);

test("with no media, an inviting empty state whose button opens the media dialog", () => {
  const { ui } = renderPanel(<Stage />);
  expect(screen.getByText("Add a video or audio file")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Add media" }));
  expect(ui.view.getSnapshot().dialog).toBe("media");
  expect(document.querySelector("video")).toBeNull();
});

test("a local file not opened in this session asks to be opened again; its object URL plays", async () => {
  const { ui } = renderPanel(<Stage />, { media: { source: { kind: "file", name: "harbour.webm" }, duration: 40 } });
  expect(screen.getByText("Open harbour.webm again to preview it")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Open harbour.webm" }));
  expect(ui.view.getSnapshot().dialog).toBe("media");
  await act(async () => ui.preview.set({ mediaUrl: "blob:http://localhost/1234" }));
  expect(document.querySelector("video")?.getAttribute("src")).toBe("blob:http://localhost/1234");
});

test("the preview plays the project's media, with each outlet named in the DOM and bound to the editor", async () => {
  const rendered = await renderStage([
    title,
    { name: "notes", placement: "beside", box: { left: 0, top: 0, width: 100, height: 50 } },
  ]);
  const video = screen.getByTestId("pke-stage-video").querySelector("video");
  expect(video?.getAttribute("src")).toBe("/media/clip.webm");
  expect(document.querySelector('[data-pke-outlet="title"]')).toBeTruthy();
  expect(document.querySelector('[data-pke-area="beside"] [data-pke-outlet="notes"]')).toBeTruthy();
  const pop = rendered.ui.preview.getSnapshot().pop!;
  expect(pop).toBeDefined();
  const id = rendered.editor.run(
    addEvent({ type: "footnote", start: 0, end: 5, options: { text: "Hi", target: "notes" } }),
  );
  expect(pop.getTrackEvent(id)).toBeDefined();
});

test("an edit never remounts the media; a new source does, and the old binding is let go", async () => {
  const rendered = await renderStage();
  const { editor, ui } = rendered;
  const video = document.querySelector("video");
  const first = ui.preview.getSnapshot().pop!;
  await act(async () => {
    editor.run(addEvent({ type: "footnote", start: 0, end: 5, options: { text: "Harbour" } }));
  });
  expect(document.querySelector("video")).toBe(video);
  expect(ui.preview.getSnapshot().pop).toBe(first);
  await act(async () => {
    editor.run(setMedia({ source: { kind: "url", url: "/media/other.webm" } }));
  });
  const second = ui.preview.getSnapshot().pop!;
  expect(second).not.toBe(first);
  expect(first.destroyed).toBe(true);
  expect(second.getTrackEvents()).toHaveLength(1);
});

test("unmounting unbinds the preview: the store has no instance and edits reach none", async () => {
  const rendered = await renderStage();
  const { editor, ui } = rendered;
  const pop = ui.preview.getSnapshot().pop!;
  const added: string[] = [];
  pop.on("trackadded", (event) => added.push((event as { id: string }).id));
  rendered.unmount();
  expect(ui.preview.getSnapshot().pop).toBeUndefined();
  expect(() => editor.run(addEvent({ type: "footnote", start: 0, end: 5, options: { text: "After" } }))).not.toThrow();
  expect(added).toEqual([]);
});

test("layout mode: a drag of an outlet is one undo step, snapping and announcing where it went", async () => {
  const rendered = await renderStage();
  const { editor, ui, announced } = rendered;
  fireEvent.click(screen.getByRole("button", { name: "Layout" }));
  expect(ui.view.getSnapshot().stageMode).toBe("layout");
  expect(screen.getByRole("button", { name: "Layout" }).getAttribute("aria-pressed")).toBe("true");
  // The page is laid out as in layout mode (the side column and the band are shown as drop zones).
  fireEvent.pointerDown(frame("title"), { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
  fireEvent.pointerMove(frame("title"), { pointerId: 1, clientX: 120, clientY: 100 });
  fireEvent.pointerMove(frame("title"), { pointerId: 1, clientX: 100 + VIDEO * 0.1, clientY: 100 });
  fireEvent.pointerUp(frame("title"), { pointerId: 1, clientX: 100 + VIDEO * 0.1, clientY: 100 });
  expect(outletOf(rendered, "title")?.box).toEqual({ left: 20, top: 10, width: 20, height: 20 });
  expect(ui.view.getSnapshot().selectedOutlet).toBe("title");
  // The frame pressed has the focus: arrow keys go on from there.
  expect(document.activeElement).toBe(frame("title"));
  expect(editor.getSnapshot().undoLabel).toBe("Move outlet");
  expect(announced.at(-1)).toMatch(/^Moved outlet title over the video: 20% left, 10% top/);
  editor.undo();
  expect(outletOf(rendered, "title")?.box).toEqual(title.box);
  expect(editor.getSnapshot().canUndo).toBe(false);
});

test("an edge near the video's centre line snaps to it", async () => {
  const rendered = await renderStage();
  fireEvent.click(screen.getByRole("button", { name: "Layout" }));
  // Right edge from 30% to 49.5% of the video's width: within 6 px of 50%.
  fireEvent.pointerDown(frame("title"), { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
  fireEvent.pointerMove(frame("title"), { pointerId: 1, clientX: 100 + VIDEO * 0.195, clientY: 100 });
  expect(document.querySelector('.pke-snap-guide[data-axis="x"]')).toBeTruthy();
  fireEvent.pointerUp(frame("title"), { pointerId: 1 });
  expect(outletOf(rendered, "title")?.box.left).toBe(30);
});

test("Escape during a drag puts the outlet back and leaves no undo step", async () => {
  const rendered = await renderStage();
  const { editor } = rendered;
  fireEvent.click(screen.getByRole("button", { name: "Layout" }));
  fireEvent.pointerDown(frame("title"), { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
  fireEvent.pointerMove(frame("title"), { pointerId: 1, clientX: 200, clientY: 150 });
  expect(outletOf(rendered, "title")?.box.left).not.toBe(10);
  fireEvent.keyDown(document.body, { key: "Escape" });
  expect(outletOf(rendered, "title")?.box).toEqual(title.box);
  expect(editor.getSnapshot().canUndo).toBe(false);
  expect(editor.getSnapshot().inTransaction).toBe(false);
  // The pointer's release after a cancel does nothing.
  fireEvent.pointerUp(frame("title"), { pointerId: 1 });
  expect(editor.getSnapshot().canUndo).toBe(false);
});

test("dropping an outlet into the side column makes it 'beside'", async () => {
  const rendered = await renderStage();
  fireEvent.click(screen.getByRole("button", { name: "Layout" }));
  fireEvent.pointerDown(frame("title"), { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
  // The side column starts after the video and the gap.
  fireEvent.pointerMove(frame("title"), { pointerId: 1, clientX: 780, clientY: 120 });
  expect(document.querySelector(".pke-drop-zone[data-active]")).toBeTruthy();
  fireEvent.pointerUp(frame("title"), { pointerId: 1 });
  const moved = outletOf(rendered, "title")!;
  expect(moved.placement).toBe("beside");
  expect(moved.box.left).toBeGreaterThanOrEqual(0);
  expect(moved.box.left + moved.box.width).toBeLessThanOrEqual(100);
  rendered.editor.undo();
  expect(outletOf(rendered, "title")?.placement).toBe("over");
});

test("a resize handle changes the size; the keyboard moves, resizes and deletes", async () => {
  const rendered = await renderStage();
  const { announced } = rendered;
  fireEvent.click(screen.getByRole("button", { name: "Layout" }));
  const handle = frame("title").querySelector('[data-handle="se"]') as HTMLElement;
  fireEvent.pointerDown(handle, { pointerId: 2, button: 0, clientX: 195, clientY: 109 });
  fireEvent.pointerMove(handle, { pointerId: 2, clientX: 195 + VIDEO * 0.1, clientY: 109 });
  fireEvent.pointerUp(handle, { pointerId: 2 });
  expect(outletOf(rendered, "title")?.box).toMatchObject({ left: 10, width: 30 });
  expect(rendered.editor.getSnapshot().undoLabel).toBe("Resize outlet");

  fireEvent.keyDown(frame("title"), { key: "ArrowRight", shiftKey: true });
  expect(outletOf(rendered, "title")?.box.left).toBe(20);
  expect(announced.at(-1)).toBe("Moved outlet title to 20% left, 10% top");
  fireEvent.keyDown(frame("title"), { key: "ArrowDown", altKey: true });
  expect(outletOf(rendered, "title")?.box.height).toBe(21);
  fireEvent.keyDown(frame("title"), { key: "Delete" });
  expect(outletOf(rendered, "title")).toBeUndefined();
  expect(announced.at(-1)).toBe("Deleted outlet title");
});

test("Add outlet adds outlet-N over the video and selects it", async () => {
  const rendered = await renderStage([]);
  fireEvent.click(screen.getByRole("button", { name: "Layout" }));
  fireEvent.click(screen.getByRole("button", { name: "Add outlet" }));
  expect(outletOf(rendered, "outlet-1")).toEqual({
    name: "outlet-1",
    placement: "over",
    box: { left: 5, top: 5, width: 40, height: 25 },
  });
  expect(rendered.ui.view.getSnapshot().selectedOutlet).toBe("outlet-1");
  fireEvent.click(screen.getByRole("button", { name: "Add outlet" }));
  expect(outletOf(rendered, "outlet-2")).toBeDefined();
});

test("pick-target: a click on an outlet sets the selected events' target in one step, then back to preview", async () => {
  const rendered = await renderStage([
    title,
    { name: "notes", placement: "below", box: { left: 0, top: 0, width: 50, height: 100 } },
  ]);
  const { editor, ui, announced } = rendered;
  const a = editor.run(addEvent({ type: "footnote", start: 0, end: 5, options: { text: "One" } }));
  const b = editor.run(addEvent({ type: "text", start: 6, end: 9, options: { text: "Two" } }));
  editor.select([a, b]);
  await act(async () => ui.view.set({ stageMode: "pick-target" }));
  expect(screen.getByText("Click an outlet to show the selected event there (Esc to cancel)")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Show the selected events in outlet notes" }));
  const project = editor.getSnapshot().project;
  expect(findEvent(project, a)?.options.target).toBe("notes");
  expect(findEvent(project, b)?.options.target).toBe("notes");
  expect(ui.view.getSnapshot().stageMode).toBe("preview");
  expect(announced.at(-1)).toBe("2 events now shown in outlet notes");
  editor.undo();
  expect(findEvent(editor.getSnapshot().project, a)?.options.target).toBeUndefined();
  expect(findEvent(editor.getSnapshot().project, b)?.options.target).toBeUndefined();
});

test("Escape cancels pick-target mode without changing anything", async () => {
  const rendered = await renderStage();
  const { editor, ui } = rendered;
  const a = editor.run(addEvent({ type: "footnote", start: 0, end: 5, options: { text: "One" } }));
  editor.select([a]);
  await act(async () => ui.view.set({ stageMode: "pick-target" }));
  fireEvent.keyDown(document.body, { key: "Escape" });
  expect(ui.view.getSnapshot().stageMode).toBe("preview");
  expect(editor.getSnapshot().selection).toEqual([a]);
  expect(findEvent(editor.getSnapshot().project, a)?.options.target).toBeUndefined();
});

test("pick-target with no outlet (or no media) says what to do, and Escape still leaves it", async () => {
  const { ui, editor } = renderPanel(<Stage />);
  const a = editor.run(addEvent({ type: "footnote", start: 0, end: 5, options: { text: "One" } }));
  editor.select([a]);
  await act(async () => ui.view.set({ stageMode: "pick-target" }));
  expect(screen.getByText("No outlet to pick: add one in Layout mode first (Esc to cancel)")).toBeTruthy();
  fireEvent.keyDown(document.body, { key: "Escape" });
  expect(ui.view.getSnapshot().stageMode).toBe("preview");
  expect(editor.getSnapshot().selection).toEqual([a]);
});

test("in layout mode a press on the canvas, off every frame, drops the outlet selection", async () => {
  const { ui } = await renderStage();
  fireEvent.click(screen.getByRole("button", { name: "Layout" }));
  fireEvent.click(frame("title"));
  expect(ui.view.getSnapshot().selectedOutlet).toBe("title");
  fireEvent.pointerDown(document.querySelector(".pke-outlet-editor") as Element, { pointerId: 1, button: 0 });
  expect(ui.view.getSnapshot().selectedOutlet).toBeUndefined();
});

test("media the browser cannot play is said over the stage, with a way to choose other media; new media clears it", async () => {
  const { editor, ui } = await renderStage();
  expect(screen.queryByRole("alert")).toBeNull();
  fireEvent.error(document.querySelector("video")!);
  expect(screen.getByRole("alert").textContent).toMatch(/^This media cannot be played: it could not be loaded\./);
  fireEvent.click(screen.getByRole("button", { name: "Choose other media" }));
  expect(ui.view.getSnapshot().dialog).toBe("media");
  await act(async () => {
    editor.run(setMedia({ source: { kind: "url", url: "/media/other.webm" } }));
  });
  expect(screen.queryByRole("alert")).toBeNull();
});
