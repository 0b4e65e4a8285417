import type { StorybookConfig } from "@storybook/react-vite";
import { defaultClientConditions, mergeConfig } from "vite";

// The React Storybook is also the root of the composed site: the Vue and Svelte Storybooks are built into
// /vue and /svelte next to it and appear through `refs` (same origin, so root-relative URLs work).
const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: { strictMode: true } },
  stories: ["../src/react/**/*.mdx", "../src/react/**/*.stories.tsx"],
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
  refs: {
    vue: { title: "Vue", url: "/vue" },
    svelte: { title: "Svelte", url: "/svelte" },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The stories run on the packages' sources: no build needed before `storybook dev` or the story tests.
  viteFinal: (vite) =>
    mergeConfig(vite, {
      resolve: { conditions: ["@popcorn-kit/source", ...defaultClientConditions] },
      // hls.js is imported when the first stream plays: optimized up front, not found mid-run (which reloads the page).
      optimizeDeps: { include: ["hls.js"] },
      build: {
        // Storybook's own preview and docs chunks are about 1 MB; ours are small.
        chunkSizeWarningLimit: 1500,
        // The adapters' "use client" directives are for React Server Components; a browser bundle ignores them.
        rollupOptions: {
          onwarn: (warning: { code?: string }, warn: (warning: { code?: string }) => void) =>
            void (warning.code !== "MODULE_LEVEL_DIRECTIVE" && warn(warning)),
        },
      },
    }),
};

export default config;
