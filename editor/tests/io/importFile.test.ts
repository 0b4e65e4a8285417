import { readFileSync } from "node:fs";
import { PopcornError } from "@popcorn-kit/core";
import { describe, expect, it } from "vitest";
import { CATALOGUE, PROJECT_SCHEMA, PROJECT_VERSION, createPluginSet, createProject } from "../../src/index.js";
import { MAX_IMPORT_LANES, importFile } from "../../src/io/importFile.js";
import { MAX_ISSUES } from "../../src/project/issueLog.js";
import type { Project } from "../../src/project/types.js";

const plugins = createPluginSet(CATALOGUE);
const fixture = (name: string) => readFileSync(new URL(`../fixtures/subtitles/${name}`, import.meta.url), "utf8");
const events = (project: Project) => project.lanes.flatMap((lane) => lane.events);

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("importFile: every format of the parsers", () => {
  const subtitleFiles = [
    ["sample.vtt", "webvtt"],
    ["sample.srt", "srt"],
    ["sample.sbv", "sbv"],
    ["sample.ass", "ssa"],
    ["sample.ttml", "ttml"],
    ["sample.ttxt", "ttxt"],
  ] as const;

  it.each(subtitleFiles)("imports %s as %s: three cues in a new lane named after the file", (name, format) => {
    const result = importFile(fixture(name), { plugins, fileName: name });
    expect(result.format).toBe(format);
    expect(result.issues).toEqual([]);
    expect(result.project.lanes.map((lane) => lane.name)).toEqual([name]);
    const cues = events(result.project);
    expect(cues.map((cue) => [cue.type, cue.start, cue.end])).toEqual([
      ["subtitle", 1, 3],
      ["subtitle", 3.5, 5],
      ["subtitle", 6, 8.25],
    ]);
    expect(cues[0]?.options.text).toMatch(/^Hello, world\.$/);
    expect(cues[1]?.options.text).toMatch(/^Second line/);
    expect(new Set(cues.map((cue) => cue.id)).size).toBe(3);
    // What a file gave is a file's wherever it goes: the inspector, the stage and every export pick the strict profile.
    expect(cues.map((cue) => cue.origin)).toEqual(["file", "file", "file"]);
  });

  it("imports Popcorn JSON data: each plugin's events, an unknown type kept and warned", () => {
    const result = importFile(fixture("sample.json"), { plugins, fileName: "sample.json" });
    expect(result.format).toBe("popcorn-json");
    expect(events(result.project).map((event) => [event.type, event.start, event.end])).toEqual([
      ["footnote", 1, 3],
      ["image", 3.5, 5],
      ["flickr", 6, 8.25],
    ]);
    expect(events(result.project)[0]?.options).toEqual({ text: "Hello, world.", target: "notes" });
    expect(new Set(events(result.project).map((event) => event.origin))).toEqual(new Set(["file"]));
    expect(result.issues).toEqual([
      expect.objectContaining({ severity: "warning", reason: expect.stringMatching(/"flickr"/) }),
    ]);
  });

  it("imports Popcorn XML data", () => {
    const result = importFile(fixture("sample.xml"), { plugins });
    expect(result.format).toBe("popcorn-xml");
    expect(events(result.project).map((event) => [event.type, event.start, event.end, event.options.text])).toEqual([
      ["footnote", 1, 3, "Hello, world."],
      ["footnote", 3.5, 5, "Second note"],
      ["flickr", 6, 8.25, undefined],
    ]);
    expect(result.project.lanes[0]?.name).toBe("Popcorn data");
  });

  it("reads an editor project and a Popcorn Maker project as projects of their own", () => {
    const project = JSON.stringify({ schema: PROJECT_SCHEMA, version: PROJECT_VERSION, id: "p-9" });
    expect(importFile(project, { plugins })).toMatchObject({ format: "project", project: { id: "p-9" }, issues: [] });
    const butter = readFileSync(new URL("../fixtures/popcorn-maker.json", import.meta.url), "utf8");
    const maker = importFile(butter, { plugins });
    expect(maker.format).toBe("popcorn-maker");
    // A project file is a file: every event it holds is a file's (ARCHITECTURE.md, "Html origin").
    const origins = maker.project.lanes.flatMap((lane) => lane.events.map((event) => event.origin));
    expect(origins.length).toBeGreaterThan(0);
    expect(new Set(origins)).toEqual(new Set(["file"]));
  });
});

