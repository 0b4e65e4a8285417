import { defineProject } from "vitest/config";

/**
 * The showcase's reference pictures: each framework's showcase in real Chromium (through Playwright, from a Vite
 * server of its own), compared with tests/showcase/screenshots. UPDATE_SCREENSHOTS=1 writes them anew.
 */
export default defineProject({
  test: {
    name: "showcase-screenshots",
    environment: "node",
    include: ["tests/showcase/**/*.test.ts"],
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
