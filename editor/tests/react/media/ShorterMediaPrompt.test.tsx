// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { setMedia } from "../../../src/commands/projectCommands.js";
import type { ProjectInit } from "../../../src/project/createProject.js";
import { type EditorUi, EditorUiContext } from "../../../src/react/context.js";
import { ShorterMediaPrompt } from "../../../src/react/media/ShorterMediaPrompt.js";
import { createPreviewStore } from "../../../src/react/state/previewStore.js";
import { createViewStore } from "../../../src/react/state/viewStore.js";
import { watchMediaEnd } from "../../../src/react/media/watchMediaEnd.js";
import { createEditor } from "../../../src/session/createEditor.js";
import { createProject } from "../../../src/project/createProject.js";
import { renderPanel } from "../renderEditor.js";
import { lanes, note } from "../../fixtures/lanes.js";

afterEach(cleanup);

/**
 * A file whose duration is not known yet and events up to 40 s: notes at 0-5, 10-22, 24-30 and 31-34 in lane
 * 1, a title at 20-26 in lane 2.
 */
const PROJECT: ProjectInit = {
  media: { source: { kind: "file", name: "harbour.webm", mimeType: "video/webm" } },
  lanes: [
    { id: "lane-1", events: [note("a", 0, 5), note("b", 10, 22), note("c", 24, 30), note("d", 31, 34)] },
    { id: "lane-2", events: [note("t", 20, 26)] },
  ],
};

/** The prompt in an editor whose media then turns out 25 s long (as the preview records it). */
function renderShorter() {
  const rendered = renderPanel(
    <div className="pk-editor">
      <ShorterMediaPrompt />
    </div>,
    PROJECT,
  );
  act(() => {
    rendered.editor.run(setMedia({ duration: 25 }));
  });
  return rendered;
}

test("when the media's duration becomes known and is shorter than the events, a modal asks, saying how many and what each choice does", () => {
  renderShorter();
  const dialog = screen.getByRole("dialog", { name: "The media is shorter than your events" });
  expect(dialog.getAttribute("aria-modal")).toBe("true");
  expect(within(dialog).getByText("harbour.webm lasts 00:25.000. 3 events end after that.")).toBeTruthy();
  const described = (name: string) => {
    const button = within(dialog).getByRole("button", { name });
    return document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent;
  };
  expect(described("Keep")).toBe(
    "Nothing changes. They are hidden past the media's end; a longer media shows them again.",
  );
  expect(described("Trim")).toBe(
    "2 events are cut to end at 00:25.000; 1 event that starts at or after it is removed.",
  );
  expect(described("Move")).toBe(
    "Moved earlier to end at 00:25.000, their lengths kept; lanes change where they would overlap.",
  );
  // Keep, the choice that changes nothing, has focus.
  expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Keep" }));
});

test("Trim cuts the events that start before the end and removes the others, one undo step, announced", () => {
  const { editor, announced } = renderShorter();
  const before = editor.getSnapshot().project;
  fireEvent.click(screen.getByRole("button", { name: "Trim" }));
  expect(lanes(editor.getSnapshot().project)).toEqual(["lane-1: a@0-5 b@10-22 c@24-25", "lane-2: t@20-25"]);
  expect(announced.at(-1)).toBe("Trimmed 2 events to end at 00:25.000 and removed 1 event that started at or after it");
  expect(screen.queryByRole("dialog")).toBeNull();
  act(() => {
    editor.undo();
  });
  expect(editor.getSnapshot().project).toEqual(before);
  // Undo goes back to what was asked: no second question.
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("Move brings the events past the end inside it, lengths kept, lanes changed where they overlap; one undo step", () => {
  const { editor, announced } = renderShorter();
  fireEvent.click(screen.getByRole("button", { name: "Move" }));
  expect(lanes(editor.getSnapshot().project)).toEqual([
    "lane-1: a@0-5 b@10-22 d@22-25",
    "lane-3: c@19-25",
    "lane-2: t@19-25",
  ]);
  expect(editor.getSnapshot().undoLabel).toBe("Move events into the media");
  expect(announced.at(-1)).toBe("Moved 3 events to end by 00:25.000");
  act(() => {
    editor.undo();
  });
  expect(lanes(editor.getSnapshot().project)[0]).toBe("lane-1: a@0-5 b@10-22 c@24-30 d@31-34");
});

test("Keep, Escape or a click outside change nothing and say so; undo and redo of the duration do not ask again", () => {
  const { editor, announced } = renderShorter();
  const project = editor.getSnapshot().project;
  fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(editor.getSnapshot().project).toBe(project);
  expect(announced.at(-1)).toBe("Kept 3 events that end after the media's end (00:25.000)");
  act(() => {
    editor.undo();
    editor.redo();
  });
  expect(screen.queryByRole("dialog")).toBeNull();
  // Another, still shorter media asks again.
  act(() => {
    editor.run(setMedia({ source: { kind: "url", url: "./cut.webm" }, duration: 21 }));
  });
  expect(screen.getByText("cut.webm lasts 00:21.000. 4 events end after that.")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Keep" }));
  expect(editor.getSnapshot().project.lanes[0]?.events).toHaveLength(4);
});

test("it waits while another dialog is open, and asks nothing for media long enough or a loaded project", () => {
  const { editor, ui } = renderPanel(
    <div className="pk-editor">
      <ShorterMediaPrompt />
    </div>,
    PROJECT,
  );
  act(() => ui.view.set({ dialog: "media" }));
  act(() => {
    editor.run(setMedia({ duration: 25 }));
  });
  expect(screen.queryByRole("dialog")).toBeNull();
  act(() => ui.view.set({ dialog: undefined }));
  expect(screen.getByRole("dialog", { name: "The media is shorter than your events" })).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Keep" }));

  act(() => {
    editor.run(setMedia({ duration: 60 }));
  });
  expect(screen.queryByRole("dialog")).toBeNull();
  // A project loaded with events past its media's end was decided before: not asked.
  act(() => {
    editor.load(createProject({ ...PROJECT, media: { ...PROJECT.media, duration: 12 } }));
  });
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("watchMediaEnd listens to the editor until stopped; the prompt's listeners go on unmount", () => {
  const editor = createEditor({ project: createProject(PROJECT) });
  const subscribe = vi.spyOn(editor, "subscribe");
  const asked: number[] = [];
  const stop = watchMediaEnd(editor, (end) => asked.push(end));
  editor.run(setMedia({ duration: 30 }));
  editor.run(setMedia({ duration: 40 }));
  stop();
  editor.run(setMedia({ duration: 20 }));
  expect(asked).toEqual([30]);
  expect(subscribe).toHaveBeenCalledTimes(1);

  // The prompt's own listener: added on mount, removed on unmount.
  const watched = createEditor({ project: createProject(PROJECT) });
  let active = 0;
  const original = watched.subscribe;
  watched.subscribe = (listener) => {
    active++;
    const off = original(listener);
    return () => {
      active--;
      off();
    };
  };
  const ui: EditorUi = {
    editor: watched,
    view: createViewStore(),
    preview: createPreviewStore(),
    views: {},
    storage: undefined,
    samples: [],
    htmlExport: undefined,
    announce: () => undefined,
  };
  const { unmount } = render(
    <EditorUiContext.Provider value={ui}>
      <ShorterMediaPrompt />
    </EditorUiContext.Provider>,
  );
  expect(active).toBeGreaterThan(0);
  unmount();
  expect(active).toBe(0);
});
