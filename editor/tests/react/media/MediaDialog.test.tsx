// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { MEDIA_ADDRESS_EXPECTED } from "../../../src/io/mediaAddress.js";
import type { EditorSample } from "../../../src/react/context.js";
import { MediaDialog } from "../../../src/react/media/MediaDialog.js";
import { renderPanel } from "../renderEditor.js";
import { note } from "../../fixtures/lanes.js";

const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), "../../../../test/fixtures");

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
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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
    `“javascript:alert(1)” cannot be opened: give ${MEDIA_ADDRESS_EXPECTED}, at an http or https address.`,
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

test("a file dropped anywhere on the editor opens from an object URL; the next one revokes it; unmount revokes the last", async () => {
  const { editor, ui, announced, unmount, container } = renderPanel(
    <div className="pk-editor">
      <div className="pke-timeline-area">timeline</div>
      <MediaDialog />
    </div>,
  );
  const root = container.querySelector(".pk-editor") as Element;
  drop(screen.getByText("timeline"), video("showcase.webm"));
  await waitFor(() => expect(editor.getSnapshot().project.media.source).not.toBeNull());
  expect(editor.getSnapshot().project.media.source).toEqual({
    kind: "file",
    name: "showcase.webm",
    mimeType: "video/webm",
  });
  expect(ui.preview.getSnapshot().mediaUrl).toBe("blob:editor/1");
  expect(announced).toContain("Opened showcase.webm. The file does not say its frame rate: 30 fps assumed");
  expect(revoked).toEqual([]);

  drop(root, video("harbour.webm"));
  await waitFor(() => expect(ui.preview.getSnapshot().mediaUrl).toBe("blob:editor/2"));
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

test("a file picked in the dialog opens; a file that is not media is refused with a message", async () => {
  const { editor, ui } = renderDialog();
  const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(["x"], "notes.txt", { type: "text/plain" })] } });
  expect(editor.getSnapshot().project.media.source).toBeNull();
  expect(screen.getByText(/notes\.txt is not audio or video/)).toBeTruthy();
  fireEvent.change(input, { target: { files: [video("harbour.webm")] } });
  await waitFor(() =>
    expect(editor.getSnapshot().project.media.source).toMatchObject({ kind: "file", name: "harbour.webm" }),
  );
  expect(ui.preview.getSnapshot().mediaUrl).toBe("blob:editor/1");
});

test("a URL opened after a file stops the preview playing the file; undo brings the file back, redo the URL", async () => {
  const { ui, editor } = renderDialog();
  const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [video("harbour.webm")] } });
  await waitFor(() => expect(ui.view.getSnapshot().dialog).toBeUndefined());
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

test("a page address of a site that is not media (SoundCloud) is refused beside the field, naming it and what is accepted", () => {
  const { editor, announced } = renderDialog();
  const before = editor.getSnapshot().project;
  const made = videosMade();
  fireEvent.change(screen.getByLabelText("Media address"), {
    target: { value: "https://soundcloud.com/artist/track" },
  });
  fireEvent.click(screen.getByRole("button", { name: "Open" }));
  const message = `“https://soundcloud.com/artist/track” is a SoundCloud page, not a media file: give ${MEDIA_ADDRESS_EXPECTED}.`;
  expect(screen.getByRole("alert").textContent).toBe(message);
  expect(announced.at(-1)).toBe(message);
  expect(editor.getSnapshot().project).toBe(before);
  // Refused by its address alone: nothing was tried.
  expect(made).toHaveLength(0);
});

/** The <video> elements made from now on (the media element that tries an address is one). */
function videosMade(): HTMLVideoElement[] {
  const made: HTMLVideoElement[] = [];
  const create = document.createElement.bind(document);
  vi.spyOn(document, "createElement").mockImplementation((tag: string, options?: ElementCreationOptions) => {
    const element = create(tag, options);
    if (tag === "video") made.push(element as HTMLVideoElement);
    return element;
  });
  return made;
}

function openAddress(address: string) {
  fireEvent.change(screen.getByLabelText("Media address"), { target: { value: address } });
  fireEvent.click(screen.getByRole("button", { name: "Open" }));
}

test("an address of unknown kind is tried first: when it does not load as media the dialog says so, and nothing changes", async () => {
  const { editor, ui } = renderDialog();
  const before = editor.getSnapshot().project;
  const made = videosMade();
  openAddress("https://example.com/watch/123");
  expect(screen.getByRole("status").textContent).toBe(
    "Checking that “https://example.com/watch/123” is video or audio…",
  );
  expect(made).toHaveLength(1);
  expect(made[0]?.getAttribute("src")).toBe("https://example.com/watch/123");
  await act(async () => {
    made[0]?.dispatchEvent(new Event("error"));
  });
  expect(screen.getByRole("alert").textContent).toBe(
    `“https://example.com/watch/123” is not video or audio this browser plays (it may be a web page, or missing): give ${MEDIA_ADDRESS_EXPECTED}.`,
  );
  expect(screen.getByRole("status").textContent).toBe("");
  expect(editor.getSnapshot().project).toBe(before);
  expect(ui.view.getSnapshot().dialog).toBe("media");
  // The element was emptied: no source left to read.
  expect(made[0]?.hasAttribute("src")).toBe(false);
});

