import { defineConfig } from "vitest/config";
import { hangTimeouts } from "../../test/hangTimeouts.js";

/**
 * The composed site's visit (site.test.ts), run by `npm run check:site` once the site is built (turbo runs the
 * build first). Two pages at a time in one Chromium: the machine's two cores, no more.
 */
export default defineConfig({
  test: {
    ...hangTimeouts,
    name: "site",
    root: import.meta.dirname,
    include: ["*.test.ts"],
    environment: "node",
    maxConcurrency: 2,
  },
});
