import { SaxesParser } from "saxes";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createErrorLog, type ErrorLog, MAX_ERRORS } from "../../src/parsers/errorLog.js";
import { parse } from "../../src/parsers/parse.js";
import { readPopcornXml } from "../../src/parsers/popcornXml/read.js";
import { readTtml } from "../../src/parsers/ttml/read.js";
import { readTtxt } from "../../src/parsers/ttxt/read.js";
import type { ReaderContext, ReaderResult } from "../../src/parsers/types.js";

// Errors built while Error.stackTraceLimit lets the engine capture a stack: what makes a thrown error costly.
const built = vi.hoisted(() => ({ withStack: 0 }));
vi.mock("../../src/errors/errors.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/errors/errors.js")>();
  class CountedError extends original.PopcornError {
    constructor(...args: ConstructorParameters<typeof original.PopcornError>) {
      super(...args);
      if (Error.stackTraceLimit !== 0) built.withStack++;
    }
  }
  return { ...original, PopcornError: CountedError };
});

/** The number of bad items in each document: three times what the log lists. */
const BAD = 3 * MAX_ERRORS;

/** Bad items of each kind in turn (bad times, ends before starts, undefined entities, markup errors...). */
const items = (kinds: ((i: number) => string)[]): string =>
  Array.from({ length: BAD }, (_, i) => kinds[i % kinds.length]!(i)).join("\n");

const DOCUMENTS: { name: string; read: typeof readTtml; text: string; kept: string[] }[] = [
  {
    name: "TTML",
    read: readTtml,
    text: `<tt xmlns="http://www.w3.org/ns/ttml"><body><div>\n${items([
      (i) => `<p begin="${i}x" end="${i + 1}s">a</p>`,
      (i) => `<p begin="${i + 2}s" end="${i + 1}s">b</p>`,
      (i) => `<p begin="${i}s" end="${i + 1}s">&nope;</p>`,
      (i) => `<p begin=${i}s end="${i + 1}s">c</p>`,
      (i) => `<p begin="${i}s"end="${i + 1}s">d</p>`,
      (i) => `<p begin="${i}s" end="${i + 1}s"><span>e</p>`,
    ])}\n<p begin="1s" end="2s">kept</p></div></body></tt>`,
    kept: ["kept"],
  },
  {
    name: "TTXT",
    read: readTtxt,
    text: `<TextStream>\n${items([
      (i) => `<TextSample sampleTime="${i}z">a</TextSample>`,
      (i) => `<TextSample sampleTime="99:99:${i}">b</TextSample>`,
      (i) => `<TextSample sampleTime="${i}">&nope;</TextSample>`,
      (i) => `<TextSample sampleTime=${i}>c</TextSample>`,
      (i) => `<TextSample sampleTime="${i}" sampleTime="${i}">d</TextSample>`,
    ])}\n<TextSample sampleTime="${BAD}">kept</TextSample></TextStream>`,
    kept: ["kept"],
  },
  {
    name: "Popcorn XML",
    read: readPopcornXml,
    text: `<popcorn><timeline>\n${items([
      (i) => `<footnote in="${i}q">a</footnote>`,
      (i) => `<footnote in="${i + 2}" out="${i + 1}">b</footnote>`,
      (i) => `<footnote in="${i}" resourceid="none${i}">c</footnote>`,
      (i) => `<footnote in="1e999" out="${i}">d</footnote>`,
      (i) => `<footnote in="${i}">&nope;</footnote>`,
      (i) => `<footnote in=${i}>e</footnote>`,
      (i) => `<footnote in="${i}"out="${i + 1}">f</footnote>`,
    ])}\n<footnote in="1" out="2">kept</footnote></timeline></popcorn>`,
    kept: ["kept"],
  },
  {
    // An end tag that matches no open element closes the root: every element and text after it is an error.
    name: "TTML after its root is closed",
    read: readTtml,
    text: `<tt xmlns="http://www.w3.org/ns/ttml"><body><div></orphan>\n${items([
      (i) => `<p begin="${i}s" end="${i + 1}s">text</p>`,
    ])}</div></body></tt>`,
    kept: [],
  },
];

