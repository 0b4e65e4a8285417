import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";

// Size budgets, gzipped, for what a bundler ships of each entry: minified, tree-shaken, split so that the
// root entry's lazy parser import stays a separate chunk. Raise a budget only with a reason in the commit.
const BUDGETS = [
  // 15 kB: every public call checks its arguments and names the bad value (refusing hostile input).
  { entry: "src/index.ts", name: "@popcorn-kit/core", gzip: 15_500 },
  { entry: "src/players/html/index.ts", name: "@popcorn-kit/core/players/html", gzip: 1_500 },
  // 26 kB before WebVTT decoded all of HTML's 2,231 character reference names, as its cue text rules require:
  // the decode path of the entities package (its compact table is 11.4 kB of that, its decoder 3 kB) made it 41 kB.
  { entry: "src/parsers/index.ts", name: "@popcorn-kit/core/parsers", gzip: 42_000 },
  // DOMPurify is 12.6 kB of it; the rest is option validation, which a page shares with the root entry.
  { entry: "src/sanitize/index.ts", name: "@popcorn-kit/core/sanitize", gzip: 15_500 },
];

test.each(BUDGETS)("$name stays within $gzip bytes gzipped", async ({ entry, gzip }) => {
  const result = await build({
    absWorkingDir: fileURLToPath(new URL("..", import.meta.url)),
    entryPoints: [entry],
    bundle: true,
    minify: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    outdir: "size-check",
    entryNames: "entry",
    write: false,
    logLevel: "silent",
  });
  // The entry's own file plus the chunks it imports statically; lazily imported chunks load only when used.
  const main = result.outputFiles.find((file) => file.path.endsWith("/entry.js"));
  expect(main).toBeDefined();
  const staticImports = [...main!.text.matchAll(/from"\.\/(chunk-[\w-]+\.js)"/g)].map((m) => m[1]);
  const files = [main!, ...result.outputFiles.filter((file) => staticImports.some((name) => file.path.endsWith(`/${name}`)))];
  const size = files.reduce((total, file) => total + gzipSync(file.contents).length, 0);
  expect(size).toBeGreaterThan(500);
  expect(size).toBeLessThanOrEqual(gzip);
});
