// @vitest-environment jsdom
import { createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, expect, test, vi } from "vitest";
import { addEvent } from "../../src/commands/eventCommands.js";
import { CATALOGUE } from "../../src/plugins/catalogue.js";
import { createProject } from "../../src/project/createProject.js";
import type { Project } from "../../src/project/types.js";
import { type EditorUi, EditorUiContext } from "../../src/react/context.js";
import { Modal } from "../../src/react/Modal.js";
import { PopcornEditor } from "../../src/react/PopcornEditor.js";
import { Palette } from "../../src/react/palette/Palette.js";
import { CATALOGUE_VIEWS } from "../../src/react/preview/views.js";
import { useShortcuts } from "../../src/react/shortcuts.js";
import { createPreviewStore } from "../../src/react/state/previewStore.js";
import { createViewStore } from "../../src/react/state/viewStore.js";
import { createEditor } from "../../src/session/createEditor.js";

afterEach(cleanup);

test("onChange gets the project after an edit and after undo; passing it back changes nothing", () => {
  const editor = createEditor({ project: createProject({ media: { duration: 60 } }) });
  const seen: Project[] = [];
  render(<PopcornEditor editor={editor} storage={null} onChange={(project) => seen.push(project)} />);
  act(() => {
    editor.run(addEvent({ type: "footnote", start: 1, end: 3, options: { text: "Harbour" } }));
  });
  expect(seen).toHaveLength(1);
  expect(seen[0]?.lanes[0]?.events[0]?.options.text).toBe("Harbour");
  fireEvent.keyDown(screen.getByLabelText("Project title"), { key: "z", ctrlKey: true });
  // A key typed into a text field is the field's: no undo.
  expect(seen).toHaveLength(1);
  fireEvent.keyDown(document.querySelector(".pk-editor") as Element, { key: "z", ctrlKey: true });
  expect(seen).toHaveLength(2);
  expect(seen[1]?.lanes[0]?.events).toHaveLength(0);
});

test("keys on the page's body (focus fell out: a click on the video, Undo disabling itself) reach the editor last used, and only it", () => {
  const footnote = { type: "footnote", start: 1, end: 3, options: { text: "Harbour" } };
  const first = createEditor({ project: createProject({ media: { duration: 60 } }) });
  const second = createEditor({ project: createProject({ media: { duration: 60 } }) });
  const view = render(
    <>
      <PopcornEditor editor={first} storage={null} className="first" />
      <PopcornEditor editor={second} storage={null} className="second" />
    </>,
  );
  act(() => {
    first.run(addEvent(footnote));
    second.run(addEvent(footnote));
  });
  const events = (editor: typeof first) => editor.getSnapshot().project.lanes.flatMap((lane) => lane.events).length;
  // The second one was used last: Ctrl+Z on the body undoes there, not in the first.
  fireEvent.pointerDown(document.querySelector(".second") as Element);
  fireEvent.keyDown(document.body, { key: "z", ctrlKey: true });
  expect([events(first), events(second)]).toEqual([1, 0]);
  fireEvent.keyDown(document.body, { key: "y", ctrlKey: true });
  expect([events(first), events(second)]).toEqual([1, 1]);
  // A click in the first one, then its keys.
  fireEvent.pointerDown(document.querySelector(".first") as Element);
  fireEvent.keyDown(document.body, { key: "z", ctrlKey: true, shiftKey: false });
  expect([events(first), events(second)]).toEqual([0, 1]);
  fireEvent.keyDown(document.body, { key: "Z", ctrlKey: true, shiftKey: true });
  expect([events(first), events(second)]).toEqual([1, 1]);
  // Unmounted, neither hears the page any more.
  view.unmount();
  fireEvent.keyDown(document.body, { key: "z", ctrlKey: true });
  expect([events(first), events(second)]).toEqual([1, 1]);
});

test("a controlled project: a new object from the parent is loaded, the title field shows it", () => {
  const first = createProject({ meta: { title: "First cut" } });
  const { rerender } = render(<PopcornEditor project={first} storage={null} />);
  expect(screen.getByLabelText<HTMLInputElement>("Project title").value).toBe("First cut");
  rerender(<PopcornEditor project={createProject({ meta: { title: "Second cut" } })} storage={null} />);
  expect(screen.getByLabelText<HTMLInputElement>("Project title").value).toBe("Second cut");
});

test("the title field renames the project on Enter, one undo step", () => {
  const editor = createEditor();
  render(<PopcornEditor editor={editor} storage={null} />);
  const field = screen.getByLabelText<HTMLInputElement>("Project title");
  fireEvent.change(field, { target: { value: "Lisbon harbour" } });
  fireEvent.blur(field);
  expect(editor.getSnapshot().project.meta.title).toBe("Lisbon harbour");
  expect(editor.getSnapshot().undoLabel).toBeDefined();
});

