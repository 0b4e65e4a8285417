import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { CueNode, CueTextSummary } from "../../src/parsers/cueNodes.js";
import { parse } from "../../src/parsers/parse.js";
import { serialize } from "../../src/parsers/serialize.js";
import { parseSrtCueText } from "../../src/parsers/srt/cueText.js";
import type { ParsedEvent, SerializeFormat } from "../../src/parsers/types.js";
import type { CueSettings } from "../../src/parsers/webvtt/settings.js";

// Cue text must never make a cue boundary or a timing line in what a writer emits: whatever the text holds,
// reading the file back gives the same cues, at the same times, with the same text (line breaks normalised).

/** The "subtitle" package, a third-party reader of SRT and WebVTT, when it is installed (it is optional). */
interface SubtitleNode {
  type: string;
  data: { start: number; end: number; text: string } | string;
}
const subtitlePackage = "subtitle";
const subtitle = (await import(subtitlePackage).catch(() => undefined)) as
  | { parseSync(text: string): SubtitleNode[] }
  | undefined;

const FORMATS = ["srt", "webvtt", "popcorn-json"] as const satisfies readonly SerializeFormat[];
const INJECTED = "00:00:00,000 --> 00:59:00,000";
const VTT_INJECTED = "00:00:00.000 --> 00:59:00.000";

/** The texts of hostile-input finding M4 and its relatives: each tries to end its cue and start a 59-minute one. */
const HOSTILE: readonly (readonly [string, string])[] = [
  ["blank line (LF)", `Hi\n\n2\n${INJECTED}\nInjected`],
  ["blank line (lone CR)", `Hi\r\r2\r${INJECTED}\rInjected`],
  ["blank line (CRLF)", `Hi\r\n\r\n2\r\n${INJECTED}\r\nInjected`],
  ["blank line (CR then LF)", `Hi\r\n\n2\n${INJECTED}\nInjected`],
  ["line of a space", `Hi\n \n2\n${INJECTED}\nInjected`],
  ["line of a tab", `Hi\n\t\n2\n${INJECTED}\nInjected`],
  ["line of a no-break space", `Hi\n\u00A0\n2\n${INJECTED}\nInjected`],
  ["line and paragraph separators", `Hi\u2028\u20292\u2028${INJECTED}\u2029Injected`],
  ["index and timing, no blank line", `Hi\n2\n${INJECTED}\nInjected`],
  ["timing line alone", `Hi\n${INJECTED}\nInjected`],
  ["leading blank line", `\n\n2\n${INJECTED}\nInjected`],
  ["WebVTT timing after a blank line", `Hi\n\n${VTT_INJECTED}\nInjected`],
  ["NOTE line", `Hi\nNOTE aside\n\n2\n${INJECTED}\nInjected`],
  ["trailing blank line and index", "Hi\n\n7"],
  ["lone CR before a timing line", `Hi\r2\r${INJECTED}\rInjected`],
];

/** Lines as every reader here splits them: CRLF and lone CR read as LF (the documented normalisation). */
const normalizeLineBreaks = (text: string): string => text.replace(/\r\n?/g, "\n");

const summary: CueTextSummary = { text: "", voice: undefined, plain: true };

/** The text the kit reads back from a cue written with `text`, after the documented normalisation. */
function expectedText(text: string, format: SerializeFormat): string {
  if (format === "popcorn-json") return text;
  const lines = normalizeLineBreaks(text);
  // WebVTT readers replace NUL with U+FFFD, as the W3C parser requires.
  if (format === "webvtt") return lines.replaceAll("\0", "\uFFFD");
  // SRT has no escaping: its tags are markup, read as SRT cue text reads them.
  if (lines.indexOf("<") === -1 && lines.indexOf("{") === -1) return lines;
  parseSrtCueText(lines, summary);
  return summary.text;
}

/**
 * Cue text as a reader that does not know the kit's marks shows it: U+200B at the start of a guarded line
 * (and, in SRT, inside a guarded "-->"), and WebVTT's three escapes left as written.
 */
function unmark(text: string, format: "srt" | "webvtt"): string {
  let out = text.replace(/(^|\n)\u200B/g, "$1");
  if (format === "srt") out = out.replace(/--\u200B(\u200B*)>/g, "--$1>");
  else out = out.replace(/&(amp|lt|gt);/g, (_, name: string) => (name === "amp" ? "&" : name === "lt" ? "<" : ">"));
  return out;
}

/** A subtitle event, as the writers take it. */
const cue = (start: number, end: number, text: string, id?: string): ParsedEvent =>
  id === undefined
    ? { type: "subtitle", start, end, options: { text } }
    : { id, type: "subtitle", start, end, options: { text } };

/** Writes `events`, reads them back with the kit, and checks cues, times and text. */
function expectKitRoundTrip(events: readonly ParsedEvent[], format: SerializeFormat): void {
  const written = serialize(events, format);
  const back = parse(written, { format });
  expect(back.errors).toEqual([]);
  expect(back.events.map((event) => [event.start, event.end])).toEqual(events.map((event) => [event.start, event.end]));
  expect(back.events.map((event) => event.options.text)).toEqual(
    events.map((event) => expectedText(event.options.text as string, format)),
  );
}

