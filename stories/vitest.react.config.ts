import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { defineProject } from "vitest/config";
import { chromiumBrowser } from "../test/chromium.js";
import { hangTimeouts } from "../test/hangTimeouts.js";

/** The React stories' play functions, each run as a test in real Chromium. */
export default defineProject({
  plugins: [storybookTest({ configDir: ".storybook-react" })],
  test: {
    ...hangTimeouts,
    name: "storybook-react",
    browser: await chromiumBrowser(),
    // The story files share their worker's page: Storybook's preview, the framework and the kit load once per
    // worker rather than once per file (each story mounts into a fresh root and is torn down after it). The
    // stories pass with their files in any order (`--sequence.shuffle.files`).
    isolate: false,
  },
});
