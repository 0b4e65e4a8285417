import { defineProject } from "vitest/config";
import { hangTimeouts } from "../test/hangTimeouts.js";

/** The composed site's docs, checked from the sources in Node: every docs link resolves, every ref is complete. */
export default defineProject({
  test: {
    ...hangTimeouts,
    name: "docs",
    environment: "node",
    include: ["tests/**/*.test.ts"],
    // The showcase's pictures have a project of their own (vitest.showcase.config.ts).
    exclude: ["tests/showcase/**"],
  },
});
