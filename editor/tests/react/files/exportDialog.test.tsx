// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, onTestFinished, test, vi } from "vitest";
import { HTML_ASSETS } from "../../../src/export/assets/htmlAssets.js";
import { inlineScript } from "../../../src/export/code/literal.js";
import { exportReact } from "../../../src/export/react.js";
import { CATALOGUE } from "../../../src/plugins/catalogue.js";
import { createProject } from "../../../src/project/createProject.js";
import { PopcornEditor } from "../../../src/react/PopcornEditor.js";
import { createEditor } from "../../../src/session/createEditor.js";
import { FileDialogs } from "../../../src/react/files/FileDialogs.js";
import { renderPanel } from "../renderEditor.js";
import { HARBOUR } from "./fixtures.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function openExport() {
  const rendered = renderPanel(<FileDialogs />, HARBOUR);
  act(() => rendered.ui.view.set({ dialog: "export" }));
  return rendered;
}

const code = () => screen.getByRole("dialog").querySelector(".pke-files-code-text code")?.textContent ?? "";

test("each tab shows the export's code, with the project's text in it", async () => {
  openExport();
  const expected: Record<string, string> = {
    Project: "Built in 1755",
    "HTML page": "Built in 1755",
    WebVTT: "The ferries cross the Tagus",
    SRT: "The ferries cross the Tagus",
    "Popcorn data": "Built in 1755",
    React: "Built in 1755",
    Vue: "Built in 1755",
    Svelte: "Built in 1755",
  };
  for (const [label, text] of Object.entries(expected)) {
    fireEvent.click(screen.getByRole("tab", { name: label }));
    expect(screen.getByRole("tab", { name: label }).getAttribute("aria-selected")).toBe("true");
    // The HTML page waits for the texts it holds, loaded the first time it is shown.
    await waitFor(() => expect(code(), label).toContain(text));
  }
});

test("the HTML page holds the runtime and the stylesheet, loaded when the tab is first shown, and says it plays offline", async () => {
  openExport();
  fireEvent.click(screen.getByRole("tab", { name: "HTML page" }));
  await waitFor(() => expect(code()).toContain("<!doctype html>"));
  const page = code();
  expect(page).toContain(inlineScript(HTML_ASSETS.runtime!).slice(0, 2000));
  expect(page).toContain(HTML_ASSETS.stylesheet!.slice(0, 2000));
  expect(page).not.toMatch(/<(script|link)\b[^>]*\b(src|href)=/);
  expect(screen.getByRole("dialog").querySelector(".pke-files-about")?.textContent).toMatch(/plays anywhere, offline/);
});

test("with htmlExport naming addresses, the HTML page links the runtime and the stylesheet and says where from", async () => {
  render(
    <PopcornEditor
      project={createProject(HARBOUR)}
      storage={null}
      htmlExport={{ runtime: { src: "js/popcorn-complete.js" }, stylesheet: { href: "css/popcorn-kit.css" } }}
    />,
  );
  fireEvent.click(screen.getByRole("button", { name: "Export" }));
  fireEvent.click(screen.getByRole("tab", { name: "HTML page" }));
  await waitFor(() => expect(code()).toContain('<script src="js/popcorn-complete.js"></script>'));
  expect(code()).toContain('<link rel="stylesheet" href="css/popcorn-kit.css">');
  expect(code()).not.toContain(inlineScript(HTML_ASSETS.runtime!).slice(0, 2000));
  expect(screen.getByRole("dialog").querySelector(".pke-files-about")?.textContent).toMatch(
    /@popcorn-kit\/compat\/global\/popcorn-complete\.js/,
  );
});

test("the React tab's code is what exportReact returns", () => {
  const { editor } = openExport();
  fireEvent.click(screen.getByRole("tab", { name: "React" }));
  expect(code()).toBe(exportReact(editor.getSnapshot().project).code);
});

