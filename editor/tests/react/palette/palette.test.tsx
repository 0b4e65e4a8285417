// @vitest-environment jsdom
import { createPopcorn, createVirtualPlayer, definePlugin } from "@popcorn-kit/core";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { CATALOGUE } from "../../../src/plugins/catalogue.js";
import { createProject, type ProjectInit } from "../../../src/project/createProject.js";
import type { EditorUi } from "../../../src/react/context.js";
import { EditorUiContext } from "../../../src/react/context.js";
import { Palette } from "../../../src/react/palette/Palette.js";
import { pluginLabel } from "../../../src/react/palette/groups.js";
import { CATALOGUE_VIEWS } from "../../../src/react/preview/views.js";
import { createPreviewStore } from "../../../src/react/state/previewStore.js";
import { createViewStore } from "../../../src/react/state/viewStore.js";
import { createEditor } from "../../../src/session/createEditor.js";

afterEach(cleanup);

const quote = definePlugin({
  name: "quote",
  manifest: {
    about: { name: "Pull quote", description: "A quotation set large." },
    options: { text: { type: "text", label: "Quote", required: true } },
  },
});

/** The palette in an editor with the catalogue and a plugin of the user's own, the playhead at `at` seconds. */
function renderPalette(at = 0, init: ProjectInit = { media: { duration: 60 } }) {
  const editor = createEditor({ project: createProject(init), plugins: [...CATALOGUE, quote] });
  const announced: string[] = [];
  const preview = createPreviewStore();
  const pop = createPopcorn(createVirtualPlayer({ duration: init.media?.duration || 600 }), { ticker: "manual" });
  pop.seek(at);
  pop.tick();
  preview.set({ pop });
  const ui: EditorUi = {
    editor,
    view: createViewStore(),
    preview,
    views: CATALOGUE_VIEWS,
    storage: undefined,
    samples: [],
    htmlExport: undefined,
    announce: (message) => announced.push(message),
  };
  const result = render(
    <EditorUiContext.Provider value={ui}>
      <Palette />
    </EditorUiContext.Provider>,
  );
  return { ...result, editor, announced };
}

const item = (name: string) => screen.getByRole("option", { name: new RegExp(`^${name}`) });

test("the palette lists every plugin of the catalogue by its manifest's name, and the user's own under Your plugins", () => {
  renderPalette();
  for (const plugin of CATALOGUE) {
    expect(document.querySelector(`[data-plugin="${plugin.name}"]`)?.textContent).toContain(pluginLabel(plugin));
  }
  const own = screen.getByRole("group", { name: "Your plugins" });
  expect(within(own).getByRole("option", { name: /Pull quote/ })).toBeTruthy();
  expect(screen.getByRole("group", { name: "Text" })).toBeTruthy();
  expect(screen.getByRole("group", { name: "Behaviour" })).toBeTruthy();
});

test("Enter on Footnote adds a 4 s footnote at the playhead in the first lane, selects it and says so", async () => {
  const { editor, announced } = renderPalette(5);
  const { default: userEvent } = await import("@testing-library/user-event");
  const user = userEvent.setup();
  item("Footnote").focus();
  await user.keyboard("{Enter}");
  const { project, selection } = editor.getSnapshot();
  const added = project.lanes[0]?.events[0];
  expect(added).toMatchObject({ type: "footnote", start: 5, end: 9 });
  expect(typeof added?.options.text).toBe("string");
  expect(selection).toEqual([added?.id]);
  expect(announced).toContain("Added Footnote at 00:05.000");
});

test("Space on a plugin adds nothing: it is an option of a list box, not a button (the editor's Space plays)", async () => {
  const { editor, announced } = renderPalette(5);
  const { default: userEvent } = await import("@testing-library/user-event");
  const user = userEvent.setup();
  item("Footnote").focus();
  await user.keyboard(" ");
  expect(editor.getSnapshot().project.lanes[0]?.events).toHaveLength(0);
  expect(announced).toEqual([]);
  expect(screen.queryAllByRole("button")).toHaveLength(0);
});

test("the plugins are one list box labelled Plugins, one tab stop that follows focus, each described", () => {
  renderPalette();
  const list = screen.getByRole("listbox", { name: "Plugins" });
  const options = within(list).getAllByRole("option");
  expect(options.length).toBe(CATALOGUE.length + 1);
  const stops = () => options.filter((option) => option.tabIndex === 0).map((option) => option.textContent);
  expect(stops()).toEqual(["Subtitle"]);
  act(() => item("Map").focus());
  expect(stops()).toEqual(["Map"]);
  expect(item("Map").getAttribute("aria-selected")).toBe("true");
  expect(item("Subtitle").getAttribute("aria-selected")).toBe("false");
  const hint = (name: string) =>
    document.getElementById(item(name).getAttribute("aria-describedby") ?? "")?.textContent ?? "";
  expect(hint("Footnote")).toMatch(/Enter adds it at the playhead; drag it onto the timeline to place it\.$/);
  expect(hint("Sketch")).toBe("Set in code: its required function cannot be written in the editor.");
  // A search that hides the tab stop gives it to the first plugin shown; Down from the field goes to it.
  const search = screen.getByRole("searchbox", { name: "Search plugins" });
  fireEvent.change(search, { target: { value: "foot" } });
  expect(item("Footnote").tabIndex).toBe(0);
  fireEvent.keyDown(search, { key: "ArrowDown" });
  expect(document.activeElement).toBe(item("Footnote"));
});

