import { defineProject } from "vitest/config";

/** Checks that need Node and no browser: the linear-time checks of every pattern and parser. */
export default defineProject({
  resolve: { conditions: ["@popcorn-kit/source"] },
  test: {
    name: "node",
    include: ["linear/**/*.test.ts", "snippets/**/*.test.ts"],
    environment: "node",
  },
});
