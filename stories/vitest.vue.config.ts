import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { defineProject } from "vitest/config";
import { chromiumBrowser } from "../test/chromium.js";
import { hangTimeouts } from "../test/hangTimeouts.js";

/** The Vue stories' play functions, each run as a test in real Chromium. */
export default defineProject({
  plugins: [storybookTest({ configDir: ".storybook-vue" })],
  test: {
    ...hangTimeouts,
    name: "storybook-vue",
    browser: await chromiumBrowser(),
  },
});
