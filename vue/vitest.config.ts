import vue from "@vitejs/plugin-vue";
import { defineConfig } from "vitest/config";
import { hangTimeouts } from "../test/hangTimeouts.js";

export default defineConfig({
  plugins: [vue()],
  resolve: { conditions: ["@popcorn-kit/source"] },
  // Server rendering tests (environment node) resolve through the SSR conditions: on sources too, so that the
  // tests run without building core first.
  ssr: { resolve: { conditions: ["@popcorn-kit/source"], externalConditions: ["@popcorn-kit/source"] } },
  test: {
    ...hangTimeouts,
    include: ["tests/**/*.test.ts"],
    environment: "jsdom",
    setupFiles: ["../test/hangSetup.ts", "tests/setup.ts"],
    // One jsdom per worker rather than per file: setting up jsdom costs more than the tests themselves.
    pool: "threads",
    isolate: false,
  },
});
