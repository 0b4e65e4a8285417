import vue from "@vitejs/plugin-vue";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineProject } from "vitest/config";
import { chromiumBrowser } from "./chromium.js";
import { hangTimeouts } from "./hangTimeouts.js";

/**
 * @popcorn-kit/vue in real Chromium: the global setup renders the app on the server (Node), the test hydrates
 * that markup in the browser, on a virtual player and on real media.
 */
export default defineProject({
  plugins: [vue()],
  // The source condition, plus the defaults it would otherwise replace.
  resolve: { conditions: ["@popcorn-kit/source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["@popcorn-kit/source", ...defaultServerConditions] } },
  // hls.js, which core imports lazily, is bundled up front: found mid-run, the optimizer would bundle again and
  // reload the page under a running test.
  optimizeDeps: { include: ["vue", "hls.js"] },
  test: {
    ...hangTimeouts,
    name: "vue-browser",
    include: ["ssr/vue/**/*.test.ts", "conformance/vue/**/*.browser.test.ts"],
    globalSetup: ["ssr/vue/render.setup.ts"],
    browser: await chromiumBrowser(),
  },
});
