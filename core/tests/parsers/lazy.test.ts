import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { parsePopcornJson } from "../../src/parsers/popcornJson/index.js";
import { parsePopcornXml } from "../../src/parsers/popcornXml/index.js";
import { parseSbv } from "../../src/parsers/sbv/index.js";
import { parseSrt } from "../../src/parsers/srt/index.js";
import { parseSsa } from "../../src/parsers/ssa/index.js";
import { parseTtml } from "../../src/parsers/ttml/index.js";
import { parseTtxt } from "../../src/parsers/ttxt/index.js";
import { parseWebVTT } from "../../src/parsers/webvtt/index.js";
import { parseLazily } from "../../src/parsers/lazy.js";
import { parse } from "../../src/parsers/parse.js";
import type { FormatParseOptions, ParseOptions, ParseResult, SubtitleFormat } from "../../src/parsers/types.js";

// parseLazily loads only the detected format's reader (and HTML's full table of character references only when a
// WebVTT text names one outside the common few); whatever it loads, it must give what parse gives: the format,
// the events, the meta, and the same errors and warnings at the same lines. The per-format entries
// (@popcorn-kit/core/parsers/webvtt...) must give what parse gives with that format named.

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const EXTENSIONS = new Set([".vtt", ".srt", ".sbv", ".ssa", ".ass", ".ttml", ".dfxp", ".ttxt", ".json", ".xml"]);

/** Every subtitle or data file of core's and the repository's fixtures, by its path from the repository root. */
function fixtures(): [string, string][] {
  const found: [string, string][] = [];
  for (const dir of ["core/tests/fixtures", "test/fixtures"]) {
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !EXTENSIONS.has(extname(entry.name))) continue;
      const path = join(entry.parentPath, entry.name);
      found.push([relative(ROOT, path), readFileSync(path, "utf8")]);
    }
  }
  return found.sort(([a], [b]) => a.localeCompare(b));
}

const FIXTURES = fixtures();

/** A result as a user compares it: errors by what they say (each a new PopcornError with its own stack). */
function plain(result: ParseResult) {
  return {
    format: result.format,
    events: result.events,
    meta: result.meta,
    errors: result.errors.map((error) => ({
      name: error.name,
      code: error.code,
      message: error.message,
      details: error.details,
    })),
  };
}

/** What a call gives: its result, or what it threw (or rejected with). */
async function outcome(run: () => ParseResult | Promise<ParseResult>) {
  try {
    return { result: plain(await run()) };
  } catch (error) {
    const thrown = error as { name?: string; code?: string; message?: string; details?: unknown };
    return { thrown: { name: thrown.name, code: thrown.code, message: thrown.message, details: thrown.details } };
  }
}

async function expectSameAsParse(text: string, options?: ParseOptions): Promise<void> {
  const expected = await outcome(() => parse(text, options));
  expect(await outcome(() => parseLazily(text, options as ParseOptions))).toEqual(expected);
}

const OWN_PARSERS: Record<SubtitleFormat, (text: string, options?: FormatParseOptions) => ParseResult> = {
  webvtt: parseWebVTT,
  srt: parseSrt,
  sbv: parseSbv,
  ssa: parseSsa,
  ttml: parseTtml,
  ttxt: parseTtxt,
  "popcorn-json": parsePopcornJson,
  "popcorn-xml": parsePopcornXml,
};
const FORMATS = Object.keys(OWN_PARSERS) as SubtitleFormat[];

