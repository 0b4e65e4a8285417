import { defineConfig } from "vitest/config";

// One project per file: vitest.browser.config.ts (core in Chromium), vitest.<framework>.config.ts (each
// adapter's conformance run and its browser tests).
export default defineConfig({
  test: {
    projects: ["vitest.*.config.ts"],
  },
});
