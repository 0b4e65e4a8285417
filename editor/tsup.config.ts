import { defineConfig } from "tsup";
import { htmlAssetsPlugin } from "./scripts/htmlAssets.js";

export default defineConfig({
  entry: { index: "src/index.ts", "react/index": "src/react/index.ts" },
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  treeshake: true,
  // The offline gazetteer's data (about 220 kB gzipped) is a chunk of its own in both formats, loaded by
  // `loadGazetteer` when an import needs it: CommonJS splits too, so that `index.cjs` does not carry it. So are the
  // texts an exported HTML page inlines (compat's global build, the kit's stylesheet, Leaflet: about 120 kB
  // gzipped), which the plugin writes into the build: `exportHtml` imports them, the interface loads them on export.
  splitting: true,
  esbuildPlugins: [htmlAssetsPlugin()],
  external: ["react", "react-dom", "react/jsx-runtime", "@popcorn-kit/react", /^@popcorn-kit\/core/],
});
