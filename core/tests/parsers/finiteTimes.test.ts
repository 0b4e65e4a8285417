import { describe, expect, test } from "vitest";
import { PopcornError } from "../../src/errors/errors.js";
import { parse } from "../../src/parsers/parse.js";
import type { SubtitleFormat } from "../../src/parsers/types.js";

// 309 digits: past the largest double (about 1.8e308), so Number() reads it as Infinity.
const HUGE = `2${"0".repeat(308)}`;
const TTML = (p: string): string => `<tt xmlns="http://www.w3.org/ns/ttml"><body><div>\n${p}\n</div></body></tt>`;

// A file per format with one time too large to be a number, on line 2, and one good cue after it.
const CASES: [SubtitleFormat, string, number][] = [
  ["webvtt", `WEBVTT\n\n${HUGE}:00:00.000 --> 00:00:01.000\nbad\n\n00:02.000 --> 00:03.000\ngood`, 3],
  ["webvtt", `WEBVTT\n\n00:00.000 --> ${HUGE}:00:00.000\nbad\n\n00:02.000 --> 00:03.000\ngood`, 3],
  ["srt", `1\n${HUGE}:00:00,000 --> 00:00:01,000\nbad\n\n2\n00:00:02,000 --> 00:00:03,000\ngood`, 2],
  ["sbv", `0:00:00.000,${HUGE}:00:01.000\nbad\n\n0:00:02.000,0:00:03.000\ngood`, 1],
  [
    "ssa",
    `[Events]\nDialogue: 0,${HUGE}:00:00.00,0:00:01.00,Default,,0,0,0,,bad\nDialogue: 0,0:00:02.00,0:00:03.00,Default,,0,0,0,,good`,
    2,
  ],
  ["ttml", TTML(`<p begin="${HUGE}s" end="1s">bad</p>\n<p begin="2s" end="3s">good</p>`), 2],
  ["ttml", TTML(`<p begin="${HUGE}:00:00">bad</p>\n<p begin="2s" end="3s">good</p>`), 2],
  // Each 9e307 s, finite; the paragraph's begin, counted from its div's, is not.
  [
    "ttml",
    TTML(
      `<div begin="9${"0".repeat(307)}s">\n<p begin="9${"0".repeat(307)}s">bad</p></div>\n<p begin="2s" end="3s">good</p>`,
    ),
    3,
  ],
  [
    "ttxt",
    `<TextStream>\n<TextSample sampleTime="${HUGE}">bad</TextSample>\n<TextSample sampleTime="00:00:02.000">good</TextSample>\n</TextStream>`,
    2,
  ],
  [
    "ttxt",
    `<TextStream>\n<TextSample sampleTime="${HUGE}:00:00.000">bad</TextSample>\n<TextSample sampleTime="2">good</TextSample>\n</TextStream>`,
    2,
  ],
  [
    "popcorn-json",
    `{"data": [\n  {"footnote": {"start": 1e999, "end": 2, "text": "bad"}},\n  {"footnote": {"start": 2, "text": "good"}}]}`,
    2,
  ],
  [
    "popcorn-json",
    `{"data": [\n  {"footnote": {"start": 1, "end": 1e999, "text": "bad"}},\n  {"footnote": {"start": 2, "text": "good"}}]}`,
    2,
  ],
  [
    "popcorn-json",
    `{"data": [\n  {"footnote": {"start": "${HUGE}", "text": "bad"}},\n  {"footnote": {"start": 2, "text": "good"}}]}`,
    2,
  ],
  [
    "popcorn-xml",
    `<popcorn><timeline>\n<footnote in="${HUGE}" out="2">bad</footnote>\n<footnote in="2">good</footnote></timeline></popcorn>`,
    2,
  ],
  [
    "popcorn-xml",
    `<popcorn><timeline>\n<footnote in="1" out="${HUGE}:00:00">bad</footnote>\n<footnote in="2">good</footnote></timeline></popcorn>`,
    2,
  ],
];

describe("a time too large to be a number is an error, never Infinity", () => {
  test.each(CASES)("%s: reported with its line and column, the cue skipped, the rest read", (format, text, line) => {
    const { events, errors } = parse(text, { format });
    expect(events.map((event) => [event.start, event.options.text])).toEqual([[2, "good"]]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: "PARSE", details: { line, severity: "error" } });
    expect(errors[0]!.details.column).toBeGreaterThanOrEqual(1);
    expect(errors[0]!.message).toMatch(/too large|past the largest number/);
  });

  test.each(CASES)("%s: strict mode throws a PARSE error naming the value", (format, text, line) => {
    let thrown: unknown;
    try {
      parse(text, { format, strict: true });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PopcornError);
    expect(thrown).toMatchObject({ code: "PARSE", details: { line } });
    const { value } = (thrown as PopcornError).details;
    // The value as written: the digits (or Infinity, all that is left of 1e999 once JSON is parsed).
    expect(
      value === Infinity || (typeof value === "string" && (value.includes(HUGE) || value.includes("0".repeat(300)))),
    ).toBe(true);
    expect((thrown as Error).message).toContain(String(value).slice(0, 20));
  });

  test("an open end stays an open end: an end left out is Infinity", () => {
    expect(parse('{"data":[{"footnote":{"start":1}}]}').events[0]!.end).toBe(Infinity);
    expect(parse('<popcorn><timeline><footnote in="1">x</footnote></timeline></popcorn>').events[0]!.end).toBe(
      Infinity,
    );
    expect(parse('<TextStream><TextSample sampleTime="1">x</TextSample></TextStream>').events[0]!.end).toBe(Infinity);
  });

  test("WebVTT settings and regions with huge numbers are ignored, as malformed settings are", () => {
    const { events, meta } = parse(
      `WEBVTT\n\nREGION\nid:r lines:${HUGE}\n\n00:00.000 --> 00:01.000 line:${HUGE} region:r\nx`,
    );
    expect(events[0]!.options.settings).toEqual({ region: "r" });
    expect((meta.regions as { lines: number }[])[0]!.lines).toBe(3);
  });
});
