import { PopcornError, definePlugin } from "@popcorn-kit/core";
import { describe, expect, it } from "vitest";
import {
  CATALOGUE,
  PROJECT_SCHEMA,
  PROJECT_VERSION,
  type ProjectInit,
  createPluginSet,
  createProject,
  loadProject,
} from "../src/index.js";

function thrown(run: () => unknown): PopcornError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PopcornError);
    return error as PopcornError;
  }
  throw new Error("expected a throw");
}

const plugins = createPluginSet(CATALOGUE);

describe("createProject", () => {
  it("makes an untitled project with one empty lane, no media and no outlet", () => {
    const project = createProject();
    expect(project).toMatchObject({
      schema: PROJECT_SCHEMA,
      version: PROJECT_VERSION,
      meta: { title: "Untitled", language: "en", credits: [] },
      media: { source: null, duration: 0, frameRate: 30, trim: { in: 0, out: null } },
      layout: { outlets: [] },
      lanes: [{ id: "lane-1", events: [] }],
    });
  });

  it("gives every new project its own id", () => {
    expect(createProject().id).not.toBe(createProject().id);
  });

  it("keeps the parts it is given", () => {
    const project = createProject({ meta: { title: "Moon landing" }, media: { duration: 60 } });
    expect(project.meta.title).toBe("Moon landing");
    expect(project.meta.language).toBe("en");
    expect(project.media.duration).toBe(60);
  });
});

