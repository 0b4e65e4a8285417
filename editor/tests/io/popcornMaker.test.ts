import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOGUE, createPluginSet } from "../../src/index.js";
import { importPopcornMaker } from "../../src/io/importPopcornMaker.js";

const text = readFileSync(new URL("../fixtures/popcorn-maker.json", import.meta.url), "utf8");
const butter = JSON.parse(text);

const plugins = createPluginSet(CATALOGUE);

const fileEvents = butter.media[0].tracks.flatMap((track: { trackEvents: unknown[] }) => track.trackEvents);

describe("importPopcornMaker", () => {
  const { project, issues } = importPopcornMaker(text, { plugins });
  const events = project.lanes.flatMap((lane) => lane.events);
  const byText = (value: string) => events.find((event) => event.options.text === value);

  it("imports every event of the file, and every target as an outlet", () => {
    expect(fileEvents).toHaveLength(10);
    expect(events).toHaveLength(10);
    expect(project.meta.title).toBe("A day in Lisbon");
    expect(project.media).toMatchObject({
      source: { kind: "youtube", url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" },
      duration: 14.5,
    });
    const beside = project.layout.outlets.filter((outlet) => outlet.placement === "beside");
    expect(beside.map((outlet) => outlet.name)).toEqual(["Target0", "Footer"]);
    expect(beside[0]?.box).toEqual({ left: 0, top: 0, width: 100, height: 100 });
  });

  it("turns tracks into lanes in their order, named after them", () => {
    expect(project.lanes.map((lane) => lane.name)).toEqual([
      "Layer 0",
      "Layer 1",
      "Layer 2",
      "Layer 3",
      "Layer 4",
      "Layer 5",
    ]);
    expect(project.lanes[0]?.events.map((event) => event.type)).toEqual(["callout", "callout", "callout"]);
  });

  it("places positioned events into outlets over the video, one per place, named after what they hold", () => {
    const over = project.layout.outlets.filter((outlet) => outlet.placement === "over");
    expect(over.map((outlet) => outlet.name)).toEqual(["callout", "callout-2", "image", "notes", "sequencer"]);
    expect(over[0]).toEqual({
      name: "callout",
      placement: "over",
      box: { left: 10, top: 20, width: 30, height: 25 },
      zIndex: 999,
      transition: "fade",
    });
    // Two popups at the same place share their outlet.
    expect(byText("Hello there!")?.options.target).toBe("callout");
    expect(byText("Read about the tram")?.options.target).toBe("callout");
    expect(byText("Where does the tram go?")?.options.target).toBe("callout-2");
    expect(over[1]).toMatchObject({ box: { left: 55, top: 10, width: 35, height: 25 }, transition: "pop" });
    expect(byText("Welcome to Lisbon")).toMatchObject({ type: "text", options: { target: "notes" } });
    expect(over[3]).toMatchObject({
      box: { left: 5, top: 80, width: 90, height: 15 },
      zIndex: 997,
      transition: "slide",
    });
  });

  it("maps Popcorn Maker's types onto the catalogue's plugins and options", () => {
    expect(byText("Hello there!")?.options).toMatchObject({
      text: "Hello there!",
      shape: "speech",
      tail: "bottom-left",
      target: "callout",
    });
    expect(byText("Where does the tram go?")?.options).toMatchObject({ shape: "thought", tail: "top-right" });
    expect(byText("Read about the tram")?.options).toMatchObject({
      shape: "box",
      tail: "none",
      href: "https://www.carris.pt",
    });
    const find = (type: string) => events.find((event) => event.type === type);
    expect(find("map")).toMatchObject({
      start: 2,
      end: 6,
      options: { lat: 38.7223, lng: -9.1393, zoom: 12, label: "Lisbon, Portugal", target: "Target0" },
    });
    expect(find("image")?.options).toMatchObject({
      src: "https://upload.wikimedia.org/wikipedia/commons/8/8b/Lisbon_view.jpg",
      href: "https://en.wikipedia.org/wiki/Lisbon",
      alt: "Lisbon seen from the castle",
      target: "image",
    });
    expect(find("wikipedia")?.options).toMatchObject({ title: "Lisbon", lang: "en", words: 40, target: "Footer" });
    expect(find("pause")).toMatchObject({ start: 12, end: 12.1, options: { duration: 3 } });
  });

  it("keeps events of unknown types with their options, reported once per type", () => {
    const twitter = events.find((event) => event.type === "twitter");
    expect(twitter?.options).toEqual({ src: "@mozilla", title: "Mozilla", target: "Target0" });
    expect(events.find((event) => event.type === "sequencer")?.options).toMatchObject({
      title: "Big Buck Bunny",
      target: "sequencer",
    });
    const unknown = issues.filter((issue) => / is not one of this editor's plugins/.test(issue.reason));
    expect(unknown.every((issue) => issue.severity === "warning")).toBe(true);
    expect(unknown.map((issue) => issue.reason)).toEqual([
      expect.stringMatching(/"twitter" is not one of/),
      expect.stringMatching(/"sequencer" is not one of/),
    ]);
  });

  it("keeps the popups' look and reports what Popcorn Maker showed that the kit cannot", () => {
    expect(byText("Read about the tram")?.options).toMatchObject({
      font: "serif",
      size: 1.75,
      color: "#668b8b",
      bold: true,
    });
    expect(byText("Welcome to Lisbon")?.options).toMatchObject({ size: 2.25, color: "#ffffff", align: "center" });
    const at = (path: string) =>
      issues.filter((issue) => issue.path === `media[0].tracks[1].trackEvents[2].popcornOptions.${path}`);
    expect(at("sound")).toMatchObject([
      { severity: "error", reason: expect.stringContaining("not supported: dropped") },
    ]);
    expect(at("icon")).toMatchObject([{ severity: "error" }]);
    expect(at("fontFamily")).toMatchObject([
      { severity: "warning", reason: expect.stringContaining("drawn in serif") },
    ]);
    // A speech bubble had no sound and no icon in Maker: nothing to report.
    expect(issues.some((issue) => /trackEvents\[0\]\.popcornOptions\.(sound|icon)$/.test(issue.path))).toBe(false);
  });

  it("keeps a callout as an unknown type while the plugin set has none", () => {
    const without = createPluginSet(CATALOGUE.filter((plugin) => plugin.name !== "callout"));
    const result = importPopcornMaker(butter, { plugins: without });
    expect(result.project.lanes.flatMap((lane) => lane.events)).toHaveLength(10);
    expect(result.issues.some((issue) => /"callout" is not one of/.test(issue.reason))).toBe(true);
  });

  it("refuses what is not a Popcorn Maker project", () => {
    expect(() => importPopcornMaker({ media: "x" }, { plugins })).toThrow(/Popcorn Maker project an object/);
  });
});

describe("the media's address", () => {
  const withMedia = (url: unknown) =>
    importPopcornMaker({ media: [{ url, duration: 10, tracks: [{ trackEvents: [] }] }] }, { plugins });

  it("takes the first address that is media, passing over a page that is not (SoundCloud, which Maker listed)", () => {
    const { project } = withMedia(["https://soundcloud.com/artist/track", "https://example.org/talk.webm"]);
    expect(project.media.source).toEqual({ kind: "url", url: "https://example.org/talk.webm" });
    expect(withMedia("https://youtu.be/dQw4w9WgXcQ").project.media.source?.kind).toBe("youtube");
  });

  it("reports a page that is not media, saying what is accepted, and sets none", () => {
    const { project, issues } = withMedia("https://soundcloud.com/artist/track");
    expect(project.media.source).toBeNull();
    expect(issues).toEqual([
      expect.objectContaining({
        path: "media[0].url",
        severity: "error",
        reason: expect.stringMatching(/soundcloud.*expected the address of a video or audio file/),
      }),
    ]);
  });
});
