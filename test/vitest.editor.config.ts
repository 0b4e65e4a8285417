import { defineProject } from "vitest/config";

/**
 * The editor's four exports of one project (HTML, React, Vue, Svelte), type-checked, built and compared in
 * Chromium by Playwright (test/editor). Needs the adapters' and compat's builds, which turbo makes before this
 * package's tests (they are dependencies of this package).
 */
export default defineProject({
  test: {
    name: "editor exports",
    include: ["editor/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
