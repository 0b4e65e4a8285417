import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", plugins: "src/plugins/index.ts" },
  // The plugins entry imports the root one by name, so both share one context (and CJS has no duplicate of it).
  external: ["@popcorn-kit/react"],
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  // Bundling drops the per-file "use client" directives; every export is client code, so the bundle says so.
  banner: { js: '"use client";' },
});
