import { readFileSync } from "node:fs";
import { PopcornError } from "@popcorn-kit/core";
import { describe, expect, it } from "vitest";
import { CATALOGUE, createPluginSet } from "../../src/index.js";
import { exportProjectJson } from "../../src/export/projectJson.js";
import { type FoundPlace, importPopcornMaker } from "../../src/io/importPopcornMaker.js";
import { loadProject } from "../../src/project/loadProject.js";
import { OUTLET_NAME } from "../../src/project/rules.js";
import type { ProjectEvent, ProjectIssue } from "../../src/project/types.js";

// A project as Butter saved it: media with tracks of events, targets with the video's own element, and the kinds
// of content a Popcorn Maker project held (callouts, titles, images, notes, a map by name, Wikipedia by title).
const text = readFileSync(new URL("../fixtures/butter-project.json", import.meta.url), "utf8");
const butter = JSON.parse(text) as {
  media: { tracks: { trackEvents: { type: string; popcornOptions: Record<string, unknown> }[] }[] }[];
};
const plugins = createPluginSet(CATALOGUE);

const NEW_YORK: FoundPlace = { lat: 40.7128, lng: -74.006, name: "New York City, New York, United States" };
const gazetteer = (name: string): FoundPlace | undefined => (name === "New York City" ? NEW_YORK : undefined);

const imported = importPopcornMaker(text, { plugins, findPlace: gazetteer });
const events = imported.project.lanes.flatMap((lane) => lane.events);

/** The file's events with their paths, in the file's order. */
const fileEvents = butter.media[0]!.tracks.flatMap((track, i) =>
  track.trackEvents.map((event, j) => ({ ...event, path: `media[0].tracks[${i}].trackEvents[${j}]` })),
);

/** The imported event made of the file's event at `index`: the same start and end, and the same kind. */
function importedAt(index: number): ProjectEvent {
  const { popcornOptions: given, type } = fileEvents[index]!;
  const kit: Record<string, string> = { popup: "callout", googlemap: "map" };
  const found = events.filter(
    (event) => event.start === given.start && event.end === given.end && event.type === (kit[type] ?? type),
  );
  expect(found, `${fileEvents[index]!.path}`).toHaveLength(1);
  return found[0]!;
}

// What the kit's look keeps of Maker's colours, as the file writes them.
const COLOURS: Record<string, string> = {
  "#000000": "#000000",
  "#F80": "#ff8800",
  "rgb(20, 40, 60)": "#14283c",
  navy: "#000080",
  "#FFFFFF": "#ffffff",
  white: "#ffffff",
  "#333": "#333333",
};
const PLACEMENT = new Set(["start", "end", "target", "left", "top", "width", "height", "zindex", "transition"]);
const off = (value: unknown) => value === false || value === "" || value === "none";
const bubble = (given: Record<string, unknown>) => given.type === "speech" || given.type === "thought";
type ReadBack = (value: unknown, kit: Record<string, unknown>, given: Record<string, unknown>) => boolean;

