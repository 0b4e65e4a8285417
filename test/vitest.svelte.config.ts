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
    // A young generation of 32 MB rather than 16: the suites that mount and unmount 1,000 times make short-lived
    // objects fast enough that collecting them was a sixth of their time.
    execArgv: ["--max-semi-space-size=32"],
    include: ["conformance/svelte/**/*.test.ts"],
    // Suites that need a real browser (a canvas) run in the svelte-browser project.
    exclude: ["conformance/**/*.browser.test.*"],
  },
});