/** Writes `events` (no ids: the package does not read WebVTT cue ids) and reads them back with "subtitle". */
function expectSubtitleRoundTrip(events: readonly ParsedEvent[], format: "srt" | "webvtt"): void {
  const written = serialize(
    events.map((event) => cue(event.start, event.end, event.options.text as string)),
    format,
  );
  const cues = subtitle!
    .parseSync(written)
    .filter((node) => node.type === "cue")
    .map((node) => node.data as { start: number; end: number; text: string });
  expect(cues.map((read) => [read.start / 1000, read.end / 1000])).toEqual(
    events.map((event) => [event.start, event.end]),
  );
  // The package reads neither WebVTT references nor NUL; the kit's WebVTT writer writes NUL as U+FFFD.
  expect(cues.map((read) => unmark(read.text, format))).toEqual(
    events.map((event) => {
      const lines = normalizeLineBreaks(event.options.text as string);
      return format === "webvtt" ? lines.replaceAll("\0", "\uFFFD") : lines;
    }),
  );
}

describe("writers: hostile cue text makes no cue boundary (finding M4)", () => {
  const cases = FORMATS.flatMap((format) => HOSTILE.map(([name, text]) => [format, name, text] as const));

  test.each(cases)("%s, %s: the kit reads back two cues, times and text", (format, _name, text) => {
    expectKitRoundTrip([cue(1, 2, text), cue(3, 4, "Next")], format);
  });

  test.skipIf(subtitle === undefined).each(cases.filter(([format]) => format !== "popcorn-json"))(
    '%s, %s: the "subtitle" package reads back two cues and times',
    (format, _name, text) => {
      expectSubtitleRoundTrip([cue(1, 2, text), cue(3, 4, "Next")], format as "srt" | "webvtt");
    },
  );

  test("SRT: blank lines, lone CRs and a text of digits are kept; nothing reads as an index", () => {
    const events = [cue(0, 1, "a\n\nb\r\rc\r\nd\re"), cue(1, 2, "12"), cue(2, 3, " \n\t\n")];
    const back = parse(serialize(events, "srt"), { format: "srt" });
    expect(back.events.map((event) => event.options.text)).toEqual(["a\n\nb\n\nc\nd\ne", "12", " \n\t\n"]);
  });

  test("WebVTT: a cue id holding a line break or an arrow is left out, never read as a timing line", () => {
    const events = [
      cue(1, 2, "one", `x\r\r${VTT_INJECTED}`),
      cue(3, 4, "two", "a --> b"),
      cue(5, 6, "three", "a\rb"),
      cue(7, 8, "four", "ok"),
    ];
    const back = parse(serialize(events, "webvtt"), { format: "webvtt" });
    expect(back.errors).toEqual([]);
    expect(back.events.map((event) => [event.id, event.start, event.end, event.options.text])).toEqual([
      [undefined, 1, 2, "one"],
      [undefined, 3, 4, "two"],
      [undefined, 5, 6, "three"],
      ["ok", 7, 8, "four"],
    ]);
  });

  test("WebVTT: class names, voices, span types and settings of a hand-made cue make no cue boundary", () => {
    const events: ParsedEvent[] = [
      {
        type: "subtitle",
        start: 1,
        end: 2,
        options: {
          text: "Hi there",
          nodes: [
            { type: "c", classes: ["x--", `y\n\n${VTT_INJECTED}`, "ok"], children: ["Hi"] },
            { type: "v", voice: "Bob--", children: [" "] },
            { type: "lang", lang: `en\r\r${VTT_INJECTED}`, children: [] },
            { type: `b>\n\n${VTT_INJECTED}`, children: ["there"] },
          ] as unknown as CueNode[],
          settings: {
            vertical: `rl\n\n${VTT_INJECTED}`,
            align: "start\n\n",
            line: 1,
            lineAlign: "end\r\r",
            position: 10,
            positionAlign: "x -->",
            region: `r\n\n${VTT_INJECTED}`,
          } as unknown as CueSettings,
        },
      },
      cue(3, 4, "Next"),
    ];
    const written = serialize(events, "webvtt");
    expect(written.match(/-->/g)).toHaveLength(2);
    const back = parse(written, { format: "webvtt" });
    expect(back.events.map((event) => [event.start, event.end])).toEqual([
      [1, 2],
      [3, 4],
    ]);
    // What WebVTT can hold comes back; the rest stays text of the same cue.
    expect(back.events[0]!.options.voice).toBe("Bob--");
    expect(back.events[0]!.options.settings).toEqual({ line: 1, snapToLines: true, position: 10 });
  });

  test("WebVTT: header, STYLE and REGION text from meta cannot start a cue", () => {
    const meta = {
      header: `Kind: captions\r\r${VTT_INJECTED}\rInjected`,
      styles: [`::cue { color: red }\r\r${VTT_INJECTED}\r\rInjected`],
      regions: [
        {
          id: `r\n\n${VTT_INJECTED}`,
          width: 100,
          lines: 3,
          regionAnchor: [0, 100],
          viewportAnchor: [0, 100],
          scroll: "none",
        },
        {
          id: "r2",
          width: `50%\n\n${VTT_INJECTED}\nInjected`,
          lines: `3\r\r${VTT_INJECTED}`,
          regionAnchor: [`0%\n\n${VTT_INJECTED}`, 0],
          viewportAnchor: [0, 50],
          scroll: "up\n\n",
        },
      ],
    };
    const back = parse(serialize([cue(1, 2, "only")], "webvtt", { meta }), { format: "webvtt" });
    expect(back.events.map((event) => [event.start, event.end, event.options.text])).toEqual([[1, 2, "only"]]);
    expect((back.meta.regions as { id: string }[]).map((region) => region.id)).toEqual(["r", "r2"]);
  });
});