describe("createProject: what a reload would drop is refused", () => {
  it("refuses an id a load would replace: empty, not text, over 200 characters, with control characters", () => {
    expect(thrown(() => createProject({ id: "" })).message).toBe(
      'createProject(): the id "": expected text of 1 to 200 characters without control characters.',
    );
    expect(thrown(() => createProject({ id: 5 as never })).message).toMatch(/the id 5: expected text of 1 to 200/);
    expect(thrown(() => createProject({ id: "p".repeat(201) })).details).toMatchObject({ value: "p".repeat(201) });
    expect(thrown(() => createProject({ id: "p\u0000" })).code).toBe("INVALID_OPTION");
    expect(createProject({ id: "p".repeat(200) }).id).toBe("p".repeat(200));
  });

  const refused: [string, ProjectInit, RegExp][] = [
    [
      "a title with ESC",
      { meta: { title: "\u001b[2J" } },
      /meta.title: Title "\\u001b\[2J": expected text of at most 1000/,
    ],
    ["a description of 100,001 characters", { meta: { description: "d".repeat(100_001) } }, /Description/],
    ["a credit that is not { role, name }", { meta: { credits: [{ role: "Cut" } as never] } }, /Credit/],
    ["a language that is no tag", { meta: { language: "english please" } }, /language tag/],
    ["a javascript: media source", { media: { source: { kind: "url", url: "javascript:alert(1)" } } }, /Media source/],
    [
      "a SoundCloud page as media (a page, not a media file: a black stage)",
      { media: { source: { kind: "url", url: "https://soundcloud.com/artist/track" } } },
      /Media source .*not a page of a site such as SoundCloud/,
    ],
    ["a frame rate of 0", { media: { frameRate: 0 } }, /Media frame rate 0/],
    ["a trim out before its in", { media: { trim: { in: 5, out: 2 } } }, /Trim out 2/],
    [
      "an outlet box that leaves its area",
      { layout: { outlets: [{ name: "a", placement: "over", box: { left: 90, top: 0, width: 20, height: 5 } }] } },
      /box.width 20/,
    ],
    [
      "two outlets of one name",
      {
        layout: {
          outlets: [
            { name: "a", placement: "over", box: { left: 0, top: 0, width: 5, height: 5 } },
            { name: "a", placement: "below", box: { left: 0, top: 0, width: 5, height: 5 } },
          ],
        },
      },
      /Outlet name "a": expected a name no other outlet of the layout has/,
    ],
    ["a lane id that is empty", { lanes: [{ id: "", events: [] }] }, /Lane id ""/],
    ["a lane id that is a number", { lanes: [{ id: 7 as never, events: [] }] }, /Lane id 7/],
    [
      "two lanes of one id",
      {
        lanes: [
          { id: "l", events: [] },
          { id: "l", events: [] },
        ],
      },
      /Lane id "l": expected an id no other lane has/,
    ],
    ["a lane name with NUL", { lanes: [{ id: "l", name: "a\u0000", events: [] }] }, /Lane name/],
    [
      "events that overlap in a lane",
      {
        lanes: [
          {
            id: "l",
            events: [
              { id: "a", type: "footnote", start: 0, end: 5, options: { text: "a" } },
              { id: "b", type: "footnote", start: 2, end: 3, options: { text: "b" } },
            ],
          },
        ],
      },
      /holds events that overlap: event "b"/,
    ],
    [
      "an event id of 201 characters",
      { lanes: [{ id: "l", events: [{ id: "e".repeat(201), type: "x", start: 0, end: 1, options: {} }] }] },
      /Event id/,
    ],
    [
      "an open end",
      { lanes: [{ id: "l", events: [{ id: "e", type: "x", start: 0, end: Number.POSITIVE_INFINITY, options: {} }] }] },
      /Open end Infinity/,
    ],
    [
      "options that are not JSON",
      { lanes: [{ id: "l", events: [{ id: "e", type: "x", start: 0, end: 1, options: { f: () => 1 } }] }] },
      /a function/,
    ],
  ];

  it.each(refused)("refuses %s, as a load would not keep it", (_, init, message) => {
    const error = thrown(() => createProject(init));
    expect(error.message).toMatch(message);
    expect(error.message).toMatch(/^createProject\(\)/);
  });

  it("puts a lane's events in order, as a load does", () => {
    const project = createProject({
      lanes: [
        {
          id: "l",
          events: [
            { id: "b", type: "footnote", start: 5, end: 6, options: { text: "b" } },
            { id: "a", type: "footnote", start: 0, end: 1, options: { text: "a" } },
          ],
        },
      ],
    });
    expect(project.lanes[0]!.events.map((event) => event.id)).toEqual(["a", "b"]);
  });

  it("makes a project a load keeps as it is, holding copies of what it is given", () => {
    const options = { text: "Io", extra: { moons: ["Io"] } };
    const init: ProjectInit = {
      id: "p",
      meta: { title: "Moon", description: "Tabs\tand\nlines", credits: [{ role: "Cut", name: "Ana" }] },
      media: { source: { kind: "file", name: "moon.webm" }, duration: 60, frameRate: 500, trim: { in: 1, out: null } },
      layout: {
        outlets: [{ name: "third", placement: "over", box: { left: 100 / 3, top: 0, width: 200 / 3, height: 9 } }],
      },
      lanes: [
        {
          id: "l",
          name: "",
          events: [
            { id: "a", type: "footnote", start: 3, end: 5, options },
            { id: "b", type: "footnote", start: 3, end: 3, options: { text: "point" } },
            { id: "c", type: "flickr", start: 5, end: 9, options: { tags: "moon" }, origin: "file" },
          ],
        },
      ],
    };
    const project = createProject(init);
    options.extra.moons.push("Europa");
    expect(project.lanes[0]!.events[0]!.options).toEqual({ text: "Io", extra: { moons: ["Io"] } });
    const { project: loaded, issues } = loadProject(JSON.parse(JSON.stringify(project)), { plugins });
    expect(issues).toEqual([
      expect.objectContaining({ severity: "warning", reason: expect.stringMatching(/"flickr"/) }),
    ]);
    expect(loaded).toEqual(project);
  });
});

describe("createPluginSet", () => {
  it("indexes the catalogue by plugin name", () => {
    const set = createPluginSet(CATALOGUE);
    expect(set.get("footnote")?.manifest.options.text).toMatchObject({ type: "text", required: true });
    expect(set.has("subtitle")).toBe(true);
  });

  it("refuses two definitions under one name, naming it", () => {
    const other = definePlugin({ name: "footnote", manifest: { options: {} } });
    expect(() => createPluginSet([...CATALOGUE, other])).toThrow(/Plugin "footnote"/);
  });
});
