import vue from "@vitejs/plugin-vue";
import { defineProject } from "vitest/config";
import { hangTimeouts } from "./hangTimeouts.js";

/** The Vue adapter against the shared conformance suite, in jsdom. */
export default defineProject({
  plugins: [vue()],
  resolve: { conditions: ["@popcorn-kit/source"] },
  test: {
    ...hangTimeouts,
    setupFiles: ["./hangSetup.ts"],
    name: "vue",
    include: ["conformance/vue/**/*.test.ts"],
    // Suites that need a real browser (a canvas) run in the vue-browser project.
    exclude: ["conformance/**/*.browser.test.*"],
    environment: "jsdom",
  },
});
