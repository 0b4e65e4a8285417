import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { CueNode } from "../../src/parsers/cueNodes.js";
import { parse } from "../../src/parsers/parse.js";
import type { ParseResult, SubtitleFormat } from "../../src/parsers/types.js";

// The showcase media's files (test/fixtures/showcase, made by make-showcase.sh from one table of sentences): every
// format must read cleanly and say the same thing at the same times, as the word-timed transcript does.
const showcase = (name: string): string =>
  readFileSync(new URL(`../../../test/fixtures/showcase/${name}`, import.meta.url), "utf8");

const read = (name: string): ParseResult => parse(showcase(name), { fileName: name.split("/").at(-1) });

const cues = (result: ParseResult) =>
  result.events.map((event) => ({ type: event.type, start: event.start, end: event.end, text: event.options.text }));

const FORMATS: [string, SubtitleFormat][] = [
  ["subtitles/showcase.vtt", "webvtt"],
  ["subtitles/showcase.srt", "srt"],
  ["subtitles/showcase.sbv", "sbv"],
  ["subtitles/showcase.ass", "ssa"],
  ["subtitles/showcase.ttml", "ttml"],
  ["subtitles/showcase.ttxt", "ttxt"],
  ["subtitles/showcase.json", "popcorn-json"],
  ["subtitles/showcase.xml", "popcorn-xml"],
];

describe("showcase subtitles", () => {
  const transcript = read("showcase.en.vtt");
  const expected = cues(transcript);

  test("the word-timed transcript reads with no error or warning, one cue a sentence", () => {
    expect(transcript.format).toBe("webvtt");
    expect(transcript.errors).toEqual([]);
    expect(expected).toHaveLength(6);
    expect(expected[0]).toEqual({
      type: "subtitle",
      start: 2.5,
      end: expect.any(Number),
      text: "Lisbon grew up where the river Tagus meets the Atlantic Ocean.",
    });
  });

  test("each word's time lies inside its cue, after the one before", () => {
    for (const event of transcript.events) {
      const nodes = event.options.nodes as CueNode[];
      const times = nodes.flatMap((node) => (typeof node !== "string" && node.type === "timestamp" ? [node.time] : []));
      expect(times.length).toBeGreaterThan(5);
      const edges = [event.start, ...times, event.end];
      for (let i = 1; i < edges.length; i++) expect(edges[i]).toBeGreaterThan(edges[i - 1]!);
    }
  });

  test.each(FORMATS)("%s reads as %s with no error or warning, the same cues as the transcript", (name, format) => {
    const result = read(name);
    expect(result.format).toBe(format);
    expect(result.errors).toEqual([]);
    expect(cues(result)).toEqual(expected);
  });

  test("chapters cover the narration from 0 without gaps, each opening on a sentence", () => {
    const chapters = read("showcase.chapters.vtt");
    expect(chapters.errors).toEqual([]);
    expect(chapters.events.map((event) => event.options.text)).toEqual([
      "The river and the sea",
      "Alfama",
      "The Tower of Belém",
      "A city rebuilt",
    ]);
    expect(chapters.events[0]!.start).toBe(0);
    chapters.events.slice(1).forEach((chapter, i) => {
      expect(chapter.start).toBe(chapters.events[i]!.end);
      expect(expected.map((cue) => cue.start)).toContain(chapter.start);
    });
    expect(chapters.events.at(-1)!.end).toBeGreaterThan(expected.at(-1)!.end);
  });

  test("places.json: each place is named in a cue at the time of its mention", () => {
    const { places } = JSON.parse(showcase("places.json")) as {
      places: { id: string; lat: number; lng: number; mentions: { start: number; end: number; text: string }[] }[];
    };
    expect(places.map((place) => place.id)).toEqual(["alfama", "belem-tower", "commerce-square"]);
    for (const place of places) {
      expect(Math.abs(place.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(place.lng)).toBeLessThanOrEqual(180);
      expect(place.mentions.length).toBeGreaterThan(0);
      for (const mention of place.mentions) {
        const cue = expected.find((c) => c.start <= mention.start && mention.end <= c.end);
        expect(cue?.text).toContain(mention.text);
      }
    }
  });
});
