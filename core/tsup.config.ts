import { defineConfig } from "tsup";
import { CATALOGUE } from "./scripts/catalogueTable.mjs";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    "players/html": "src/players/html/index.ts",
    "players/smooth": "src/players/smooth.ts",
    "players/youtube": "src/players/youtube.ts",
    "players/vimeo": "src/players/vimeo.ts",
    "players/hls": "src/players/hls.ts",
    "players/smart": "src/players/smart.ts",
    parsers: "src/parsers/index.ts",
    "parsers/lazy": "src/parsers/lazy.ts",
    // One entry per format: its reader (and writer, where there is one) without the others'.
    "parsers/webvtt": "src/parsers/webvtt/index.ts",
    "parsers/srt": "src/parsers/srt/index.ts",
    "parsers/sbv": "src/parsers/sbv/index.ts",
    "parsers/ssa": "src/parsers/ssa/index.ts",
    "parsers/ttml": "src/parsers/ttml/index.ts",
    "parsers/ttxt": "src/parsers/ttxt/index.ts",
    "parsers/popcorn-json": "src/parsers/popcornJson/index.ts",
    "parsers/popcorn-xml": "src/parsers/popcornXml/index.ts",
    sanitize: "src/sanitize/index.ts",
    // DOMPurify's two profiles in a file of their own, not exported: the only file of the build that imports
    // DOMPurify, so that a bundler drops it (and DOMPurify, whose module has side effects) from a page whose
    // components fall back on NO_HTML. In a shared chunk, any binding used from that chunk would bring it.
    "sanitize/dompurify": "src/sanitize/dompurify.ts",
    adapter: "src/adapter/index.ts",
    markup: "src/markup/index.ts",
    // Core's markup rendered into the DOM, for pages with no framework and for compat.
    dom: "src/dom/index.ts",
    // For plugin authors and the layers on core: refusing values, and reading the network, as the kit does.
    errors: "src/errors/index.ts",
    network: "src/network/index.ts",
    // The plugin catalogue: one entry per plugin of its table, `@popcorn-kit/core/plugins/<name>`.
    ...Object.fromEntries(CATALOGUE.map(({ name, source }) => [`plugins/${name}`, `src/plugins/catalogue/${source}`])),
  },
  format: ["esm", "cjs"],
  // The optional peers' imports stay subpath imports of the package, answered by its package.json (`imports`) with
  // the file each bundler builds without the peer installed (scripts/peers.mjs).
  external: [/^#peers\//],
  // The root entry is checked without DOM types by `typecheck`; the build also covers players/html, sanitize, adapter and markup, which need them.
  tsconfig: "tsconfig.build.json",
  dts: true,
  splitting: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  treeshake: true,
});
