// The weight of the compat package's global builds (compat/dist/global), as a page downloads them: minified and
// gzipped (level 9, node:zlib), next to Popcorn.js 1.x's own builds and the goals set for these. The size test
// (test/size/globalSize.test.ts) holds each build to a budget from the same measure.
//
// Usage: node compat/scripts/globalSize.mjs   (after npm run build -w @popcorn-kit/compat)
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { constants, gzipSync } from "node:zlib";
import { transform } from "esbuild";

const GLOBALS = fileURLToPath(new URL("../dist/global/", import.meta.url));

/**
 * Each global build: its file, what it holds, Popcorn 1.x's build that it replaces (min+gzip, bytes; `null` where
 * 1.x had no file of its own) and the goal (`null` for none). Popcorn 1.x's figures: popcorn.js 1.5.x minified and
 * gzipped, 8.0 kB; popcorn-complete.js (every plugin, parser and player), about 30 kB.
 */
export const GLOBAL_BUILDS = [
  {
    file: "popcorn.js",
    holds: "core: Popcorn(), exec/cue, events, Popcorn.plugin, Popcorn.parser, xhr, players of one's own",
    popcorn1x: 8_000,
    popcorn1xLabel: "8.0 kB",
    goal: 12_000,
  },
  {
    file: "popcorn-complete.js",
    holds: "core, the plugin catalogue, the parse methods, smart/YouTube/Vimeo players",
    popcorn1x: 30_000,
    popcorn1xLabel: "about 30 kB",
    goal: 30_000,
  },
  {
    file: "popcorn-parsers.mjs",
    holds: "the subtitle and data file parsers, which popcorn-complete.js loads from beside itself on its first parse",
    popcorn1x: null,
    popcorn1xLabel: "in its complete build",
    goal: null,
  },
];

/** What a page that reads a file with the complete build downloads: the build and its parsers. */
export const COMPLETE_WITH_PARSERS = ["popcorn-complete.js", "popcorn-parsers.mjs"];

/** @param {Buffer | string} code */
const gzip = (code) => gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).length;

/**
 * Measures each global build as shipped: its bytes, gzipped at level 9, and whether it is minified (the same
 * code minified again by esbuild gzips to within 3 % of it). Throws when a build is missing.
 *
 * @returns {Promise<{ file: string; holds: string; popcorn1x: number; popcorn1xLabel: string; goal: number; bytes: number; gzip: number; minified: boolean }[]>}
 */
export async function globalSizes() {
  const sizes = [];
  for (const build of GLOBAL_BUILDS) {
    const path = join(GLOBALS, build.file);
    if (!existsSync(path)) {
      throw new Error(`${path} is missing: build it first (npm run build -w @popcorn-kit/compat)`);
    }
    const code = readFileSync(path);
    const shipped = gzip(code);
    const reminified = gzip((await transform(code.toString("utf8"), { minify: true, loader: "js" })).code);
    sizes.push({ ...build, bytes: code.length, gzip: shipped, minified: shipped <= reminified * 1.03 });
  }
  return sizes;
}

/** @param {number} bytes */
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** @param {number} gzip @param {number | null} goal */
const againstGoal = (gzip, goal) =>
  goal === null ? "" : gzip < goal ? `met, ${kB(goal - gzip)} to spare` : `missed by ${kB(gzip - goal)}`;

/** Prints the table of {@link globalSizes}, and the complete build with its parsers. */
async function print() {
  const sizes = await globalSizes();
  const complete = GLOBAL_BUILDS.find((build) => build.file === "popcorn-complete.js");
  const withParsers = sizes
    .filter((size) => COMPLETE_WITH_PARSERS.includes(size.file))
    .reduce((sum, size) => sum + size.gzip, 0);
  const rows = [
    ["build", "min+gzip", "Popcorn 1.x", "goal", ""],
    ...sizes.map((size) => [
      size.file,
      kB(size.gzip),
      size.popcorn1xLabel,
      size.goal === null ? "" : `under ${kB(size.goal)}`,
      againstGoal(size.gzip, size.goal) + (size.minified ? "" : " (the file is NOT minified)"),
    ]),
    [
      "complete, with its parsers",
      kB(withParsers),
      complete?.popcorn1xLabel ?? "",
      complete ? `under ${kB(complete.goal)}` : "",
      againstGoal(withParsers, complete?.goal ?? null),
    ],
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  console.log("@popcorn-kit/compat global builds (compat/dist/global), minified and gzipped at level 9:\n");
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join("   ")
        .trimEnd(),
    );
  console.log("");
  for (const size of sizes) console.log(`${size.file}: ${size.holds}; ${size.bytes} bytes minified.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await print();
