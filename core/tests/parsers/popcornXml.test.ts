import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "../../src/parsers/parse.js";

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/subtitles/${name}`, import.meta.url), "utf8");

test("Popcorn XML: manifest resources, inherited attributes, in/out times, text; bad events reported", () => {
  const result = parse(fixture("popcorn.xml"), { fileName: "data.xml" });
  expect(result.format).toBe("popcorn-xml");
  expect(result.events).toEqual([
    { id: "note-1", type: "footnote", start: 2, end: 6, options: { target: "sidebar", text: "Brett & friends" } },
    {
      type: "googlemap",
      start: 8,
      end: 12,
      options: { target: "sidebar", type: "city", lat: "43.65", long: "-79.38", text: "Toronto", zoom: "10" },
    },
    {
      type: "footnote",
      start: 15,
      end: Infinity,
      options: { target: "sidebar", name: "Brett Gaylor", salutation: "Mr", text: "Open ended" },
    },
    { type: "image", start: 3.5, end: 7, options: { target: "gallery", src: "poster.jpg" } },
  ]);
  expect(result.errors.map((error) => [error.details.line, error.details.column, error.message])).toEqual([
    [
      18,
      5,
      'Line 18: <footnote> refers to resource "nobody", which the manifest does not list before it; it is skipped: expected the id of a manifest resource listed before it.',
    ],
    [
      19,
      5,
      expect.stringMatching(
        /^Line 19: invalid in="x" on <footnote>; it is skipped: expected finite seconds or a timecode/,
      ),
    ],
  ]);
  expect(result.meta).toEqual({
    manifest: {
      brett: { name: "Brett Gaylor", salutation: "Mr" },
      toronto: { type: "city", lat: "43.65", long: "-79.38", text: "Toronto" },
    },
  });
});

test("SMPTE times use the frame rate of <popcorn framerate>", () => {
  const result = parse(
    '<popcorn framerate="25"><timeline><cue in="00:00:01:05" out="00:00:02:00"/></timeline></popcorn>',
    { format: "popcorn-xml" },
  );
  expect(result.events).toEqual([{ type: "cue", start: 1.2, end: 2, options: {} }]);
});

test("as in Popcorn, resources count from where the manifest lists them: a reference before it is reported", () => {
  const result = parse(
    '<popcorn><timeline><footnote in="1" resourceid="a"/></timeline><manifest><res id="a" src="x"/></manifest></popcorn>',
    { format: "popcorn-xml" },
  );
  expect(result.events).toEqual([]);
  expect(result.meta).toEqual({ manifest: { a: { src: "x" } } });
  expect(result.errors.map((error) => error.details.line)).toEqual([1]);
});

test("ids and names from the file never reach Object.prototype", () => {
  const result = parse(
    '<popcorn><manifest><r id="__proto__" src="a.jpg"/></manifest><timeline><image in="1" resourceid="__proto__"/><image in="2" resourceid="constructor"/></timeline></popcorn>',
    { format: "popcorn-xml" },
  );
  expect(result.events).toEqual([{ type: "image", start: 1, end: Infinity, options: { src: "a.jpg" } }]);
  expect(Object.getPrototypeOf(result.meta.manifest)).toBe(Object.prototype);
  expect(result.errors.map((error) => error.details.value)).toEqual(["constructor"]);
});
