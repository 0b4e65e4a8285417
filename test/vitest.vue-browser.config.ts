import vue from "@vitejs/plugin-vue";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineProject } from "vitest/config";
import { chromiumBrowser } from "./chromium.js";

/**
 * @popcorn-kit/vue in real Chromium: the global setup renders the app on the server (Node), the test hydrates
 * that markup in the browser, on a virtual player and on real media.
 */
export default defineProject({
  plugins: [vue()],
  // The source condition, plus the defaults it would otherwise replace.
  resolve: { conditions: ["@popcorn-kit/source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["@popcorn-kit/source", ...defaultServerConditions] } },
  optimizeDeps: { include: ["vue"] },
  test: {
    name: "vue-browser",
    include: ["ssr/vue/**/*.test.ts", "conformance/vue/**/*.browser.test.ts"],
    globalSetup: ["ssr/vue/render.setup.ts"],
    browser: await chromiumBrowser(),
  },
});
