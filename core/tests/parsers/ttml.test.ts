import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "../../src/parsers/parse.js";

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/subtitles/${name}`, import.meta.url), "utf8");
const ttml = (body: string, attributes = ""): string =>
  `<tt xmlns="http://www.w3.org/ns/ttml" xmlns:ttp="http://www.w3.org/ns/ttml#parameter" ${attributes}><body><div>${body}</div></body></tt>`;
const times = (text: string): [number, number, string][] =>
  parse(text, { format: "ttml" }).events.map((event) => [event.start, event.end, event.options.text as string]);

describe("TTML", () => {
  test("reads clock, offset, frame and tick times, nested timing, <br/>, spans that change over time, seq containers", () => {
    const result = parse(fixture("captions.ttml"), { fileName: "captions.ttml" });
    expect(result.format).toBe("ttml");
    const where = { lang: "en", region: "bottom" };
    expect(result.events).toEqual([
      { id: "c1", type: "subtitle", start: 11, end: 13.5, options: { text: "Hello,\nworld!", ...where, style: "s1" } },
      {
        type: "subtitle",
        start: 10 + 4 + 5 / 25,
        end: 10 + 4 + 5 / 25 + 2,
        options: { text: "Frames & bold", ...where, settings: { textAlign: "center" } },
      },
      { type: "subtitle", start: 18, end: 20, options: { text: "Tic-tac", lang: "fr", region: "bottom" } },
      { type: "subtitle", start: 30, end: 31, options: { text: "Karaoke: one", ...where } },
      { type: "subtitle", start: 31, end: 32, options: { text: "Karaoke: one two", ...where } },
      { type: "subtitle", start: 32, end: 33, options: { text: "Karaoke: one two three", ...where } },
      { type: "subtitle", start: 33, end: 34, options: { text: "Karaoke: one two", ...where } },
      { type: "subtitle", start: 40, end: 100, options: { text: "Offsets", ...where } },
      { type: "subtitle", start: 100, end: 102, options: { text: "First in sequence", ...where } },
      { type: "subtitle", start: 102, end: 105, options: { text: "Second in sequence", ...where } },
      { type: "subtitle", start: 206, end: 207, options: { text: "  Keep   spaces  ", ...where } },
    ]);
    expect(result.errors.map((error) => [error.details.line, error.details.column])).toEqual([
      [27, 7],
      [28, 7],
    ]);
    expect(result.errors[0]!.message).toMatch(
      /^Line 27: invalid end="bad" on <p>; it is skipped: expected a clock time/,
    );
    expect(result.meta).toEqual({
      lang: "en",
      styles: { s1: { color: "white", fontStyle: "italic" } },
      regions: { bottom: { origin: "10% 80%", extent: "80% 20%" } },
    });
  });

  test("frame rate multiplier, sub-frames and default tick rate", () => {
    const text = ttml(
      '<p begin="00:00:01:15.1" end="00:00:02:00">a</p><p begin="30t" end="45t">b</p>',
      'ttp:frameRate="30" ttp:frameRateMultiplier="1000 1001" ttp:subFrameRate="2"',
    );
    const rate = 30000 / 1001;
    expect(times(text)).toEqual([
      [1 + (15 + 1 / 2) / rate, 2, "a"],
      [30 / (rate * 2), 45 / (rate * 2), "b"],
    ]);
    expect(times(ttml('<p begin="2t" end="3t">c</p>'))).toEqual([[2, 3, "c"]]);
  });

  test("a paragraph that lasts past its parent is cut at the parent's end; untimed ones last as long as it does", () => {
    expect(
      times(
        `<tt xmlns="http://www.w3.org/ns/ttml"><body><div begin="1s" end="5s"><p begin="3s" end="9s">cut</p><p>whole</p></div></body></tt>`,
      ),
    ).toEqual([
      [4, 5, "cut"],
      [1, 5, "whole"],
    ]);
    expect(parse(ttml("<p>forever</p>"), { format: "ttml" }).events).toEqual([
      { type: "subtitle", start: 0, end: Infinity, options: { text: "forever" } },
    ]);
  });

  test("whitespace collapses (XML line breaks are spaces), except with xml:space=preserve", () => {
    expect(times(ttml('<p begin="0s" end="1s">\n   one\n   two  <br/>  three <span> four </span></p>'))).toEqual([
      [0, 1, "one two\nthree four"],
    ]);
  });

  test("a root element that is not <tt> is reported", () => {
    const result = parse("<html><body/></html>", { format: "ttml" });
    expect(result.events).toEqual([]);
    expect(result.errors[0]!.message).toBe("Line 1: root element <html> is not TTML: expected <tt>.");
  });
});
