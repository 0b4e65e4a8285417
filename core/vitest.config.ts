import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@popcorn-kit/source"] },
  test: {
    include: ["tests/**/*.test.ts"],
    environment: "node",
    // The leak test measures the heap after forcing collections.
    execArgv: ["--expose-gc"],
  },
});
