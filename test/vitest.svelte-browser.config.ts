import { svelte } from "@sveltejs/vite-plugin-svelte";
import { defaultClientConditions } from "vite";
import { defineProject } from "vitest/config";
import { chromiumBrowser } from "./chromium.js";
import { hangTimeouts } from "./hangTimeouts.js";

/** Svelte server rendering hydrated in real Chromium: markup from svelte/server (globalSetup), then hydrate(). */
export default defineProject({
  plugins: [svelte({ configFile: false, compilerOptions: { runes: true } })],
  resolve: { conditions: ["@popcorn-kit/source", ...defaultClientConditions] },
  // @testing-library/svelte (the conformance harness) ships components in Svelte 4 syntax: compiled, not pre-bundled in runes mode.
  // hls.js, which core imports lazily, is bundled up front: found mid-run, the optimizer would bundle again and
  // reload the page under a running test.
  optimizeDeps: {
    exclude: ["@testing-library/svelte", "@testing-library/svelte-core"],
    include: ["@testing-library/dom", "hls.js"],
  },
  test: {
    ...hangTimeouts,
    name: "svelte-browser",
    include: ["ssr/svelte/**/*.test.ts", "conformance/svelte/**/*.browser.test.ts"],
    globalSetup: ["ssr/svelte/globalSetup.ts"],
    browser: await chromiumBrowser(),
  },
});
