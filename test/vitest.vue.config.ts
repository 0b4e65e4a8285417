import vue from "@vitejs/plugin-vue";
import { defineProject } from "vitest/config";

/** The Vue adapter against the shared conformance suite, in jsdom. */
export default defineProject({
  plugins: [vue()],
  resolve: { conditions: ["@popcorn-kit/source"] },
  test: {
    name: "vue",
    include: ["conformance/vue/**/*.test.ts"],
    environment: "jsdom",
  },
});
