import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "../../src/parsers/parse.js";

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/subtitles/${name}`, import.meta.url), "utf8");

test("Popcorn JSON: one event per plugin key, times through toSeconds, ids, open ends; bad items reported at their line", () => {
  const result = parse(fixture("popcorn.json"), { fileName: "demo.json" });
  expect(result.format).toBe("popcorn-json");
  expect(result.events).toEqual([
    { type: "footnote", start: 2, end: 6, options: { text: "A footnote", target: "notes" } },
    { id: "sub-1", type: "subtitle", start: 5.5, end: 8, options: { text: "A subtitle" } },
    { type: "image", start: 10, end: Infinity, options: { src: "poster.jpg", target: "gallery" } },
    { type: "webpage", start: 12, end: 20, options: { src: "https://example.com/", target: "frame" } },
  ]);
  expect(result.errors.map((error) => [error.details.line, error.details.column, error.message])).toEqual([
    [
      9,
      5,
      'Line 9: data[3]: "footnote" has an invalid time "soon"; it is skipped: expected finite seconds, or a timecode such as "1:02" or "00:01:02.5".',
    ],
    [
      10,
      5,
      'Line 10: data[4]: "not an object" is not an object; it is skipped: expected { "pluginName": { ...options } }.',
    ],
    [
      11,
      5,
      'Line 11: data[5]: "footnote" ends (3) before it starts (9); it is skipped: expected end at or after start.',
    ],
  ]);
  expect(result.meta).toEqual({ title: "Popcorn demo", remote: "http://example.com/video.webm" });
});

test.each([
  ['{\n  "data": [\n    { "footnote": { "start": 1, } }\n  ]\n}', 3, 33],
  ['{"data": [1, 2 x]}', 1, 16],
  ['{"data": ', 1, 10],
  ["[1, 2, 3]", 1, 1],
])("invalid JSON %j is reported at line %i, column %i", (text, line, column) => {
  const result = parse(text, { format: "popcorn-json" });
  expect(result.events).toEqual([]);
  expect(result.errors).toHaveLength(1);
  expect(result.errors[0]!.details).toMatchObject({ line, column });
});
