import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

/** The adapter conformance suite on @popcorn-kit/react, in jsdom. */
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ["@popcorn-kit/source"] },
  test: {
    name: "react",
    include: ["conformance/react/**/*.test.{ts,tsx}"],
    // Suites that need a real browser (a canvas) run in the react-browser project.
    exclude: ["conformance/**/*.browser.test.*"],
    environment: "jsdom",
    // The catalogue's hostile-input runs mount every component hundreds of times: on a busy machine one took over 5 s.
    testTimeout: 20_000,
  },
});