test("an address of unknown kind that loads as media opens, its duration known", async () => {
  const { editor, ui, announced } = renderDialog();
  const made = videosMade();
  openAddress("https://media.example.org/stream?id=7");
  Object.defineProperty(made[0], "duration", { value: 42.5 });
  await act(async () => {
    made[0]?.dispatchEvent(new Event("loadedmetadata"));
  });
  expect(editor.getSnapshot().project.media).toMatchObject({
    source: { kind: "url", url: "https://media.example.org/stream?id=7" },
    duration: 42.5,
  });
  expect(ui.view.getSnapshot().dialog).toBeUndefined();
  expect(announced.at(-1)).toBe("Opened stream");
});

test("an address that gives no media within 15 s is given up with a message; closing the dialog cancels a check", async () => {
  vi.useFakeTimers();
  const { editor, ui } = renderDialog();
  const before = editor.getSnapshot().project;
  const made = videosMade();
  openAddress("https://example.com/slow");
  await act(async () => {
    vi.advanceTimersByTime(15_000);
  });
  expect(screen.getByRole("alert").textContent).toBe(
    `“https://example.com/slow” gave no video or audio within 15 s: give ${MEDIA_ADDRESS_EXPECTED}.`,
  );
  expect(vi.getTimerCount()).toBe(0);

  openAddress("https://example.com/slower");
  act(() => ui.view.set({ dialog: undefined }));
  // Cancelled with the dialog: once React's own timers ran, no 15 s timer is left, the element is emptied, and
  // metadata arriving later opens nothing.
  await act(async () => {
    vi.advanceTimersByTime(1);
  });
  expect(vi.getTimerCount()).toBe(0);
  expect(made[1]?.hasAttribute("src")).toBe(false);
  await act(async () => {
    made[1]?.dispatchEvent(new Event("loadedmetadata"));
  });
  expect(editor.getSnapshot().project).toBe(before);
});

test("a local file opens at the frame rate its container declares, and the dialog says where the rate came from", async () => {
  const { editor, ui, announced } = renderDialog();
  const bytes = readFileSync(resolve(fixtures, "showcase/showcase.webm"));
  const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([bytes], "showcase.webm", { type: "video/webm" })] } });
  await waitFor(() => expect(editor.getSnapshot().project.media.frameRate).toBe(24));
  expect(announced.at(-1)).toBe("Opened showcase.webm at 24 fps, read from the file");
  // One undo step: the media and its rate together.
  expect(editor.getSnapshot().undoLabel).toBe("Change media");
  act(() => ui.view.set({ dialog: "media" }));
  expect(screen.getByText(/^Now open: showcase\.webm\. 24 fps, read from the file\./)).toBeTruthy();

  // A file that says nothing keeps the project's rate, and the dialog says it was assumed.
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
    target: { files: [video("harbour.webm")] },
  });
  await waitFor(() =>
    expect(announced.at(-1)).toBe("Opened harbour.webm. The file does not say its frame rate: 24 fps assumed"),
  );
  act(() => ui.view.set({ dialog: "media" }));
  expect(screen.getByText(/The file does not say its frame rate: 24 fps is assumed\./)).toBeTruthy();
});

test("media opened shorter than the events: once the media dialog closes, the editor asks what to do with them", async () => {
  const rendered = renderPanel(
    <div className="pk-editor">
      <MediaDialog />
    </div>,
    { lanes: [{ id: "lane-1", events: [note("a", 0, 5), note("b", 8, 14)] }] },
  );
  act(() => rendered.ui.view.set({ dialog: "media" }));
  const made = videosMade();
  openAddress("https://media.example.org/short?id=1");
  Object.defineProperty(made[0], "duration", { value: 10 });
  await act(async () => {
    made[0]?.dispatchEvent(new Event("loadedmetadata"));
  });
  expect(screen.queryByRole("dialog", { name: "Open media" })).toBeNull();
  const asked = screen.getByRole("dialog", { name: "The media is shorter than your events" });
  expect(asked.textContent).toContain("short lasts 00:10.000. 1 event ends after that.");
  fireEvent.click(screen.getByRole("button", { name: "Trim" }));
  expect(rendered.editor.getSnapshot().project.lanes[0]?.events.map((event) => [event.start, event.end])).toEqual([
    [0, 5],
    [8, 10],
  ]);
  expect(rendered.announced.at(-1)).toBe("Trimmed 1 event to end at 00:10.000");
});
