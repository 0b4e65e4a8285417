import { PopcornError } from "@popcorn-kit/core";
import { describe, expect, it } from "vitest";
import {
  CATALOGUE,
  Draft,
  bindPreview,
  collectSnapTargets,
  createAutosave,
  createProjectSerializer,
  createSnapTargets,
  deleteSavedProject,
  eventsFit,
  exportHtml,
  exportPopcornData,
  exportProjectJson,
  exportReact,
  exportSubtitles,
  exportSvelte,
  exportVue,
  findFreeLane,
  layoutCss,
  listSavedProjects,
  packLanes,
  snapTargetAt,
  spanFits,
  type Project,
  addEvent,
  addLane,
  addOutlet,
  checkEvent,
  checkOutlet,
  createEditor,
  createPluginSet,
  createProject,
  duplicateEvents,
  importFile,
  importPopcornMaker,
  isPopcornMakerProject,
  loadProject,
  moveEvents,
  moveToLane,
  nudgeEvents,
  pasteEvents,
  removeEvents,
  removeLane,
  removeOutlet,
  renameLane,
  reorderLane,
  resizeEvent,
  retime,
  setMedia,
  setMeta,
  setOptions,
  setTrim,
  splitEvent,
  updateOutlet,
} from "../src/index.js";

/*
 * Every call of the editor engine's project, command and import entries with arguments they do not take: each
 * throws a PopcornError naming what it refused. A raw error (a TypeError from reading a field of a number, a
 * proxy's own throw) is a failure of this list.
 */

const plugins = createPluginSet(CATALOGUE);
const SRT = "1\n00:00:01,000 --> 00:00:02,000\nHello\n";

/** A value every read of which throws, as a hostile caller's proxy does. */
const hostile = new Proxy(
  {},
  {
    get() {
      throw new Error("trap: get");
    },
    getPrototypeOf() {
      throw new Error("trap: getPrototypeOf");
    },
    ownKeys() {
      throw new Error("trap: ownKeys");
    },
    has() {
      throw new Error("trap: has");
    },
    getOwnPropertyDescriptor() {
      throw new Error("trap: getOwnPropertyDescriptor");
    },
  },
);

/** A plain-looking object whose values change at each read: a JSON round trip does not give it back. */
function shifting(): Record<string, unknown> {
  let reads = 0;
  return new Proxy({ text: "x" } as Record<string, unknown>, {
    get(target, key) {
      return key === "text" ? `read ${reads++}` : Reflect.get(target, key);
    },
  });
}

function project(): Project {
  return createProject({
    id: "p",
    media: { duration: 60 },
    layout: { outlets: [{ name: "notes", placement: "beside", box: { left: 0, top: 0, width: 100, height: 100 } }] },
    lanes: [{ id: "lane-1", events: [{ id: "a", type: "footnote", start: 0, end: 5, options: { text: "a" } }] }],
  });
}

/** Runs a command in an editor of `project()`: the refusal is thrown from `run`, or from building the command. */
const inEditor = (build: () => unknown) => () => {
  const editor = createEditor({ project: project() });
  editor.run(build() as never);
};

