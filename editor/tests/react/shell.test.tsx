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
