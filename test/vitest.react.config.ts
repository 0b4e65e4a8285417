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
  },
});
