import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { readCharacterReference } from "../../src/parsers/entities.js";
import { parse } from "../../src/parsers/parse.js";
import { needsFullTable, readCommonReference, type ReferenceReader } from "../../src/parsers/references.js";
import { parseWebVTTLazily } from "../../src/parsers/webvtt/lazyWebVTT.js";

// The lazy WebVTT path reads character references without HTML's table of 2,231 names unless the text names one
// outside the common few (needsFullTable). On a text it lets through, the small reader must decode exactly what
// the table's decoder decodes, at every "&": the same characters, the same length read.

/** What a reader makes of every "&" of `text`: the decoded text (or undefined) and the position after it. */
function readAll(text: string, read: ReferenceReader): [string | undefined, number][] {
  const out = { text: undefined as string | undefined };
  const found: [string | undefined, number][] = [];
  for (let at = text.indexOf("&"); at !== -1; at = text.indexOf("&", at + 1)) {
    const end = read(text, at + 1, out);
    found.push([out.text, end]);
  }
  return found;
}

const COMMON = [
  "amp",
  "lt",
  "gt",
  "quot",
  "apos",
  "nbsp",
  "hellip",
  "ndash",
  "mdash",
  "lsquo",
  "rsquo",
  "ldquo",
  "rdquo",
  "copy",
  "reg",
];

// Pieces that make references, almost-references and their neighbours: common names, names outside them, names
// that begin longer ones, legacy names, numeric references of every kind, and what may follow them.
const PIECES = [
  "&",
  "&#",
  "&#x",
  "&#X",
  ";",
  "#",
  "x",
  "X",
  ...COMMON,
  "AMP",
  "LT",
  "not",
  "notin",
  "notit",
  "ltri",
  "ampx",
  "copysr",
  "eacute",
  "Aacute",
  "CounterClockwiseContourIntegral",
  "0",
  "1",
  "9",
  "38",
  "128",
  "150",
  "159",
  "1114111",
  "1114112",
  "55296",
  "99999999999999999999",
  "d800",
  "fffd",
  "110000",
  "a",
  "F",
  "g",
  " ",
  "<",
  "\n",
  "é",
];

const textWithReferences = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...PIECES) },
      { weight: 1, arbitrary: fc.string({ maxLength: 3 }) },
    ),
    {
      maxLength: 30,
    },
  )
  .map((pieces) => pieces.join(""));

describe("the common character references decode as HTML's whole table decodes them", () => {
  test("every common name, with and without its semicolon, before letters, digits and the end", () => {
    for (const name of COMMON) {
      for (const after of [";", "; x", "", " ", "x", "1", ";;", "<", "#"]) {
        const text = `a&${name}${after}`;
        if (needsFullTable(text)) continue;
        expect(readAll(text, readCommonReference), text).toEqual(readAll(text, readCharacterReference));
      }
      // With its semicolon a common name never needs the table.
      expect(needsFullTable(`&${name};`)).toBe(false);
    }
  });

  test("numeric references: every code point to U+0200 and the edges, decimal and hex, with and without a semicolon", () => {
    const codePoints = [
      ...Array(0x200).keys(),
      0xd7ff,
      0xd800,
      0xdfff,
      0xe000,
      0xfffd,
      0xffff,
      0x10000,
      0x10ffff,
      0x110000,
    ];
    for (const codePoint of codePoints) {
      for (const written of [
        String(codePoint),
        `x${codePoint.toString(16)}`,
        `X${codePoint.toString(16).toUpperCase()}`,
        `00${codePoint}`,
      ]) {
        for (const after of [";", "", " ", "z", ";1"]) {
          const text = `&#${written}${after}`;
          expect(needsFullTable(text), text).toBe(false);
          expect(readAll(text, readCommonReference), text).toEqual(readAll(text, readCharacterReference));
        }
      }
    }
    for (const text of ["&#", "&#x", "&#;", "&#x;", "&#xg", "&# 1", `&#${"9".repeat(400)};`, `&#x${"f".repeat(400)}`]) {
      expect(readAll(text, readCommonReference), text).toEqual(readAll(text, readCharacterReference));
    }
  });

  test("names outside the common ones, and runs that begin one, need the table", () => {
    for (const text of [
      "&notin;",
      "&not",
      "&AMP;",
      "&ampx",
      "&ltri;",
      "&copysr;",
      "&eacute",
      "&hellipx;",
      "x&Aacute y",
    ]) {
      expect(needsFullTable(text), text).toBe(true);
    }
    for (const text of ["no reference", "&amp;", "&amp", "& amp", "&#38;", "&#x26", "&;", "&1abc;", "&&", "&"]) {
      expect(needsFullTable(text), text).toBe(false);
    }
  });

  test("random text with references: where the table is not needed, both read the same at every &", () => {
    let checked = 0;
    fc.assert(
      fc.property(textWithReferences, (text) => {
        if (needsFullTable(text)) return;
        checked++;
        expect(readAll(text, readCommonReference)).toEqual(readAll(text, readCharacterReference));
      }),
      { numRuns: 3000 },
    );
    // Most random texts pass the check: they were compared, not skipped.
    expect(checked).toBeGreaterThan(1000);
  });

  test("random text of any characters", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40, unit: "binary" }).map((text) => `&${text}`),
        (text) => {
          if (needsFullTable(text)) return;
          expect(readAll(text, readCommonReference)).toEqual(readAll(text, readCharacterReference));
        },
      ),
      { numRuns: 1000 },
    );
  });

  test("random WebVTT cue text: the lazy reader's cues are parse's, the table loaded or not", async () => {
    await fc.assert(
      fc.asyncProperty(textWithReferences, textWithReferences, async (cue, voice) => {
        const text = `WEBVTT\n\n00:01.000 --> 00:02.000\n<v ${voice}>${cue}</v>\n\n00:03.000 --> 00:04.000\n${voice}`;
        const expected = parse(text);
        const lazily = await parseWebVTTLazily(text);
        expect(lazily.events).toEqual(expected.events);
        expect(lazily.errors.map((error) => error.message)).toEqual(expected.errors.map((error) => error.message));
      }),
      { numRuns: 500 },
    );
  });
});
