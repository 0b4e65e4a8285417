import { defineConfig } from "vitest/config";
import { hangTimeouts } from "../hangTimeouts.js";

/**
 * The fresh-app checks (freshApps.test.ts): run after the other suites (`npm test` in this package), on their
 * own, since they pack, install and build.
 */
export default defineConfig({
  test: {
    ...hangTimeouts,
    name: "fresh apps",
    root: import.meta.dirname,
    include: ["*.test.ts"],
    environment: "node",
    fileParallelism: false,
  },
});
