import { fileURLToPath } from "node:url";
import { defineConfig } from "tsup";

/** Optional peers of core's players: a script-tag page brings them itself, if it uses them. */
const PEERS = ["hls.js", "@vimeo/player"];
const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
    external: PEERS,
    define: { "process.env.NODE_ENV": '"production"' },
    esbuildOptions(options) {
      // A page without a bundler has Leaflet, Mustache and p5 as globals: the kit's `import("leaflet")` reads them.
      options.alias = {
        leaflet: local("./src/catalogue/globals/leaflet.ts"),
        mustache: local("./src/catalogue/globals/mustache.ts"),
        p5: local("./src/catalogue/globals/p5.ts"),
      };
    },
  },
]);
