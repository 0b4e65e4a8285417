import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { formatTimestamp } from "../src/parsers/webvtt/timestamp.js";
import { type CueNode, type CueSettings, parse, type ParseResult, type WebVTTRegion } from "../src/parsers/index.js";

// WebVTT conformance: every case of the W3C web-platform-tests' webvtt/parsing (vendored in
// fixtures/wpt-webvtt, see its README), run against parse(). No case is skipped.

interface FileCase {
  name: string;
  page: string;
  file: string;
  /** The page's assertions on `cues`, as written: they run against a VTTCue-like view of the parse. */
  assertions: string;
}
interface SignatureCase {
  name: string;
  file: string;
}
interface CueTextCase {
  group: string;
  name: string;
  input: string;
  /** The DOM tree `getCueAsHTML()` must give, as the wpt serializer writes it. */
  expected: string;
}
interface Cases {
  snapshot: string;
  file: FileCase[];
  signatures: SignatureCase[];
  cueText: CueTextCase[];
}

const fixtures = new URL("fixtures/wpt-webvtt/", import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, fixtures), "utf8");
const cases = JSON.parse(read("cases.json")) as Cases;

/** What the run found: passes and failures per kind of case, printed and checked at the end. */
const kinds = { file: "file parsing", settings: "settings", signature: "bad signatures", cueText: "cue text" } as const;
type Kind = keyof typeof kinds;
const results: Record<Kind, { total: number; passed: number }> = {
  file: { total: 0, passed: 0 },
  settings: { total: 0, passed: 0 },
  signature: { total: 0, passed: 0 },
  cueText: { total: 0, passed: 0 },
};
/** Cases per kind in snapshot 20574795ed2f: a cases.json that lost some fails the summary. */
const EXPECTED_TOTALS: Record<Kind, number> = { file: 33, settings: 7, signature: 11, cueText: 77 };

function run(kind: Kind, check: () => void): void {
  results[kind].total++;
  check();
  results[kind].passed++;
}

// ---- testharness.js, as much of it as the pages use ----

class AssertionError extends Error {}
let assertions = 0;

function sameValue(actual: unknown, expected: unknown): boolean {
  // testharness compares with SameValue: NaN equals NaN, 0 and -0 differ.
  return Object.is(actual, expected);
}

const harness = {
  assert_equals(actual: unknown, expected: unknown, message = ""): void {
    assertions++;
    if (!sameValue(actual, expected))
      throw new AssertionError(`assert_equals: ${message} expected ${String(expected)} but got ${String(actual)}`);
  },
  assert_not_equals(actual: unknown, expected: unknown, message = ""): void {
    assertions++;
    if (sameValue(actual, expected))
      throw new AssertionError(`assert_not_equals: ${message} got disallowed value ${String(actual)}`);
  },
  assert_true(actual: unknown, message = ""): void {
    assertions++;
    if (actual !== true) throw new AssertionError(`assert_true: ${message} got ${String(actual)}`);
  },
  assert_false(actual: unknown, message = ""): void {
    assertions++;
    if (actual !== false) throw new AssertionError(`assert_false: ${message} got ${String(actual)}`);
  },
};

// ---- VTTCue and VTTRegion views of a parse ----

interface RegionView {
  id: string;
  width: number;
  lines: number;
  regionAnchorX: number;
  regionAnchorY: number;
  viewportAnchorX: number;
  viewportAnchorY: number;
  scroll: "" | "up";
}

/** The cues as `video.textTracks[0].cues` shows them: VTTCue attributes with their defaults where unset. */
function cueViews(result: ParseResult): Record<string, unknown>[] {
  // One object per region id, the last definition winning, so cues in one region share it (the pages compare
  // regions by identity).
  const regions = new Map<string, RegionView>();
  for (const region of result.meta.regions as WebVTTRegion[]) {
    regions.set(region.id, {
      id: region.id,
      width: region.width,
      lines: region.lines,
      regionAnchorX: region.regionAnchor[0],
      regionAnchorY: region.regionAnchor[1],
      viewportAnchorX: region.viewportAnchor[0],
      viewportAnchorY: region.viewportAnchor[1],
      scroll: region.scroll === "up" ? "up" : "",
    });
  }
  return result.events.map((event) => {
    // VTTCue.text is the raw cue text; parse() gives plain text, which is the same for cues without markup.
    // None of the file-parsing cases has markup: a cue with a tree would make this view wrong, so it throws.
    if (event.options.nodes !== undefined)
      throw new Error(`cue ${event.id ?? ""} has markup: its raw text is not kept`);
    const settings = (event.options.settings ?? {}) as CueSettings;
    return {
      id: event.id ?? "",
      startTime: event.start,
      endTime: event.end,
      text: event.options.text,
      vertical: settings.vertical ?? "",
      line: settings.line ?? "auto",
      snapToLines: settings.snapToLines ?? true,
      lineAlign: settings.lineAlign ?? "start",
      position: settings.position ?? "auto",
      positionAlign: settings.positionAlign ?? "auto",
      size: settings.size ?? 100,
      align: settings.align ?? "center",
      region: settings.region === undefined ? null : (regions.get(settings.region) ?? null),
    };
  });
}