const calls: [string, () => unknown][] = [
  // Projects
  ["createProject(5)", () => createProject(5 as never)],
  ['createProject({ id: "" })', () => createProject({ id: "" })],
  ["createProject({ id: 5 })", () => createProject({ id: 5 as never })],
  ["createProject({ id: 201 characters })", () => createProject({ id: "p".repeat(201) })],
  ["createProject({ id: NUL })", () => createProject({ id: "p\u0000" })],
  ["createProject(hostile)", () => createProject(hostile)],
  ['createProject({ meta: { title: "\\u001b" } })', () => createProject({ meta: { title: "a\u001b[31m" } })],
  ["createProject({ meta: 5 })", () => createProject({ meta: 5 as never })],
  ["createProject({ media: { frameRate: -1 } })", () => createProject({ media: { frameRate: -1 } })],
  ["createProject({ lanes: 5 })", () => createProject({ lanes: 5 as never })],
  ["createProject({ lanes: [{ id: '' }] })", () => createProject({ lanes: [{ id: "", events: [] }] })],
  [
    "createProject({ lanes: overlapping events })",
    () =>
      createProject({
        lanes: [
          {
            id: "l",
            events: [
              { id: "a", type: "x", start: 0, end: 5, options: {} },
              { id: "b", type: "x", start: 1, end: 2, options: {} },
            ],
          },
        ],
      }),
  ],
  ["checkEvent(5, ...)", () => checkEvent(5 as never, "e", { type: "footnote", start: 0, end: 1 }, 30)],
  ["checkEvent(plugins, 'e', null)", () => checkEvent(plugins, "e", null as never, 30)],
  ["checkEvent(plugins, 'e', hostile)", () => checkEvent(plugins, "e", hostile as never, 30)],
  [
    "checkEvent with a proxy as json option",
    () =>
      checkEvent(
        plugins,
        "e",
        { type: "template", start: 0, end: 1, options: { template: "x", data: shifting() } },
        30,
      ),
  ],
  [
    "checkEvent with a throwing proxy as json option",
    () =>
      checkEvent(plugins, "e", { type: "template", start: 0, end: 1, options: { template: "x", data: hostile } }, 30),
  ],
  ["checkOutlet(5)", () => checkOutlet(5 as never)],
  ["checkOutlet(hostile)", () => checkOutlet(hostile as never)],
  ["new Draft(5, 5)", () => new Draft(5 as never, 5 as never)],
  // Commands
  ["addEvent(hostile)", inEditor(() => addEvent(hostile as never))],
  ["addEvent(5)", inEditor(() => addEvent(5 as never))],
  [
    "addEvent({ id: 201 characters })",
    inEditor(() => addEvent({ id: "e".repeat(201), type: "footnote", start: 1, end: 2, options: { text: "x" } })),
  ],
  [
    "addEvent({ id: NUL })",
    inEditor(() => addEvent({ id: "e\u0000", type: "footnote", start: 1, end: 2, options: { text: "x" } })),
  ],
  [
    "addEvent({ lane: 'x' })",
    inEditor(() => addEvent({ type: "footnote", start: 1, end: 2, options: { text: "x" }, lane: "x" as never })),
  ],
  [
    "addEvent with a proxy as json option",
    inEditor(() =>
      addEvent({ type: "template", start: 10, end: 12, options: { template: "{{text}}", data: shifting() } }),
    ),
  ],
  ["removeEvents(5)", inEditor(() => removeEvents(5 as never))],
  ["removeEvents(a proxy that is no list)", inEditor(() => removeEvents(hostile as never))],
  ["moveEvents('a', 5)", inEditor(() => moveEvents("a", 5 as never))],
  ["moveEvents('a', hostile)", inEditor(() => moveEvents("a", hostile as never))],
  ["nudgeEvents('a', NaN)", inEditor(() => nudgeEvents("a", Number.NaN))],
  ["resizeEvent('a', hostile)", inEditor(() => resizeEvent("a", hostile as never))],
  ["resizeEvent(5, {})", inEditor(() => resizeEvent(5 as never, {}))],
  ["setOptions('a', hostile)", inEditor(() => setOptions("a", hostile as never))],
  ["setOptions('a', { text: proxy })", inEditor(() => setOptions("a", { extra: shifting() }))],
  ["moveToLane('a', 5)", inEditor(() => moveToLane("a", 5 as never))],
  ["splitEvent('a', '2')", inEditor(() => splitEvent("a", "2" as never))],
  ["pasteEvents(5, 0)", inEditor(() => pasteEvents(5 as never, 0))],
  ["pasteEvents([hostile], 0)", inEditor(() => pasteEvents([hostile as never], 0))],
  [
    "pasteEvents([{ start: NaN }], 0)",
    inEditor(() => pasteEvents([{ type: "footnote", start: Number.NaN, end: 1, lane: 0, options: { text: "x" } }], 0)),
  ],
  [
    "pasteEvents([{ options: not JSON }], 0)",
    inEditor(() => pasteEvents([{ type: "x", start: 0, end: 1, lane: 0, options: { f: () => 1 } }], 0)),
  ],
  [
    "pasteEvents([...], 0, 'x')",
    inEditor(() =>
      pasteEvents([{ type: "footnote", start: 0, end: 1, lane: 0, options: { text: "x" } }], 0, "x" as never),
    ),
  ],
  ["duplicateEvents(5)", inEditor(() => duplicateEvents(5 as never))],
  ["retime('1', 1)", inEditor(() => retime("1" as never, 1))],
  ["addLane(0, NUL)", inEditor(() => addLane(0, "Notes\u0000"))],
  ["addLane(0, 1001 characters)", inEditor(() => addLane(0, "n".repeat(1001)))],
  ["removeLane(5)", inEditor(() => removeLane(5 as never))],
  ["renameLane('lane-1', ESC)", inEditor(() => renameLane("lane-1", "\u001b[2J"))],
  ["renameLane('lane-1', 1001 characters)", inEditor(() => renameLane("lane-1", "n".repeat(1001)))],
  ["renameLane('lane-1', 5)", inEditor(() => renameLane("lane-1", 5 as never))],
  ["reorderLane('lane-1', 'x')", inEditor(() => reorderLane("lane-1", "x" as never))],
  ["addOutlet(hostile)", inEditor(() => addOutlet(hostile as never))],
  [
    "addOutlet(a box past the area)",
    inEditor(() => addOutlet({ name: "over", placement: "over", box: { left: 50, top: 0, width: 80, height: 10 } })),
  ],
  [
    "addOutlet(zIndex 1e300)",
    inEditor(() =>
      addOutlet({ name: "over", placement: "over", box: { left: 0, top: 0, width: 10, height: 10 }, zIndex: 1e300 }),
    ),
  ],
  ["updateOutlet('notes', hostile)", inEditor(() => updateOutlet("notes", hostile as never))],
  ["updateOutlet('notes', 5)", inEditor(() => updateOutlet("notes", 5 as never))],
  ["removeOutlet(5)", inEditor(() => removeOutlet(5 as never))],
  ["setTrim(hostile)", inEditor(() => setTrim(hostile as never))],
  ["setTrim(5)", inEditor(() => setTrim(5 as never))],
  ["setMedia(hostile)", inEditor(() => setMedia(hostile as never))],
  ["setMedia(5)", inEditor(() => setMedia(5 as never))],
  ["setMedia({ trim })", inEditor(() => setMedia({ trim: { in: -5, out: null } } as never))],
  ["setMedia({ unknown key })", inEditor(() => setMedia({ poster: "x" } as never))],
  ["setMeta(hostile)", inEditor(() => setMeta(hostile as never))],
  ["setMeta({ credits: a proxy that is no list })", inEditor(() => setMeta({ credits: hostile as never }))],
  ["setMedia({ source: hostile })", inEditor(() => setMedia({ source: hostile as never }))],
  ["setMeta({ credits: [hostile] })", inEditor(() => setMeta({ credits: [hostile as never] }))],
  [
    "pasteEvents([{ options: hostile }], 0)",
    inEditor(() => pasteEvents([{ type: "footnote", start: 0, end: 1, lane: 0, options: hostile as never }], 0)),
  ],
  [
    "addEvent({ start: a proxy, no time })",
    inEditor(() => addEvent({ type: "footnote", start: hostile as never, end: 1, options: { text: "x" } })),
  ],
  ["setTrim({ in: a proxy, no time })", inEditor(() => setTrim({ in: hostile as never }))],
  ["updateOutlet('notes', { box: hostile })", inEditor(() => updateOutlet("notes", { box: hostile as never }))],
  ["setMeta(5)", inEditor(() => setMeta(5 as never))],
  ["setMeta({ description: NUL })", inEditor(() => setMeta({ description: "a\u0000b" }))],
  ["setMeta({ description: 100,001 characters })", inEditor(() => setMeta({ description: "d".repeat(100_001) }))],
  ["setMeta({ credits: [{ name: ESC }] })", inEditor(() => setMeta({ credits: [{ role: "Cut", name: "\u001b" }] }))],
  [
    "setMeta({ credits: [{ role: 1001 characters }] })",
    inEditor(() => setMeta({ credits: [{ role: "r".repeat(1001), name: "n" }] })),
  ],
  ["setMeta({ unknown key })", inEditor(() => setMeta({ author: "x" } as never))],
  // Loading and importing
  ["loadProject(x)", () => (loadProject as (input: unknown) => unknown)({ schema: "popcorn-kit/project" })],
  ["loadProject(x, { plugins: 5 })", () => loadProject({ schema: "popcorn-kit/project" }, { plugins: 5 as never })],
  ["loadProject(x, hostile)", () => loadProject({ schema: "popcorn-kit/project" }, hostile as never)],
  ["importFile(text)", () => (importFile as (text: string) => unknown)(SRT)],
  ["importFile(text, { fileName: 5 })", () => importFile(SRT, { plugins, fileName: 5 as never })],
  ["importFile(text, { into: 5 })", () => importFile(SRT, { plugins, into: 5 as never })],
  ["importFile(text, { into: {} })", () => importFile(SRT, { plugins, into: {} as never })],
  ["importFile(text, { into: hostile })", () => importFile(SRT, { plugins, into: hostile as never })],
  ["importFile(text, { duration: 'x' })", () => importFile(SRT, { plugins, duration: "x" as never })],
  ["importFile(text, { plugins: 5 })", () => importFile(SRT, { plugins: 5 as never })],
  ["importFile(text, hostile)", () => importFile(SRT, hostile as never)],
  ["importPopcornMaker(x)", () => (importPopcornMaker as (input: unknown) => unknown)({ media: [{ tracks: [] }] })],
  ["isPopcornMakerProject(hostile)", () => isPopcornMakerProject(hostile)],
];

