import { svelte } from "@sveltejs/vite-plugin-svelte";
import { svelteTesting } from "@testing-library/svelte/vite";
import { defaultClientConditions } from "vite";
import { defineProject } from "vitest/config";
import { hangTimeouts } from "./hangTimeouts.js";

/** The conformance suite run by the Svelte adapter, in jsdom with @testing-library/svelte. */
export default defineProject({
  plugins: [svelte({ configFile: false, compilerOptions: { runes: true } }), svelteTesting()],
  // The browser build of Svelte (as @testing-library/svelte requires), in development mode, on sources.
  resolve: { conditions: ["@popcorn-kit/source", ...defaultClientConditions] },
  test: {
    ...hangTimeouts,
    setupFiles: ["./hangSetup.ts"],
    name: "svelte",
    environment: "jsdom",
    include: ["conformance/svelte/**/*.test.ts"],
    // Suites that need a real browser (a canvas) run in the svelte-browser project.
    exclude: ["conformance/**/*.browser.test.*"],
  },
});
