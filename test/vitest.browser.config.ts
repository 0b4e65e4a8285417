import { defineProject } from "vitest/config";
import { chromiumBrowser } from "./chromium.js";

/** Core in real Chromium: the HTML player on real media. */
export default defineProject({
  resolve: { conditions: ["@popcorn-kit/source"] },
  test: {
    name: "core-browser",
    include: ["browser/**/*.test.ts"],
    browser: await chromiumBrowser(),
  },
});