describe("the engine's calls with bad arguments", () => {
  it("each throws a PopcornError: no raw error, no silent acceptance", () => {
    const raw: string[] = [];
    const accepted: string[] = [];
    for (const [name, call] of calls) {
      try {
        call();
        accepted.push(name);
      } catch (error) {
        if (!(error instanceof PopcornError)) raw.push(`${name}: ${String(error)}`);
      }
    }
    expect(raw).toEqual([]);
    expect(accepted).toEqual([]);
  });

  it.each(calls)("%s throws a PopcornError", (_, call) => {
    expect(call).toThrow(PopcornError);
  });

  it("turns what a hostile value throws while it is read into a PopcornError whose cause is that error", () => {
    const hostileCalls = calls.filter(([name]) => /hostile/.test(name));
    expect(hostileCalls.length).toBeGreaterThan(15);
    for (const [name, call] of hostileCalls) {
      let error: unknown;
      try {
        call();
      } catch (thrown) {
        error = thrown;
      }
      expect(error, name).toBeInstanceOf(PopcornError);
      expect(String((error as PopcornError).cause), name).toMatch(/trap: /);
    }
  });
});

/*
 * The entries of the editor's other parts (session, storage, export, placement, plugins, preview), whose checks
 * those parts own. Today these throw a raw error for the bad argument each is given here; the list may only
 * shrink: a call that throws a raw error and is not in it fails this test.
 */