describe("importFile: into a project", () => {
  const base = createProject({
    media: { duration: 120 },
    lanes: [
      { id: "lane-1", events: [{ id: "subtitle-1", type: "subtitle", start: 0, end: 2, options: { text: "Mine" } }] },
    ],
  });

  it("adds the file's cues in new lanes with fresh ids, keeping the project's duration and events", () => {
    const result = importFile(fixture("sample.srt"), {
      plugins,
      into: base,
      fileName: "/home/ana/films/talk.en.srt",
      duration: 5,
    });
    expect(result.project.lanes.map((lane) => [lane.id, lane.name, lane.events.length])).toEqual([
      ["lane-1", undefined, 1],
      ["lane-2", "talk.en.srt", 3],
    ]);
    expect(result.project.lanes[0]).toBe(base.lanes[0]);
    expect(result.project.media.duration).toBe(120);
    const ids = events(result.project).map((event) => event.id);
    expect(new Set(ids).size).toBe(4);
    expect(ids).toContain("subtitle-1");
  });

  it("lays overlapping cues out over as many lanes as they need", () => {
    const vtt =
      "WEBVTT\n\n00:01.000 --> 00:05.000\nOne\n\n00:02.000 --> 00:03.000\nTwo\n\n00:05.000 --> 00:06.000\nThree\n";
    const result = importFile(vtt, { plugins, fileName: "talk.vtt" });
    expect(result.project.lanes.map((lane) => [lane.name, lane.events.map((event) => event.options.text)])).toEqual([
      ["talk.vtt", ["One", "Three"]],
      ["talk.vtt 2", ["Two"]],
    ]);
  });

  it("clamps open ends to the project's duration", () => {
    const result = importFile('{ "data": [ { "footnote": { "start": 10, "text": "open" } } ] }', {
      plugins,
      duration: 60,
    });
    expect(events(result.project)[0]).toMatchObject({ start: 10, end: 60 });
    expect(result.project.media.duration).toBe(60);
  });
});

describe("importFile: malformed files", () => {
  it("reports bad cues with their line and column and imports the good ones", () => {
    const srt =
      "1\n00:00:01,000 --> 00:00:02,000\nGood one\n\n2\n00:00:xx,000 --> 00:00:03,000\nBad time\n\n3\n00:00:04,000 --> 00:00:05,000\nGood two\n";
    const result = importFile(srt, { plugins, fileName: "bad.srt" });
    expect(events(result.project).map((event) => event.options.text)).toEqual(["Good one", "Good two"]);
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toMatchObject({ path: expect.stringMatching(/^line 6, column \d+$/), severity: "error" });
    expect(result.issues[0]?.reason).toMatch(/^Line 6: /);
  });

  it("drops a WebVTT cue that ends before it starts, at its line", () => {
    const vtt = "WEBVTT\n\n00:05.000 --> 00:01.000\nBackwards\n\n00:06.000 --> 00:07.000\nFine\n";
    const result = importFile(vtt, { plugins });
    expect(events(result.project).map((event) => event.options.text)).toEqual(["Fine"]);
    expect(result.issues).toEqual([expect.objectContaining({ path: "line 3", severity: "error" })]);
  });

  it("reports a Popcorn JSON item with a bad option at its path, reusing the manifest's message", () => {
    const json =
      '{ "data": [ { "image": { "start": 1, "end": 2, "src": "javascript:alert(1)", "alt": "" } }, { "footnote": { "start": 0, "end": 1, "text": "ok" } } ] }';
    const result = importFile(json, { plugins });
    expect(events(result.project).map((event) => event.type)).toEqual(["footnote"]);
    expect(result.issues[0]).toMatchObject({ path: "events[0].options.src", severity: "error" });
    expect(result.issues[0]?.reason).toMatch(/Option "src" of plugin "image" got "javascript:alert\(1\)"/);
  });

  it("refuses a file in no format it knows, changing nothing", () => {
    const into = createProject();
    const error = thrown(() => importFile("just some words", { plugins, fileName: "notes.txt", into }));
    expect(error).toBeInstanceOf(PopcornError);
    expect((error as PopcornError).code).toBe("PARSE");
    expect((error as PopcornError).message).toMatch(
      /"notes\.txt" is in no format the editor reads: expected an editor project/,
    );
  });

  it("refuses a project of a newer version, changing nothing", () => {
    const into = createProject();
    const before = JSON.stringify(into);
    const newer = JSON.stringify({ schema: PROJECT_SCHEMA, version: PROJECT_VERSION + 1, lanes: [] });
    const error = thrown(() => importFile(newer, { plugins, into }));
    expect(error).toMatchObject({ code: "PARSE", message: expect.stringMatching(/version 2/) });
    expect(JSON.stringify(into)).toBe(before);
  });
});

