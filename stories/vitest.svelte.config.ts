import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { defineProject } from "vitest/config";
import { chromiumBrowser } from "../test/chromium.js";

/** The Svelte stories' play functions, each run as a test in real Chromium. */
export default defineProject({
  plugins: [storybookTest({ configDir: ".storybook-svelte" })],
  test: {
    name: "storybook-svelte",
    browser: await chromiumBrowser(),
  },
});
