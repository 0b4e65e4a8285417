import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { CATALOGUE } from "../scripts/catalogueTable.mjs";
import { lazilyShipped } from "../scripts/lazySize.mjs";

// Size budgets, gzipped, for what a bundler ships of each entry: minified, tree-shaken, split so that the
// root entry's lazy parser import stays a separate chunk. Raise a budget only with a reason in the commit.

const BUDGETS = [
  // 15.5 kB: every public call checks its arguments and names the bad value (refusing hostile input).
  // 17 kB: the block index (a playback cursor, times in typed arrays) and the id table, for faster playback,
  // adds, seeks and removals and less memory per event than the treap and the id map they replaced.
  // 17.05 kB: records with one field for plugin and instance, and the index's bulk load and heap in typed arrays.
  // 16.65 kB: argument checks build their refusals through one helper (refusal); 16.63 kB measured.
  // 16.75 kB with the leaner records above; 16.73 kB measured.
  // 16.8 kB: a record's plugin, instance, cleanup and data in one field (8 B less per event); 16.78 kB measured.
  // 17.15 kB: the instance as a facade over its track events, tick loop and store source, each a class of its
  // own (fields, constructors and one-line delegations the one class did not need); 17.11 kB measured.
  // 17.75 kB: hostile values refused (inputs read once through one guarded copy, values named by their class,
  // times up to 2^32 s, string options' lengths and characters, timer limits, the player's shape read guarded);
  // 17.74 kB measured. 17.8 kB: the sanitizeFileHtml option (html from files gets its own, stricter sanitizer);
  // 17.77 kB measured.
  // 18.45 kB: loadTrack reads a URL through the network helper the plugins share (an injectable fetch, a
  // time-out, a size limit counted on the stream, an abort that settles at once, on destroy too) and checks
  // its fetch, timeout and maxBytes options; 18.42 kB measured.
  // 18.5 kB: loadTrack's options read once through the guarded copy; 18.48 kB measured.
  // 18.55 kB: the clock holds a reading between two presented frames at the last frame's time (a cue no longer
  // starts a frame early at timeupdate); 18.52 kB measured. 18.6 kB: that hold a method of its own, off the
  // tick's step, which stays small enough for ticks to cost what they did before; 18.55 kB measured.
  { name: "@popcorn-kit/core", code: 'export * from "./src/index.ts";', gzip: 18_600 },
  // What a page that drives a timeline needs. Nothing of the parsers: with or without code splitting, they
  // come only with @popcorn-kit/core/parsers (or /parsers/lazy), passed as `parse`.
  {
    name: "createPopcorn and createVirtualPlayer",
    // 15.2 kB: loadTrack's lang, which captions select a track by. 15.5 kB: the buffered ranges and fraction
    // in the snapshot, read at progress events (and the virtual player's one range). 15.6 kB: the virtual
    // player's timer for its end (a player fires `ended` whether or not its time is read). 15.7 kB: records
    // read their id and interval from their view (48 B less memory per event), and the active set keeps its
    // ends in a typed array; 15.69 kB measured. 15.75 kB: the clock hands a frame's time to its step in a
    // field, so that no tick boxes a double (16 B per tick where V8 did not inline the step); 15.70 kB measured.
    // 15.9 kB: a bulk load's times copied into typed arrays as events are added, so that indexing sorts and
    // copies contiguous numbers (the index built 2.5x faster at 100,000 events), and the active set's heap in
    // typed arrays that never write an event (8 B less per event, seeks 25% faster); 15.88 kB measured.
    // 16 kB: a record keeps its plugin and instance in one shared object, and its cleanup and plugin data in
    // one made on first use (16 B less per event); 15.98 kB measured.
    // 15.65 kB: 46 argument checks refuse through one helper (refusal) that writes the message; 15.63 kB measured
    // alone, 15.72 kB with the records above. 15.8 kB: a record's plugin, instance, cleanup and plugin data in
    // one field, one binding shared by a plugin's records until one needs its own (8 B less per event, 252
    // against 260 B in the compare benchmark); 15.79 kB measured.
    // 16.15 kB: the instance as a facade over its track events, tick loop and store source, each a class of
    // its own; 16.11 kB measured. 16.75 kB: hostile values refused, as in the root entry; 16.73 kB measured.
    // 17.45 kB: loadTrack's network helper and option checks, as in the root entry; 17.43 kB measured. 17.5 kB:
    // its options read once through the guarded copy; 17.49 kB measured. 17.55 kB: the clock's hold between
    // two presented frames, as in the root entry; 17.51 kB measured.
    gzip: 17_550,
    code: 'export { createPopcorn, createVirtualPlayer } from "./src/index.ts";',
  },
  { name: "@popcorn-kit/core/players/html", code: 'export * from "./src/players/html/index.ts";', gzip: 1_500 },
  // HLS on hls.js (imported when the first player needs it, not counted): the HTML player, recovery, errors named.
  // 2.6 kB measured.
  { name: "@popcorn-kit/core/players/hls", code: 'export * from "./src/players/hls.ts";', gzip: 3_000 },
  // The address reader and the player factory; each player's module is a lazy chunk, loaded when an address needs it.
  // 2.5 kB measured with the chunks it imports statically (errors, URL checks).
  {
    name: "@popcorn-kit/core/players/smart",
    code: 'export * from "./src/players/smart.ts";',
    gzip: 2_800,
    splitOnly: true,
  },
  // The time-smoothing layer for players with a coarse clock: a wrapper with its own seek events, and its checks.
  { name: "@popcorn-kit/core/players/smooth", code: 'export * from "./src/players/smooth.ts";', gzip: 2_500 },
  // YouTube on the IFrame Player API: the script loaded once, states mapped to media events, errors named, smoothing.
  { name: "@popcorn-kit/core/players/youtube", code: 'export * from "./src/players/youtube.ts";', gzip: 6_000 },
  // Vimeo on @vimeo/player (imported when the first player is made, not counted): the state mirrored from its
  // events, calls in flight told from the frame's own controls, errors named, smoothing. 4.7 kB measured.
  // 5.1 kB: errors name an object by its class, and times stop at 2^32 s; 5.09 kB measured. 5.2 kB: a missing
  // @vimeo/player is named with what needs it and the command that installs it (missingPeer); 5.19 kB measured.
  { name: "@popcorn-kit/core/players/vimeo", code: 'export * from "./src/players/vimeo.ts";', gzip: 5_200 },
  // 26 kB before WebVTT decoded all of HTML's 2,231 character reference names, as its cue text rules require:
  // the decode path of the entities package (its compact table is 11.4 kB of that, its decoder 3 kB) made it 41 kB.
  { name: "@popcorn-kit/core/parsers", code: 'export * from "./src/parsers/index.ts";', gzip: 42_000 },
  // A few hundred bytes where the bundler splits: the parsers load when the first track does. 248 B measured with
  // the WebVTT signature check that lets a WebVTT file skip format detection (126 B before it). (A bundle that
  // does not split inlines them, as it must: this entry is for bundlers that split.)
  {
    name: "@popcorn-kit/core/parsers/lazy",
    code: 'export * from "./src/parsers/lazy.ts";',
    gzip: 600,
    splitOnly: true,
  },
  // One entry per format: its reader (and writer), without the other formats'. WebVTT carries HTML's whole table
  // of character references (14 kB of it), as its cue text rules require; the XML formats carry saxes (8 kB).
  // 20.69, 4.05, 1.95, 3.13, 12.41, 11.36, 3.51 and 11.70 kB measured.
  ...(
    [
      ["webvtt", "webvtt", 21_100],
      ["srt", "srt", 4_200],
      ["sbv", "sbv", 2_050],
      ["ssa", "ssa", 3_250],
      ["ttml", "ttml", 12_700],
      ["ttxt", "ttxt", 11_650],
      ["popcorn-json", "popcornJson", 3_650],
      ["popcorn-xml", "popcornXml", 12_000],
    ] as const
  ).map(([name, source, gzip]) => ({
    name: `@popcorn-kit/core/parsers/${name}`,
    code: `export * from "./src/parsers/${source}/index.ts";`,
    gzip,
  })),
  // DOMPurify is 12.6 kB of it; the rest is option validation, which a page shares with the root entry. 15.6 kB
  // with the strict profile for files' html (its forbidden tags and attributes, the same-origin image hook);
  // 15.56 kB measured. 15.7 kB with the fallback sanitizers a plugin's View is given (DEFAULT_SANITIZERS, NO_HTML)
  // and pluginViewOptionsWith; 15.67 kB measured.
  { name: "@popcorn-kit/core/sanitize", code: 'export * from "./src/sanitize/index.ts";', gzip: 15_700 },
  // Everything an adapter builds on: the core it drives (the root entry's budget) and DOMPurify for plugin Views'
  // html options (12.6 kB). 30.3 kB measured; 31.3 kB with plugin markup (el, renderToString: 1.6 kB alone, with
  // the errors they throw); 32.1 kB with markup mounts and the chapter list. Split only: its media instance loads
  // the parsers lazily. 33.4 kB with what network plugins and moving ones share (remote states, followMedia),
  // applied classes and the captions menu's policy. 34.4 kB with media components' HLS sources (the playlist test,
  // the src left off the element, the HLS player's lazy import, which splits the HTML player into a shared chunk).
  // 34.8 kB: the core's argument checks refuse through one helper (refusal); 34.75 kB measured (34,747 B).
  // 34.9 kB with the root entry's leaner records and typed-array index; 34.84 kB measured. 34.95 kB with one
  // field for a record's plugin, instance, cleanup and data; 34.91 kB measured.
  { name: "@popcorn-kit/core/adapter", code: 'export * from "./src/adapter/index.ts";', gzip: 34_950, splitOnly: true },
  // Markup (el, renderToString, markup props, mounts, followMedia), which plugins and adapters import on their own:
  // 16.6 kB measured, most of it the core it reads events through and the sanitizer of markup props' html.
  // 17.25 kB: the strict profile of files' html, which eventMarkup renders with; 17.22 kB measured. 17.35 kB with
  // markupPropsWith and the fallback sanitizers it takes (NO_HTML keeps DOMPurify out); 17.31 kB measured.
  { name: "@popcorn-kit/core/markup", code: 'export * from "./src/markup/index.ts";', gzip: 17_350, splitOnly: true },
  // Markup rendered into the DOM for pages with no framework (renderPopcorn: events into outlets, the captions
  // region, applied classes) and for compat (withDomView, containers over or after the media, shared regions):
  // DOMPurify (12.6 kB) for html options, markup props and the captions' markup; 22.32 kB measured. 22.75 kB:
  // renderPopcorn's options read once and checked, each refusal naming the option; 22.73 kB measured.
  { name: "@popcorn-kit/core/dom", code: 'export * from "./src/dom/index.ts";', gzip: 22_750 },
  // Each plugin of the catalogue on its own: 2.0 to 3.7 kB measured, of which about 2.5 kB (definePlugin, option
  // validation, errors; markup for captions) is shared with the root entry that every page has anyway.
  // Network plugins (template, wikipedia) also carry the loading, abort, time-out and error states (remote.ts):
  // 4.6 kB measured for template. wikipedia also reads an answer it cannot trust (text fields only, URLs kept
  // only when safe, language and direction checked): 5.3 kB measured, so 5.5 kB.
  // map also carries its Leaflet driver (tiles, markers with text labels, view updates and fly-to): 4.6 kB measured.
  // sketch carries its p5 driver (the live state, the loop following the media, restarts): 4.0 kB measured.
  // 4.4, 5.1 and 5.7 kB: the shared validation refuses hostile values (definitions read once and guarded,
  // string options' lengths and characters, times up to 2^32 s), 0.1 to 0.4 kB each; 4.35 kB measured for
  // chapters, 5.01 kB for map, 5.66 kB for wikipedia. 5.75 kB for wikipedia: its page link and thumbnail only on
  // the wiki's own hosts; 5.71 kB measured. 5.65 and 6.35 kB for template and wikipedia: the network helper
  // loadTrack shares (a size limit counted on the stream, an abort that settles at once), 0.6 kB each; 5.59 and
  // 6.32 kB measured. 7.0 kB for map: its outline (a GeoJSON file drawn without tiles, for maps that work offline)
  // is read through the same network helper and load states as template's, with a check that the answer is
  // GeoJSON; 6.94 kB measured. 7.2, 5.85 and 6.4 kB for map, template and wikipedia: a missing optional peer
  // (leaflet, mustache) is named on the page and in the error with the command that installs it (missingPeer,
  // shared with the players and sketch, and remote.ts's message); 7.15, 5.80 and 6.36 kB measured.
  ...CATALOGUE.map(({ name, source }) => ({
    name: `@popcorn-kit/core/plugins/${name}`,
    code: `export * from "./src/plugins/catalogue/${source}";`,
    gzip:
      name === "map"
        ? 7_200
        : name === "wikipedia"
          ? 6_400
          : name === "template"
            ? 5_850
            : name === "sketch"
              ? 5_100
              : 4_400,
  })),
];

