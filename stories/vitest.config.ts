import { defineConfig } from "vitest/config";

// One project per framework Storybook: vitest.react.config.ts, vitest.vue.config.ts, vitest.svelte.config.ts.
// Each runs its stories' play functions in real Chromium through @storybook/addon-vitest.
export default defineConfig({
  test: {
    projects: ["vitest.*.config.ts"],
  },
});
