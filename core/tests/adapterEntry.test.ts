// `@popcorn-kit/core/adapter` is the framework contract and nothing else: a few values, each of which the React, Vue
// and Svelte adapters all build on. A helper only one layer needs belongs to that layer's own entry (errors,
// network, markup, a plugin's subpath), where its users find it.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import * as adapter from "../src/adapter/index.js";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const ADAPTERS = { react: "react/src", vue: "vue/src", svelte: "svelte/src" };

/** The text of every source file of a folder (TypeScript, TSX, Vue and Svelte files). */
function sourcesOf(folder: string): string {
  return readdirSync(join(REPO, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|vue|svelte)$/.test(file) && !file.includes("node_modules"))
    .map((file) => readFileSync(join(REPO, folder, file), "utf8"))
    .join("\n");
}

/** The names a source imports from `@popcorn-kit/core/adapter`. */
function importedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@popcorn-kit\/core\/adapter"/g)) {
    for (const part of (match[1] ?? "").split(",")) {
      const name = part
        .replace(/^\s*type\s+/, "")
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

test("the adapter entry exports at most 15 values", () => {
  expect(Object.keys(adapter).length).toBeLessThanOrEqual(15);
});

test("every value of the adapter entry is used by all three adapters", () => {
  const values = Object.keys(adapter).sort();
  for (const [name, folder] of Object.entries(ADAPTERS)) {
    const used = importedNames(sourcesOf(folder));
    expect(
      values.filter((value) => !used.has(value)),
      `${name} does not import these from @popcorn-kit/core/adapter`,
    ).toEqual([]);
  }
});