const root = fileURLToPath(new URL("..", import.meta.url));

/** Gzipped bytes a bundler ships for `code`: the entry plus the chunks it imports statically. */
async function shipped(code: string, splitting: boolean): Promise<number> {
  const result = await build({
    absWorkingDir: root,
    stdin: { contents: code, resolveDir: root, loader: "ts", sourcefile: "entry.ts" },
    bundle: true,
    minify: true,
    splitting,
    format: "esm",
    platform: "browser",
    outdir: "size-check",
    entryNames: "entry",
    write: false,
    logLevel: "silent",
    // The optional peer dependencies some entries import lazily (template: mustache; map: leaflet; sketch: p5;
    // players/vimeo: @vimeo/player; players/hls: hls.js) are the page's own downloads, made only when used: not part of any budget,
    // nor are the files of core's that import them (`#peers/<id>`, a few lines each, loaded with the peer).
    external: ["mustache", "leaflet", "p5", "@vimeo/player", "hls.js", "#peers/*"],
  });
  // Lazily imported chunks load only when used; a bundle without splitting has everything in the entry.
  const main = result.outputFiles.find((file) => file.path.endsWith("/entry.js"));
  expect(main).toBeDefined();
  const staticImports = [...main!.text.matchAll(/from"\.\/(chunk-[\w-]+\.js)"/g)].map((m) => m[1]);
  const files = [
    main!,
    ...result.outputFiles.filter((file) => staticImports.some((name) => file.path.endsWith(`/${name}`))),
  ];
  return files.reduce((total, file) => total + gzipSync(file.contents).length, 0);
}