describe("importFile: hostile input", () => {
  const onlyPopcornErrors = (text: string, fileName?: string) => {
    try {
      return importFile(text, { plugins, ...(fileName === undefined ? {} : { fileName }) });
    } catch (error) {
      expect(error).toBeInstanceOf(PopcornError);
      return undefined;
    }
  };

  it("handles a 10 MB line in every format without throwing anything but a PopcornError", () => {
    const line = "a".repeat(10 * 1024 * 1024);
    for (const name of ["x.vtt", "x.srt", "x.sbv", "x.ass", "x.ttml", "x.ttxt", "x.json", "x.xml", undefined]) {
      onlyPopcornErrors(line, name);
      onlyPopcornErrors(`WEBVTT\n\n00:01.000 --> 00:02.000\n${line}\n`, name);
      onlyPopcornErrors(`{"schema":"${PROJECT_SCHEMA}","version":1,"meta":{"title":"${line}"}}`, name);
    }
    const spaces = " ".repeat(10 * 1024 * 1024);
    onlyPopcornErrors(spaces);
  });

  it("keeps __proto__ keys from changing any prototype", () => {
    const project = `{"schema":"${PROJECT_SCHEMA}","version":1,"__proto__":{"polluted":1},"meta":{"__proto__":{"title":"x"}},
      "lanes":[{"id":"l","events":[{"id":"e","type":"footnote","start":0,"end":1,"options":{"text":"t","__proto__":{"polluted":2}}},
      {"id":"f","type":"footnote","start":1,"end":2,"options":{"text":"u","extra":{"__proto__":{"x":1}}}}]}]}`;
    const result = onlyPopcornErrors(project);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(result?.project.meta.title).toBe("Untitled");
    expect(events(result!.project)).toEqual([]);
    expect(result?.issues.map((issue) => issue.path)).toEqual([
      "lanes[0].events[0].options.__proto__",
      "lanes[0].events[1].options.extra.__proto__",
    ]);
    const data = onlyPopcornErrors(
      '{"data":[{"__proto__":{"start":1,"end":2}},{"footnote":{"start":0,"end":1,"text":"t","__proto__":{"x":1}}}]}',
    );
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(data?.issues.length).toBeGreaterThan(0);
  });

  it("handles deeply nested JSON", () => {
    const deep = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
    const project = `{"schema":"${PROJECT_SCHEMA}","version":1,"lanes":[{"id":"l","events":[{"id":"e","type":"footnote","start":0,"end":1,"options":{"text":"t","deep":${deep(100_000)}}}]}]}`;
    const result = onlyPopcornErrors(project);
    expect(result?.issues[0]?.reason).toMatch(/nested deeper than 256 levels/);
    onlyPopcornErrors(`{"data":${deep(100_000)}}`);
    onlyPopcornErrors(
      `{"media":[{"tracks":[{"trackEvents":[{"type":"text","popcornOptions":{"start":0,"end":1,"text":"x","deep":${deep(100_000)}}}]}]}]}`,
    );
  });

  it("refuses input that is not text", () => {
    expect(() => importFile(42 as unknown as string, { plugins })).toThrow(PopcornError);
  });

  it("refuses options it does not take with a PopcornError naming the option, not the file", () => {
    const srt = fixture("sample.srt");
    const refused = (options: unknown) => thrown(() => importFile(srt, options as never)) as PopcornError;
    expect(refused(undefined)).toMatchObject({
      code: "INVALID_OPTION",
      message: expect.stringMatching(/^importFile\(\) options undefined: expected an object \{ plugins/),
    });
    expect(refused({ plugins, fileName: 5 })).toMatchObject({
      code: "INVALID_OPTION",
      message:
        "importFile() option fileName 5: expected a file name: text of at most 4096 characters without control characters.",
    });
    expect(refused({ plugins, fileName: "a\u0000.srt" }).message).toMatch(/option fileName/);
    expect(refused({ plugins, findPlace: "gazetteer" }).message).toMatch(
      /^importFile\(\) option findPlace "gazetteer": expected a function from a place name/,
    );
    expect(refused({ plugins, into: 5 }).message).toMatch(/^importFile\(\) option into 5: expected a project/);
    expect(refused({ plugins, into: {} }).message).toMatch(/^importFile\(\) option into an object: expected a project/);
    const broken = {
      ...createProject(),
      lanes: [{ id: "l", events: [{ id: "e", type: "x", start: 2, end: 1, options: {} }] }],
    };
    expect(refused({ plugins, into: broken }).message).toMatch(/End 1/);
    const partial = { ...createProject(), meta: { title: "No language" } };
    expect(refused({ plugins, into: partial }).message).toMatch(/option into at meta/);
    expect(refused({ plugins, duration: "60" })).toMatchObject({ code: "INVALID_TIME" });
    expect(refused({ plugins: [...CATALOGUE] }).message).toMatch(/^importFile\(\) option plugins/);
  });
});

describe("importFile: a large file", () => {
  // Its speed is a benchmark's figure, not a test's: npm run bench -w @popcorn-kit/test -- editor.
  it("imports 10,000 cues into a project of 5,000 events, each with its own id", () => {
    let vtt = "WEBVTT\n\n";
    for (let i = 0; i < 10_000; i++) {
      const start = i * 2;
      vtt += `${clock(start)} --> ${clock(start + 1.5)}\nCue number ${i} with <i>some</i> text\n\n`;
    }
    const into = createProject({
      lanes: [
        {
          id: "lane-1",
          events: Array.from({ length: 5000 }, (_, i) => ({
            id: `subtitle-${i + 1}`,
            type: "footnote",
            start: i,
            end: i + 1,
            options: { text: "x" },
          })),
        },
      ],
    });
    const result = importFile(vtt, { plugins, into });
    expect(events(result.project)).toHaveLength(15_000);
    expect(result.issues).toEqual([]);
    expect(new Set(events(result.project).map((event) => event.id)).size).toBe(15_000);
  });
});

describe("importFile: the scale of an import", () => {
  it("lays overlapping cues over as many lanes as overlap at once", () => {
    // Three deep at most: 0-10 and 1-9 and 2-3, then 3-8 takes the lane 2-3 left.
    const vtt =
      "WEBVTT\n\n00:00.000 --> 00:10.000\na\n\n00:01.000 --> 00:09.000\nb\n\n00:02.000 --> 00:03.000\nc\n\n00:03.000 --> 00:08.000\nd\n";
    const { project, issues } = importFile(vtt, { plugins });
    expect(issues).toEqual([]);
    expect(project.lanes.map((lane) => lane.events.map((event) => event.options.text))).toEqual([
      ["a"],
      ["b"],
      ["c", "d"],
    ]);
  });

  it(`imports 200,000 cues at one time into ${MAX_IMPORT_LANES} lanes, listing those left out with their lines`, () => {
    // Its speed is a benchmark's figure (npm run bench -w @popcorn-kit/test -- editor): this counts lanes and issues.
    const count = 200_000;
    const parts: string[] = [];
    for (let i = 0; i < count; i++) parts.push(`${i + 1}\n00:00:01,000 --> 00:00:02,000\nCue ${i}\n`);
    const { project, issues } = importFile(parts.join("\n"), { plugins, fileName: "same.srt" });
    expect(project.lanes).toHaveLength(MAX_IMPORT_LANES);
    expect(events(project)).toHaveLength(MAX_IMPORT_LANES);
    expect(events(project).map((event) => event.options.text)).toEqual(
      Array.from({ length: MAX_IMPORT_LANES }, (_, i) => `Cue ${i}`),
    );
    // One issue says how many are left out, then one per cue, until the issue log's cap.
    expect(issues).toHaveLength(MAX_ISSUES + 1);
    const left = count - MAX_IMPORT_LANES;
    // Cue 32 (the 33rd) has its timing on line 4 * 32 + 2.
    expect(issues[0]).toMatchObject({ path: "line 130", severity: "error" });
    expect(issues[0]?.reason).toMatch(new RegExp(`^${left} cues overlap ${MAX_IMPORT_LANES} others at once`));
    expect(issues[1]).toMatchObject({ path: "line 130", severity: "error" });
    expect(issues[1]?.reason).toMatch(
      /^Cue at 1-2 s "Cue 32": expected at most 32 cues at one time.*; it is not imported\.$/,
    );
    expect(issues[2]?.path).toBe("line 134");
    expect(issues[MAX_ISSUES]?.reason).toMatch(/More than 1000 issues/);
  });

  it("names the events left out of a format without lines by their index", () => {
    const data = Array.from({ length: MAX_IMPORT_LANES + 2 }, (_, i) => ({
      footnote: { start: 1, end: 2, text: `n${i}` },
    }));
    const { project, issues } = importFile(JSON.stringify({ data }), { plugins });
    expect(project.lanes).toHaveLength(MAX_IMPORT_LANES);
    expect(issues.map((issue) => issue.path)).toEqual([
      `events[${MAX_IMPORT_LANES}]`,
      `events[${MAX_IMPORT_LANES}]`,
      `events[${MAX_IMPORT_LANES + 1}]`,
    ]);
  });
});

function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${s.toFixed(3).padStart(6, "0")}`;
}
