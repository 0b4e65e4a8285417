import { svelte } from "@sveltejs/vite-plugin-svelte";
import { svelteTesting } from "@testing-library/svelte/vite";
import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";
import { hangTimeouts } from "../test/hangTimeouts.js";

// Component tests in jsdom with @testing-library/svelte, on sources (the `@popcorn-kit/source` condition).
export default defineConfig({
  plugins: [svelte(), svelteTesting()],
  // The browser build of Svelte (as @testing-library/svelte requires), in development mode, on sources.
  resolve: { conditions: ["@popcorn-kit/source", ...defaultClientConditions] },
  // The server rendering test resolves through the SSR conditions: on sources too, so that the tests run
  // without building core first.
  ssr: { resolve: { conditions: ["@popcorn-kit/source"], externalConditions: ["@popcorn-kit/source"] } },
  test: {
    ...hangTimeouts,
    setupFiles: ["../test/hangSetup.ts"],
    name: "svelte-unit",
    environment: "jsdom",
    include: ["tests/**/*.test.ts"],
  },
});
