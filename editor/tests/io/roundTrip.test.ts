import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { exportPopcornData } from "../../src/export/popcornData.js";
import { exportProjectJson } from "../../src/export/projectJson.js";
import { exportSubtitles } from "../../src/export/subtitles.js";
import { CATALOGUE, createPluginSet, createProject } from "../../src/index.js";
import { importFile } from "../../src/io/importFile.js";
import { loadProject } from "../../src/project/loadProject.js";
import type { Project, ProjectEvent } from "../../src/project/types.js";

const plugins = createPluginSet(CATALOGUE);
const read = (path: string) => readFileSync(new URL(`../fixtures/${path}`, import.meta.url), "utf8");
const shape = (event: ProjectEvent) => ({
  type: event.type,
  start: event.start,
  end: event.end,
  options: event.options,
});
const eventsOf = (project: Project, lanes?: readonly string[]) =>
  project.lanes
    .filter((lane) => lanes === undefined || lanes.includes(lane.id))
    .flatMap((lane) => lane.events)
    .map(shape)
    // By time, then by content: the same events in any lanes and any order compare equal.
    .sort((a, b) => a.start - b.start || JSON.stringify(a).localeCompare(JSON.stringify(b)));

/**
 * A project with events of eight plugins, an unknown one, two subtitle lanes and a layout, as the editor holds
 * it (options checked: defaults applied).
 */
function scene(): Project {
  return loadProject(sceneFile(), { plugins }).project;
}

function sceneFile(): Project {
  const event = (id: string, type: string, start: number, end: number, options: Record<string, unknown>) => ({
    id,
    type,
    start,
    end,
    options,
  });
  return createProject({
    id: "p-scene",
    meta: { title: "Lisbon", language: "pt", description: "A walk", credits: [{ role: "Editor", name: "Ana" }] },
    media: { source: { kind: "url", url: "/media/lisbon.mp4" }, duration: 60, frameRate: 25, trim: { in: 2, out: 58 } },
    layout: {
      outlets: [
        { name: "side", placement: "beside", box: { left: 0, top: 0, width: 100, height: 100 } },
        {
          name: "box-1",
          placement: "over",
          box: { left: 10, top: 20, width: 30, height: 25 },
          zIndex: 2,
          transition: "fade",
        },
      ],
    },
    lanes: [
      {
        id: "lane-1",
        name: "Notes",
        events: [
          event("f1", "footnote", 0, 4, { text: "Hello", target: "side" }),
          event("i1", "image", 4, 8, {
            src: "https://example.org/a.png",
            alt: "A",
            caption: "Tram 28",
            target: "box-1",
          }),
          event("m1", "map", 8, 12, {
            lat: 38.7,
            lng: -9.1,
            zoom: 12,
            label: "Lisbon",
            markers: [{ lat: 38.7, lng: -9.1, label: "Here" }],
          }),
          event("p1", "pause", 12, 12, { duration: 2 }),
          event("t1", "text", 13, 15, { text: "Welcome", target: "box-1" }),
        ],
      },
      {
        id: "lane-2",
        events: [
          event("w1", "wikipedia", 1, 9, { title: "Lisbon", lang: "pt", words: 30, target: "side" }),
          event("l1", "lowerthird", 10, 14, { name: "Ana", title: "Guide" }),
          event("x1", "flickr", 15, 20, { tags: "tram", nested: { a: [1, 2, { b: null }] } }),
        ],
      },
      {
        id: "subs-en",
        name: "English",
        events: [
          event("s1", "subtitle", 1, 3, { text: "Good morning." }),
          event("s2", "subtitle", 3.5, 5.25, { text: "Two lines\nof text" }),
        ],
      },
      { id: "subs-pt", name: "Português", events: [event("s3", "subtitle", 1, 3, { text: "Bom dia." })] },
    ],
  });
}

