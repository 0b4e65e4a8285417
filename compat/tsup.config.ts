import { defineConfig } from "tsup";

/** Optional peers of core's plugins and players: a script-tag page brings them itself, if it uses them. */
const PEERS = ["leaflet", "mustache", "p5", "hls.js", "@vimeo/player"];

export default defineConfig([
  {
    entry: { index: "src/index.ts" },
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: true,
    clean: true,
    target: "es2022",
    treeshake: true,
  },
  {
    // Script-tag builds: one file each, core bundled in, setting `window.Popcorn`.
    entry: { "global/popcorn": "src/global/core.ts" },
    format: ["iife"],
    outExtension: () => ({ js: ".js" }),
    platform: "browser",
    target: "es2022",
    minify: true,
    sourcemap: true,
    noExternal: [/^@popcorn-kit\//, "dompurify", "entities", "saxes"],
    external: PEERS,
    define: { "process.env.NODE_ENV": '"production"' },
  },
]);
