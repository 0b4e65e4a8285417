import vue from "@vitejs/plugin-vue";
import { defineProject } from "vitest/config";

/** The Vue adapter against the shared conformance suite, in jsdom. */
export default defineProject({
  plugins: [vue()],
  resolve: { conditions: ["@popcorn-kit/source"] },
  test: {
    name: "vue",
    include: ["conformance/vue/**/*.test.ts"],
    // Suites that need a real browser (a canvas) run in the vue-browser project.
    exclude: ["conformance/**/*.browser.test.*"],
    environment: "jsdom",
    // The catalogue's hostile-input runs mount every component hundreds of times: on a busy machine one took over 5 s.
    testTimeout: 20_000,
  },
});
