import { PopcornError } from "@popcorn-kit/core";
import { describe, expect, it } from "vitest";
import {
  CATALOGUE,
  type Command,
  type Project,
  addEvent,
  addLane,
  addOutlet,
  compactLanes,
  createEditor,
  createPluginSet,
  createProject,
  duplicateEvents,
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
import { lanes, note } from "./fixtures/lanes.js";

/** A minute of media, two lanes: notes at 0-5, 5-10 and 20-30 in lane 1, a title at 2-8 in lane 2. */
function sample(): Project {
  return createProject({
    id: "sample",
    media: { duration: 60 },
    layout: { outlets: [{ name: "notes", placement: "beside", box: { left: 0, top: 0, width: 100, height: 100 } }] },
    lanes: [
      {
        id: "lane-1",
        events: [note("a", 0, 5), { ...note("b", 5, 10), options: { text: "b", target: "notes" } }, note("c", 20, 30)],
      },
      { id: "lane-2", events: [{ id: "t", type: "text", start: 2, end: 8, options: { text: "Title" } }] },
    ],
  });
}

/** Runs a command, then checks that undo gives the project back exactly and redo the edited one. */
function runAndUndo<R>(command: Command<R>, project = sample()) {
  const editor = createEditor({ project });
  const result = editor.run(command);
  const edited = editor.getSnapshot().project;
  expect(edited).not.toBe(project);
  expect(editor.undo()).toBe(true);
  expect(editor.getSnapshot().project).toEqual(project);
  expect(editor.redo()).toBe(true);
  expect(editor.getSnapshot().project).toEqual(edited);
  return { result, edited, editor };
}

describe("event commands, each with its undo and redo", () => {
  it("addEvent checks the options by the manifest and puts the event in its lane", () => {
    const { result, edited } = runAndUndo(
      addEvent({ type: "footnote", start: 12, end: "0:15", options: { text: "New" }, lane: 0 }),
    );
    expect(result).toBe("footnote-5");
    expect(lanes(edited)[0]).toBe("lane-1: a@0-5 b@5-10 footnote-5@12-15 c@20-30");
  });

  it("addEvent dropped on an overlap goes to the nearest free lane, a new one when none is free", () => {
    const { edited } = runAndUndo(addEvent({ type: "footnote", start: 3, end: 9, options: { text: "x" } }));
    // A new lane goes right after the lane it was dropped on.
    expect(lanes(edited)).toEqual(["lane-1: a@0-5 b@5-10 c@20-30", "lane-3: footnote-5@3-9", "lane-2: t@2-8"]);
  });

  it("addEvent refuses a bad option, an unknown type and a taken id, changing nothing", () => {
    const editor = createEditor({ project: sample() });
    const before = editor.getSnapshot();
    expect(() => editor.run(addEvent({ type: "footnote", start: 1, end: 2, options: {} }))).toThrow(/text/);
    expect(() => editor.run(addEvent({ type: "nope", start: 1, end: 2 }))).toThrow(PopcornError);
    expect(() =>
      editor.run(addEvent({ id: "a", type: "footnote", start: 40, end: 41, options: { text: "x" } })),
    ).toThrow(/"a"/);
    expect(() => editor.run(addEvent({ type: "footnote", start: 5, end: 2, options: { text: "x" } }))).toThrow(
      /before it starts/,
    );
    expect(() =>
      editor.run(addEvent({ type: "image", start: 40, end: 41, options: { src: "javascript:alert(1)" } })),
    ).toThrow(/javascript/);
    expect(editor.getSnapshot()).toBe(before);
    expect(editor.getSnapshot().canUndo).toBe(false);
  });

  it("removeEvents removes several events in one step", () => {
    const { edited } = runAndUndo(removeEvents(["a", "t"]));
    expect(lanes(edited)).toEqual(["lane-1: b@5-10 c@20-30", "lane-2: "]);
  });

  it("moveEvents moves in time, keeping lengths, and lands on a free lane when it would overlap", () => {
    const { edited } = runAndUndo(moveEvents("c", { by: -14 }));
    // 6-16 overlaps b in lane 1 and t in lane 2: a new lane after lane 1.
    expect(lanes(edited)).toEqual(["lane-1: a@0-5 b@5-10", "lane-3: c@6-16", "lane-2: t@2-8"]);
  });

  it("moveEvents moves a group across lanes, and stops at 0 and at the media's end", () => {
    const { edited } = runAndUndo(moveEvents(["a", "b"], { by: 30, lanes: 1 }));
    expect(lanes(edited)).toEqual(["lane-1: c@20-30", "lane-2: t@2-8 a@30-35 b@35-40"]);
    // Already at 0: the group cannot move earlier.
    const editor = createEditor({ project: sample() });
    editor.run(moveEvents(["a", "b"], { by: -3 }));
    expect(editor.getSnapshot().canUndo).toBe(false);
    const late = runAndUndo(moveEvents("c", { by: 100 })).edited;
    expect(lanes(late)[0]).toBe("lane-1: a@0-5 b@5-10 c@50-60");
  });

  it("nudgeEvents moves by whole frames", () => {
    const { edited } = runAndUndo(nudgeEvents("c", 3));
    expect(edited.lanes[0]!.events[2]).toMatchObject({ id: "c", start: 20.1, end: 30.1 });
  });

  it("resizeEvent moves an edge, stopping at the neighbours", () => {
    const { edited } = runAndUndo(resizeEvent("b", { end: 25 }));
    expect(lanes(edited)[0]).toBe("lane-1: a@0-5 b@5-20 c@20-30");
    const start = runAndUndo(resizeEvent("c", { start: 12 })).edited;
    expect(lanes(start)[0]).toBe("lane-1: a@0-5 b@5-10 c@12-30");
    // The end never passes the start.
    const flat = runAndUndo(resizeEvent("c", { end: 0 })).edited;
    expect(lanes(flat)[0]).toBe("lane-1: a@0-5 b@5-10 c@20-20");
  });

  it("resizeEvent keeps a point that starts with the span before it a point: growing it would overlap the span", () => {
    const project = createProject({
      id: "points",
      media: { duration: 60 },
      lanes: [{ id: "lane-1", events: [note("span", 3, 7), note("z-point", 3, 3), note("later", 20, 30)] }],
    });
    const editor = createEditor({ project });
    editor.run(resizeEvent("z-point", { end: 5 }));
    editor.run(resizeEvent("z-point", { start: 0, end: 12 }));
    expect(lanes(editor.getSnapshot().project)[0]).toBe("lane-1: span@3-7 z-point@3-3 later@20-30");
  });

  it("setOptions checks changes by the manifest; undefined restores the default", () => {
    const { edited } = runAndUndo(setOptions("b", { text: "Changed", target: undefined }));
    expect(edited.lanes[0]!.events[1]!.options).toEqual({ text: "Changed" });
    const editor = createEditor({ project: sample() });
    expect(() => editor.run(setOptions("b", { text: 42n }))).toThrow(PopcornError);
    expect(() => editor.run(setOptions("zzz", { text: "x" }))).toThrow(/"zzz"/);
  });

  it("moveToLane moves events to a lane, spilling those that overlap into a new lane after it", () => {
    const { edited } = runAndUndo(moveToLane(["a", "c"], "lane-2"));
    expect(lanes(edited)).toEqual(["lane-1: b@5-10", "lane-2: t@2-8 c@20-30", "lane-3: a@0-5"]);
  });

  it("splitEvent cuts an event in two with the same options", () => {
    const { result, edited } = runAndUndo(splitEvent("c", 24));
    expect(lanes(edited)[0]).toBe(`lane-1: a@0-5 b@5-10 c@20-24 ${result}@24-30`);
    expect(edited.lanes[0]!.events[3]!.options).toEqual({ text: "c" });
    expect(() => createEditor({ project: sample() }).run(splitEvent("c", 30))).toThrow(/between/);
  });

  it("duplicateEvents puts copies right after the originals", () => {
    const { result, edited } = runAndUndo(duplicateEvents(["a", "b"]));
    expect(result).toHaveLength(2);
    expect(lanes(edited)[0]).toBe(`lane-1: a@0-5 b@5-10 ${result[0]}@10-15 ${result[1]}@15-20 c@20-30`);
  });

  it("retime inserts time after a point, in every lane, and removes it only where the gap is free", () => {
    const { edited } = runAndUndo(retime(10, 5));
    expect(lanes(edited)).toEqual(["lane-1: a@0-5 b@5-10 c@25-35", "lane-2: t@2-8"]);
    const removed = runAndUndo(retime(20, -10)).edited;
    expect(lanes(removed)[0]).toBe("lane-1: a@0-5 b@5-10 c@10-20");
    const editor = createEditor({ project: sample() });
    expect(() => editor.run(retime(20, -12))).toThrow(/"b" ends at 10/);
    expect(editor.getSnapshot().canUndo).toBe(false);
  });
});

describe("lane, layout, media and details commands, each with its undo and redo", () => {
  it("adds, renames, reorders and removes lanes", () => {
    expect(lanes(runAndUndo(addLane(0, "Titles")).edited)[0]).toBe("lane-3: ");
    expect(runAndUndo(renameLane("lane-2", "Titles")).edited.lanes[1]!.name).toBe("Titles");
    expect(lanes(runAndUndo(reorderLane("lane-2", 0)).edited)).toEqual([
      "lane-2: t@2-8",
      "lane-1: a@0-5 b@5-10 c@20-30",
    ]);
    const { edited } = runAndUndo(removeLane("lane-1"));
    expect(lanes(edited)).toEqual(["lane-2: t@2-8"]);
  });

  it("compacts lanes: every event in the fewest lanes, first fit by start, the empty lanes removed", () => {
    const spread = createProject({
      media: { duration: 60 },
      lanes: [
        {
          id: "lane-1",
          name: "Notes",
          events: [{ id: "a", type: "footnote", start: 0, end: 5, options: { text: "a" } }],
        },
        { id: "lane-2", events: [{ id: "b", type: "footnote", start: 6, end: 8, options: { text: "b" } }] },
        { id: "lane-3", events: [{ id: "c", type: "footnote", start: 2, end: 7, options: { text: "c" } }] },
      ],
    });
    const { edited } = runAndUndo(compactLanes(), spread);
    expect(lanes(edited)).toEqual(["lane-1: a@0-5 b@6-8", "lane-2: c@2-7"]);
    expect(edited.lanes[0]!.name).toBe("Notes");
  });

  it("adds, moves, renames and removes outlets; a rename retargets, a removal untargets", () => {
    const added = runAndUndo(
      addOutlet({ name: "over", placement: "over", box: { left: 5, top: 70, width: 90, height: 20 } }),
    ).edited;
    expect(added.layout.outlets.map((o) => o.name)).toEqual(["notes", "over"]);
    const moved = runAndUndo(updateOutlet("notes", { box: { top: 50, height: 50 } })).edited;
    expect(moved.layout.outlets[0]!.box).toEqual({ left: 0, top: 50, width: 100, height: 50 });
    const renamed = runAndUndo(updateOutlet("notes", { name: "side" })).edited;
    expect(renamed.lanes[0]!.events[1]!.options.target).toBe("side");
    const removed = runAndUndo(removeOutlet("notes")).edited;
    expect(removed.layout.outlets).toEqual([]);
    expect(removed.lanes[0]!.events[1]!.options).toEqual({ text: "b" });
    const editor = createEditor({ project: sample() });
    expect(() =>
      editor.run(addOutlet({ name: "1 bad", placement: "over", box: { left: 0, top: 0, width: 1, height: 1 } })),
    ).toThrow(/Outlet name/);
    expect(() => editor.run(updateOutlet("notes", { box: { width: 140 } }))).toThrow(/box.width 140/);
  });

  it("trims the media, changes its source and the project's details", () => {
    expect(runAndUndo(setTrim({ in: 2, out: "0:50" })).edited.media.trim).toEqual({ in: 2, out: 50 });
    const source = { kind: "url", url: "/media/moon.mp4" } as const;
    expect(runAndUndo(setMedia({ source })).edited.media.source).toEqual(source);
    expect(runAndUndo(setMeta({ title: "Moon", language: "pt-BR" })).edited.meta).toMatchObject({
      title: "Moon",
      language: "pt-BR",
    });
    const editor = createEditor({ project: sample() });
    expect(() => editor.run(setTrim({ in: 30, out: 20 }))).toThrow(
      /Trim out 20: expected seconds after the in point \(30\)/,
    );
    expect(() => editor.run(setTrim({ out: 90 }))).toThrow(/60 s/);
    expect(() => editor.run(setMeta({ language: "<script>" }))).toThrow(/language tag/);
  });
});

describe("hostile arguments", () => {
  it("refuses NaN, Infinity and non-numbers as times with a PopcornError, changing nothing", () => {
    const editor = createEditor({ project: sample() });
    const before = editor.getSnapshot();
    for (const command of [
      moveEvents("a", { by: Number.NaN }),
      moveEvents("a", { lanes: Number.POSITIVE_INFINITY }),
      nudgeEvents("a", "3" as never),
      resizeEvent("a", { end: Number.NaN }),
      splitEvent("a", Number.NaN),
      retime(Number.NaN, 1),
      addEvent({ type: "footnote", start: 0, end: Number.POSITIVE_INFINITY, options: { text: "x" } }),
    ]) {
      expect(() => editor.run(command as Command<unknown>)).toThrow(PopcornError);
    }
    expect(() => moveEvents(42 as never, {})).toThrow(PopcornError);
    expect(editor.getSnapshot()).toBe(before);
  });

  it("refuses a media source the kit would not play (javascript:, data:, no URL) and a title with control characters", () => {
    const editor = createEditor({ project: sample() });
    const before = editor.getSnapshot();
    for (const source of [
      { kind: "url", url: "javascript:alert(1)" },
      { kind: "youtube", url: " JAVASCRIPT:alert(1)" },
      { kind: "url", url: "data:text/html,<script>alert(1)</script>" },
      { kind: "vimeo", url: "" },
      { kind: "file", name: "" },
      { kind: "stream", url: "/a.mp4" },
      "moon.mp4",
    ]) {
      expect(() => editor.run(setMedia({ source: source as never }))).toThrow(/Media source/);
    }
    expect(() => editor.run(setMeta({ title: "Moon\u0000landing" }))).toThrow(/Title/);
    expect(editor.getSnapshot()).toBe(before);
    // What loading a file accepts, the command accepts.
    editor.run(setMedia({ source: { kind: "url", url: " https://example.org/moon.mp4 " } }));
    expect(editor.getSnapshot().project.media.source).toEqual({ kind: "url", url: "https://example.org/moon.mp4" });
  });

  it("keeps a JSON __proto__ key out of an event's options, and refuses functions", () => {
    const editor = createEditor({ project: sample() });
    editor.run(setOptions("a", JSON.parse('{"__proto__": {"polluted": true}, "text": "safe"}')));
    const options = editor.getSnapshot().project.lanes[0]!.events[0]!.options;
    expect(options).toEqual({ text: "safe" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() =>
      editor.run(addEvent({ type: "footnote", start: 40, end: 41, options: { text: "x", extra: () => 1 } })),
    ).toThrow(/JSON value/);
  });
});

describe("placement around point events", () => {
  it("sees an event hidden behind a point event that starts with it", () => {
    const project = createProject({
      media: { duration: 60 },
      lanes: [
        {
          id: "lane-1",
          events: [
            { id: "a", type: "footnote", start: 3, end: 5, options: { text: "a" } },
            { id: "b", type: "footnote", start: 3, end: 3, options: { text: "b" } },
          ],
        },
      ],
    });
    const { edited } = runAndUndo(addEvent({ type: "footnote", start: 4, end: 4.5, options: { text: "x" } }), project);
    expect(lanes(edited)).toEqual(["lane-1: a@3-5 b@3-3", "lane-2: footnote-3@4-4.5"]);
  });
});

describe("what a reload would drop: the commands refuse it", () => {
  const plugins = createPluginSet(CATALOGUE);

  /** The project as a file, loaded again: what autosave and recovery do. */
  const reload = (project: Project) => loadProject(JSON.parse(JSON.stringify(project)), { plugins });

  /**
   * Each refused edit, and the same value in a file: the command refuses what the load would not keep. The file's
   * value is written where the command would have put it.
   */
  const refused: [string, () => Command<unknown>, (file: Record<string, any>) => void][] = [
    ["a title with NUL", () => setMeta({ title: "Moon\u0000landing" }), (f) => (f.meta.title = "Moon\u0000landing")],
    ["a description with NUL", () => setMeta({ description: "a\u0000b" }), (f) => (f.meta.description = "a\u0000b")],
    [
      "a description with ESC",
      () => setMeta({ description: "\u001b[2Jcleared" }),
      (f) => (f.meta.description = "\u001b[2Jcleared"),
    ],
    [
      "a description of 100,001 characters",
      () => setMeta({ description: "d".repeat(100_001) }),
      (f) => (f.meta.description = "d".repeat(100_001)),
    ],
    [
      "a title of 1001 characters",
      () => setMeta({ title: "t".repeat(1001) }),
      (f) => (f.meta.title = "t".repeat(1001)),
    ],
    [
      "a credit's name with ESC",
      () => setMeta({ credits: [{ role: "Cut", name: "\u001b[31mred" }] }),
      (f) => (f.meta.credits = [{ role: "Cut", name: "\u001b[31mred" }]),
    ],
    [
      "a credit's role of 1001 characters",
      () => setMeta({ credits: [{ role: "r".repeat(1001), name: "Ana" }] }),
      (f) => (f.meta.credits = [{ role: "r".repeat(1001), name: "Ana" }]),
    ],
    ["a lane name with NUL", () => renameLane("lane-1", "Notes\u0000"), (f) => (f.lanes[0].name = "Notes\u0000")],
    ["a lane name with ESC", () => renameLane("lane-1", "\u001b[2J"), (f) => (f.lanes[0].name = "\u001b[2J")],
    [
      "a lane name of 1001 characters",
      () => renameLane("lane-1", "n".repeat(1001)),
      (f) => (f.lanes[0].name = "n".repeat(1001)),
    ],
    ["a new lane's name with NUL", () => addLane(0, "a\u0000"), (f) => f.lanes.push({ id: "x", name: "a\u0000" })],
    [
      "an event id of 201 characters",
      () => addEvent({ id: "e".repeat(201), type: "footnote", start: 40, end: 41, options: { text: "x" } }),
      (f) => (f.lanes[0].events[0].id = "e".repeat(201)),
    ],
    [
      "an event id with a control character",
      () => addEvent({ id: "e\u0007", type: "footnote", start: 40, end: 41, options: { text: "x" } }),
      (f) => (f.lanes[0].events[0].id = "e\u0007"),
    ],
    [
      "an outlet box that leaves its area",
      () => addOutlet({ name: "over", placement: "over", box: { left: 50, top: 0, width: 80, height: 10 } }),
      (f) =>
        f.layout.outlets.push({ name: "over", placement: "over", box: { left: 50, top: 0, width: 80, height: 10 } }),
    ],
    [
      "an outlet moved so that its box leaves its area",
      () => updateOutlet("notes", { box: { top: 50 } }),
      (f) => (f.layout.outlets[0].box.top = 50),
    ],
    [
      "a stacking order past the safe integers",
      () =>
        addOutlet({ name: "over", placement: "over", box: { left: 0, top: 0, width: 9, height: 9 }, zIndex: 2 ** 60 }),
      (f) =>
        f.layout.outlets.push({
          name: "over",
          placement: "over",
          box: { left: 0, top: 0, width: 9, height: 9 },
          zIndex: 2 ** 60,
        }),
    ],
    ["a frame rate of 0", () => setMedia({ frameRate: 0 }), (f) => (f.media.frameRate = 0)],
  ];

  it.each(refused)(
    "refuses %s with a PopcornError, as a load would not keep it, recording nothing",
    (_, command, edit) => {
      const editor = createEditor({ project: sample() });
      const before = editor.getSnapshot();
      let error: unknown;
      try {
        editor.run(command());
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(PopcornError);
      // The message names the refused value and what is accepted.
      expect((error as PopcornError).message).toMatch(/: expected /);
      expect(editor.getSnapshot()).toBe(before);
      expect(editor.getSnapshot().canUndo).toBe(false);
      // The same value in a file: the load does not keep it as it is.
      const file = JSON.parse(JSON.stringify(sample()));
      edit(file);
      const { issues } = loadProject(file, { plugins });
      expect(issues.length).toBeGreaterThan(0);
    },
  );

  it("refuses keys a project does not have, and the trim through setMedia", () => {
    const editor = createEditor({ project: sample() });
    const before = editor.getSnapshot();
    expect(() => editor.run(setMeta({ author: "Ana" } as never))).toThrow(
      /setMeta\(\): the key "author": expected one of title, language, description, credits/,
    );
    expect(() => editor.run(setMedia({ poster: "/p.png" } as never))).toThrow(/the key "poster"/);
    expect(() => editor.run(setMedia({ trim: { in: -5, out: null } } as never))).toThrow(/the key "trim"/);
    expect(() => editor.run(setMeta({ title: undefined }))).toThrow(/only the description can be removed/);
    expect(editor.getSnapshot()).toBe(before);
  });

  it("keeps what a load keeps: every accepted edit reloads as it is, with no issue", () => {
    const editor = createEditor({ project: sample() });
    const edits: Command<unknown>[] = [
      setMeta({
        title: "t".repeat(1000),
        description: "Tabs\tand\nlines\r\nstay",
        credits: [{ role: "Cut", name: "n".repeat(1000) }],
        language: "zh-Hant-TW",
      }),
      setMeta({ description: undefined }),
      renameLane("lane-1", ""),
      renameLane("lane-2", "Titles\twith a tab"),
      addLane(0, "l".repeat(1000)),
      addEvent({ id: "e".repeat(200), type: "footnote", start: 40, end: 41, options: { text: "x" } }),
      // A point at the start of a span shares its lane: the placement rule, and the load's.
      addEvent({ id: "point", type: "footnote", start: 20, end: 20, options: { text: "p" }, lane: 1 }),
      addOutlet({ name: "third", placement: "over", box: { left: 100 / 3, top: 0, width: 200 / 3, height: 10 } }),
      setMedia({ frameRate: 500, source: { kind: "youtube", url: " https://youtu.be/x " } }),
      setTrim({ in: "0:02", out: 50 }),
    ];
    for (const edit of edits) editor.run(edit);
    const project = editor.getSnapshot().project;
    const notes = project.lanes.find((lane) => lane.id === "lane-1")!;
    expect(notes.events.map((event) => event.id)).toEqual(["a", "b", "c", "point"]);
    const { project: loaded, issues } = reload(project);
    expect(issues).toEqual([]);
    expect(loaded).toEqual(project);
  });

  it("keeps a copy of options, never an object the caller holds, and refuses one that reads differently each time", () => {
    const editor = createEditor({ project: sample() });
    const data = { moons: ["Io", "Europa"] };
    const id = editor.run(addEvent({ type: "template", start: 40, end: 41, options: { template: "{{moons}}", data } }));
    data.moons.push("Ganymede");
    const stored = editor
      .getSnapshot()
      .project.lanes.flatMap((lane) => lane.events)
      .find((event) => event.id === id)!;
    expect(stored.options.data).toEqual({ moons: ["Io", "Europa"] });
    // A proxy that answers as plain data is kept as a copy; one whose answers change is refused, changing nothing.
    const steady = new Proxy({ moons: ["Io"] }, {});
    editor.run(setOptions(id, { data: steady }));
    const after = editor
      .getSnapshot()
      .project.lanes.flatMap((lane) => lane.events)
      .find((event) => event.id === id)!;
    expect(after.options.data).toEqual({ moons: ["Io"] });
    expect(after.options.data).not.toBe(steady);
    let reads = 0;
    const shifting = new Proxy({ moon: "Io" } as Record<string, unknown>, {
      get: (target, key) => (key === "moon" ? `Io ${reads++}` : Reflect.get(target, key)),
    });
    const before = editor.getSnapshot();
    expect(() => editor.run(setOptions(id, { data: shifting }))).toThrow(/reads differently from one read to the next/);
    expect(() => editor.run(setOptions("a", { extra: shifting }))).toThrow(PopcornError);
    expect(editor.getSnapshot()).toBe(before);
    const trap = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("trap: ownKeys");
        },
      },
    );
    let error: unknown;
    try {
      editor.run(setOptions(id, { data: trap }));
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(PopcornError);
    expect(String((error as PopcornError).cause)).toMatch(/trap: ownKeys/);
  });

  it("copies where an event's html came from with the event: a duplicate of a file's event is a file's", () => {
    const project = createProject({
      media: { duration: 60 },
      lanes: [
        { id: "l", events: [{ id: "f", type: "footnote", start: 0, end: 1, options: { text: "x" }, origin: "file" }] },
      ],
    });
    const editor = createEditor({ project });
    const [copy] = editor.run(duplicateEvents("f"));
    expect(editor.getSnapshot().project.lanes[0]!.events.find((event) => event.id === copy)?.origin).toBe("file");
  });

  it("pastes clipboard events as a load reads them: bad times and options refused, unknown types kept", () => {
    const editor = createEditor({ project: sample() });
    const before = editor.getSnapshot();
    expect(() =>
      editor.run(pasteEvents([{ type: "footnote", start: 0, end: 1, lane: 0, options: { text: "x\u0000" } }], 40)),
    ).toThrow(/text/);
    expect(() =>
      editor.run(pasteEvents([{ type: "flickr", start: 0, end: 1, lane: 0, options: { f: (() => 1) as never } }], 40)),
    ).toThrow(/function/);
    expect(() => editor.run(pasteEvents([{ type: "b a d", start: 0, end: 1, lane: 0, options: {} }], 40))).toThrow(
      /Event type "b a d"/,
    );
    expect(editor.getSnapshot()).toBe(before);
    const [pasted] = editor.run(
      pasteEvents([{ type: "flickr", start: 0, end: 1, lane: 0, options: { tags: "moon" } }], 40),
    );
    expect(
      editor
        .getSnapshot()
        .project.lanes.flatMap((lane) => lane.events)
        .find((e) => e.id === pasted),
    ).toMatchObject({
      type: "flickr",
      start: 40,
      end: 41,
      options: { tags: "moon" },
    });
  });
});
