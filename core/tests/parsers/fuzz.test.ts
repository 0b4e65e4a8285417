import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { parse } from "../../src/parsers/parse.js";
import type { ParsedEvent, SubtitleFormat } from "../../src/parsers/types.js";

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/subtitles/${name}`, import.meta.url), "utf8");

const FIXTURES: [SubtitleFormat, string][] = [
  ["webvtt", "interview.vtt"],
  ["webvtt", "broken.vtt"],
  ["srt", "episode.srt"],
  ["srt", "broken.srt"],
  ["sbv", "youtube.sbv"],
  ["ssa", "episode.ass"],
  ["ssa", "legacy.ssa"],
  ["ttml", "captions.ttml"],
  ["ttxt", "sample.ttxt"],
  ["popcorn-json", "popcorn.json"],
  ["popcorn-xml", "popcorn.xml"],
];
const FORMATS: SubtitleFormat[] = ["webvtt", "srt", "sbv", "ssa", "ttml", "ttxt", "popcorn-json", "popcorn-xml"];

const TEXT_FORMATS = new Set<SubtitleFormat>(["webvtt", "srt", "sbv", "ssa", "ttml", "ttxt"]);

/** Formats whose events may end without an end time being written: an open end is `Infinity`. */
const OPEN_ENDS = new Set<SubtitleFormat>(["ttml", "ttxt", "popcorn-json", "popcorn-xml"]);

/**
 * What every parse must give, whatever the input: events with finite, ordered times (an end before its start
 * only in WebVTT, and then with a warning), and errors with places.
 */
function expectSound(text: string, format?: SubtitleFormat): void {
  const result = parse(text, format === undefined ? {} : { format });
  // Collected first and asserted once: an expect() per event would make big inputs slow to check.
  const wrong: unknown[] = [];
  const warnings = result.errors.filter((error) => error.details.severity === "warning").length;
  let backwards = 0;
  for (const event of result.events as ParsedEvent[]) {
    if (event.end < event.start) backwards++;
    const sound =
      Number.isFinite(event.start) &&
      event.start >= 0 &&
      (Number.isFinite(event.end) || (event.end === Infinity && OPEN_ENDS.has(result.format))) &&
      (event.end >= event.start || result.format === "webvtt") &&
      typeof event.type === "string" &&
      (!TEXT_FORMATS.has(result.format) || typeof event.options.text === "string");
    if (!sound) wrong.push(event);
  }
  // One warning per kept backwards cue (fewer only once the log is full).
  if (backwards !== warnings && result.errors.length < 1000) wrong.push({ backwards, warnings });
  for (const error of result.errors) {
    const line = error.details.line ?? 0;
    const column = error.details.column ?? 0;
    const severity = error.details.severity;
    if (error.code !== "PARSE" || !(line >= 1) || !(column >= 1) || (severity !== "error" && severity !== "warning"))
      wrong.push(error);
  }
  expect(wrong).toEqual([]);
}

// Pieces that steer random edits towards the parsers' edge cases.
const SNIPPETS = [
  "-->",
  " --> ",
  "\n",
  "\r\n",
  "\r",
  "\n\n",
  "<",
  ">",
  "</",
  "&",
  "&#",
  "&#x110000;",
  "&amp;",
  "&undefined;",
  ":",
  ".",
  ",",
  "00:00:01.000",
  "99:59:59,999",
  "0:00:01.00",
  "{\\an8}",
  "{",
  "}",
  "\\N",
  "<i>",
  "</b>",
  "<v ",
  "<ruby><rt>",
  "<br/>",
  "<!DOCTYPE x>",
  "<![CDATA[",
  "]]>",
  '"',
  "'",
  "=",
  'begin="',
  'dur="1s"',
  "\0",
  "\uFEFF",
  "WEBVTT",
  "STYLE\n",
  "REGION\n",
  "Dialogue: ",
  "[Events]",
  "Format: ",
  '{"data":[',
  "]}",
  "null",
  "1e999",
  "-1",
  "9".repeat(400),
  "9".repeat(309),
  "<!---->",
  "<?x?>",
  "<!DOCTYPE",
  "&notin;",
  "&not",
  "&#x1F600;",
  "&ClockwiseContourIntegral;",
  " line:",
  " position:",
  " size:",
  " align:",
  " region:",
  "%",
  "<c.a.b>",
  "<lang en>",
  "<00:00:01.000>",
  '<font color="',
  "{\\p1}",
  'sampleTime="',
  'in="',
  'begin="',
  'dur="',
];

const edit = fc.record({
  at: fc.nat(),
  length: fc.nat({ max: 40 }),
  kind: fc.constantFrom("insert", "delete", "replace", "duplicate"),
  text: fc.oneof(fc.constantFrom(...SNIPPETS), fc.string({ maxLength: 8, unit: "binary" })),
});

function mutate(text: string, edits: { at: number; length: number; kind: string; text: string }[]): string {
  let result = text;
  for (const { at, length, kind, text: piece } of edits) {
    const pos = result.length === 0 ? 0 : at % (result.length + 1);
    const end = Math.min(result.length, pos + length);
    if (kind === "insert") result = result.slice(0, pos) + piece + result.slice(pos);
    else if (kind === "delete") result = result.slice(0, pos) + result.slice(end);
    else if (kind === "replace") result = result.slice(0, pos) + piece + result.slice(end);
    else result = result.slice(0, end) + result.slice(pos, end) + result.slice(end);
  }
  return result;
}

describe("fuzzing: lenient parsing never throws and never gives NaN or infinite start times, or end < start unwarned", () => {
  test.each(FORMATS)("%s: random bytes, decoded as UTF-8", (format) => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expectSound(new TextDecoder().decode(bytes), format);
      }),
      { numRuns: 150 },
    );
  });

  test.each(FORMATS)("%s: random text of any characters", (format) => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: "binary" }), (text) => expectSound(text, format)),
      { numRuns: 150 },
    );
  });

  test.each(FIXTURES)("%s: random edits of %s", (format, name) => {
    const text = fixture(name);
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 6 }), (edits) => {
        const mutated = mutate(text, edits);
        expectSound(mutated, format);
        expectSound(mutated);
      }),
      { numRuns: 200 },
    );
  });
});
