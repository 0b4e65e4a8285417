// Size benchmark: what a bundler ships, minified and gzipped, for each entry a page imports: the core entries,
// each plugin of the catalogue (in core and as each framework's component), and the stylesheet. Budgets are
// checked by core/tests/size.test.ts; this prints the figures.
// Run: npm run bench -w @popcorn-kit/test -- size
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { lazilyShipped } from "../../core/scripts/lazySize.mjs";
import { FRAMEWORKS, pageWeight } from "./page/pageWeight.js";
import { fmt, printTable } from "./table.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
// The catalogue's plugins, as core's package entries name them.
const PLUGINS = Object.keys(JSON.parse(readFileSync(`${root}core/package.json`, "utf8")).exports)
  .filter((key) => key.startsWith("./plugins/"))
  .map((key) => key.slice("./plugins/".length));
// The parsers' per-format entries, as core's package entries name them.
const PARSER_FORMATS = Object.keys(JSON.parse(readFileSync(`${root}core/package.json`, "utf8")).exports)
  .filter((key) => key.startsWith("./parsers/") && key !== "./parsers/lazy")
  .map((key) => key.slice("./parsers/".length));
const COMPONENTS: Record<string, string> = {
  footnote: "Footnote",
  text: "Text",
  image: "Image",
  webpage: "Webpage",
  code: "Code",
  pause: "Pause",
  lowerthird: "LowerThird",
  persontag: "PersonTag",
  attribution: "Attribution",
  timeline: "TimelineItem",
  callout: "Callout",
};

/**
 * Gzipped bytes a page ships for `code` bundled for the browser, split as bundlers do: the entry and the chunks
 * it imports statically (the parsers, imported lazily, load only with a track). `external` is left out: the
 * framework, which the page has anyway.
 */
