import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@popcorn-kit/source"] },
  test: {
    include: ["tests/**/*.test.ts"],
    environment: "node",
  },
});
