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
    // A young generation of 32 MB rather than 16: the suites that mount and unmount 1,000 times make short-lived
    // objects fast enough that collecting them was a sixth of their time.
    execArgv: ["--max-semi-space-size=32"],
  },
});