describe("round trips", () => {
  it("project JSON: loadProject(exportProjectJson(p)) is p, with no issue, in a stable text", () => {
    const project = loadProject(exportProjectJson(scene()), { plugins });
    // The one issue: the event of a plugin this editor does not have, kept as it is.
    expect(project.issues).toEqual([expect.objectContaining({ path: "lanes[1].events[2].type", severity: "warning" })]);
    expect(project.project).toEqual(scene());
    expect(exportProjectJson(project.project)).toBe(exportProjectJson(scene()));
    // Options written in another order give the same text.
    const reordered = scene();
    const first = reordered.lanes[0]!.events[0]!;
    const swapped = {
      ...reordered,
      lanes: [
        {
          ...reordered.lanes[0]!,
          events: [{ ...first, options: { target: "side", text: "Hello" } }, ...reordered.lanes[0]!.events.slice(1)],
        },
        ...reordered.lanes.slice(1),
      ],
    };
    expect(exportProjectJson(swapped)).toBe(exportProjectJson(scene()));
    expect(exportProjectJson(scene())).toMatch(
      /^\{\n {2}"schema": "popcorn-kit\/project",\n {2}"version": 1,\n {2}"id": "p-scene",/,
    );
  });

  it("project JSON: the file's own importer gives the same project, every event's html now a file's", () => {
    const result = importFile(exportProjectJson(scene()), { plugins });
    expect(result.format).toBe("project");
    const fromFile = (project: Project): Project => ({
      ...project,
      lanes: project.lanes.map((lane) => ({
        ...lane,
        events: lane.events.map((event) => ({ ...event, origin: "file" as const })),
      })),
    });
    expect(result.project).toEqual(fromFile(scene()));
  });

  it("project JSON: where each event's html came from is saved, and loading it again (recovery) keeps it", () => {
    const project = scene();
    const [first, ...rest] = project.lanes;
    const [imported, ...own] = first!.events;
    const mixed: Project = {
      ...project,
      lanes: [{ ...first!, events: [{ ...imported!, origin: "file" }, ...own] }, ...rest],
    };
    const text = exportProjectJson(mixed);
    expect(JSON.parse(text).lanes[0].events[0].origin).toBe("file");
    expect(loadProject(JSON.parse(text), { plugins }).project).toEqual(mixed);
  });

  it.each(["webvtt", "srt"] as const)("%s: importing the exported subtitles gives the same events", (format) => {
    const text = exportSubtitles(scene(), format, { lanes: ["subs-en"] });
    const back = importFile(text, { plugins, fileName: `subs.${format === "webvtt" ? "vtt" : "srt"}` });
    expect(back.issues).toEqual([]);
    expect(back.format).toBe(format);
    expect(eventsOf(back.project)).toEqual(eventsOf(scene(), ["subs-en"]));
  });

  it.each([
    ["subtitles/sample.vtt", "webvtt"],
    ["subtitles/sample.srt", "srt"],
  ] as const)("%s: import, export as %s, import again: the same events, cue text trees included", (path, format) => {
    const first = importFile(read(path), { plugins, fileName: path });
    const again = importFile(exportSubtitles(first.project, format), { plugins, fileName: path });
    expect(again.issues).toEqual([]);
    expect(eventsOf(again.project)).toEqual(eventsOf(first.project));
    expect(eventsOf(first.project)[0]?.options.nodes).toBeDefined();
  });

  it("subtitles: refuses a format it does not write, naming it", () => {
    expect(() => exportSubtitles(scene(), "ttml" as "srt")).toThrow(/format "ttml": expected "webvtt" or "srt"/);
  });

  it("subtitles: all subtitle lanes by default, and only subtitle events", () => {
    const text = exportSubtitles(scene(), "srt");
    expect(text.match(/-->/g)).toHaveLength(3);
    expect(text).not.toContain("Hello");
  });

  it("Popcorn JSON: importing the exported data gives every event back", () => {
    const back = importFile(exportPopcornData(scene()), { plugins, fileName: "data.json" });
    expect(back.format).toBe("popcorn-json");
    expect(back.issues).toEqual([
      expect.objectContaining({ severity: "warning", reason: expect.stringMatching(/"flickr"/) }),
    ]);
    expect(eventsOf(back.project)).toEqual(eventsOf(scene()));
    expect(JSON.parse(exportPopcornData(scene())).title).toBe("Lisbon");
  });

  it.each([
    "subtitles/sample.vtt",
    "subtitles/sample.srt",
    "subtitles/sample.sbv",
    "subtitles/sample.ass",
    "subtitles/sample.ttml",
    "subtitles/sample.ttxt",
    "subtitles/sample.json",
    "subtitles/sample.xml",
    "popcorn-maker.json",
  ])("%s: what was imported saves as a project file and loads back the same", (path) => {
    const imported = importFile(read(path), { plugins, fileName: path }).project;
    const loaded = loadProject(exportProjectJson(imported), { plugins });
    expect(loaded.project).toEqual(imported);
    expect(loaded.issues.every((issue) => issue.severity === "warning" && /is not one of/.test(issue.reason))).toBe(
      true,
    );
  });

  it.each(["subtitles/sample.sbv", "subtitles/sample.ass", "subtitles/sample.ttml", "subtitles/sample.ttxt"])(
    "%s: its cues exported as WebVTT import with the same times and text",
    (path) => {
      const first = importFile(read(path), { plugins, fileName: path }).project;
      const again = importFile(exportSubtitles(first, "webvtt"), { plugins }).project;
      const timesAndText = (project: Project) =>
        eventsOf(project).map((event) => [event.start, event.end, event.options.text]);
      expect(timesAndText(again)).toEqual(timesAndText(first));
    },
  );
});
