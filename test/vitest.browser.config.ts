import { defineProject } from "vitest/config";
import { chromiumBrowser } from "./chromium.js";
import { hangTimeouts } from "./hangTimeouts.js";

/** Core in real Chromium: the HTML player on real media. */
export default defineProject({
  resolve: { conditions: ["@popcorn-kit/source"] },
  // hls.js is imported lazily by core (the first HLS source): bundled up front, not found mid-run, where the
  // optimizer would bundle it again and reload the page under a running test.
  optimizeDeps: { include: ["hls.js"] },
  test: {
    ...hangTimeouts,
    name: "core-browser",
    include: ["browser/**/*.test.ts"],
    browser: await chromiumBrowser(),
  },
});
