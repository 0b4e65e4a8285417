import { defineConfig } from "vitest/config";
import { hangTimeouts } from "../hangTimeouts.js";

/**
 * The framework apps' test (frameworkApps.test.ts): run after the other suites (`npm test` in this package), on
 * its own, since it packs, installs from the npm registry and builds three apps.
 */
export default defineConfig({
  test: {
    ...hangTimeouts,
    name: "framework apps",
    root: import.meta.dirname,
    include: ["*.test.ts"],
    environment: "node",
    fileParallelism: false,
  },
});
