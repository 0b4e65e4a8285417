import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { hangTimeouts } from "../test/hangTimeouts.js";

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["@popcorn-kit/source"] },
  // Server rendering tests (environment node) resolve through the SSR conditions: on sources too, so that the
  // tests run without building core first.
  ssr: { resolve: { conditions: ["@popcorn-kit/source"], externalConditions: ["@popcorn-kit/source"] } },
  test: {
    ...hangTimeouts,
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["../test/hangSetup.ts", "tests/setup.ts"],
    // One jsdom for every file: each test unmounts what it rendered (tests/setup.ts) and owns its instance.
    isolate: false,
  },
});
