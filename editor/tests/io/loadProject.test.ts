import { PopcornError, definePlugin } from "@popcorn-kit/core";
import { describe, expect, it } from "vitest";
import { CATALOGUE, PROJECT_SCHEMA, PROJECT_VERSION, createPluginSet } from "../../src/index.js";
import { loadProject } from "../../src/project/loadProject.js";

const plugins = createPluginSet(CATALOGUE);

function file(parts: Record<string, unknown> = {}): Record<string, unknown> {
  return { schema: PROJECT_SCHEMA, version: PROJECT_VERSION, id: "p-1", ...parts };
}

const footnote = (id: string, start: number, end: number, text: unknown = id) => ({
  id,
  type: "footnote",
  start,
  end,
  options: { text },
});

function thrown(run: () => unknown): PopcornError {
  try {
    run();
  } catch (error) {
    return error as PopcornError;
  }
  throw new Error("expected a throw");
}

describe("loadProject", () => {
  it("loads a valid project with no issue, from text or from the parsed value", () => {
    const value = file({
      meta: { title: "Moon", language: "pt-BR", credits: [{ role: "Editor", name: "Ana" }] },
      media: {
        source: { kind: "youtube", url: "https://youtu.be/abc" },
        duration: 60,
        frameRate: 25,
        trim: { in: 1, out: 50 },
      },
      layout: { outlets: [{ name: "side", placement: "beside", box: { left: 0, top: 0, width: 100, height: 50 } }] },
      lanes: [{ id: "l1", name: "Notes", events: [footnote("b", 5, 6), footnote("a", 1, 2)] }],
    });
    for (const input of [value, JSON.stringify(value)]) {
      const { project, issues } = loadProject(input, { plugins });
      expect(issues).toEqual([]);
      expect(project.id).toBe("p-1");
      expect(project.meta).toMatchObject({ title: "Moon", language: "pt-BR" });
      expect(project.media).toEqual(value.media);
      expect(project.layout.outlets[0]?.name).toBe("side");
      // Sorted by start within the lane.
      expect(project.lanes[0]?.events.map((event) => event.id)).toEqual(["a", "b"]);
    }
  });

  it("gives missing parts their defaults, and ignores unknown keys", () => {
    const { project, issues } = loadProject(file({ extra: { anything: true } }), { plugins });
    expect(issues).toEqual([]);
    expect(project.meta.title).toBe("Untitled");
    expect(project.media.duration).toBe(0);
    expect(project.lanes).toEqual([{ id: "lane-1", events: [] }]);
    expect(project).not.toHaveProperty("extra");
  });

  it("throws PARSE for text that is not JSON, a value that is not an object, and another schema", () => {
    expect(thrown(() => loadProject("{ nope", { plugins }))).toMatchObject({ code: "PARSE" });
    expect(thrown(() => loadProject("[1, 2]", { plugins })).message).toMatch(
      /Project an array of 2: expected the JSON/,
    );
    expect(thrown(() => loadProject({ schema: "other", version: 1 }, { plugins })).message).toMatch(
      /Project schema "other": expected "popcorn-kit\/project"/,
    );
  });

  it("refuses a file of a newer version, naming the version and what this package reads", () => {
    const error = thrown(() => loadProject(file({ version: PROJECT_VERSION + 1 }), { plugins }));
    expect(error).toBeInstanceOf(PopcornError);
    expect(error.code).toBe("PARSE");
    expect(error.message).toContain(`version ${PROJECT_VERSION + 1}`);
    expect(error.message).toContain(`up to version ${PROJECT_VERSION}`);
  });

  it("drops an event with a bad time, type or option, naming its path and reusing the manifest's message", () => {
    const { project, issues } = loadProject(
      file({
        lanes: [
          { id: "l1", events: [footnote("ok", 0, 1)] },
          {
            id: "l2",
            events: [footnote("late", 5, 2), { id: "t", type: 7, start: 0, end: 1 }, footnote("neg", -1, 2)],
          },
          {
            id: "l3",
            events: [{ id: "img", type: "image", start: 1, end: 2, options: { src: "javascript:alert(1)", alt: "" } }],
          },
          {
            id: "l4",
            events: [footnote("empty", 0, 1, 42), { id: "nt", type: "footnote", start: 0, end: 1, options: {} }],
          },
        ],
      }),
      { plugins },
    );
    expect(project.lanes.flatMap((lane) => lane.events.map((event) => event.id))).toEqual(["ok", "empty"]);
    const byPath = Object.fromEntries(issues.map((issue) => [issue.path, issue]));
    expect(byPath["lanes[1].events[0].end"]).toMatchObject({ severity: "error" });
    expect(byPath["lanes[1].events[1].type"]?.reason).toMatch(/Event type 7/);
    expect(byPath["lanes[1].events[2].start"]?.reason).toMatch(/Invalid time -1/);
    expect(byPath["lanes[2].events[0].options.src"]?.reason).toMatch(
      /Option "src" of plugin "image" got "javascript:alert\(1\)": expected an http\(s\)/,
    );
    expect(byPath["lanes[3].events[1].options.text"]?.reason).toMatch(/Option "text" of plugin "footnote" is required/);
    // A number given for a text option is its checked form: text.
    expect(project.lanes[3]?.events[0]?.options.text).toBe("42");
  });

  it("keeps an event of an unknown plugin type as it is, with a warning", () => {
    const { project, issues } = loadProject(
      file({ lanes: [{ id: "l", events: [{ id: "x", type: "flickr", start: 1, end: 2, options: { tags: "cat" } }] }] }),
      { plugins },
    );
    expect(project.lanes[0]?.events[0]).toEqual({
      id: "x",
      type: "flickr",
      start: 1,
      end: 2,
      options: { tags: "cat" },
    });
    expect(issues).toEqual([expect.objectContaining({ path: "lanes[0].events[0].type", severity: "warning" })]);
    expect(issues[0]?.reason).toMatch(/"flickr" is not one of this editor's plugins/);
  });

  it("renames duplicate event and lane ids, with warnings", () => {
    const { project, issues } = loadProject(
      file({
        lanes: [
          { id: "l", events: [footnote("a", 0, 1)] },
          { id: "l", events: [footnote("a", 0, 1)] },
        ],
      }),
      { plugins },
    );
    const laneIds = project.lanes.map((lane) => lane.id);
    const eventIds = project.lanes.flatMap((lane) => lane.events.map((event) => event.id));
    expect(new Set(laneIds).size).toBe(2);
    expect(new Set(eventIds).size).toBe(2);
    expect(issues.map((issue) => [issue.path, issue.severity])).toEqual([
      ["lanes[1].id", "warning"],
      ["lanes[1].events[0].id", "warning"],
    ]);
  });

  it("lays overlapping events of a lane out over more lanes, with a warning", () => {
    const { project, issues } = loadProject(
      file({
        lanes: [
          { id: "l", events: [footnote("a", 0, 5), footnote("b", 2, 3), footnote("c", 5, 6)] },
          { id: "m", events: [] },
        ],
      }),
      { plugins },
    );
    expect(project.lanes.map((lane) => [lane.id, lane.events.map((event) => event.id)])).toEqual([
      ["l", ["a", "c"]],
      ["lane-1", ["b"]],
      ["m", []],
    ]);
    expect(issues).toEqual([expect.objectContaining({ path: "lanes[0]", severity: "warning" })]);
  });

  it("clamps an open end to the media's duration, else to 5 s after the start, with a warning", () => {
    const events = [{ id: "open", type: "footnote", start: 10, options: { text: "x" } }];
    const known = loadProject(file({ media: { duration: 30 }, lanes: [{ id: "l", events }] }), { plugins });
    expect(known.project.lanes[0]?.events[0]?.end).toBe(30);
    const unknown = loadProject(file({ lanes: [{ id: "l", events }] }), { plugins });
    expect(unknown.project.lanes[0]?.events[0]?.end).toBe(15);
    expect(unknown.issues).toEqual([expect.objectContaining({ path: "lanes[0].events[0].end", severity: "warning" })]);
  });

  it("drops outlets with bad names and clamps boxes into 0-100", () => {
    const { project, issues } = loadProject(
      file({
        layout: {
          outlets: [
            { name: "1bad", placement: "over", box: { left: 0, top: 0, width: 10, height: 10 } },
            { name: "big", placement: "over", box: { left: -5, top: 50, width: 200, height: 70 } },
            { name: "nobox", placement: "over" },
          ],
        },
      }),
      { plugins },
    );
    expect(project.layout.outlets).toEqual([
      { name: "big", placement: "over", box: { left: 0, top: 50, width: 100, height: 50 } },
    ]);
    expect(issues.map((issue) => [issue.path, issue.severity])).toEqual([
      ["layout.outlets[0].name", "error"],
      ["layout.outlets[1].box", "warning"],
      ["layout.outlets[2].box", "error"],
    ]);
  });

  it("refuses function values and other values that are not JSON in options", () => {
    const events = [
      { id: "f", type: "cue", start: 0, end: 1, options: { onStart: () => {} } },
      { id: "n", type: "footnote", start: 0, end: 1, options: { text: "x", extra: { deep: [Number.NaN] } } },
      { id: "ok", type: "footnote", start: 2, end: 3, options: { text: "y" } },
    ];
    const { project, issues } = loadProject(file({ lanes: [{ id: "l", events }] }), { plugins });
    expect(project.lanes[0]?.events.map((event) => event.id)).toEqual(["ok"]);
    expect(issues.map((issue) => issue.path)).toEqual([
      "lanes[0].events[0].options.onStart",
      "lanes[0].events[1].options.extra.deep[0]",
    ]);
    expect(issues[0]?.reason).toMatch(/a function/);
  });

  it("refuses a value that contains itself, and reads getters that throw as a PopcornError", () => {
    const cyclic: Record<string, unknown> = { text: "x" };
    cyclic.self = cyclic;
    const events = [{ id: "c", type: "footnote", start: 0, end: 1, options: cyclic }];
    const { issues } = loadProject(file({ lanes: [{ id: "l", events }] }), { plugins });
    expect(issues[0]?.reason).toMatch(/contains itself/);
    const hostile = file();
    Object.defineProperty(hostile, "lanes", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    expect(thrown(() => loadProject(hostile, { plugins }))).toMatchObject({
      code: "PARSE",
      message: expect.stringMatching(/boom/),
    });
  });

  it("checks options with plugins of the caller's own", () => {
    const quiz = definePlugin({
      name: "quiz",
      manifest: { options: { answer: { type: "number", min: 0, required: true } } },
    });
    const own = createPluginSet([...CATALOGUE, quiz]);
    const events = [
      { id: "q1", type: "quiz", start: 0, end: 1, options: { answer: "3" } },
      { id: "q2", type: "quiz", start: 1, end: 2, options: { answer: -1 } },
    ];
    const { project, issues } = loadProject(file({ lanes: [{ id: "l", events }] }), { plugins: own });
    expect(project.lanes[0]?.events).toEqual([{ id: "q1", type: "quiz", start: 0, end: 1, options: { answer: 3 } }]);
    expect(issues[0]?.path).toBe("lanes[0].events[1].options.answer");
  });

  it("blames a missing or bad argument, not the file", () => {
    const text = JSON.stringify(file());
    const missing = thrown(() => (loadProject as (input: unknown) => unknown)(text));
    expect(missing.code).toBe("INVALID_OPTION");
    expect(missing.message).toBe(
      "loadProject() options undefined: expected an object { plugins } with a plugin set (createPluginSet).",
    );
    const bad = thrown(() => loadProject(text, { plugins: [...CATALOGUE] as never }));
    expect(bad).toMatchObject({
      code: "INVALID_OPTION",
      message: expect.stringMatching(/^loadProject\(\) option plugins an array of/),
    });
    expect(thrown(() => loadProject(text, 5 as never)).code).toBe("INVALID_OPTION");
  });

  it("keeps a point event at the start of a span in their lane, as the placement rules do", () => {
    const events = [footnote("a", 3, 5), footnote("b", 3, 3), footnote("c", 4, 4.5)];
    const { project, issues } = loadProject(file({ lanes: [{ id: "l", events: events.slice(0, 2) }] }), { plugins });
    expect(issues).toEqual([]);
    expect(project.lanes.map((lane) => lane.events.map((event) => event.id))).toEqual([["a", "b"]]);
    // A point strictly inside a span collides with it.
    const inside = loadProject(file({ lanes: [{ id: "l", events: [events[0], events[2]] }] }), { plugins });
    expect(inside.issues).toEqual([expect.objectContaining({ path: "lanes[0]", severity: "warning" })]);
    expect(inside.project.lanes).toHaveLength(2);
  });

  it("copies the options of a value given in code: a proxy never enters the project", () => {
    const steady = new Proxy({ moons: ["Io"] }, {});
    let reads = 0;
    const shifting = new Proxy({ moon: "Io" } as Record<string, unknown>, {
      get: (target, key) => (key === "moon" ? `Io ${reads++}` : Reflect.get(target, key)),
    });
    const events = [
      { id: "s", type: "footnote", start: 0, end: 1, options: { text: "x", extra: steady } },
      { id: "d", type: "footnote", start: 1, end: 2, options: { text: "y", extra: shifting } },
    ];
    const { project, issues } = loadProject(file({ lanes: [{ id: "l", events }] }), { plugins });
    expect(project.lanes[0]?.events.map((event) => event.id)).toEqual(["s"]);
    expect(project.lanes[0]?.events[0]?.options.extra).toEqual({ moons: ["Io"] });
    expect(project.lanes[0]?.events[0]?.options.extra).not.toBe(steady);
    expect(issues).toEqual([
      expect.objectContaining({
        path: "lanes[0].events[1].options.extra.moon",
        severity: "error",
        reason: expect.stringMatching(/reads differently from one read to the next/),
      }),
    ]);
  });

  it("keeps where an event's html came from; an origin it does not know is read as a file's", () => {
    const events = [
      { ...footnote("f", 0, 1), origin: "file" },
      { ...footnote("o", 1, 2), origin: "elsewhere" },
      footnote("p", 2, 3),
    ];
    const { project, issues } = loadProject(file({ lanes: [{ id: "l", events }] }), { plugins });
    expect(project.lanes[0]?.events.map((event) => event.origin)).toEqual(["file", "file", undefined]);
    expect(issues).toEqual([expect.objectContaining({ path: "lanes[0].events[1].origin", severity: "warning" })]);
  });
});