// Times on a millisecond grid, as SRT and WebVTT write them.
const times = fc
  .tuple(fc.integer({ min: 0, max: 400_000_000 }), fc.integer({ min: 0, max: 10_000_000 }))
  .map(([start, length]) => ({ start: start / 1000, end: (start + length) / 1000 }));

/** Pieces that break cue text somewhere: blank lines, timing lines of both formats, block keywords, markup. */
const piece = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\t",
    "\u00A0",
    "\u200B",
    "\u2028",
    "\u2029",
    "\uFEFF",
    "\0",
    "1",
    "2",
    "42",
    "-->",
    "--",
    "-",
    ">",
    "\u200B>",
    INJECTED,
    "00:00:00.000 --> 00:59:00.000",
    "00:00.000 --> 00:59.000 line:0 align:start",
    "0:0:0,0 --> 0:59:0,0",
    "NOTE",
    "NOTE aside",
    "STYLE",
    "REGION",
    "WEBVTT",
    "<i>",
    "</i>",
    "<b>",
    "<u>",
    '<font color="red">',
    "</font>",
    "<v Bob>",
    "<00:01.000>",
    "&amp;",
    "&lt;",
    "&nbsp;",
    "&",
    "<",
    "{\\an8}",
    "{",
    "}",
  ),
  fc.string({ maxLength: 4, unit: "grapheme" }),
  fc.string({ maxLength: 4, unit: "binary" }),
  fc.constantFrom("x".repeat(5000), `${"y".repeat(3000)} --> ${"z".repeat(3000)}`),
);
const lineBreak = fc.constantFrom("\n", "\r", "\r\n", "\n\n", "\r\r", "\r\n\r\n", "\n \n", "\r\n\n", "\n\r");
const hostileText = fc
  .array(fc.oneof({ weight: 3, arbitrary: piece }, { weight: 2, arbitrary: lineBreak }), { maxLength: 14 })
  .map((pieces) => pieces.join(""));
const hostileEvents = fc
  .array(fc.record({ times, text: hostileText, id: fc.option(hostileText, { nil: undefined }) }), { maxLength: 12 })
  .map((generated) => generated.map(({ times: { start, end }, text, id }) => cue(start, end, text, id)));

describe("writers: round trip of hostile texts (property)", () => {
  test.each(FORMATS)("%s: the kit reads back every cue, its times and its text", (format) => {
    fc.assert(
      fc.property(hostileEvents, (events) => {
        expectKitRoundTrip(events, format);
      }),
      { numRuns: 200 },
    );
  });

  test("WebVTT: a cue id comes back when WebVTT can hold it, and is left out when not", () => {
    fc.assert(
      fc.property(hostileEvents, (events) => {
        const back = parse(serialize(events, "webvtt"), { format: "webvtt" });
        expect(back.events.map((event) => event.id)).toEqual(
          events.map(({ id }) =>
            id === undefined || id === "" || /[\r\n]/.test(id) || id.includes("-->")
              ? undefined
              : id.replaceAll("\0", "\uFFFD"),
          ),
        );
      }),
      { numRuns: 200 },
    );
  });

  test("Popcorn JSON: events come back exactly", () => {
    fc.assert(
      fc.property(hostileEvents, (events) => {
        expect(parse(serialize(events, "popcorn-json"), { format: "popcorn-json" }).events).toEqual(events);
      }),
      { numRuns: 200 },
    );
  });

  test.skipIf(subtitle === undefined).each(["srt", "webvtt"] as const)(
    '%s: the "subtitle" package reads back every cue, its times and its text',
    (format) => {
      fc.assert(
        // The package cannot read a WebVTT file with no cue ("expected timestamp" on the blank line after WEBVTT).
        fc.property(
          hostileEvents.filter((events) => events.length > 0),
          (events) => {
            expectSubtitleRoundTrip(events, format);
          },
        ),
        { numRuns: 200 },
      );
    },
  );
});
