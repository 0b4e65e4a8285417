import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { hangTimeouts } from "../test/hangTimeouts.js";

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["@popcorn-kit/source"] },
  // Tests in Node resolve through the SSR conditions: on sources too, so that they run without building core.
  ssr: { resolve: { conditions: ["@popcorn-kit/source"], externalConditions: ["@popcorn-kit/source"] } },
  test: {
    ...hangTimeouts,
    setupFiles: ["../test/hangSetup.ts"],
    include: ["tests/**/*.test.{ts,tsx}"],
    // The HTML export reads the kit's and Leaflet's stylesheets as text (src/export/assets/htmlAssets.ts), which
    // Vitest gives as empty unless it is told to process them.
    css: { include: [/[\\/](popcorn-kit|leaflet)\.css\?raw$/] },
    environment: "node",
    // The interface's tests declare `// @vitest-environment jsdom` at their top.
    // The files share their worker's module graph rather than import the editor, React and jsdom's helpers anew
    // each (half of the package's run was that importing): no file keeps state of its own at module level, and the
    // suite passes with its files in any order (`npx vitest run --sequence.shuffle.files`).
    isolate: false,
  },
});
