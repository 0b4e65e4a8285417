// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { StrictMode } from "react";
import { afterEach, expect, test } from "vitest";
import { exportProjectJson } from "../../../src/export/projectJson.js";
import { createProject } from "../../../src/project/createProject.js";
import { FileDialogs } from "../../../src/react/files/FileDialogs.js";
import { renderPanel } from "../renderEditor.js";
import { HARBOUR } from "./fixtures.js";

afterEach(cleanup);

const VTT = `WEBVTT

00:00:01.000 --> 00:00:03.000
Ferries leave every twenty minutes

00:00:04.000 --> 00:00:06.500
The river meets the sea here

00:00:07.000 -> 00:00:09.000
A malformed timing line

00:00:10.000 --> 00:00:12.000
The bridge opened in 1966
`;

function openImport(strict = false) {
  const rendered = renderPanel(
    strict ? (
      <StrictMode>
        <FileDialogs />
      </StrictMode>
    ) : (
      <FileDialogs />
    ),
    HARBOUR,
  );
  act(() => rendered.ui.view.set({ dialog: "import" }));
  return rendered;
}

async function choose(file: File) {
  const input = screen.getByLabelText<HTMLInputElement>("File to import");
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

test("a WebVTT file adds a lane of subtitles, lists the malformed line with its number, and announces it", async () => {
  const { editor, announced } = openImport();
  await choose(new File([VTT], "harbour.vtt", { type: "text/vtt" }));
  const project = editor.getSnapshot().project;
  expect(project.lanes).toHaveLength(2);
  const lane = project.lanes[1];
  expect(lane?.name).toBe("harbour.vtt");
  expect(lane?.events.map((event) => event.type)).toEqual(["subtitle", "subtitle", "subtitle"]);
  expect(lane?.events.map((event) => event.options.text)).toContain("The bridge opened in 1966");
  const issues = screen.getByRole("list", { name: /could not be read/ });
  expect(issues.textContent).toMatch(/line 9/);
  expect(screen.getByRole("dialog").textContent).toContain("Events added3");
  expect(announced.at(-1)).toBe("Added 3 events in 1 lane from harbour.vtt, 1 issue.");
  // One undo step takes the file out again.
  editor.undo();
  expect(editor.getSnapshot().project.lanes).toHaveLength(1);
});

test("a project file asks before replacing the open project; Cancel keeps it, Replace loads it", async () => {
  const { editor } = openImport();
  const other = createProject({ id: "other", meta: { title: "Belém tower" } });
  const file = () => new File([exportProjectJson(other)], "belem.json", { type: "application/json" });
  await choose(file());
  expect(screen.getByText("Replace the current project?")).toBeTruthy();
  expect(editor.getSnapshot().project.meta.title).toBe("Lisbon harbour");
  fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
  expect(editor.getSnapshot().project.meta.title).toBe("Lisbon harbour");
  await choose(file());
  fireEvent.click(screen.getByRole("button", { name: "Replace project" }));
  expect(editor.getSnapshot().project.meta.title).toBe("Belém tower");
  expect(screen.getByText("Project opened")).toBeTruthy();
});

test("a file over 20 MB is refused with a message, and nothing changes", async () => {
  const { editor, announced } = openImport();
  const before = editor.getSnapshot().project;
  const file = new File([VTT], "huge.vtt", { type: "text/vtt" });
  Object.defineProperty(file, "size", { value: 21 * 1024 * 1024 });
  await choose(file);
  const alert = screen.getByRole("alert");
  expect(alert.textContent).toContain("huge.vtt is 21.0 MB: the editor imports files up to 20.0 MB");
  expect(editor.getSnapshot().project).toBe(before);
  expect(announced.at(-1)).toContain("Nothing was imported");
});

test("a file in no known format is refused with the reason, and nothing changes", async () => {
  const { editor } = openImport();
  const before = editor.getSnapshot().project;
  await choose(new File(["just some words"], "notes.bin"));
  expect(screen.getByRole("alert").textContent).toMatch(/no format the editor reads/);
  expect(editor.getSnapshot().project).toBe(before);
});

test("New project asks first, then loads an empty project", async () => {
  const { editor, ui } = openImport();
  fireEvent.click(screen.getByRole("button", { name: "New project" }));
  expect(screen.getByText("Replace the current project?")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Start a new project" }));
  const project = editor.getSnapshot().project;
  expect(project.meta.title).toBe("Untitled");
  expect(project.lanes.flatMap((lane) => lane.events)).toHaveLength(0);
  await waitFor(() => expect(ui.view.getSnapshot().dialog).toBeUndefined());
});

test("in StrictMode (effects run twice) a file is still imported", async () => {
  const { editor } = openImport(true);
  await choose(new File([VTT], "harbour.vtt", { type: "text/vtt" }));
  expect(editor.getSnapshot().project.lanes).toHaveLength(2);
});

test("a file dropped on the drop zone is imported like a chosen one", async () => {
  const { editor } = openImport();
  const zone = screen.getByText("Drop a file here, or choose one").closest(".pke-files-drop") as Element;
  await act(async () => {
    fireEvent.drop(zone, { dataTransfer: { files: [new File([VTT], "dropped.vtt", { type: "text/vtt" })] } });
  });
  expect(editor.getSnapshot().project.lanes[1]?.name).toBe("dropped.vtt");
});

test("Tab stays inside the dialog: from the last control it wraps to the first", () => {
  openImport();
  const dialog = screen.getByRole("dialog", { name: "Import" });
  const close = screen.getByRole("button", { name: "Close" });
  const cancel = screen.getByRole("button", { name: "Cancel" });
  cancel.focus();
  fireEvent.keyDown(cancel, { key: "Tab" });
  expect(document.activeElement).toBe(close);
  fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
  expect(document.activeElement).toBe(cancel);
  expect(dialog.contains(document.activeElement)).toBe(true);
});

test("a Popcorn Maker project whose map gives only a place name is placed there by the offline gazetteer, and says so", async () => {
  const { editor } = openImport();
  const text = readFileSync(resolve(__dirname, "../../fixtures/butter-project.json"), "utf8");
  await choose(new File([text], "butter-project.json", { type: "application/json" }));
  await waitFor(() => expect(screen.getByText("Replace the current project?")).toBeTruthy(), { timeout: 10_000 });
  fireEvent.click(screen.getByRole("button", { name: "Replace project" }));
  const map = editor
    .getSnapshot()
    .project.lanes.flatMap((lane) => lane.events)
    .find((event) => event.type === "map")!;
  // New York City, not the ocean at 0°, 0°.
  expect(map.options.lat).toBeCloseTo(40.71, 1);
  expect(map.options.lng).toBeCloseTo(-74.01, 1);
  expect(map.options.markers).toEqual([{ lat: map.options.lat, lng: map.options.lng, label: "New York City" }]);
  expect(screen.getByText(/placed by name: "New York City" → New York City \(40\.7/)).toBeTruthy();
});
