import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "../../src/parsers/parse.js";

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/subtitles/${name}`, import.meta.url), "utf8");

test("TTXT: each sample lasts until the next; empty samples are gaps; the last one is open-ended", () => {
  const result = parse(fixture("sample.ttxt"), { fileName: "sample.ttxt" });
  expect(result.format).toBe("ttxt");
  expect(result.events).toEqual([
    { type: "subtitle", start: 1.5, end: 4, options: { text: "The first line\nand the second" } },
    { type: "subtitle", start: 5, end: 7.25, options: { text: "Old style, in an attribute" } },
    { type: "subtitle", start: 7.25, end: 9, options: { text: "Styled" } },
    { type: "subtitle", start: 9, end: Infinity, options: { text: "Last one, open ended" } },
  ]);
  expect(result.errors.map((error) => error.message)).toEqual([
    'Line 19: invalid sampleTime="00:00:xx.000"; the sample is skipped: expected a clock time such as "00:00:01.500".',
  ]);
  expect(result.meta).toEqual({
    header: { width: "400", height: "60", layer: "0", translation_x: "0", translation_y: "0" },
  });
});

test("TTXT samples out of time order are reported, not turned into backwards cues", () => {
  const result = parse(
    '<TextStream><TextSample sampleTime="00:00:05.000">late</TextSample><TextSample sampleTime="00:00:01.000">early</TextSample></TextStream>',
    { format: "ttxt" },
  );
  expect(result.events).toEqual([{ type: "subtitle", start: 1, end: Infinity, options: { text: "early" } }]);
  expect(result.errors[0]!.message).toBe(
    'Line 1: sample at "00:00:05.000" comes after the next one; it is skipped: expected samples in time order.',
  );
});
