import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", plugins: "src/plugins/index.ts" },
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  target: "es2022",
  treeshake: true,
  // The plugins entry imports the root one by name, so both share one injection key (and CJS has no duplicate).
  external: ["vue", "@popcorn-kit/core", "@popcorn-kit/vue"],
});
