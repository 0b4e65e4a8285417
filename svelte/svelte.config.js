import { vitePreprocess } from "@sveltejs/vite-plugin-svelte";

/**
 * Runes everywhere. `svelte-package` ships components as plain JavaScript: the preprocessor strips the types
 * from `<script lang="ts">` (Svelte 5 itself reads them in development and tests).
 * @type {import("@sveltejs/vite-plugin-svelte").SvelteConfig}
 */
export default {
  preprocess: vitePreprocess({ script: true }),
  compilerOptions: { runes: true },
};
