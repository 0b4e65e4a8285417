import { defineProject } from "vitest/config";
import { hangTimeouts } from "./hangTimeouts.js";

/** Checks that need Node and no browser: the linear-time checks of every pattern and parser, and the weight of a new user's page in each framework. */
export default defineProject({
  resolve: { conditions: ["@popcorn-kit/source"] },
  // Node tests resolve through the SSR conditions: on sources too (the scanners of linear/scanners.ts import them).
  ssr: { resolve: { conditions: ["@popcorn-kit/source"], externalConditions: ["@popcorn-kit/source"] } },
  test: {
    ...hangTimeouts,
    setupFiles: ["./hangSetup.ts"],
    name: "node",
    include: ["linear/**/*.test.ts", "snippets/**/*.test.ts", "size/**/*.test.ts"],
    environment: "node",
  },
});