describe.each([true, false])("bundled with splitting: %s", (splitting) => {
  test.each(BUDGETS.filter((budget) => splitting || !("splitOnly" in budget)))(
    "$name stays within $gzip bytes gzipped",
    async ({ code, gzip }) => {
      const size = await shipped(code, splitting);
      expect(size).toBeGreaterThan(100);
      expect(size).toBeLessThanOrEqual(gzip);
    },
  );
});

// What a page downloads when parseLazily reads a file: the lazy entry with what it imports statically, and then
// the modules it imports for that file, each with what it imports statically. A WebVTT file (the signature, or
// `format: "webvtt"`) brings its reader alone; any other format brings the format detection, then its reader.
const SOURCE = "src/parsers/";
const LAZILY = [
  // 7.57 kB measured: the WebVTT reader (3.6 kB of it), the common character references, errors, line and
  // cue tree helpers, esbuild's CommonJS helpers (0.34 kB, which saxes makes every chunk import).
  { name: "WebVTT", modules: ["webvtt/lazyWebVTT"], gzip: 8_000 },
  // HTML's whole table of character references, for a WebVTT file that names one outside the common few.
  // 22.02 kB measured.
  { name: "WebVTT with names outside the common references", modules: ["webvtt/lazyWebVTT", "entities"], gzip: 22_700 },
  // A WebVTT file without its signature, found by its file name: the detection first. 9.03 kB measured.
  { name: "WebVTT found by its file name", modules: ["lazyParse", "webvtt/lazyWebVTT"], gzip: 9_400 },
  // 7.12, 5.27, 6.61, 15.82, 14.89, 6.80 and 15.39 kB measured: the detection (3.0 kB with the lazy entry), the
  // reader, and for TTML, TTXT and Popcorn XML the XML parser (saxes, 9.1 kB).
  { name: "SRT", modules: ["lazyParse", "srt/read"], gzip: 7_400 },
  { name: "SBV", modules: ["lazyParse", "sbv/read"], gzip: 5_500 },
  { name: "SSA", modules: ["lazyParse", "ssa/read"], gzip: 6_900 },
  { name: "TTML", modules: ["lazyParse", "ttml/read"], gzip: 16_300 },
  { name: "TTXT", modules: ["lazyParse", "ttxt/read"], gzip: 15_400 },
  { name: "Popcorn JSON", modules: ["lazyParse", "popcornJson/read"], gzip: 7_100 },
  { name: "Popcorn XML", modules: ["lazyParse", "popcornXml/read"], gzip: 15_900 },
];