/** The editor's keys (useShortcuts) on a root holding the palette and the controls where Space is the control's. */
function renderKeys(options: { modal?: boolean } = {}) {
  const editor = createEditor({ project: createProject({ media: { duration: 60 } }), plugins: CATALOGUE });
  const preview = createPreviewStore();
  const pop = createPopcorn(createVirtualPlayer({ duration: 60 }), { ticker: "manual" });
  preview.set({ pop });
  const announced: string[] = [];
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
  function Keys({ modal }: { modal?: boolean }) {
    const root = useRef<HTMLDivElement>(null);
    useShortcuts(root, ui);
    return (
      <EditorUiContext.Provider value={ui}>
        <div ref={root} className="pk-editor">
          <Palette />
          <input aria-label="Title" />
          <textarea aria-label="Notes" />
          <select aria-label="Target">
            <option>over</option>
          </select>
          <div aria-label="Rich text" contentEditable suppressContentEditableWarning />
          <button type="button">Undo</button>
          <input type="checkbox" aria-label="Loop" />
          <div role="switch" aria-checked="false" aria-label="Muted" tabIndex={0} />
          <div role="slider" aria-label="Playhead" aria-valuenow={0} tabIndex={0} />
          {modal ? (
            <Modal title="Export" onClose={() => undefined}>
              <p>Inside</p>
            </Modal>
          ) : null}
        </div>
      </EditorUiContext.Provider>
    );
  }
  const view = render(<Keys modal={options.modal} />);
  const playing = () => !pop.store.getSnapshot().paused;
  const space = (target: Element, init: KeyboardEventInit = {}) =>
    act(() => {
      fireEvent.keyDown(target, { key: " ", code: "Space", ...init });
    });
  return {
    ...view,
    editor,
    pop,
    playing,
    space,
    rerenderKeys: (modal: boolean) => view.rerender(<Keys modal={modal} />),
  };
}

test("Space plays and pauses on a palette plugin (adding nothing), a slider, the editor and the page's body", () => {
  const { editor, playing, space, container } = renderKeys();
  const footnote = screen.getByRole("option", { name: /^Footnote/ });
  footnote.focus();
  space(footnote);
  expect(playing()).toBe(true);
  expect(editor.getSnapshot().project.lanes[0]?.events ?? []).toHaveLength(0);
  space(screen.getByRole("slider", { name: "Playhead" }));
  expect(playing()).toBe(false);
  space(container.querySelector(".pk-editor") as Element);
  expect(playing()).toBe(true);
  // Focus fell to the page's body: the editor last used hears it.
  fireEvent.pointerDown(container.querySelector(".pk-editor") as Element);
  space(document.body);
  expect(playing()).toBe(false);
  // The default (scrolling the palette or the page) is prevented.
  expect(fireEvent.keyDown(document.body, { key: " " })).toBe(false);
});

test("Space stays the control's in text fields and on buttons, checkboxes and switches", () => {
  const { playing, space } = renderKeys();
  for (const target of [
    screen.getByRole("textbox", { name: "Title" }),
    screen.getByRole("textbox", { name: "Notes" }),
    screen.getByRole("combobox", { name: "Target" }),
    screen.getByLabelText("Rich text"),
    screen.getByRole("button", { name: "Undo" }),
    screen.getByRole("checkbox", { name: "Loop" }),
    screen.getByRole("switch", { name: "Muted" }),
  ]) {
    space(target);
    expect(playing(), target.outerHTML).toBe(false);
    // Not prevented: the field types a space, the button or checkbox takes it as the platform does.
    expect(fireEvent.keyDown(target, { key: " " }), target.outerHTML).toBe(true);
  }
});

test("a held Space toggles once; Space does nothing while a modal dialog is open, in the editor or on the page", () => {
  const { playing, space, rerenderKeys } = renderKeys();
  const slider = screen.getByRole("slider", { name: "Playhead" });
  space(slider);
  space(slider, { repeat: true });
  space(slider, { repeat: true });
  expect(playing()).toBe(true);
  space(slider);
  expect(playing()).toBe(false);

  rerenderKeys(true);
  space(screen.getByText("Inside"));
  space(document.body);
  // Focus left behind the dialog's backdrop does not make the keys live either.
  space(slider);
  expect(playing()).toBe(false);
  rerenderKeys(false);

  // A dialog of the page's own, open: keys on the body are not the editor's; once it is hidden, they are.
  const pageDialog = document.createElement("div");
  pageDialog.setAttribute("role", "dialog");
  pageDialog.setAttribute("aria-modal", "true");
  document.body.append(pageDialog);
  space(document.body);
  expect(playing()).toBe(false);
  pageDialog.hidden = true;
  space(document.body);
  expect(playing()).toBe(true);
  pageDialog.remove();
});

test("the editor's key listeners are removed on unmount", () => {
  const onDocument = {
    added: vi.spyOn(document, "addEventListener"),
    removed: vi.spyOn(document, "removeEventListener"),
  };
  const { unmount, playing } = renderKeys();
  const keydowns = (spy: typeof onDocument.added) => spy.mock.calls.filter(([type]) => type === "keydown").length;
  expect(keydowns(onDocument.added)).toBeGreaterThan(0);
  unmount();
  expect(keydowns(onDocument.removed)).toBe(keydowns(onDocument.added));
  fireEvent.keyDown(document.body, { key: " " });
  expect(playing()).toBe(false);
  onDocument.added.mockRestore();
  onDocument.removed.mockRestore();
});
