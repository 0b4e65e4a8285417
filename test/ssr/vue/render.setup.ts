import { createVirtualPlayer } from "@popcorn-kit/core";
import type { TestProject } from "vitest/node";
import { createSSRApp } from "vue";
import { renderToString } from "vue/server-renderer";
import App from "./App.vue";
import type { VueServerRender } from "./provided.js";

/**
 * Global setup of the vue-browser project, run in Node before the browser starts: renders the app on the
 * server (no window, no document) and provides the markup to the hydration test.
 */
export default async function renderOnServer(project: TestProject): Promise<void> {
  const props = { clip: "/fixtures/media/clip.webm", captions: "/fixtures/media/sample.vtt" };
  const html = await renderToString(createSSRApp(App, { ...props, player: createVirtualPlayer({ duration: 20 }) }));
  const render: VueServerRender = { html, ...props };
  project.provide("vueServerRender", render);
}
