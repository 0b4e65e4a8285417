import { defineConfig } from "vitest/config";
import { hangTimeouts } from "../test/hangTimeouts.js";

export default defineConfig({
  resolve: { conditions: ["@popcorn-kit/source"] },
  test: {
    ...hangTimeouts,
    setupFiles: ["../test/hangSetup.ts"],
    include: ["tests/**/*.test.ts"],
    environment: "node",
    // The leak test measures the heap after forcing collections.
    execArgv: ["--expose-gc"],
  },
});
