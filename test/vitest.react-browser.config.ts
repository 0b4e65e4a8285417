import react from "@vitejs/plugin-react";
import { defaultClientConditions } from "vite";
import { defineProject } from "vitest/config";
import { chromiumBrowser } from "./chromium.js";
import { hangTimeouts } from "./hangTimeouts.js";

/** @popcorn-kit/react in real Chromium: server rendering then hydration, on a virtual player and on real media. */
export default defineProject({
  plugins: [react()],
  // The source condition, plus the browser ones it would otherwise replace (react-dom/server for browsers).
  resolve: { conditions: ["@popcorn-kit/source", ...defaultClientConditions] },
  // hls.js, which core imports lazily, is bundled up front: found mid-run, the optimizer would bundle again and
  // reload the page under a running test.
  optimizeDeps: {
    include: ["react", "react-dom", "react-dom/client", "react-dom/server", "react/jsx-dev-runtime", "hls.js"],
  },
  test: {
    ...hangTimeouts,
    name: "react-browser",
    include: ["ssr/react/**/*.test.{ts,tsx}", "conformance/react/**/*.browser.test.{ts,tsx}"],
    browser: await chromiumBrowser(),
  },
});
