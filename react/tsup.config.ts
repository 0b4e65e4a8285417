import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts" },
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  // Bundling drops the per-file "use client" directives; every export is client code, so the bundle says so.
  banner: { js: '"use client";' },
});