describe("parseLazily gives what parse gives", () => {
  test("the fixtures are found", () => {
    // Every format is among them, and the web-platform-tests' WebVTT files.
    const detected = new Set(FIXTURES.map(([, text]) => parse(text).format));
    expect(detected).toEqual(new Set(FORMATS));
    expect(FIXTURES.length).toBeGreaterThan(60);
  });

  test.each(FIXTURES)("%s: detected, with its file name, and strict", async (path, text) => {
    await expectSameAsParse(text);
    await expectSameAsParse(text, { fileName: path.split("/").at(-1) });
    await expectSameAsParse(text, { strict: true, type: "caption" });
  });

  test.each(FIXTURES)("%s: read as each format", async (_, text) => {
    for (const format of FORMATS) await expectSameAsParse(text, { format });
  });

  test.each([
    ["a WebVTT file with a byte order mark", "\uFEFFWEBVTT\n\n00:01.000 --> 00:02.000\nHi &amp; bye"],
    ["the signature alone", "WEBVTT"],
    ["a signature followed by other text", "WEBVTTX\n\n00:01.000 --> 00:02.000\nHi"],
    ["a WebVTT file with names outside the common ones", "WEBVTT\n\n00:01.000 --> 00:02.000\n&notin; &notit; &Aacute"],
    ["a WebVTT file with legacy names", "WEBVTT\n\n00:01.000 --> 00:02.000\n&amp &copy2026 &ltx &#x41 &#128;"],
    ["text with no format", "just some words"],
    ["text with no format, strict", "just some words", { strict: true }],
    ["text with no format, a file name", "just some words", { fileName: "notes.txt" }],
    ["an SRT file named .vtt", "1\n00:00:01,000 --> 00:00:02,000\nHi", { fileName: "x.vtt" }],
    ["WebVTT text read as SRT", "WEBVTT\n\n00:01.000 --> 00:02.000\nHi", { format: "srt" }],
    ["SRT text read as WebVTT", "1\n00:00:01,000 --> 00:00:02,000\nHi", { format: "webvtt" }],
    ["an unknown format", "WEBVTT\n", { format: "vtt" as SubtitleFormat }],
    ["a format that is not a string", "WEBVTT\n", { format: null as unknown as SubtitleFormat }],
    ["a strict WebVTT file with an error", "WEBVTT\n\n00:01.000 --> xx\nHi", { strict: true }],
  ] as [string, string, ParseOptions?][])("%s", async (_, text, options) => {
    await expectSameAsParse(text, options);
  });

  test("what is not text is refused the same way", async () => {
    for (const value of [undefined, 42, { toString: () => "WEBVTT\n" }]) {
      await expectSameAsParse(value as unknown as string);
    }
  });

  test("random edits of every fixture, and random text", async () => {
    const texts = FIXTURES.filter(([path]) => !path.includes("wpt-webvtt")).map(([, text]) => text);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            text: fc.constantFrom(...texts),
            at: fc.nat(),
            piece: fc.oneof(
              fc.constantFrom("&", "&amp;", "&notin;", "&lt", "&#", "WEBVTT\n", "-->", "\uFEFF", "<", "\n\n"),
              fc.string({ maxLength: 6 }),
            ),
          }),
          fc.record({ text: fc.string({ maxLength: 60 }), at: fc.constant(0), piece: fc.constant("") }),
        ),
        fc.constantFrom<ParseOptions>({}, { strict: true }, { fileName: "a.vtt" }, { format: "webvtt" }),
        async ({ text, at, piece }, options) => {
          const pos = at % (text.length + 1);
          await expectSameAsParse(text.slice(0, pos) + piece + text.slice(pos), options);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("each format's own entry gives what parse gives with that format named", () => {
  test.each(FIXTURES)("%s", async (_, text) => {
    for (const format of FORMATS) {
      for (const options of [undefined, { strict: true }, { type: "caption" }] as (FormatParseOptions | undefined)[]) {
        const expected = await outcome(() => parse(text, { ...options, format }));
        expect(await outcome(() => OWN_PARSERS[format](text, options))).toEqual(expected);
      }
    }
  });

  test("what is not text is refused as parse refuses it", async () => {
    for (const format of FORMATS) {
      const expected = await outcome(() => parse(42 as unknown as string, { format }));
      expect(expected.thrown?.code).toBe("PARSE");
      expect(await outcome(() => OWN_PARSERS[format](42 as unknown as string))).toEqual(expected);
    }
  });
});
