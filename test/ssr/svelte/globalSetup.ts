import { fileURLToPath } from "node:url";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import { createServer, defaultServerConditions } from "vite";
import type { TestProject } from "vitest/node";

/** Server markup the hydration tests start from, rendered in Node by `svelte/server`. */
export interface SvelteSsrMarkup {
  virtual: string;
  video: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    svelteSsr: SvelteSsrMarkup;
  }
}

/**
 * Renders the test apps on the server: a Vite server in middleware mode compiles them for SSR (sources of
 * every package through the `@popcorn-kit/source` condition), `render` from `svelte/server` makes the HTML,
 * and the browser tests `inject` it.
 */
export default async function setup(project: TestProject): Promise<void> {
  const server = await createServer({
    configFile: false,
    root: fileURLToPath(new URL("../..", import.meta.url)),
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [svelte({ configFile: false, compilerOptions: { runes: true } })],
    resolve: { conditions: ["@popcorn-kit/source"] },
    ssr: {
      resolve: {
        conditions: ["@popcorn-kit/source", ...defaultServerConditions],
        externalConditions: ["@popcorn-kit/source"],
      },
    },
  });
  try {
    const { render } = (await server.ssrLoadModule("svelte/server")) as typeof import("svelte/server");
    const core = (await server.ssrLoadModule("@popcorn-kit/core")) as typeof import("@popcorn-kit/core");
    const VirtualApp = (await server.ssrLoadModule("/ssr/svelte/VirtualApp.svelte")).default;
    const VideoApp = (await server.ssrLoadModule("/ssr/svelte/VideoApp.svelte")).default;
    const { media } = (await server.ssrLoadModule("/ssr/svelte/fixtures.ts")) as typeof import("./fixtures.js");
    // An instance exists on the server too, with cues active at 2 s: the markup must still show none of them.
    const pop = core.createPopcorn(core.createVirtualPlayer({ duration: 20, currentTime: 2 }), { ticker: "manual" });
    const virtual = render(VirtualApp, { props: { pop } }).body;
    pop.destroy();
    const video = render(VideoApp, { props: media }).body;
    project.provide("svelteSsr", { virtual, video });
  } finally {
    await server.close();
  }
}
