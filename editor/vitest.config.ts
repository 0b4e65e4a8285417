import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["@popcorn-kit/source"] },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    // The interface's tests declare `// @vitest-environment jsdom` at their top.
  },
});
