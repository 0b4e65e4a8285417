import type { StorybookConfig } from "@storybook/svelte-vite";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import { defaultClientConditions, mergeConfig } from "vite";

// The Svelte Storybook: built into storybook-static/svelte and shown in the composed site through the React
// root's `refs` at /svelte.
const config: StorybookConfig = {
  // Controls are declared in each story's argTypes: no docgen pass over the components, which keeps builds fast.
  framework: { name: "@storybook/svelte-vite", options: { docgen: false } },
  stories: ["../src/svelte/**/*.mdx", "../src/svelte/**/*.stories.ts"],
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
  // svelte() must come first; the stories run on the packages' sources, so nothing needs building first.
  viteFinal: (vite) =>
    mergeConfig(
      { ...vite, plugins: [svelte({ configFile: false, compilerOptions: { runes: true } }), ...(vite.plugins ?? [])] },
      {
        resolve: { conditions: ["@popcorn-kit/source", ...defaultClientConditions] },
        // hls.js is imported when the first stream plays: optimized up front, not found mid-run (which reloads the page).
        optimizeDeps: { include: ["hls.js"] },
      },
    ),
};

export default config;
