// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { EditorSample } from "../../../src/react/context.js";
import { MediaDialog } from "../../../src/react/media/MediaDialog.js";
import { renderPanel } from "../renderEditor.js";

const SAMPLE: EditorSample = {
  label: "Lisbon harbour (39 s)",
  url: "./media/showcase.webm",
  poster: "./media/showcase-poster.jpg",
  frameRate: 24,
};

let made: string[];
let revoked: string[];
beforeEach(() => {
  made = [];
  revoked = [];
  let n = 0;
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:editor/${++n}`;
    made.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    revoked.push(url);
  });
});
afterEach(cleanup);

/** The dialog in an editor root, opened, with the sample offered. */
function renderDialog() {
  const rendered = renderPanel(
    <div className="pk-editor">
      <MediaDialog />
    </div>,
  );
  (rendered.ui as { samples: readonly EditorSample[] }).samples = [SAMPLE];
  act(() => rendered.ui.view.set({ dialog: "media" }));
  return rendered;
}

const video = (name: string) => new File(["..."], name, { type: "video/webm" });

function drop(target: Element, file: File) {
  const dataTransfer = { files: [file], types: ["Files"], items: [{ kind: "file", type: file.type }] };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

test("the dialog is a labelled modal keeping focus inside; Escape closes it and gives focus back", () => {
  const rendered = renderPanel(
    <div className="pk-editor">
      <button type="button">Media</button>
      <MediaDialog />
    </div>,
  );
  const opener = screen.getByRole("button", { name: "Media" });
  opener.focus();
  act(() => rendered.ui.view.set({ dialog: "media" }));
  const dialog = screen.getByRole("dialog", { name: "Open media" });
  expect(dialog.getAttribute("aria-modal")).toBe("true");
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
  // Shift+Tab from the first control wraps to the last.
  fireEvent.keyDown(document.activeElement as Element, { key: "Tab", shiftKey: true });
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open" }));
  fireEvent.keyDown(document.activeElement as Element, { key: "Tab" });
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
  fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
  expect(rendered.ui.view.getSnapshot().dialog).toBeUndefined();
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test("a sample card opens the sample's URL at its frame rate in one click, and says so", async () => {
  const { editor, ui, announced } = renderDialog();
  fireEvent.click(screen.getByRole("button", { name: "Lisbon harbour (39 s)" }));
  expect(editor.getSnapshot().project.media).toMatchObject({
    source: { kind: "url", url: "./media/showcase.webm" },
    frameRate: 24,
  });
  expect(ui.preview.getSnapshot().mediaUrl).toBeUndefined();
  expect(ui.view.getSnapshot().dialog).toBeUndefined();
  expect(announced).toContain("Opened showcase.webm");
});

test("a javascript: address is refused beside the field, naming the address and what opens, and nothing changes", () => {
  const { editor } = renderDialog();
  const before = editor.getSnapshot().project;
  const field = screen.getByLabelText("Media address");
  fireEvent.change(field, { target: { value: "javascript:alert(1)" } });
  fireEvent.click(screen.getByRole("button", { name: "Open" }));
  expect(editor.getSnapshot().project).toBe(before);
  expect(field.getAttribute("aria-invalid")).toBe("true");
  const message = screen.getByRole("alert").textContent ?? "";
  expect(message).toBe(
    "“javascript:alert(1)” cannot be opened: give the address of a video or audio file (http or https), or a YouTube or Vimeo link.",
  );
  expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe(message);
});

test("a YouTube link becomes a youtube source, a Vimeo link a vimeo source", () => {
  const { editor, ui } = renderDialog();
  fireEvent.change(screen.getByLabelText("Media address"), {
    target: { value: " https://www.youtube.com/watch?v=dQw4w9WgXcQ " },
  });
  fireEvent.click(screen.getByRole("button", { name: "Open" }));
  expect(editor.getSnapshot().project.media.source).toEqual({
    kind: "youtube",
    url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  });
  act(() => ui.view.set({ dialog: "media" }));
  fireEvent.change(screen.getByLabelText("Media address"), { target: { value: "https://vimeo.com/76979871" } });
  fireEvent.click(screen.getByRole("button", { name: "Open" }));
  expect(editor.getSnapshot().project.media.source).toEqual({ kind: "vimeo", url: "https://vimeo.com/76979871" });
});

test("a file dropped anywhere on the editor opens from an object URL; the next one revokes it; unmount revokes the last", () => {
  const { editor, ui, announced, unmount, container } = renderPanel(
    <div className="pk-editor">
      <div className="pke-timeline-area">timeline</div>
      <MediaDialog />
    </div>,
  );
  const root = container.querySelector(".pk-editor") as Element;
  drop(screen.getByText("timeline"), video("showcase.webm"));
  expect(editor.getSnapshot().project.media.source).toEqual({
    kind: "file",
    name: "showcase.webm",
    mimeType: "video/webm",
  });
  expect(ui.preview.getSnapshot().mediaUrl).toBe("blob:editor/1");
  expect(announced).toContain("Opened showcase.webm");
  expect(revoked).toEqual([]);

  drop(root, video("harbour.webm"));
  expect(ui.preview.getSnapshot().mediaUrl).toBe("blob:editor/2");
  expect(revoked).toEqual(["blob:editor/1"]);

  unmount();
  expect(revoked).toEqual(["blob:editor/1", "blob:editor/2"]);
});

test("while files are dragged over the editor a drop overlay covers it, and goes when the drag leaves", () => {
  const { container } = renderPanel(
    <div className="pk-editor">
      <MediaDialog />
    </div>,
  );
  const root = container.querySelector(".pk-editor") as Element;
  const dataTransfer = { files: [], types: ["Files"], items: [{ kind: "file", type: "video/mp4" }] };
  fireEvent.dragEnter(root, { dataTransfer });
  expect(container.querySelector(".pke-media-drop-overlay")).not.toBeNull();
  fireEvent.dragLeave(root, { dataTransfer });
  expect(container.querySelector(".pke-media-drop-overlay")).toBeNull();
});

test("a file picked in the dialog opens; a file that is not media is refused with a message", () => {
  const { editor, ui } = renderDialog();
  const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(["x"], "notes.txt", { type: "text/plain" })] } });
  expect(editor.getSnapshot().project.media.source).toBeNull();
  expect(screen.getByText(/notes\.txt is not audio or video/)).toBeTruthy();
  fireEvent.change(input, { target: { files: [video("harbour.webm")] } });
  expect(editor.getSnapshot().project.media.source).toMatchObject({ kind: "file", name: "harbour.webm" });
  expect(ui.preview.getSnapshot().mediaUrl).toBe("blob:editor/1");
});

test("a URL opened after a file stops the preview playing the file; undo brings the file back, redo the URL", () => {
  const { ui, editor } = renderDialog();
  const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [video("harbour.webm")] } });
  act(() => ui.view.set({ dialog: "media" }));
  fireEvent.click(screen.getByRole("button", { name: "Lisbon harbour (39 s)" }));
  expect(ui.preview.getSnapshot().mediaUrl).toBeUndefined();
  act(() => {
    editor.undo();
  });
  expect(editor.getSnapshot().project.media.source).toMatchObject({ kind: "file", name: "harbour.webm" });
  expect(ui.preview.getSnapshot().mediaUrl).toBe("blob:editor/1");
  act(() => {
    editor.redo();
  });
  expect(ui.preview.getSnapshot().mediaUrl).toBeUndefined();
  expect(revoked).toEqual([]);
});

test("a dropped file of no known type is refused with a message and the page keeps the editor", () => {
  const { editor, announced, container } = renderPanel(
    <div className="pk-editor">
      <MediaDialog />
    </div>,
  );
  const root = container.querySelector(".pk-editor") as Element;
  const file = new File(["x"], "notes.bin", { type: "" });
  const dataTransfer = { files: [file], types: ["Files"], items: [{ kind: "file", type: "" }] };
  fireEvent.dragEnter(root, { dataTransfer });
  const dropped = fireEvent.drop(root, { dataTransfer });
  // fireEvent returns false when the default action (opening the file in the tab) was prevented.
  expect(dropped).toBe(false);
  expect(editor.getSnapshot().project.media.source).toBeNull();
  expect(announced.at(-1)).toMatch(/^notes\.bin is not audio or video/);
});
