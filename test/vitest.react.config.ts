import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { hangTimeouts } from "./hangTimeouts.js";

/** The adapter conformance suite on @popcorn-kit/react, in jsdom. */
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ["@popcorn-kit/source"] },
  test: {
    ...hangTimeouts,
    setupFiles: ["./hangSetup.ts"],
    name: "react",
    include: ["conformance/react/**/*.test.{ts,tsx}"],
    // Suites that need a real browser (a canvas) run in the react-browser project.
    exclude: ["conformance/**/*.browser.test.*"],
    environment: "jsdom",
    // A young generation of 32 MB rather than 16: the suites that mount and unmount 1,000 times make short-lived
    // objects fast enough that collecting them was a sixth of their time.
    execArgv: ["--max-semi-space-size=32"],
  },
});
