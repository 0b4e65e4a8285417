import { defineProject } from "vitest/config";
import { hangTimeouts } from "./hangTimeouts.js";

/**
 * The editor in Chromium, by Playwright (test/editor): its four exports of one project (HTML, React, Vue, Svelte),
 * type-checked, built and compared; and its interface, the standalone app built by Vite and driven by mouse and by
 * keyboard. Needs the adapters' and compat's builds, which turbo makes before this package's tests (they are
 * dependencies of this package).
 */
export default defineProject({
  test: {
    ...hangTimeouts,
    name: "editor in Chromium",
    include: ["editor/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