test("Up and Down move between the palette's items, across groups", () => {
  renderPalette();
  item("Timeline").focus();
  fireEvent.keyDown(document.activeElement as Element, { key: "ArrowDown" });
  expect(document.activeElement?.textContent).toBe("Image");
  fireEvent.keyDown(document.activeElement as Element, { key: "ArrowUp" });
  fireEvent.keyDown(document.activeElement as Element, { key: "ArrowUp" });
  expect(document.activeElement?.textContent).toBe("Word river");
  fireEvent.keyDown(document.activeElement as Element, { key: "End" });
  expect(document.activeElement?.textContent).toBe("Pull quote");
});

test("a plugin added near the media's end ends with the media", () => {
  const { editor } = renderPalette(58);
  fireEvent.click(item("Image"));
  const added = editor.getSnapshot().project.lanes[0]?.events[0];
  expect(added).toMatchObject({ type: "image", start: 56, end: 60 });
});

test("the search field filters by name, and says when nothing matches", () => {
  renderPalette();
  const search = screen.getByRole("searchbox", { name: "Search plugins" });
  fireEvent.change(search, { target: { value: "foot" } });
  expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Footnote"]);
  fireEvent.change(search, { target: { value: "quote" } });
  expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Pull quote"]);
  fireEvent.change(search, { target: { value: "zzz" } });
  expect(screen.queryAllByRole("option")).toHaveLength(0);
  expect(screen.getByText(/No plugin matches/)).toBeTruthy();
});

test("a plugin that needs a function set in code is marked and not added", () => {
  const { editor, announced } = renderPalette();
  const sketch = item("Sketch");
  expect(sketch.getAttribute("aria-disabled")).toBe("true");
  fireEvent.click(sketch);
  expect(editor.getSnapshot().project.lanes[0]?.events).toHaveLength(0);
  expect(announced[0]).toMatch(/Sketch needs a function set in code/);
});

/** A drop target as the timeline marks it, found under the pointer. */
function dropTarget() {
  const target = document.createElement("div");
  target.setAttribute("data-pke-drop", "");
  document.body.append(target);
  const heard: { name: string; detail: Record<string, unknown> }[] = [];
  for (const name of ["pke-drag-plugin", "pke-drop-plugin"]) {
    target.addEventListener(name, (event) => heard.push({ name, detail: (event as CustomEvent).detail }));
  }
  document.elementFromPoint = (x: number) => (x > 300 ? target : document.body);
  return { target, heard };
}

test("dragging an item onto the timeline: a chip follows the pointer, the target hears the drag then the drop", () => {
  const { editor, container } = renderPalette();
  const { heard } = dropTarget();
  const footnote = item("Footnote");
  fireEvent.pointerDown(footnote, { pointerId: 1, button: 0, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(window, { pointerId: 1, clientX: 12, clientY: 11 });
  // Under 4 px: still a press.
  expect(container.querySelector(".pke-palette-chip")).toBeNull();
  fireEvent.pointerMove(window, { pointerId: 1, clientX: 200, clientY: 300 });
  expect(container.querySelector(".pke-palette-chip")?.textContent).toBe("Footnote");
  fireEvent.pointerMove(window, { pointerId: 1, clientX: 400, clientY: 320 });
  expect(heard).toEqual([
    { name: "pke-drag-plugin", detail: { type: "footnote", clientX: 400, clientY: 320, leave: false } },
  ]);
  fireEvent.pointerUp(window, { pointerId: 1, clientX: 410, clientY: 330 });
  fireEvent.click(footnote);
  expect(heard.at(-1)).toEqual({
    name: "pke-drop-plugin",
    detail: { type: "footnote", clientX: 410, clientY: 330 },
  });
  expect(container.querySelector(".pke-palette-chip")).toBeNull();
  // The timeline places the event: the click that ends a drag adds nothing.
  expect(editor.getSnapshot().project.lanes[0]?.events).toHaveLength(0);
});

test("Escape cancels a drag: the target hears it leave, and no drop", () => {
  const { container } = renderPalette();
  const { heard } = dropTarget();
  fireEvent.pointerDown(item("Map"), { pointerId: 7, button: 0, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(window, { pointerId: 7, clientX: 400, clientY: 300 });
  fireEvent.keyDown(window, { key: "Escape" });
  fireEvent.pointerUp(window, { pointerId: 7, clientX: 400, clientY: 300 });
  expect(heard.map((h) => [h.name, h.detail.leave])).toEqual([
    ["pke-drag-plugin", false],
    ["pke-drag-plugin", true],
  ]);
  expect(container.querySelector(".pke-palette-chip")).toBeNull();
});

test("unmounting during a drag releases the window's listeners", () => {
  const added = vi.spyOn(window, "addEventListener");
  const removed = vi.spyOn(window, "removeEventListener");
  const { unmount } = renderPalette();
  fireEvent.pointerDown(item("Text"), { pointerId: 2, button: 0, clientX: 0, clientY: 0 });
  unmount();
  const mine = (calls: unknown[][]) =>
    calls.filter(([type]) => String(type).startsWith("pointer") || type === "keydown");
  expect(mine(removed.mock.calls).length).toBe(mine(added.mock.calls).length);
  added.mockRestore();
  removed.mockRestore();
});
