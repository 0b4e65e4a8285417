import { defineProject } from "vitest/config";

/** The composed site's docs, checked from the sources in Node: every docs link resolves, every ref is complete. */
export default defineProject({
  test: {
    name: "docs",
    environment: "node",
    include: ["tests/**/*.test.ts"],
    // The showcase's pictures have a project of their own (vitest.showcase.config.ts).
    exclude: ["tests/showcase/**"],
  },
});
