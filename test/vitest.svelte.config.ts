import { svelte } from "@sveltejs/vite-plugin-svelte";
import { svelteTesting } from "@testing-library/svelte/vite";
import { defaultClientConditions } from "vite";
import { defineProject } from "vitest/config";

/** The conformance suite run by the Svelte adapter, in jsdom with @testing-library/svelte. */
export default defineProject({
  plugins: [svelte({ configFile: false, compilerOptions: { runes: true } }), svelteTesting()],
  // The browser build of Svelte (as @testing-library/svelte requires), in development mode, on sources.
  resolve: { conditions: ["@popcorn-kit/source", ...defaultClientConditions] },
  test: {
    name: "svelte",
    environment: "jsdom",
    // The catalogue's hostile-input runs mount every component hundreds of times: on a busy machine one took over 5 s.
    testTimeout: 20_000,
    include: ["conformance/svelte/**/*.test.ts"],
    // Suites that need a real browser (a canvas) run in the svelte-browser project.
    exclude: ["conformance/**/*.browser.test.*"],
  },
});
