import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { parse } from "../../src/parsers/parse.js";
import { serialize } from "../../src/parsers/serialize.js";
import type { ParsedEvent } from "../../src/parsers/types.js";
import type { CueSettings } from "../../src/parsers/webvtt/settings.js";

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/subtitles/${name}`, import.meta.url), "utf8");

describe("serialize", () => {
  test.each([
    ["interview.vtt", "webvtt"],
    ["broken.vtt", "webvtt"],
    ["episode.srt", "srt"],
    ["popcorn.json", "popcorn-json"],
  ] as const)("round trip of %s as %s: parse, serialize, parse gives the same events", (name, format) => {
    const first = parse(fixture(name));
    const written = serialize(first.events, format, { meta: first.meta });
    const second = parse(written, { format });
    // What was kept with a warning (a WebVTT cue that ends before it starts) is written and warned about again.
    expect(second.errors.map((error) => error.details.severity)).toEqual(
      first.errors.filter((error) => error.details.severity === "warning").map(() => "warning"),
    );
    expect(second.events).toEqual(first.events);
    expect(second.meta).toEqual(first.meta);
  });

  test("writes WebVTT: ids, times, settings, regions the cues need, escaped text and the cue text tree", () => {
    const events: ParsedEvent[] = [
      { id: "a", type: "subtitle", start: 1, end: 2.5, options: { text: "Tom & Jerry <3\n\nafter a blank line" } },
      {
        type: "subtitle",
        start: 3661.001,
        end: 3662,
        options: {
          text: "Hi there",
          nodes: [
            { type: "v", classes: ["loud"], voice: "Bob>", children: ["Hi ", { type: "i", children: ["there"] }] },
          ],
          settings: { line: 90, snapToLines: false, align: "start", region: "r" } satisfies CueSettings,
        },
      },
    ];
    expect(serialize(events, "webvtt")).toBe(
      [
        "WEBVTT",
        "",
        "REGION",
        "id:r",
        "",
        "a",
        "00:00:01.000 --> 00:00:02.500",
        "Tom &amp; Jerry &lt;3",
        "\u200B",
        "after a blank line",
        "",
        "01:01:01.001 --> 01:01:02.000 line:90% align:start region:r",
        "<v.loud Bob&gt;>Hi <i>there</i></v>",
        "",
        "",
      ].join("\n"),
    );
  });

  test("writes SRT: numbered cues, comma times, SRT tags from the tree", () => {
    const events: ParsedEvent[] = [
      { type: "subtitle", start: 0, end: 1.5, options: { text: "plain" } },
      {
        type: "subtitle",
        start: 2,
        end: 3,
        options: {
          text: "a b",
          nodes: [
            { type: "c", color: "red", children: ["a"] },
            " ",
            { type: "v", voice: "X", children: [{ type: "b", children: ["b"] }] },
          ],
        },
      },
    ];
    expect(serialize(events, "srt")).toBe(
      '1\n00:00:00,000 --> 00:00:01,500\nplain\n\n2\n00:00:02,000 --> 00:00:03,000\n<font color="red">a</font> <b>b</b>\n\n',
    );
  });

  test("an open end cannot be written as WebVTT or SRT; Popcorn JSON leaves it out and reads it back as open", () => {
    const events: ParsedEvent[] = [{ id: "x", type: "footnote", start: 1, end: Infinity, options: { text: "open" } }];
    expect(() => serialize(events, "webvtt")).toThrow(expect.objectContaining({ code: "INVALID_TIME" }));
    expect(() => serialize(events, "srt")).toThrow(expect.objectContaining({ code: "INVALID_TIME" }));
    const json = serialize(events, "popcorn-json");
    expect(JSON.parse(json)).toEqual({ data: [{ footnote: { id: "x", start: 1, text: "open" } }] });
    expect(parse(json).events).toEqual(events);
  });

  test("an unknown format is refused", () => {
    expect(() => serialize([], "sbv" as "srt")).toThrow(expect.objectContaining({ code: "INVALID_OPTION" }));
  });
});

// Times on a millisecond grid, as both formats write them.
const times = fc
  .tuple(fc.integer({ min: 0, max: 400_000_000 }), fc.integer({ min: 0, max: 10_000_000 }))
  .map(([start, length]) => ({ start: start / 1000, end: (start + length) / 1000 }));
const line = (chars: fc.Arbitrary<string>) => fc.array(chars, { minLength: 1, maxLength: 30 }).map((cs) => cs.join(""));
// Any character but line breaks and NUL, with the pieces of markup and references that must come back as text.
const anyChar = fc.oneof(
  fc.string({ minLength: 1, maxLength: 1, unit: "grapheme" }).filter((c) => !/[\r\n\0]/.test(c)),
  fc.constantFrom(
    "&",
    "<",
    ">",
    "amp;",
    "lt;",
    "#38;",
    "nbsp",
    "-->",
    "<i>",
    "</i>",
    "<v Bob>",
    "<00:01.000>",
    " ",
    "\t",
  ),
);
const settings: fc.Arbitrary<CueSettings | undefined> = fc.option(
  fc
    .record(
      {
        vertical: fc.constantFrom("rl" as const, "lr" as const),
        position: fc.integer({ min: 0, max: 100 }),
        positionAlign: fc.constantFrom("line-left" as const, "center" as const, "line-right" as const),
        size: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
        align: fc.constantFrom("start" as const, "center" as const, "end" as const, "left" as const, "right" as const),
        line: fc.oneof(
          fc.record({ line: fc.integer({ min: -20, max: 20 }), snapToLines: fc.constant(true) }),
          fc.record({ line: fc.integer({ min: 0, max: 1000 }).map((n) => n / 10), snapToLines: fc.constant(false) }),
        ),
        lineAlign: fc.constantFrom("start" as const, "center" as const, "end" as const),
        region: fc.constantFrom("r1", "speaker-2"),
      },
      { requiredKeys: [] },
    )
    .map(({ line, lineAlign, ...rest }) => {
      const cue: CueSettings = { ...rest, ...line };
      // Alignments only exist with the value they align.
      if (lineAlign !== undefined && line !== undefined) cue.lineAlign = lineAlign;
      if (cue.positionAlign !== undefined && cue.position === undefined) cue.position = 50;
      return cue;
    })
    .filter((cue) => Object.keys(cue).length > 0),
  { nil: undefined },
);

describe("round trip properties", () => {
  test("WebVTT: any text, ids and settings come back as written", () => {
    const event = fc.record({
      id: fc.option(
        line(anyChar).filter((id) => !id.includes("-->")),
        { nil: undefined },
      ),
      times,
      lines: fc.array(line(anyChar), { minLength: 1, maxLength: 3 }),
      settings,
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (generated) => {
        const events: ParsedEvent[] = generated.map(({ id, times: { start, end }, lines, settings: cueSettings }) => {
          const options: Record<string, unknown> = { text: lines.join("\n") };
          if (cueSettings !== undefined) options.settings = cueSettings;
          return id === undefined
            ? { type: "subtitle", start, end, options }
            : { id, type: "subtitle", start, end, options };
        });
        const again = parse(serialize(events, "webvtt"), { format: "webvtt" });
        expect(again.errors).toEqual([]);
        // A cue in a region also carries the region's definition (the serializer writes the ones the cues need).
        for (const event of again.events) {
          const region = (event.options.settings as CueSettings | undefined)?.region;
          expect((event.options.region as { id?: string } | undefined)?.id).toBe(region);
          delete event.options.region;
        }
        expect(again.events).toEqual(events);
      }),
      { numRuns: 150 },
    );
  });

  test("SRT: text and times come back as written", () => {
    const safe = fc.constantFrom(..."abcXYZ 0123456789.,!?'\"éü漢😀".split("")).filter((c) => c !== "");
    const text = fc
      .array(
        line(safe).filter((l) => l.trim() !== "" && !/^\s*\d+\s*$/.test(l)),
        { minLength: 1, maxLength: 3 },
      )
      .map((lines) => lines.join("\n"));
    fc.assert(
      fc.property(fc.array(fc.record({ times, text }), { maxLength: 20 }), (generated) => {
        const events: ParsedEvent[] = generated.map(({ times: { start, end }, text: cueText }) => ({
          type: "subtitle",
          start,
          end,
          options: { text: cueText },
        }));
        const again = parse(serialize(events, "srt"), { format: "srt" });
        expect(again.errors).toEqual([]);
        expect(again.events).toEqual(events);
      }),
      { numRuns: 150 },
    );
  });

  test("Popcorn JSON: any plugin options come back as written", () => {
    const options = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 8 }).filter((key) => !["start", "end", "id", "__proto__"].includes(key)),
      fc.jsonValue(),
      { maxKeys: 4 },
    );
    const event = fc.record({
      type: fc.string({ minLength: 1, maxLength: 10 }).filter((key) => key !== "__proto__"),
      id: fc.option(fc.string(), { nil: undefined }),
      times,
      options,
      open: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 10 }), (generated) => {
        const events: ParsedEvent[] = generated.map(
          ({ type, id, times: { start, end }, options: eventOptions, open }) => {
            const parsed: ParsedEvent = {
              type,
              start,
              end: open ? Infinity : end,
              options: JSON.parse(JSON.stringify(eventOptions)) as Record<string, unknown>,
            };
            if (id !== undefined) parsed.id = id;
            return parsed;
          },
        );
        const again = parse(serialize(events, "popcorn-json"), { format: "popcorn-json" });
        expect(again.errors).toEqual([]);
        expect(again.events).toEqual(events);
      }),
      { numRuns: 150 },
    );
  });
});
