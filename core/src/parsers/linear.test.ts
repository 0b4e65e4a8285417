import { describe, expect, test } from "vitest";
import { parse } from "./parse.js";
import type { SubtitleFormat } from "./types.js";

/** The fastest of a few runs: the least disturbed by other processes. */
function fastest(run: () => unknown, times: number): number {
  let best = Infinity;
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/**
 * Mean time of `times` runs in a row whose results are all kept: ten 1 MB parses then make as much garbage
 * and as many live objects as one 10 MB parse, so the comparison measures the parser, not the heap growing.
 */
function meanKept(run: () => unknown, times: number): number {
  const kept: unknown[] = [];
  const started = performance.now();
  for (let i = 0; i < times; i++) kept.push(run());
  return (performance.now() - started) / kept.length;
}

const MB = 1 << 20;
// Cue text of a realistic length: what is measured is the growth with size, not the cost per event.
const LONG = "and a second line that runs on for a while, as subtitles do";
const PARAGRAPH = `${LONG}, ${LONG}, ${LONG}`;
/** Repeats `unit` to about `size` characters, between `head` and `tail`. */
const shape = (head: string, unit: string, tail = "") => (size: number) => head + unit.repeat(Math.ceil(size / unit.length)) + tail;
const cue = (i: number): string => `${String(Math.floor(i / 60) % 60).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}.000`;
const manyVttCues = (size: number): string => {
  const parts = ["WEBVTT\n\n"];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const part = `${cue(i)} --> ${cue(i + 1)} align:start\n<v Bob>Line <i>${i}</i> &amp; more of what was said, ${LONG}\n\n`;
    parts.push(part);
    length += part.length;
  }
  return parts.join("");
};

const SHAPES: [string, SubtitleFormat, (size: number) => string][] = [
  ["many cues", "webvtt", manyVttCues],
  ["one giant cue line", "webvtt", shape("WEBVTT\n\n00:00.000 --> 00:01.000\n", "abcdefgh ")],
  ["thousands of <", "webvtt", shape("WEBVTT\n\n00:00.000 --> 00:01.000\n", "<")],
  ["thousands of <i>", "webvtt", shape("WEBVTT\n\n00:00.000 --> 00:01.000\n", "<i>")],
  ["thousands of &", "webvtt", shape("WEBVTT\n\n00:00.000 --> 00:01.000\n", "&ampamp&#9999999999")],
  ["thousands of tags, then one &", "webvtt", shape("WEBVTT\n\n00:00.000 --> 00:01.000\n", `<b>${LONG}</b>`, "&amp;")],
  ["lines of -->", "webvtt", shape("WEBVTT\n\n", "-->\n")],
  ["one line of -->", "webvtt", shape("WEBVTT\n\n", "-->")],
  ["many cues", "srt", shape("", `1\n00:00:01,000 --> 00:00:02,000\n<i>Hello</i> {\\an8}there, ${LONG}\n${LONG}\n\n`)],
  ["thousands of < and {", "srt", shape("1\n00:00:01,000 --> 00:00:02,000\n", "<{\\")],
  ["lines of -->", "srt", shape("", "-->\n")],
  ["one giant line", "srt", shape("", "x")],
  ["many cues", "sbv", shape("", `0:00:01.000,0:00:02.000\nHello[br]there, ${LONG}\n\n`)],
  ["many events", "ssa", shape("[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n", `Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,{\\i1}Hi{\\i0}\\Nthere, ${LONG}\n`)],
  ["Dialogue lines without commas, then one", "ssa", shape("[Events]\n", "Dialogue: no fields here\n", ",")],
  ["a dialogue of {", "ssa", shape("[Events]\nDialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,", "{")],
  ["many paragraphs", "ttml", shape('<tt xmlns="http://www.w3.org/ns/ttml"><body><div>', `<p begin="1s" end="2s">Hello <span begin="0.5s">there</span><br/>${PARAGRAPH}</p>\n`, "</div></body></tt>")],
  ["one paragraph of timed spans", "ttml", shape('<tt xmlns="http://www.w3.org/ns/ttml"><body><div><p>', `<span begin="1s" end="2s">${PARAGRAPH}</span><span begin="3s">${PARAGRAPH}</span>`, "</p></div></body></tt>")],
  ["many samples", "ttxt", shape("<TextStream>", `<TextSample sampleTime="00:00:01.000">Hello, ${PARAGRAPH}</TextSample>\n`, "</TextStream>")],
  ["many bad items", "popcorn-json", shape('{"data":[', '"not an object",', "1]}")],
  ["many items", "popcorn-json", shape('{"data":[', `{"footnote":{"start":1,"end":2,"text":"${LONG}"}},`, '{"footnote":{"start":1}}]}')],
  ["many elements", "popcorn-xml", shape("<popcorn><timeline>", `<footnote in="1" out="2">${PARAGRAPH}</footnote>\n`, "</timeline></popcorn>")],
];

describe("parsing time grows linearly with input size", () => {
  // Retried: garbage collection of a large heap can push one honest run past the bound, while a parser that
  // is quadratic on a shape takes about a hundred times as long, every time.
  test.each(SHAPES)("%s (%s): 10 MB takes at most 15 times as long as 1 MB", { retry: 2 }, (_, format, make) => {
    const small = make(MB);
    const large = make(10 * MB);
    // Warm the JIT first: otherwise the small input, measured first, runs on colder code than the large one.
    const { events, errors } = parse(small, { format });
    // The shape must be read as something (events, or errors capped at 1000 and more), or nothing is measured.
    expect(events.length + errors.length).toBeGreaterThan(0);
    const smallMs = meanKept(() => parse(small, { format }), 10);
    const largeMs = fastest(() => parse(large, { format }), 2);
    // A floor of 5 ms keeps timer noise on tiny parses from deciding the ratio; a quadratic parser would still
    // take a hundred times as long.
    expect(largeMs / Math.max(smallMs, 5)).toBeLessThanOrEqual(15);
  });
});
