import type { StorybookConfig } from "@storybook/vue3-vite";
import vue from "@vitejs/plugin-vue";
import { defaultClientConditions, mergeConfig } from "vite";

// The Vue Storybook: built into storybook-static/vue and shown in the composed site through the React root's
// `refs` at /vue.
const config: StorybookConfig = {
  // Controls are declared in each story's argTypes: no docgen pass over the components, which keeps builds fast.
  framework: { name: "@storybook/vue3-vite", options: { docgen: false } },
  stories: ["../src/vue/**/*.mdx", "../src/vue/**/*.stories.ts"],
  addons: ["@storybook/addon-docs", "@storybook/addon-vitest"],
  staticDirs: [
    { from: "../../test/fixtures/media", to: "/media" },
    { from: "../../test/fixtures/map", to: "/tiles" },
    // Stand-ins of the YouTube IFrame Player API and @vimeo/player, for the embedded players' stories offline.
    { from: "../../test/fixtures/providers", to: "/providers" },
    // The showcase: its clip and tracks, and its own assets (stills, the map's outline, the field cards).
    { from: "../../test/fixtures/showcase", to: "/showcase" },
    { from: "../../examples/showcase/assets", to: "/showcase" },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Single-file components need @vitejs/plugin-vue; the stories run on the packages' sources, so nothing
  // needs building first.
  viteFinal: (vite) =>
    mergeConfig(
      { ...vite, plugins: [vue(), ...(vite.plugins ?? [])] },
      {
        resolve: { conditions: ["@popcorn-kit/source", ...defaultClientConditions] },
        // hls.js is imported when the first stream plays: optimized up front, not found mid-run (which reloads the page).
        optimizeDeps: { include: ["hls.js"] },
        // Storybook's preview bundle (Vue with its template compiler, the docs blocks) is large by nature.
        build: { chunkSizeWarningLimit: 1500 },
      },
    ),
};

export default config;
