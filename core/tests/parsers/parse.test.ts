import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { PopcornError } from "../../src/errors/errors.js";
import { createPopcorn, createVirtualPlayer } from "../../src/index.js";
import { detectFormat } from "../../src/parsers/detectFormat.js";
import { parse } from "../../src/parsers/parse.js";
import type { SubtitleFormat } from "../../src/parsers/types.js";

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/subtitles/${name}`, import.meta.url), "utf8");

describe("detectFormat", () => {
  test.each([
    ["interview.vtt", "webvtt"],
    ["episode.srt", "srt"],
    ["broken.srt", "srt"],
    ["youtube.sbv", "sbv"],
    ["episode.ass", "ssa"],
    ["legacy.ssa", "ssa"],
    ["captions.ttml", "ttml"],
    ["sample.ttxt", "ttxt"],
    ["popcorn.json", "popcorn-json"],
    ["popcorn.xml", "popcorn-xml"],
  ] as [string, SubtitleFormat][])("tells %s is %s from its content alone", (name, format) => {
    expect(detectFormat(fixture(name))).toBe(format);
  });

  test("content wins over a misleading extension; the extension decides when the content says nothing", () => {
    expect(detectFormat("WEBVTT\n\n00:01.000 --> 00:02.000\nx", "subs.srt")).toBe("webvtt");
    expect(detectFormat("", "https://cdn.example.com/track.VTT?token=1#t=2")).toBe("webvtt");
    expect(detectFormat("", "show.ass")).toBe("ssa");
    expect(detectFormat("", "captions.dfxp")).toBe("ttml");
    expect(detectFormat('<?xml version="1.0"?>\n<!-- c -->\n<tt:tt xmlns:tt="http://www.w3.org/ns/ttml"/>')).toBe(
      "ttml",
    );
    expect(detectFormat("just some words", "notes.txt")).toBeUndefined();
    expect(detectFormat("<constructor/>", "x.constructor")).toBeUndefined();
  });
});

describe("parse", () => {
  test("detects the format and names it in the result", () => {
    expect(parse(fixture("episode.srt")).format).toBe("srt");
    expect(parse(fixture("captions.ttml")).format).toBe("ttml");
  });

  test("text that fits no format is reported and read as SRT, which finds nothing in it", () => {
    const result = parse("hello there", { fileName: "notes.txt" });
    expect(result).toMatchObject({ format: "srt", events: [] });
    expect(result.errors.map((error) => error.message)).toEqual([
      'Line 1: could not detect the format of "notes.txt", read as SRT: expected one of webvtt, srt, sbv, ssa, ttml, ttxt, popcorn-json, popcorn-xml, or pass `format`.',
      'Line 1: text outside any cue is ignored: expected an index or a timing line such as "00:00:01,000 --> 00:00:04,000".',
    ]);
  });

  test("an unknown format, or text that is not a string, is a programming error and throws", () => {
    expect(() => parse("x", { format: "sami" as SubtitleFormat })).toThrow(PopcornError);
    expect(() => parse("x", { format: "constructor" as SubtitleFormat })).toThrow(/Unknown format "constructor"/);
    expect(() => parse(undefined as unknown as string)).toThrow(/expected the text of a subtitle or Popcorn data file/);
  });
});

describe("parsed subtitles fit the subtitle plugin", () => {
  test.each([
    "interview.vtt",
    "episode.srt",
    "youtube.sbv",
    "episode.ass",
    "legacy.ssa",
    "captions.ttml",
    "sample.ttxt",
  ])("every event of %s loads into an instance, options and all", async (name) => {
    const text = fixture(name);
    const pop = createPopcorn(createVirtualPlayer(), { parse });
    const reported: unknown[] = [];
    pop.on("error", (event) => reported.push(event.error));
    const added = await pop.loadTrack(text);
    const { events, errors } = parse(text);
    // The only errors are the parse errors the fixture is meant to have: no event is refused by the plugin.
    expect(reported).toEqual(errors);
    expect(added.map((event) => [event.type, event.start, event.end, event.options.text])).toEqual(
      events.map((event) => ["subtitle", event.start, event.end, event.options.text]),
    );
    pop.destroy();
  });
});