// stylesheets.html asserts `document.styleSheets.length === 0`: a WebVTT STYLE block must not become a
// stylesheet of the page. parse() touches no document, so this holds; the test also checks where the styles go.
const documentView = { styleSheets: { length: 0 } };

function runAssertions(testCase: FileCase, cues: Record<string, unknown>[]): void {
  const before = assertions;
  const body = new Function("cues", "document", ...Object.keys(harness), testCase.assertions) as (
    ...args: unknown[]
  ) => void;
  body(cues, documentView, ...Object.values(harness));
  // A page whose assertions were lost in extraction would pass without checking anything.
  expect(assertions - before).toBeGreaterThan(0);
}

// ---- getCueAsHTML(), serialized as the cue-text pages' test_serializer writes it ----

function serializeFragment(nodes: readonly CueNode[]): string {
  const lines = ["#document-fragment"];
  const walk = (list: readonly CueNode[], indent: number): void => {
    const pad = " ".repeat(indent - 1);
    for (const node of list) {
      if (typeof node === "string") {
        lines.push(`|${pad}"${node}"`);
        continue;
      }
      if (node.type === "timestamp") {
        lines.push(`|${pad}<?timestamp ${formatTimestamp(node.time)}>`);
        continue;
      }
      // The WebVTT cue text DOM construction rules: c, v and lang become spans; v sets title, lang sets lang.
      const element = node.type === "c" || node.type === "v" || node.type === "lang" ? "span" : node.type;
      lines.push(`|${pad}<${element}>`);
      const attributes: [string, string][] = [];
      if (node.classes !== undefined && node.classes.length > 0) attributes.push(["class", node.classes.join(" ")]);
      if (node.type === "lang") attributes.push(["lang", node.lang ?? ""]);
      if (node.type === "v") attributes.push(["title", node.voice ?? ""]);
      for (const [name, value] of attributes.sort(([a], [b]) => (a < b ? -1 : 1)))
        lines.push(`|${" ".repeat(indent + 1)}${name}="${value}"`);
      walk(node.children, indent + 2);
    }
  };
  walk(nodes, 2);
  return lines.join("\n");
}

// ---- the cases ----

describe(`web-platform-tests webvtt/parsing (snapshot ${cases.snapshot})`, () => {
  describe("file parsing", () => {
    test.each(cases.file.map((c) => [c.name, c] as const))("%s", (_, testCase) => {
      const kind: Kind = testCase.page.includes("/settings-") ? "settings" : "file";
      run(kind, () => {
        const result = parse(read(testCase.file), { format: "webvtt" });
        runAssertions(testCase, cueViews(result));
        if (testCase.page.endsWith("/stylesheets.html")) {
          // The first STYLE block is kept as written; the second comes after a cue and is ignored.
          expect(result.meta.styles).toEqual([
            "::cue(#foo) {\n    width: 20px;\n} /*\nNOTE hello\n00:00:00.000 -- > 00:00:01.000\n*/\n.foo {\n    width: 19px;\n}",
          ]);
        }
      });
    });
  });

  describe("bad signatures: the file does not load", () => {
    test.each(cases.signatures.map((c) => [c.name, c] as const))("%s", (_, testCase) => {
      run("signature", () => {
        const result = parse(read(testCase.file), { format: "webvtt" });
        expect(result.events).toEqual([]);
        expect(result.errors).toEqual([
          expect.objectContaining({
            code: "PARSE",
            message: expect.stringMatching(/^Line 1: invalid signature/),
            details: expect.objectContaining({ line: 1, column: 1 }),
          }),
        ]);
      });
    });
  });

  describe("cue text parsing", () => {
    test.each(cases.cueText.map((c) => [`${c.group}: ${JSON.stringify(c.input)}`, c] as const))("%s", (_, testCase) => {
      run("cueText", () => {
        // As the pages do: the cue text goes into a file with one cue, whose text is then turned into DOM.
        const result = parse(`WEBVTT\n\n00:00.000 --> 00:01.000\n${testCase.input}`, { format: "webvtt" });
        expect(result.events).toHaveLength(1);
        const { text, nodes } = result.events[0]!.options as { text: string; nodes?: CueNode[] };
        expect(serializeFragment(nodes ?? (text === "" ? [] : [text]))).toBe(testCase.expected);
      });
    });
  });

  test("every case passes", () => {
    const summary = (Object.keys(kinds) as Kind[]).map(
      (kind) => `${kinds[kind]} ${results[kind].passed}/${results[kind].total}`,
    );
    console.log(`web-platform-tests webvtt/parsing: ${summary.join(", ")}`);
    for (const kind of Object.keys(kinds) as Kind[]) {
      expect(results[kind], kinds[kind]).toEqual({ total: EXPECTED_TOTALS[kind], passed: EXPECTED_TOTALS[kind] });
    }
  });
});
