import { defineConfig } from "vitest/config";

// One project per framework Storybook: vitest.react.config.ts, vitest.vue.config.ts, vitest.svelte.config.ts.
// Each runs its stories' play functions in real Chromium through @storybook/addon-vitest.
export default defineConfig({
  test: {
    // Three files at a time in every project, each story file in a page of its own: on two cores Vitest would
    // open one page at a time per Storybook, and much of a story's time is media and pages loading.
    maxWorkers: 3,
    projects: ["vitest.*.config.ts"],
  },
});