// Per Maker type, how each option reads back from the kit's options; `off` is a value with nothing to keep
// (an empty link, a box left unticked, Maker's "none"), and a condition Maker's own rules give (a popup's tail and
// icon are a bubble's and a box's only; `linkTarget` "_blank" is how the kit opens links).
const fontLook: Record<string, ReadBack> = {
  fontFamily: (v, o) => o.font === v,
  fontColor: (v, o) => o.color === COLOURS[v as string],
  alignment: (v, o) => o.align === v,
  fontDecorations: (v, o) =>
    Object.entries(v as Record<string, boolean>).every(
      ([key, on]) => (o[{ bold: "bold", italics: "italic", underline: "underline" }[key]!] === true) === on,
    ),
  linkUrl: (v, o) => off(v) || o.href === `https://${v}`,
  linkTarget: (v) => v === "_blank",
};
const READ_BACK: Record<string, Record<string, ReadBack>> = {
  popup: {
    ...fontLook,
    text: (v, o) => o.text === v,
    type: (v, o) => o.shape === (v === "speech" || v === "thought" ? v : "box"),
    triangle: (v, o, g) =>
      !bubble(g) ||
      o.tail ===
        (v as string)
          .replace(" ", "-")
          .replace(g.flip ? /left|right/ : /$^/, (side) => (side === "left" ? "right" : "left")),
    flip: (v, o, g) => !bubble(g) || off(v) || o.tail !== (g.triangle as string).replace(" ", "-"),
    sound: (v, _, g) => off(v) || bubble(g),
    icon: (v, _, g) => off(v) || bubble(g),
    fontPercentage: (v, o, g) => g.fontSize !== undefined || o.size === (v as number) / 4,
    fontSize: (v, o) => o.size === (v as number) / 16,
  },
  text: {
    ...fontLook,
    text: (v, o) => o.text === v,
    position: (v, o) => v === "custom" || typeof o.target === "string",
    fontSize: (v, o) => o.size === (v as number) / 4,
    shadow: (v) => off(v),
    shadowColor: (_, __, g) => off(g.shadow),
    background: (v, o) => off(v) || o.background !== undefined,
    backgroundColor: (v, o, g) => off(g.background) || o.background === COLOURS[v as string],
  },
  image: {
    src: (v, o) => o.src === v,
    linkSrc: (v, o) => off(v) || o.href === `https://${v}`,
    title: (v, o) => o.alt === v,
    text: (v, o) => off(v) || o.caption === v,
    tags: off,
    photosetId: off,
    username: off,
    count: (_, o) => typeof o.src === "string",
  },
  googlemap: {
    type: (v, o) => v === "TERRAIN" && o.tiles === "https://tile.opentopomap.org/{z}/{x}/{y}.png",
    zoom: (v, o) => o.zoom === v,
    location: (v, o) => o.label === v,
    // Maker placed a map by its location when it had one (its geocoder's answer), by lat and lng otherwise.
    lat: (v, o, g) => o.lat === v || !off(g.location),
    lng: (v, o, g) => o.lng === v || !off(g.location),
    heading: (_, __, g) => g.type !== "STREETVIEW",
    pitch: (_, __, g) => g.type !== "STREETVIEW",
    fullscreen: off,
  },
  wikipedia: {
    src: (v, o) => o.title === (v as string).replace("_", " "),
    lang: (v, o) => o.lang === (off(v) ? "en" : v),
    numberofwords: (v, o) => o.words === v,
  },
};

const at = (issues: readonly ProjectIssue[], path: string) =>
  issues.filter((issue) => issue.path === path || issue.path.startsWith(`${path}.`));

