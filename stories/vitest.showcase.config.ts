import { defineProject } from "vitest/config";
import { hangTimeouts } from "../test/hangTimeouts.js";

/**
 * The showcase's reference pictures: each framework's showcase in real Chromium (through Playwright, from a Vite
 * server of its own), compared with tests/showcase/screenshots. UPDATE_SCREENSHOTS=1 writes them anew.
 */
export default defineProject({
  test: {
    ...hangTimeouts,
    name: "showcase-screenshots",
    environment: "node",
    include: ["tests/showcase/**/*.test.ts"],
    testTimeout: 90_000,
    // Three pictures at a time (screenshots.test.ts runs its tests concurrently).
    maxConcurrency: 3,
    // Now and then, on a loaded machine, headless Chromium's compositor shows the paused video as black although
    // the frame was presented (seen in 2 of 5 full runs here, the same picture each time): a picture that
    // differs is taken again from a new page, twice at most. A real difference fails all three times.
    retry: 2,
    hookTimeout: 120_000,
  },
});
