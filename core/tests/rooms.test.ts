// Core's rooms and their direction: the instance (src/instance/) is built on the rooms below it, and nothing below
// imports it, not even through another file. What those rooms share with it is on the floor below, in
// src/contract/: its types, which are types alone, and the checks of the values it accepts (validate.ts). A move
// that breaks one of these fails here, with the chain of imports that does it.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const SRC = fileURLToPath(new URL("../src/", import.meta.url));

/** Every TypeScript source file of core, by its path from src/ ("instance/createPopcorn.ts"). */
function sources(folder = SRC): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "peers" ? [] : sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [relative(SRC, path)] : [];
  });
}

interface Import {
  /** The imported file, by its path from src/. */
  readonly file: string;
  /** `import type` or `export type`: gone from the built code. */
  readonly typeOnly: boolean;
}

/** The relative imports and re-exports of a file (static and dynamic), resolved to files of src/. */
function importsOf(file: string): Import[] {
  const text = readFileSync(join(SRC, file), "utf8");
  const found: Import[] = [];
  // Our own sources, one statement at a time: `import … from "./x.js"`, `export … from`, `import("./x.js")`.
  for (const match of text.matchAll(
    /(?:^|\n)\s*(import|export)(\s+type)?\b[^;"]*?from\s*"(\.[^"]+)"|import\("(\.[^"]+)"\)/g,
  )) {
    const specifier = match[3] ?? match[4];
    if (specifier === undefined) continue;
    const target = relative(SRC, resolve(SRC, dirname(file), specifier)).replace(/\.js$/, ".ts");
    found.push({ file: target, typeOnly: match[2] !== undefined });
  }
  return found;
}

const FILES = sources();
const IMPORTS = new Map(FILES.map((file) => [file, importsOf(file)]));
const roomOf = (file: string) => (file.includes("/") ? file.slice(0, file.indexOf("/")) : "");

/** The rooms built on the instance: the framework contract, the DOM renderer and the root entry. */
const ABOVE = new Set(["instance", "adapter", "dom", ""]);

/** The first chain of imports from `file` into the instance's room, or undefined when there is none. */
function pathToInstance(file: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  for (const { file: target } of IMPORTS.get(file) ?? []) {
    if (roomOf(target) === "instance") return [file, target];
    const rest = pathToInstance(target, seen);
    if (rest) return [file, ...rest];
  }
  return undefined;
}

test("every import of core's sources names a file that exists", () => {
  const missing = [...IMPORTS].flatMap(([file, imports]) =>
    imports.filter(({ file: target }) => !FILES.includes(target)).map(({ file: target }) => `${file} → ${target}`),
  );
  expect(missing).toEqual([]);
});

test("no room below the instance imports the instance's room, directly or through another file", () => {
  const lower = FILES.filter((file) => !ABOVE.has(roomOf(file)));
  expect(lower.length).toBeGreaterThan(100);
  const chains = lower.flatMap((file) => {
    const chain = pathToInstance(file);
    return chain ? [chain.join(" → ")] : [];
  });
  expect(chains).toEqual([]);
});

test("the types the rooms share with the instance are types alone", () => {
  const shared = FILES.filter((file) => roomOf(file) === "contract" && file !== "contract/validate.ts");
  expect(shared).toEqual(["contract/popcorn.ts", "contract/trackEvent.ts"]);
  for (const file of shared) {
    const values = IMPORTS.get(file)?.filter(({ typeOnly }) => !typeOnly) ?? [];
    expect(values, file).toEqual([]);
  }
});

test("each parser format has a folder of its own, with its entry in index.ts", () => {
  const formats = ["webvtt", "srt", "sbv", "ssa", "ttml", "ttxt", "popcornJson", "popcornXml"];
  for (const format of formats) expect(FILES, format).toContain(`parsers/${format}/index.ts`);
  // The shared parts stay at the top of the room: no format's reader is written there.
  const top = FILES.filter((file) => roomOf(file) === "parsers" && file.split("/").length === 2);
  for (const format of formats) expect(top).not.toContain(`parsers/${format}.ts`);
});