describe("a Butter project", () => {
  it("keeps every option of every event, read back from the kit's options, or reports it at its path", () => {
    expect(fileEvents.length).toBeGreaterThanOrEqual(24);
    expect(events).toHaveLength(fileEvents.length);
    const reported: string[] = [];
    fileEvents.forEach(({ type, popcornOptions, path }, index) => {
      const kit = importedAt(index).options as Record<string, unknown>;
      for (const [key, value] of Object.entries(popcornOptions)) {
        // Placement is the layout's; Butter's bookkeeping (its ids) has no visible effect.
        if (PLACEMENT.has(key) || key === "id") continue;
        const issues = at(imported.issues, `${path}.popcornOptions.${key}`);
        const readBack = READ_BACK[type]?.[key]?.(value, kit, popcornOptions) ?? false;
        expect(readBack || issues.length > 0, `${path}.popcornOptions.${key}: kept or reported`).toBe(true);
        if (!readBack) {
          // Each report names the option and says what became of it.
          expect(issues[0]!.reason).toContain(JSON.stringify(key));
          expect(issues[0]!.reason).toMatch(/dropped|drawn in|placed by name|opens in a new tab|kept as/);
          reported.push(`${path}.popcornOptions.${key}`);
        }
      }
    });
    expect(reported).toEqual(
      expect.arrayContaining([
        "media[0].tracks[0].trackEvents[0].popcornOptions.sound",
        "media[0].tracks[0].trackEvents[0].popcornOptions.icon",
        "media[0].tracks[0].trackEvents[0].popcornOptions.fontFamily",
        "media[0].tracks[0].trackEvents[3].popcornOptions.sparkle",
        "media[0].tracks[4].trackEvents[1].popcornOptions.shadow",
        "media[0].tracks[4].trackEvents[1].popcornOptions.linkTarget",
      ]),
    );
    // What was dropped is an error; what was kept otherwise (a font drawn in its family) a warning.
    expect(at(imported.issues, "media[0].tracks[0].trackEvents[0].popcornOptions.sound")[0]).toMatchObject({
      severity: "error",
      reason: 'Popup option "sound" is true: the pop Maker played at the start is not supported: dropped.',
    });
    expect(at(imported.issues, "media[0].tracks[0].trackEvents[0].popcornOptions.fontFamily")[0]).toMatchObject({
      severity: "warning",
      reason: 'Popup option "fontFamily" is "Pacifico": drawn in cursive, the nearest generic family.',
    });
    // Butter's id of an event is not reported.
    expect(at(imported.issues, "media[0].tracks[0].trackEvents[3].popcornOptions.id")).toEqual([]);
  });

  it("keeps a popup's font, colour, size and decorations, and a text's link and alignment", () => {
    expect(importedAt(0).options).toMatchObject({
      text: "Welcome aboard!",
      shape: "box",
      tail: "none",
      font: "cursive",
      size: 2,
      color: "#ff8800",
      bold: true,
      underline: true,
      target: "callout",
    });
    expect(importedAt(1).options).toMatchObject({
      shape: "speech",
      tail: "bottom-left",
      color: "#14283c",
      italic: true,
    });
    const tickets = events.find((event) => event.options.text === "Tickets at the pier");
    expect(tickets?.options).toMatchObject({
      href: "https://www.example.org/tickets",
      align: "right",
      font: "sans-serif",
      size: 1.5,
      color: "#ffffff",
      italic: true,
      background: "#333333",
      target: "notes",
    });
  });

  it("gathers events placed a little apart into a few outlets over the video, named after what they hold", () => {
    const { outlets } = imported.project.layout;
    const over = outlets.filter((outlet) => outlet.placement === "over");
    expect(over.map((outlet) => outlet.name)).toEqual(["callout", "callout-2", "title", "image", "notes", "map"]);
    for (const outlet of outlets) expect(outlet.name).toMatch(OUTLET_NAME);
    const held = (name: string) => events.filter((event) => event.options.target === name).length;
    expect(over.map((outlet) => held(outlet.name))).toEqual([6, 1, 4, 5, 5, 1]);
    // The box of each place is its first event's; its transition most of its events'.
    expect(over[0]).toEqual({
      name: "callout",
      placement: "over",
      box: { left: 10, top: 10, width: 30, height: 25 },
      zIndex: 1000,
      transition: "fade",
    });
    // A text Maker placed at the top spans the video's width there: a title.
    expect(over[2]?.box).toEqual({ left: 3, top: 3, width: 94, height: 25 });
    // The one callout whose transition its outlet does not have is reported.
    expect(at(imported.issues, "media[0].tracks[0].trackEvents[2].popcornOptions.transition")).toMatchObject([
      { severity: "warning", reason: expect.stringContaining('its outlet "callout" shows its content with "fade"') },
    ]);
  });

  it("lays the events of Butter's video-container over the whole video, not in a column beside it", () => {
    const { outlets } = imported.project.layout;
    expect(outlets.filter((outlet) => outlet.placement === "beside").map((outlet) => outlet.name)).toEqual(["Sidebar"]);
    expect(outlets.find((outlet) => outlet.name === "map")).toMatchObject({
      placement: "over",
      box: { left: 0, top: 0, width: 100, height: 100 },
    });
    expect(events.find((event) => event.type === "map")?.options.target).toBe("map");
  });

  it("imports Wikipedia articles given by their title, underscores as spaces, in English by default", () => {
    const articles = events.filter((event) => event.type === "wikipedia");
    expect(articles.map((event) => event.options)).toMatchObject([
      { title: "Bacon mania", lang: "en", words: 50, target: "Sidebar" },
      { title: "Seasickness", lang: "en", words: 30, target: "Sidebar" },
    ]);
  });

  it("centres a map given by its place name where the place finder finds it, with a marker, and says so", () => {
    const map = events.find((event) => event.type === "map");
    expect(map?.options).toMatchObject({
      lat: 40.7128,
      lng: -74.006,
      zoom: 11,
      label: "New York City",
      markers: [{ lat: 40.7128, lng: -74.006, label: "New York City" }],
      tiles: "https://tile.opentopomap.org/{z}/{x}/{y}.png",
      attribution: expect.stringContaining("OpenTopoMap"),
    });
    expect(at(imported.issues, "media[0].tracks[5].trackEvents[0].popcornOptions.location")).toEqual([
      {
        path: "media[0].tracks[5].trackEvents[0].popcornOptions.location",
        severity: "warning",
        reason:
          'Map option "location" is "New York City": placed by name: "New York City" → New York City, New York, United States (40.7128, -74.006).',
      },
    ]);
  });

  it("keeps a map whose place is not found as a world map labelled with it, with no marker, and says so", () => {
    const throws = () => {
      throw new Error("no index");
    };
    for (const findPlace of [undefined, () => undefined, () => ({ lat: 500, lng: 0, name: "Nowhere" }), throws]) {
      const result = importPopcornMaker(text, { plugins, findPlace });
      const map = result.project.lanes.flatMap((lane) => lane.events).find((event) => event.type === "map");
      expect(map?.options).toMatchObject({ lat: 0, lng: 0, zoom: 1, label: "New York City" });
      expect(map?.options.markers).toBeUndefined();
      expect(at(result.issues, "media[0].tracks[5].trackEvents[0].popcornOptions.location")).toMatchObject([
        { severity: "warning", reason: expect.stringMatching(/"New York City": not found \(.+\): kept as its label/) },
      ]);
    }
    expect(() => importPopcornMaker(text, { plugins, findPlace: "gazetteer" as never })).toThrow(PopcornError);
  });

  it("looks each place name up once per import", () => {
    const asked: string[] = [];
    const map = (start: number) => ({
      type: "googlemap",
      popcornOptions: { start, end: start + 1, location: "New York City", target: "video-container" },
    });
    const result = importPopcornMaker(
      { media: [{ url: "clip.webm", duration: 10, tracks: [{ trackEvents: [map(0), map(2), map(4)] }] }] },
      { plugins, findPlace: (name) => (asked.push(name), gazetteer(name)) },
    );
    expect(asked).toEqual(["New York City"]);
    const maps = result.project.lanes.flatMap((lane) => lane.events);
    expect(maps.map((event) => [event.options.lat, event.options.lng])).toEqual([
      [40.7128, -74.006],
      [40.7128, -74.006],
      [40.7128, -74.006],
    ]);
  });

  it("says everything was read only when nothing was dropped or changed", () => {
    const project = (popcornOptions: Record<string, unknown>) => ({
      media: [{ url: "clip.webm", duration: 10, tracks: [{ trackEvents: [{ type: "popup", popcornOptions }] }] }],
    });
    const plain = { start: 1, end: 3, text: "Hi", type: "speech", triangle: "top left", left: 10, top: 10, width: 30 };
    expect(importPopcornMaker(project(plain), { plugins }).issues).toEqual([]);
    // One option the kit cannot keep is one issue: the summary no longer says that everything was read.
    expect(importPopcornMaker(project({ ...plain, sound: true, type: "popup" }), { plugins }).issues).toEqual([
      {
        path: "media[0].tracks[0].trackEvents[0].popcornOptions.sound",
        severity: "error",
        reason: 'Popup option "sound" is true: the pop Maker played at the start is not supported: dropped.',
      },
    ]);
  });

  it("reports hostile values in a Maker event's options, each option on its own, and keeps the rest", () => {
    const result = importPopcornMaker(
      {
        media: [
          {
            tracks: [
              {
                trackEvents: [
                  {
                    type: "text",
                    popcornOptions: {
                      start: 0,
                      end: 2,
                      text: "Still here",
                      fontColor: "#000; position: fixed",
                      linkUrl: "javascript:alert(1)",
                      fontDecorations: "bold",
                      fontFamily: "x".repeat(5000),
                      alignment: "justify",
                      fontSize: "1e400",
                    },
                  },
                ],
              },
            ],
          },
        ],
      },
      { plugins },
    );
    const [event] = result.project.lanes.flatMap((lane) => lane.events);
    expect(event?.options).toEqual({ text: "Still here" });
    const base = "media[0].tracks[0].trackEvents[0].popcornOptions";
    expect(result.issues.map((issue) => [issue.path, issue.severity])).toEqual([
      [`${base}.linkUrl`, "error"],
      [`${base}.fontFamily`, "error"],
      [`${base}.fontSize`, "error"],
      [`${base}.fontColor`, "error"],
      [`${base}.fontDecorations`, "error"],
      [`${base}.alignment`, "error"],
    ]);
  });

  it("saves as a project file that loads back the same, with every event of the file and its look", () => {
    const loaded = loadProject(exportProjectJson(imported.project), { plugins });
    expect(loaded.project).toEqual(imported.project);
    expect(loaded.issues).toEqual([]);
    const kept = loaded.project.lanes.flatMap((lane) => lane.events);
    expect(kept).toHaveLength(fileEvents.length);
    expect(kept.filter((event) => event.options.font !== undefined)).toHaveLength(16);
  });
});
