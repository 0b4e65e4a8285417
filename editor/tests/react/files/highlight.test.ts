import { isValidElement } from "react";
import { expect, test } from "vitest";
import { highlight } from "../../../src/react/files/highlight.js";

const text = (parts: ReturnType<typeof highlight>) =>
  parts.map((part) => (isValidElement<{ children: string }>(part) ? part.props.children : part)).join("");
const kinds = (parts: ReturnType<typeof highlight>) =>
  parts
    .filter(isValidElement)
    .map((part) => [
      (part.props as Record<string, string>)["data-kind"],
      (part.props as { children: string }).children,
    ]);

test("colours comments, strings, tags, keywords and numbers, and keeps the text exactly", () => {
  const code = `// Scene.tsx\nimport { Cue } from "@popcorn-kit/react";\n<Footnote start={1.5} text="<b>not markup</b>" />`;
  const parts = highlight(code);
  expect(text(parts)).toBe(code);
  expect(kinds(parts)).toEqual([
    ["comment", "// Scene.tsx"],
    ["keyword", "import"],
    ["keyword", "from"],
    ["string", '"@popcorn-kit/react"'],
    ["tag", "<Footnote"],
    ["number", "1.5"],
    ["string", '"<b>not markup</b>"'],
  ]);
});

// That the scan is linear is checked by test/linear (scanners.ts) before a deadline, and its pattern by recheck.
test("unterminated comments and strings end the scan: long hostile input keeps its text", () => {
  const hostile = `${'"\\'.repeat(15_000)}\n${"'a\n".repeat(15_000)}${"<!--".repeat(5_000)}${"/*".repeat(10_000)}`;
  const parts = highlight(hostile);
  expect(parts.length).toBeGreaterThan(1);
  expect(text(parts)).toBe(hostile);
});

test("very long code is shown plain", () => {
  const long = "const x = 1;\n".repeat(20_000);
  expect(highlight(long)).toEqual([long]);
});
