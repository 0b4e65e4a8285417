import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

// A page styles the kit through the stylesheet's custom properties: each one it reads is documented, with its
// default, in docs/plugins.md, so a property added to the stylesheet and not to the docs fails here.
test("every custom property the stylesheet reads is named in docs/plugins.md", () => {
  const css = read("../src/styles/popcorn-kit.css");
  const docs = read("../../docs/plugins.md");
  const reads = new Set([...css.matchAll(/var\((--pk-[a-z-]+)/g)].map((match) => match[1]!));
  expect(reads.size).toBeGreaterThan(40);
  const undocumented = [...reads].filter((property) => !docs.includes(`\`${property}\``));
  expect(undocumented).toEqual([]);
});