/**
 * Reads with a log that counts the reports it is handed, listed or not; `onFull` is called once, as soon as
 * the log is full.
 */
function readCounting(
  read: (text: string, context: ReaderContext) => ReaderResult,
  text: string,
  onFull: () => void = () => {},
) {
  const log = createErrorLog(false);
  let reports = 0;
  let wasFull = false;
  const counted = (): void => {
    reports++;
    if (!wasFull && log.full) {
      wasFull = true;
      onFull();
    }
  };
  const counting: ErrorLog = {
    errors: log.errors,
    get full() {
      return log.full;
    },
    report(...args) {
      log.report(...args);
      counted();
    },
    warn(...args) {
      log.warn(...args);
      counted();
    },
  };
  const result = read(text, { type: "subtitle", log: counting });
  return { result, errors: log.errors, reports };
}

afterEach(() => {
  vi.restoreAllMocks();
  built.withStack = 0;
});

describe("past the error cap, XML readers build no more reports", () => {
  for (const { name, read, text, kept } of DOCUMENTS) {
    test(`${name}: ${BAD} bad items give ${MAX_ERRORS} errors and a last one saying more were skipped, and no report past it`, () => {
      const { result, errors, reports } = readCounting(read, text);
      expect(errors).toHaveLength(MAX_ERRORS + 1);
      expect(errors[MAX_ERRORS]!.message).toMatch(/more than 1000 errors; the rest are skipped/);
      // Every report up to the cap, the one that ends the list; none after it.
      expect(reports).toBe(MAX_ERRORS + 1);
      expect(result.events.map((event) => event.options.text)).toEqual(kept);
    });

    test(`${name}: past the cap, markup errors build no Error, and bad times none with a stack trace`, () => {
      const makeError = vi.spyOn(SaxesParser.prototype, "makeError");
      let atCap = { errors: 0, withStack: 0 };
      const { errors } = readCounting(read, text, () => {
        atCap = { errors: makeError.mock.calls.length, withStack: built.withStack };
      });
      expect(errors).toHaveLength(MAX_ERRORS + 1);
      expect(makeError.mock.calls.length - atCap.errors).toBe(0);
      expect(built.withStack - atCap.withStack).toBe(0);
    });
  }

  test("the errors listed are the first ones, in order, each with its line and column", () => {
    const { errors } = parse(DOCUMENTS[0]!.text, { format: "ttml" });
    const TIME =
      'a clock time "hh:mm:ss", "hh:mm:ss.fff" or "hh:mm:ss:ff" (frames), or an offset such as "1.5s", "200ms", "2m", "1h", "25f" or "9000t"';
    expect(errors.slice(0, 7).map((error) => [error.details.line, error.details.column, error.message])).toEqual([
      [2, 1, `Line 2: invalid begin="0x" on <p>; it is skipped: expected ${TIME}.`],
      [
        3,
        1,
        'Line 3: <p> ends (end="2s") before it begins (begin="3s"); it is skipped: expected end at or after begin.',
      ],
      [
        4,
        24,
        `Line 4: undefined entity "&nope;", not expanded; its element is not read: expected one of XML's five entities (&amp; &lt; &gt; &quot; &apos;) or a numeric character reference.`,
      ],
      [5, 11, "Line 5: malformed XML: unquoted attribute value: expected well-formed XML."],
      [6, 15, "Line 6: malformed XML: no whitespace between attributes: expected well-formed XML."],
      [7, 35, "Line 7: malformed XML: unexpected close tag: expected well-formed XML."],
      [8, 1, `Line 8: invalid begin="6x" on <p>; it is skipped: expected ${TIME}.`],
    ]);
    expect(errors[MAX_ERRORS]!.message).toMatch(/^Line \d+: more than 1000 errors; the rest are skipped/);
  });
});
