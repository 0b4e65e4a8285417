import { defineProject } from "vitest/config";
import { hangTimeouts } from "./hangTimeouts.js";

/**
 * Popcorn 1.x's own core QUnit suite on compat's global builds (popcorn.js and popcorn-complete.js), in Chromium
 * driven by Playwright (test/popcorn1x). Needs compat's build, which turbo makes before this package's built tests.
 */
export default defineProject({
  test: {
    ...hangTimeouts,
    // The suite runs for minutes (each of its tests that waits for what compat never does ends at QUnit's own
    // 20 s time-out, runSuite.ts): this only catches a page that never reports.
    testTimeout: 1_200_000,
    name: "popcorn 1.x suite",
    include: ["popcorn1x/**/*.test.ts"],
    environment: "node",
  },
});
