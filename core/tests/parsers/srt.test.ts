import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "../../src/parsers/parse.js";

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/subtitles/${name}`, import.meta.url), "utf8");
/** Seconds from a clock time: h:m:s.ms is exactly the decimal number it reads as. */
const t = (h: number, m: number, s: number, ms = 0): number => ((h * 3600 + m * 60 + s) * 1000 + ms) / 1000;

describe("SRT", () => {
  test("reads a real-world file: BOM, CRLF, missing indexes and blank lines, tags, overlaps, empty cue, huge times", () => {
    const result = parse(fixture("episode.srt"), { fileName: "episode.srt" });
    expect(result.format).toBe("srt");
    expect(result.errors).toEqual([]);
    expect(result.events).toEqual([
      {
        type: "subtitle",
        start: 1,
        end: 3,
        options: {
          text: "Previously on The Show...",
          nodes: [{ type: "i", children: ["Previously"] }, " on ", { type: "b", children: ["The Show"] }, "..."],
        },
      },
      {
        type: "subtitle",
        start: 2.5,
        end: 4,
        options: {
          text: "Overlapping and a dot before the milliseconds",
          nodes: [{ type: "c", color: "#ffff00", children: ["Overlapping"] }, " and a dot before the milliseconds"],
        },
      },
      { type: "subtitle", start: 5, end: 6, options: { text: "No index on this one" } },
      { type: "subtitle", start: 6, end: 7, options: { text: "No blank line before this cue's index" } },
      { type: "subtitle", start: 8, end: 9, options: { text: "" } },
      { type: "subtitle", start: 10, end: 12, options: { text: "On top\nline two" } },
      { type: "subtitle", start: 13.5, end: 14.25, options: { text: "Short fields, I <3 subtitles" } },
      {
        type: "subtitle",
        start: t(99, 59, 59, 999),
        end: t(100, 0, 0),
        options: { text: "Huge time and coordinates" },
      },
    ]);
  });

  test("skips broken cues with their text, reports them with line and column, and keeps text that only looks like timings", () => {
    const result = parse(fixture("broken.srt"), { format: "srt" });
    expect(result.events).toEqual([
      { type: "subtitle", start: 1, end: 2, options: { text: "Good" } },
      { type: "subtitle", start: 6, end: 7, options: { text: "He said --> run\nStill the same cue" } },
    ]);
    expect(result.errors.map((error) => [error.details.line, error.details.column, error.message])).toEqual([
      [
        1,
        1,
        'Line 1: text outside any cue is ignored: expected an index or a timing line such as "00:00:01,000 --> 00:00:04,000".',
      ],
      [8, 18, 'Line 8: invalid timestamp "00:00:0x,000": expected hh:mm:ss,mmm (or hh:mm:ss.mmm).'],
      [
        13,
        18,
        "Line 13: cue ends at 00:00:04,000, before it starts at 00:00:05,000; the cue is skipped: expected an end time at or after the start time.",
      ],
    ]);
    expect(() => parse(fixture("broken.srt"), { format: "srt", strict: true })).toThrow(
      /^Line 1: text outside any cue/,
    );
  });

  test("CR-only line breaks, blank lines made of spaces, and a cue that ends the file without a line break", () => {
    const result = parse("1\r00:00:01,000 --> 00:00:02,000\rOne\r \t\r2\r00:00:03,000 --> 00:00:04,000\rTwo\rlines", {
      format: "srt",
    });
    expect(result.events).toEqual([
      { type: "subtitle", start: 1, end: 2, options: { text: "One" } },
      { type: "subtitle", start: 3, end: 4, options: { text: "Two\nlines" } },
    ]);
  });

  test("a blank line inside a cue's text is kept; a number alone after a blank line at the end is an index", () => {
    const result = parse("1\n00:00:01,000 --> 00:00:02,000\nFirst\n\nafter a blank line\n\n2\n", { format: "srt" });
    expect(result.events).toEqual([
      { type: "subtitle", start: 1, end: 2, options: { text: "First\n\nafter a blank line" } },
    ]);
  });

  test("tags: any case, nesting, unclosed, stray closers, unknown tags stay text, override blocks go", () => {
    const result = parse(
      '1\n00:00:01,000 --> 00:00:02,000\n<I>a <B>b</I> c</b> </u><FONT COLOR=red face="Arial">d</font> <s>e</s> {\\i1}f{not an override}',
      { format: "srt" },
    );
    expect(result.events[0]!.options).toEqual({
      text: "a b c d <s>e</s> f{not an override}",
      nodes: [
        { type: "i", children: ["a ", { type: "b", children: ["b"] }] },
        " c ",
        { type: "c", color: "red", children: ["d"] },
        " <s>e</s> f{not an override}",
      ],
    });
  });

  test("the type option names the plugin of every event", () => {
    expect(parse("1\n00:00:01,000 --> 00:00:02,000\nHi", { format: "srt", type: "caption" }).events[0]).toMatchObject({
      type: "caption",
    });
  });
});
