// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { addEvent } from "../../src/commands/eventCommands.js";
import { createProject } from "../../src/project/createProject.js";
import type { Project } from "../../src/project/types.js";
import { PopcornEditor } from "../../src/react/PopcornEditor.js";
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
