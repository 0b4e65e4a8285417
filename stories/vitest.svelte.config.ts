import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { defineProject } from "vitest/config";
import { chromiumBrowser } from "../test/chromium.js";
import { hangTimeouts } from "../test/hangTimeouts.js";

/** The Svelte stories' play functions, each run as a test in real Chromium. */
export default defineProject({
  plugins: [storybookTest({ configDir: ".storybook-svelte" })],
  test: {
    ...hangTimeouts,
    name: "storybook-svelte",
    browser: await chromiumBrowser(),
  },
});
