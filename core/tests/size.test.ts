import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";

// Size budgets, gzipped, for what a bundler ships of each entry: minified, tree-shaken, split so that the
// root entry's lazy parser import stays a separate chunk. Raise a budget only with a reason in the commit.
const BUDGETS = [
  { entry: "src/index.ts", name: "@popcorn-kit/core", gzip: 14_000 },
  { entry: "src/players/html/index.ts", name: "@popcorn-kit/core/players/html", gzip: 1_500 },
  { entry: "src/parsers/index.ts", name: "@popcorn-kit/core/parsers", gzip: 30_000 },
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