test("the tabs move with the arrow keys, Home and End, and wrap", () => {
  openExport();
  const first = screen.getByRole("tab", { name: "Project" });
  expect(first.getAttribute("aria-selected")).toBe("true");
  fireEvent.keyDown(first, { key: "ArrowRight" });
  const html = screen.getByRole("tab", { name: "HTML page" });
  expect(html.getAttribute("aria-selected")).toBe("true");
  expect(document.activeElement).toBe(html);
  expect(html.tabIndex).toBe(0);
  expect(first.tabIndex).toBe(-1);
  fireEvent.keyDown(html, { key: "End" });
  expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Svelte" }));
  fireEvent.keyDown(document.activeElement as Element, { key: "ArrowRight" });
  expect(document.activeElement).toBe(first);
  fireEvent.keyDown(first, { key: "ArrowLeft" });
  expect(screen.getByRole("tab", { name: "Svelte" }).getAttribute("aria-selected")).toBe("true");
  expect(code()).toContain("Scene.svelte");
});

test("Copy writes the code to the clipboard, says Copied and announces it", async () => {
  const writeText = vi.fn(async (_text: string) => undefined);
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
  const { announced } = openExport();
  fireEvent.click(screen.getByRole("tab", { name: "WebVTT" }));
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
  });
  expect(writeText).toHaveBeenCalledWith(code());
  expect(screen.getByRole("dialog").textContent).toContain("Copied");
  expect(announced).toContain("Copied the WebVTT code");
});

test("a refused clipboard selects the code instead and says how to copy it", async () => {
  vi.stubGlobal("navigator", {
    ...navigator,
    clipboard: { writeText: async () => Promise.reject(new Error("denied")) },
  });
  const { announced } = openExport();
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
  });
  expect(getSelection()?.toString()).toBe(code());
  expect(announced.at(-1)).toMatch(/press Ctrl\+C/);
});

test("Download saves a Blob named after the title with the format's extension, and revokes its URL", () => {
  const blobs: Blob[] = [];
  const create = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return "blob:export-1";
  });
  const revoke = vi.fn();
  // jsdom has no object URLs: the test gives URL its own, and takes them away after.
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const { announced } = openExport();
  fireEvent.click(screen.getByRole("tab", { name: "SRT" }));
  fireEvent.click(screen.getByRole("button", { name: "Download" }));
  expect(names).toEqual(["lisbon-harbour.srt"]);
  expect(blobs[0]?.type).toBe("application/x-subrip;charset=utf-8");
  expect(revoke).toHaveBeenCalledWith("blob:export-1");
  expect(announced).toContain("Downloaded lisbon-harbour.srt");
  fireEvent.click(screen.getByRole("tab", { name: "Project" }));
  fireEvent.click(screen.getByRole("button", { name: "Save project" }));
  expect(names.at(-1)).toBe("lisbon-harbour.json");
  expect(document.querySelectorAll("a[download]")).toHaveLength(0);
});

test("Escape closes the dialog and gives focus back to the opener", () => {
  const { ui } = renderPanel(
    <>
      <button type="button">Export…</button>
      <FileDialogs />
    </>,
    HARBOUR,
  );
  const opener = screen.getByRole("button", { name: "Export…" });
  opener.focus();
  act(() => ui.view.set({ dialog: "export" }));
  const dialog = screen.getByRole("dialog", { name: "Export" });
  expect(dialog.contains(document.activeElement)).toBe(true);
  fireEvent.keyDown(within(dialog).getByRole("tab", { name: "Project" }), { key: "Escape" });
  expect(ui.view.getSnapshot().dialog).toBeUndefined();
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test("keys pressed in a dialog are the dialog's: the editor's shortcuts do not act behind it", () => {
  const editor = createEditor({ project: createProject(HARBOUR), plugins: CATALOGUE });
  render(<PopcornEditor editor={editor} storage={null} />);
  editor.select("footnote-1");
  fireEvent.click(screen.getByRole("button", { name: "Export" }));
  const before = editor.getSnapshot().project;
  const region = screen.getByRole("region", { name: "Project code" });
  for (const key of ["Delete", "Backspace", "i", "o"]) fireEvent.keyDown(region, { key });
  fireEvent.keyDown(region, { key: "a", ctrlKey: true });
  expect(editor.getSnapshot().project).toBe(before);
  expect(editor.getSnapshot().selection).toEqual(["footnote-1"]);
  // Escape closes the dialog and leaves the selection alone.
  fireEvent.keyDown(region, { key: "Escape" });
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(editor.getSnapshot().selection).toEqual(["footnote-1"]);
});
