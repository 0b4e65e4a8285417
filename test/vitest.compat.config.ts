import { defineProject } from "vitest/config";
import { hangTimeouts } from "./hangTimeouts.js";

/**
 * The compat package's example page (compat/examples) with only its global build, served as plain files and
 * driven in Chromium by Playwright (test/compat). Needs compat's build, which turbo makes before this package's
 * tests (@popcorn-kit/compat is a dependency of this package).
 */
export default defineProject({
  test: {
    ...hangTimeouts,
    name: "compat page",
    include: ["compat/**/*.test.ts"],
    environment: "node",
  },
});
