import { defineProject } from "vitest/config";

/** Checks that need Node and no browser: the linear-time checks of every pattern and parser, and the weight of a new user's page in each framework. */
export default defineProject({
  resolve: { conditions: ["@popcorn-kit/source"] },
  test: {
    name: "node",
    include: ["linear/**/*.test.ts", "snippets/**/*.test.ts", "size/**/*.test.ts"],
    environment: "node",
  },
});