const OTHERS_RAW_TODAY = new Set([
  "createPluginSet(5)",
  "createEditor({ project: 5 })",
  "createEditor({ project: {} })",
  "createEditor({ plugins: 5 })",
  "createEditor(hostile)",
  "editor.load(5)",
  "editor.select(5)",
  "editor.copy(5)",
  "bindPreview(5, 5)",
  "spanFits(5, span)",
  "createSnapTargets(5)",
  "snapTargetAt(5, 0)",
  "collectSnapTargets(5)",
  "createAutosave(5, storage)",
  "createProjectSerializer()(5)",
  "exportProjectJson(5)",
  "exportSubtitles(5, 'srt')",
  "exportPopcornData(5)",
  "packLanes(5)",
  "exportHtml(5)",
  "exportReact(5)",
  "exportVue(5)",
  "exportSvelte(5)",
  "layoutCss(5)",
  "listSavedProjects(5)",
  "deleteSavedProject(5, 'a')",
]);

describe("the calls of the editor's other parts with bad arguments", () => {
  it("throw no raw error beyond those known today (the list only shrinks)", async () => {
    const editor = createEditor();
    const others: [string, () => unknown][] = [
      ["createPluginSet(5)", () => createPluginSet(5 as never)],
      ["createEditor({ project: 5 })", () => createEditor({ project: 5 as never })],
      ["createEditor({ project: {} })", () => createEditor({ project: {} as never })],
      ["createEditor({ plugins: 5 })", () => createEditor({ plugins: 5 as never })],
      ["createEditor(hostile)", () => createEditor(hostile as never)],
      ["editor.load(5)", () => editor.load(5 as never)],
      ["editor.select(5)", () => editor.select(5 as never)],
      ["editor.copy(5)", () => editor.copy(5 as never)],
      ["editor.setPlayhead(-1)", () => editor.setPlayhead(-1)],
      ["bindPreview(5, 5)", () => bindPreview(5 as never, 5 as never)],
      ["eventsFit(5, 0, 1)", () => eventsFit(5 as never, 0, 1)],
      ["findFreeLane([], span, 5)", () => findFreeLane([], { start: 0, end: 1 }, 5 as never)],
      ["spanFits(5, span)", () => spanFits(5 as never, { start: 0, end: 1 })],
      ["createSnapTargets(5)", () => createSnapTargets(5 as never)],
      ["snapTargetAt(5, 0)", () => snapTargetAt(5 as never, 0)],
      ["collectSnapTargets(5)", () => collectSnapTargets(5 as never)],
      ["createAutosave(5, storage)", () => createAutosave(5 as never, 5 as never)],
      ["createProjectSerializer()(5)", () => createProjectSerializer()(5 as never)],
      ["exportProjectJson(5)", () => exportProjectJson(5 as never)],
      ["exportSubtitles(5, 'srt')", () => exportSubtitles(5 as never, "srt")],
      ["exportPopcornData(5)", () => exportPopcornData(5 as never)],
      ["packLanes(5)", () => packLanes(5 as never)],
      ["exportHtml(5)", () => exportHtml(5 as never)],
      ["exportReact(5)", () => exportReact(5 as never)],
      ["exportVue(5)", () => exportVue(5 as never)],
      ["exportSvelte(5)", () => exportSvelte(5 as never)],
      ["layoutCss(5)", () => layoutCss(5 as never)],
      ["listSavedProjects(5)", () => listSavedProjects(5 as never)],
      ["deleteSavedProject(5, 'a')", () => deleteSavedProject(5 as never, "a")],
    ];
    const raw: string[] = [];
    for (const [name, call] of others) {
      try {
        await call();
      } catch (error) {
        if (!(error instanceof PopcornError) && !OTHERS_RAW_TODAY.has(name)) raw.push(`${name}: ${String(error)}`);
      }
    }
    expect(raw).toEqual([]);
  });
});
