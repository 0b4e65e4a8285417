import { fileURLToPath } from "node:url";
import type { Plugin } from "esbuild";
import { defineConfig } from "tsup";

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * A page without a bundler has Leaflet, Mustache and p5 as globals (`window.L`, `window.Mustache`, `window.p5`):
 * in the script-tag builds, core's import of the peer (`import("#peers/leaflet")`, see core/scripts/peers.mjs)
 * gives the page's global instead of the package.
 */
const pageGlobals: Plugin = {
  name: "page-globals",
  setup(build) {
    build.onResolve({ filter: /^#peers\/(leaflet|mustache|p5)$/ }, ({ path }) => ({
      path: local(`./src/catalogue/globals/${path.slice("#peers/".length)}.ts`),
    }));
    // hls.js and @vimeo/player stay the page's to load: core asks for them (or their classes) when needed.
    build.onResolve({ filter: /^(hls\.js|@vimeo\/player)$/ }, ({ path }) => ({ path, external: true }));
  },
};

export default defineConfig([
  {
    entry: { index: "src/index.ts", complete: "src/complete.ts" },
    format: ["esm", "cjs"],
    // `complete` registers the catalogue on import: it must import the root entry by name, so that both share
    // one registry (and CJS has no duplicate of it).
    external: ["@popcorn-kit/compat"],
    dts: true,
    sourcemap: true,
    clean: true,
    target: "es2022",
    treeshake: true,
  },
  {
    // Script-tag builds: one file each, core bundled in, setting `window.Popcorn`.
    entry: { "global/popcorn": "src/global/core.ts", "global/popcorn-complete": "src/global/complete.ts" },
    format: ["iife"],
    outExtension: () => ({ js: ".js" }),
    platform: "browser",
    target: "es2022",
    minify: true,
    sourcemap: true,
    noExternal: [/^@popcorn-kit\//, "dompurify", "entities", "saxes"],
    define: { "process.env.NODE_ENV": '"production"' },
    esbuildPlugins: [pageGlobals],
    esbuildOptions(options) {
      // Core's chunks import one another for their bindings only: nothing is lost by dropping the bare imports.
      options.logOverride = { "ignored-bare-import": "silent" };
    },
  },
  {
    // The complete build's parsers, a module the complete script loads on first use (see src/global/complete.ts).
    entry: { "global/popcorn-parsers": "src/global/parsers.ts" },
    format: ["esm"],
    outExtension: () => ({ js: ".mjs" }),
    platform: "browser",
    target: "es2022",
    minify: true,
    sourcemap: true,
    splitting: false,
    esbuildOptions(options) {
      options.logOverride = { "ignored-bare-import": "silent" };
    },
    noExternal: [/^@popcorn-kit\//, "entities", "saxes"],
  },
]);
