import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "../../src/parsers/parse.js";

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/subtitles/${name}`, import.meta.url), "utf8");

test("SBV: blocks, [br], a missing blank line, an empty cue; bad timing lines and backwards cues are reported", () => {
  const result = parse(fixture("youtube.sbv"), { fileName: "captions.sbv" });
  expect(result.format).toBe("sbv");
  expect(result.events).toEqual([
    {
      type: "subtitle",
      start: 0.599,
      end: 4.16,
      options: { text: ">> ALICE: Hi, my name is Alice Miller\nand this is John Brown" },
    },
    { type: "subtitle", start: 4.16, end: 6.77, options: { text: ">> JOHN: and we're the owners\nof Miller Bakery." } },
    { type: "subtitle", start: 6.77, end: 8, options: { text: "No blank line before this one" } },
    { type: "subtitle", start: 10, end: 11, options: { text: "" } },
  ]);
  expect(result.errors.map((error) => [error.details.line, error.details.column, error.message])).toEqual([
    [
      11,
      18,
      'Line 11: invalid timing line "0:00:09.000,0:00:x9.500": expected h:mm:ss.mmm,h:mm:ss.mmm; the block is skipped.',
    ],
    [
      16,
      1,
      "Line 16: cue ends at 00:00:11.000, before it starts at 00:00:12.000; the cue is skipped: expected an end time at or after the start time.",
    ],
  ]);
});

test("SBV with CRLF line breaks reads the same", () => {
  const crlf = parse(fixture("youtube.sbv").replace(/\n/g, "\r\n"), { format: "sbv" });
  expect(crlf.events).toEqual(parse(fixture("youtube.sbv"), { format: "sbv" }).events);
});
