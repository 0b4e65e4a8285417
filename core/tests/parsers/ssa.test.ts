import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "../../src/parsers/parse.js";

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/subtitles/${name}`, import.meta.url), "utf8");

test("ASS (v4+): Format-driven fields, override tags removed, \\N kept, styles and speakers, placement", () => {
  const result = parse(fixture("episode.ass"), { fileName: "episode.ass" });
  expect(result.format).toBe("ssa");
  expect(result.events).toEqual([
    {
      type: "subtitle",
      start: 1,
      end: 4.5,
      options: { text: "Hello, world!\nSecond line", style: "Default", voice: "Alice" },
    },
    {
      type: "subtitle",
      start: 5,
      end: 7.25,
      options: { text: "THE BAKERY", style: "Sign", settings: { layer: 1, marginV: 120, alignment: 8 } },
    },
    {
      type: "subtitle",
      start: 6,
      end: 8,
      options: { text: "Overlap with\u00a0no-break and a soft break", style: "Default" },
    },
    { type: "subtitle", start: 9, end: 10, options: { text: "Drawn shape gone", style: "Default" } },
    { type: "subtitle", start: 15, end: 16, options: { text: "Unclosed {brace stays", style: "Default" } },
    { type: "subtitle", start: 36000, end: 36001, options: { text: "", style: "Default" } },
  ]);
  expect(result.errors.map((error) => [error.details.line, error.details.column])).toEqual([
    [21, 13],
    [22, 24],
  ]);
  expect(result.errors[0]!.message).toBe(
    'Line 21: invalid time "0:00:1x.00": expected h:mm:ss.cc; the event is skipped.',
  );
  expect(result.meta.scriptInfo).toEqual({
    Title: "Episode 1",
    ScriptType: "v4.00+",
    WrapStyle: "0",
    PlayResX: "1920",
    PlayResY: "1080",
  });
  expect(result.meta.styles).toEqual([
    expect.objectContaining({ Name: "Default", Fontname: "Arial", Alignment: "2", MarginV: "50" }),
    expect.objectContaining({ Name: "Sign", Bold: "-1", Alignment: "8" }),
  ]);
});

test("SSA (v4): Marked field, WrapStyle 2 makes \\n a line break, legacy \\a alignment, *Default style", () => {
  const result = parse(fixture("legacy.ssa"));
  expect(result.format).toBe("ssa");
  expect(result.errors).toEqual([]);
  expect(result.events).toEqual([
    {
      type: "subtitle",
      start: 0.5,
      end: 2,
      options: { text: "Top center\nsoft break", style: "Default", voice: "Narrator", settings: { alignment: 8 } },
    },
  ]);
});

test("a Dialogue line with fewer fields than its Format is reported and skipped", () => {
  const result = parse("[Events]\nFormat: Layer, Start, End, Style, Text\nDialogue: 0,0:00:01.00\n", { format: "ssa" });
  expect(result.events).toEqual([]);
  expect(result.errors[0]!.message).toBe(
    "Line 3: Dialogue line has 2 fields, fewer than the 5 of its Format line; the event is skipped.",
  );
});