async function shipped(code: string, external: string[] = []): Promise<number> {
  const result = await build({
    absWorkingDir: root,
    stdin: { contents: code, resolveDir: root, loader: "ts", sourcefile: "entry.ts" },
    bundle: true,
    minify: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    outdir: "size-bench",
    entryNames: "entry",
    conditions: ["@popcorn-kit/source"],
    external,
    write: false,
    logLevel: "silent",
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const main = result.outputFiles.find((file) => file.path.endsWith("/entry.js"))!;
  const imported = [...main.text.matchAll(/from"\.\/(chunk-[\w-]+\.js)"/g)].map((match) => match[1]);
  const files = [main, ...result.outputFiles.filter((file) => imported.some((name) => file.path.endsWith(`/${name}`)))];
  return files.reduce((total, file) => total + gzipSync(file.contents).length, 0);
}

/** Prints the gzipped size of every entry, and of each plugin on top of what any page with the adapter ships. */
export async function runSizeBench(): Promise<void> {
  console.log(
    "\nSize benchmark: esbuild, minified, gzipped, split (lazy chunks left out); frameworks left out (the page has them).",
  );
  const core = [
    ["createPopcorn + createVirtualPlayer", 'export { createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";'],
    ["@popcorn-kit/core", 'export * from "@popcorn-kit/core";'],
    ["@popcorn-kit/core/adapter", 'export * from "@popcorn-kit/core/adapter";'],
    ["@popcorn-kit/core/markup", 'export * from "@popcorn-kit/core/markup";'],
    ["@popcorn-kit/core/parsers", 'export * from "@popcorn-kit/core/parsers";'],
    ["@popcorn-kit/core/parsers/lazy", 'export * from "@popcorn-kit/core/parsers/lazy";'],
    ...PARSER_FORMATS.map((name) => [
      `@popcorn-kit/core/parsers/${name}`,
      `export * from "@popcorn-kit/core/parsers/${name}";`,
    ]),
    ...PLUGINS.map((name) => [
      `@popcorn-kit/core/plugins/${name}`,
      `export * from "@popcorn-kit/core/plugins/${name}";`,
    ]),
  ];
  const rows: (string | number)[][] = [];
  for (const [name, code] of core) rows.push([name!, fmt((await shipped(code!)) / 1000, 1)]);
  rows.push([
    "@popcorn-kit/core/styles.css (gzipped, unminified)",
    fmt(gzipSync(readFileSync(`${root}core/src/styles/popcorn-kit.css`)).length / 1000, 1),
  ]);
  printTable("Core entries (kB)", ["entry", "kB"], rows);

  const lazily = [
    ["WebVTT", ["webvtt/lazyWebVTT"]],
    ["WebVTT, names outside the common character references", ["webvtt/lazyWebVTT", "entities"]],
    ["WebVTT found by its file name (no signature)", ["lazyParse", "webvtt/lazyWebVTT"]],
    ["SRT", ["lazyParse", "srt/read"]],
    ["SBV", ["lazyParse", "sbv/read"]],
    ["SSA/ASS", ["lazyParse", "ssa/read"]],
    ["TTML", ["lazyParse", "ttml/read"]],
    ["TTXT", ["lazyParse", "ttxt/read"]],
    ["Popcorn JSON", ["lazyParse", "popcornJson/read"]],
    ["Popcorn XML", ["lazyParse", "popcornXml/read"]],
  ] as const;
  const lazyRows: (string | number)[][] = [];
  for (const [name, modules] of lazily) lazyRows.push([name, fmt((await lazilyShipped([...modules])).gzip / 1000, 2)]);
  printTable(
    "parseLazily (kB): what a page downloads to read a file of each format (the lazy entry, then what it imports)",
    ["format", "kB"],
    lazyRows,
  );

  const frameworks = [
    ["react", ["react", "react-dom", "react/jsx-runtime", "use-sync-external-store"]],
    ["vue", ["vue"]],
  ] as const;
  const componentRows: (string | number)[][] = [];
  for (const [framework, external] of frameworks) {
    const base = await shipped(`export { PopcornVideo, Cue } from "@popcorn-kit/${framework}";`, [...external]);
    componentRows.push([`@popcorn-kit/${framework}: PopcornVideo + Cue`, fmt(base / 1000, 1), "-"]);
    // The first plugin component brings what every one shares (the View props, DOMPurify for html options,
    // the markup renderer); each further one only its definition and markup.
    const names = PLUGINS.filter((plugin) => plugin in COMPONENTS).map((plugin) => COMPONENTS[plugin]!);
    let previous = base;
    for (let count = 1; count <= names.length; count++) {
      const some = names.slice(0, count);
      const size = await shipped(
        `export { PopcornVideo, Cue } from "@popcorn-kit/${framework}"; export { ${some.join(", ")} } from "@popcorn-kit/${framework}/plugins";`,
        [...external],
      );
      componentRows.push([`  + ${some.at(-1)}`, fmt(size / 1000, 1), `+${fmt((size - previous) / 1000, 2)}`]);
      previous = size;
    }
  }
  printTable(
    "Framework components (kB): plugins added one by one to PopcornVideo and Cue (Svelte compiles per app: not measured here)",
    ["bundle", "kB", "added"],
    componentRows,
  );
}

/**
 * Prints the weight of a new user's page in each framework (test/bench/page): the kit's share of what loads
 * before the page runs, the page and the same page without the kit, and the lazy chunks a WebVTT track loads.
 */
export async function runPageWeightBench(): Promise<void> {
  const rows: (string | number)[][] = [];
  for (const framework of FRAMEWORKS) {
    const { page, baseline, kit } = await pageWeight(framework);
    rows.push([
      framework,
      fmt(kit / 1000, 1),
      fmt(page.initial / 1000, 1),
      fmt(baseline.initial / 1000, 1),
      page.webvtt === undefined ? "-" : fmt(page.webvtt / 1000, 1),
    ]);
  }
  printTable(
    "A new user's page (test/bench/page: PopcornVideo, captions from a WebVTT file, chapters, a transcript, a Cue, a Footnote, an Image), built by Vite from the packages' dist, gzipped (kB). kit = page - the same page without the kit",
    ["framework", "kit", "page", "without the kit", "then a WebVTT track loads"],
    rows,
  );
}
