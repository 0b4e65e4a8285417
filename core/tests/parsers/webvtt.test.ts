import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { PopcornError } from "../../src/errors/errors.js";
import { parse } from "../../src/parsers/parse.js";
import { parseWebVTTCueText } from "../../src/parsers/webvtt/cueText.js";

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/subtitles/${name}`, import.meta.url), "utf8");
/** Seconds from a clock time: h:m:s.ms is exactly the decimal number it reads as. */
const t = (h: number, m: number, s: number, ms = 0): number => ((h * 3600 + m * 60 + s) * 1000 + ms) / 1000;
const where = (result: { errors: PopcornError[] }): [number | undefined, number | undefined][] =>
  result.errors.map((error) => [error.details.line, error.details.column]);

describe("WebVTT file parsing", () => {
  test("reads a real-world file with a BOM, CRLF, header, STYLE, REGION, NOTE, settings and markup", () => {
    const result = parse(fixture("interview.vtt"), { fileName: "interview.vtt" });
    expect(result.format).toBe("webvtt");
    expect(result.errors).toEqual([]);
    expect(result.meta).toEqual({
      header: "- Interview\nKind: captions\nLanguage: en",
      styles: ['::cue(v[voice="Esme"]) { color: cyan }\n/* no blank lines in here */'],
      regions: [
        { id: "speakers", width: 40, lines: 3, regionAnchor: [0, 100], viewportAnchor: [10, 90], scroll: "up" },
      ],
    });
    expect(result.events).toEqual([
      {
        id: "intro",
        type: "subtitle",
        start: 0,
        end: 2,
        options: {
          text: "It's a blue apple tree!",
          nodes: [{ type: "v", classes: ["first", "loud"], voice: "Esme", children: ["It's a blue apple tree!"] }],
          voice: "Esme",
          settings: { region: "speakers", align: "left" },
          region: {
            id: "speakers",
            width: 40,
            lines: 3,
            regionAnchor: [0, 100],
            viewportAnchor: [10, 90],
            scroll: "up",
          },
        },
      },
      {
        type: "subtitle",
        start: 2,
        end: 4,
        options: {
          text: "No way! laughs",
          nodes: [{ type: "v", voice: "Mary", children: ["No way!"] }, " ", { type: "i", children: ["laughs"] }],
          voice: "Mary",
          settings: {
            line: 10,
            snapToLines: false,
            lineAlign: "end",
            position: 30,
            positionAlign: "line-right",
            size: 50,
          },
        },
      },
      {
        type: "subtitle",
        start: 3.5,
        end: 5,
        options: { text: "Overlaps the cue before & uses <entities>\u00a0\u263a \u00a9" },
      },
      {
        type: "subtitle",
        start: 5,
        end: 5,
        options: {
          text: "Sur les playground, ici",
          nodes: [
            "Sur les ",
            {
              type: "i",
              classes: ["foreignphrase"],
              children: [{ type: "lang", lang: "en", children: ["playground"] }],
            },
            ", ici",
          ],
        },
      },
      {
        type: "subtitle",
        start: 6,
        end: 7,
        options: {
          text: "漢字 colour",
          nodes: [
            {
              type: "ruby",
              children: ["漢", { type: "rt", children: ["kan"] }, "字", { type: "rt", children: ["ji"] }],
            },
            " ",
            { type: "c", classes: ["yellow", "bg_blue"], children: ["colour"] },
          ],
          settings: { vertical: "rl", line: -2, snapToLines: true, align: "start" },
        },
      },
      { type: "subtitle", start: 8, end: 9, options: { text: "" } },
      {
        id: "karaoke",
        type: "subtitle",
        start: 10,
        end: 13,
        options: {
          text: "Never gonna give",
          nodes: [
            { type: "timestamp", time: 10 },
            "Never ",
            { type: "timestamp", time: 11 },
            "gonna ",
            { type: "timestamp", time: 12 },
            "give",
          ],
        },
      },
      { type: "subtitle", start: t(999, 59, 59, 999), end: t(1000, 0, 0), options: { text: "A huge timestamp" } },
    ]);
  });

  test("skips broken cues and reports each with its line and column; keeps one that ends before it starts", () => {
    const result = parse(fixture("broken.vtt"));
    expect(result.events).toEqual([
      { type: "subtitle", start: 1, end: 2, options: { text: "Good cue" } },
      // The WebVTT parser keeps it (it never shows); the warning lets a loader skip it.
      { type: "subtitle", start: 5, end: 4, options: { text: "Ends before it starts" } },
      // A line without "-->" is cue text, even when it looks like timings.
      { type: "subtitle", start: 7, end: 8, options: { text: "Good again\n00:09.000 00:10.000" } },
      { type: "subtitle", start: 11, end: 12, options: { text: "Last" } },
    ]);
    expect(where(result)).toEqual([
      [6, 1],
      [9, 15],
      [12, 15],
      [15, 1],
      [22, 1],
    ]);
    expect(result.errors.map((error) => error.message)).toEqual([
      'Line 6: text without cue timings is ignored: "00:02.000 -> 00:03.000": expected a cue (timings such as "00:01.000 --> 00:04.000"), or a NOTE, STYLE or REGION block.',
      'Line 9: invalid timestamp "00:0x.000": expected hh:mm:ss.ttt or mm:ss.ttt.',
      "Line 12: cue ends at 00:00:04.000, before it starts at 00:00:05.000; the cue is kept, as WebVTT says, but will not show: expected an end time at or after the start time.",
      'Line 15: invalid timestamp "1:02.000": expected hh:mm:ss.ttt or mm:ss.ttt.',
      "Line 22: STYLE block after the first cue is ignored: expected STYLE and REGION blocks before the cues.",
    ]);
    for (const error of result.errors) expect(error).toMatchObject({ code: "PARSE" });
    expect(result.errors.map((error) => error.details.severity)).toEqual([
      "error",
      "error",
      "warning",
      "error",
      "error",
    ]);
  });

  test("strict mode keeps a cue that ends before it starts, with its warning, and throws nothing for it", () => {
    const result = parse("WEBVTT\n\n00:05.000 --> 00:04.000\nBackwards", { strict: true });
    expect(result.events).toEqual([{ type: "subtitle", start: 5, end: 4, options: { text: "Backwards" } }]);
    expect(result.errors).toEqual([
      expect.objectContaining({
        code: "PARSE",
        details: expect.objectContaining({ line: 3, column: 15, severity: "warning" }),
      }),
    ]);
  });

  test("strict mode throws the first error as a PopcornError", () => {
    expect(() => parse(fixture("broken.vtt"), { strict: true })).toThrow(
      expect.objectContaining({ code: "PARSE", details: expect.objectContaining({ line: 6, column: 1 }) }),
    );
    expect(() => parse(fixture("interview.vtt"), { strict: true })).not.toThrow();
  });

  test.each([
    ["", "empty text"],
    ["WEBVT", "too short"],
    ["WEBVTTX\n\n00:01.000 --> 00:02.000\nx", "a seventh character that is not a space"],
    ["webvtt\n\n00:01.000 --> 00:02.000\nx", "lower case"],
    ["  WEBVTT\n\n00:01.000 --> 00:02.000\nx", "leading spaces"],
  ])("an invalid signature (%j: %s) gives no cues and one error", (text) => {
    const result = parse(text, { format: "webvtt" });
    expect(result.events).toEqual([]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.message).toMatch(
      /^Line 1: invalid signature .*: expected "WEBVTT" at the start of the file/,
    );
    expect(() => parse(text, { format: "webvtt", strict: true })).toThrow(PopcornError);
  });

  test.each([["WEBVTT"], ["WEBVTT\n"], ["WEBVTT\tTitle\n\n"], ["\uFEFFWEBVTT \r\n"]])(
    "a valid signature with no cues (%j) is no error",
    (text) => {
      expect(parse(text, { format: "webvtt" })).toMatchObject({ events: [], errors: [] });
    },
  );

  test("a cue right under the signature ends the header; the next timing line ends a cue", () => {
    const result = parse(
      "WEBVTT\n00:01.000 --> 00:02.000\nOne\n00:02.000 --> 00:03.000\nTwo\n\n\n\nthree\n00:03.000 --> 00:04.000\nThree",
      { format: "webvtt" },
    );
    expect(result.events).toEqual([
      { type: "subtitle", start: 1, end: 2, options: { text: "One" } },
      { type: "subtitle", start: 2, end: 3, options: { text: "Two" } },
      { id: "three", type: "subtitle", start: 3, end: 4, options: { text: "Three" } },
    ]);
    expect(result.errors).toEqual([]);
  });

  test("CR-only line breaks and NUL characters follow the spec's preprocessing", () => {
    const result = parse("WEBVTT\r\r00:01.000 --> 00:02.000\rA\0B\r\r", { format: "webvtt" });
    expect(result.events).toEqual([{ type: "subtitle", start: 1, end: 2, options: { text: "A\uFFFDB" } }]);
  });

  test("timestamps: mm:ss.ttt, hh:mm:ss.ttt, many hour digits; what the spec refuses is reported", () => {
    const cues = [
      "00:00.001 --> 59:59.999",
      "100:00:00.000 --> 12345:00:00.500",
      "00:00:00.000\t-->\t00:00:01.000",
      "00:00.000-->00:01.000",
    ];
    const good = parse(`WEBVTT\n\n${cues.map((line) => `${line}\nx`).join("\n\n")}`, { format: "webvtt" });
    expect(good.events.map((event) => [event.start, event.end])).toEqual([
      [0.001, t(0, 59, 59, 999)],
      [t(100, 0, 0), t(12345, 0, 0, 500)],
      [0, 1],
      [0, 1],
    ]);
    const bad = [
      "00:60.000 --> 01:00.000",
      "00:00.0000 --> 00:01.000",
      "00:00.00 --> 00:01.000",
      "0:00.000 --> 00:01.000",
      "00:00:00,000 --> 00:00:01.000",
      "00:00.000 -> 00:01.000 -->",
    ];
    const result = parse(`WEBVTT\n\n${bad.map((line) => `${line}\nx`).join("\n\n")}`, { format: "webvtt" });
    expect(result.events).toEqual([]);
    expect(result.errors.map((error) => error.details.line)).toEqual([3, 6, 9, 12, 15, 18]);
  });

  test("cue settings: valid ones are kept, invalid values and unknown names are ignored", () => {
    const text = [
      "WEBVTT",
      "",
      "REGION",
      "id:r1",
      "",
      "00:01.000 --> 00:02.000 align:middle line:abc position:120% size:-5% vertical:up foo:bar :x y: region:nope",
      "a",
      "",
      "00:01.000 --> 00:02.000 line:0 line:50.5% position:0%,center size:100% region:r1 align:right",
      "b",
      "",
      "00:01.000 --> 00:02.000 region:r1 size:50%",
      "c",
      "",
      "00:01.000 --> 00:02.000 line:1,middle line:-3.5",
      "d",
    ].join("\n");
    expect(parse(text, { format: "webvtt" }).events.map((event) => event.options.settings)).toEqual([
      undefined,
      { line: 50.5, snapToLines: false, position: 0, positionAlign: "center", size: 100, region: "r1", align: "right" },
      { size: 50 },
      { line: -3.5, snapToLines: true },
    ]);
  });

  test("the type option names the plugin of every event", () => {
    const result = parse("WEBVTT\n\n00:01.000 --> 00:02.000\nHi", { type: "caption" });
    expect(result.events[0]).toMatchObject({ type: "caption" });
  });
});

describe("WebVTT cue text parsing rules", () => {
  test.each([
    ["plain", ["plain"]],
    [
      "a &lt;b&gt; &amp;amp; &#65;&#x42;&#0;&#x110000; &nbsp &unknown; &",
      ["a <b> &amp; AB\uFFFD\uFFFD \u00a0 &unknown; &"],
    ],
    // HTML's whole table of names: the longest that fits wins, with or without its semicolon where HTML allows.
    [
      "&#128; &#x9F; &ampx &notin; &notit; &nsubE; &Afr; &ClockwiseContourIntegral;",
      ["\u20ac \u0178 &x \u2209 \u00acit; \u2ac5\u0338 \ud835\udd04 \u2232"],
    ],
    // Each run of text between tags is its own node, as in the W3C parser's DOM, even where a tag was ignored.
    [
      "<b>bold <u>both</b> still underlined",
      [{ type: "b", children: ["bold ", { type: "u", children: ["both", " still underlined"] }] }],
    ],
    ["<i>a</i><x>b</x><I>c</I>", [{ type: "i", children: ["a"] }, "b", "c"]],
    ["<rt>no ruby</rt>", ["no ruby"]],
    ["<ruby>a<rt>b</ruby>c", [{ type: "ruby", children: ["a", { type: "rt", children: ["b"] }] }, "c"]],
    ["<v>anonymous", [{ type: "v", voice: "", children: ["anonymous"] }]],
    [
      "<v.a..b   Mr  &amp; Mrs\tSmith >hi",
      [{ type: "v", classes: ["a", "b"], voice: "Mr & Mrs Smith", children: ["hi"] }],
    ],
    [
      "<lang en><c>x<lang fr>y</lang>z</c></lang>w",
      [
        {
          type: "lang",
          lang: "en",
          children: [{ type: "c", lang: "en", children: ["x", { type: "lang", lang: "fr", children: ["y"] }, "z"] }],
        },
        "w",
      ],
    ],
    ["<00:01.500>a<00:02>b<1:00:00.000x>c", [{ type: "timestamp", time: 1.5 }, "a", "b", "c"]],
    ["a < b", ["a "]],
    ["<", []],
    ["</i>stray end", ["stray end"]],
  ])("%j", (input, nodes) => {
    expect(parseWebVTTCueText(input)).toEqual(nodes);
  });

  test("cue text is data: markup that is not WebVTT stays out of the tree, and text is never HTML", () => {
    const result = parse(
      'WEBVTT\n\n00:01.000 --> 00:02.000\n<script>alert(1)</script><img src=x onerror="alert(2)">&lt;b&gt;',
      { format: "webvtt" },
    );
    expect(result.events[0]!.options).toEqual({ text: "alert(1)<b>", nodes: ["alert(1)", "<b>"] });
  });

  test("nesting deeper than 64 spans is not built, so the tree stays safe to walk", () => {
    const nodes = parseWebVTTCueText(`${"<i>".repeat(10_000)}deep`);
    let depth = 0;
    let list = nodes;
    while (list.length === 1 && typeof list[0] === "object" && "children" in list[0]) {
      depth++;
      list = list[0].children;
    }
    expect(depth).toBe(64);
    expect(list).toEqual(["deep"]);
  });
});