describe("parseLazily downloads only what the file's format needs", () => {
  test.each(LAZILY)("parseLazily + $name stays within $gzip bytes gzipped", async ({ modules, gzip }) => {
    const size = await lazilyShipped(modules);
    expect(size.gzip).toBeGreaterThan(1_000);
    expect(size.gzip).toBeLessThanOrEqual(gzip);
  });

  test("a WebVTT file brings no other format's reader, no detection, no XML parser and no table of all names", async () => {
    const { inputs } = await lazilyShipped(["webvtt/lazyWebVTT"]);
    expect(inputs).toContain(`${SOURCE}webvtt/read.ts`);
    const others = [
      "srt/read",
      "sbv/read",
      "ssa/read",
      "ttml/read",
      "ttxt/read",
      "popcornJson/read",
      "popcornXml/read",
      "xml",
      "detectFormat",
      "entities",
    ];
    for (const other of others) expect(inputs).not.toContain(`${SOURCE}${other}.ts`);
    expect(inputs.filter((input) => /node_modules\/(saxes|entities)\//.test(input))).toEqual([]);
  });

  test("the XML parser comes with TTML, TTXT and Popcorn XML only", async () => {
    for (const { modules } of LAZILY) {
      const { inputs } = await lazilyShipped(modules);
      const xml = modules.some((module) => ["ttml/read", "ttxt/read", "popcornXml/read"].includes(module));
      expect(
        inputs.some((input) => input.includes("node_modules/saxes/")),
        modules.join(", "),
      ).toBe(xml);
    }
  });

  test("HTML's whole table of character references comes only when a WebVTT file needs it", async () => {
    for (const { modules } of LAZILY) {
      const { inputs } = await lazilyShipped(modules);
      const table = inputs.some((input) => input.includes("node_modules/entities/"));
      expect(table, modules.join(", ")).toBe(modules.includes("entities"));
    }
  });
});
