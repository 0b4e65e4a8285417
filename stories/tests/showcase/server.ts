// A page per framework with the showcase alone, served by Vite from the sources, for the screenshot test:
// /?framework=react|vue|svelte&theme=light|dark. The showcase's media and assets are served at /showcase/, as
// the Storybooks serve them.
import { fileURLToPath } from "node:url";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import react from "@vitejs/plugin-react";
import vue from "@vitejs/plugin-vue";
import sirv from "sirv";
import { type Plugin, type ViteDevServer, createServer, defaultClientConditions } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The folders served at /showcase/: the clip and its tracks, then the showcase's own assets. */
export const SHOWCASE_DIRS = [here("../../../test/fixtures/showcase"), here("../../../examples/showcase/assets")];

function showcaseAssets(): Plugin {
  return {
    name: "showcase-assets",
    configureServer(server) {
      const folders = SHOWCASE_DIRS.map((dir) => sirv(dir, { dev: true }));
      server.middlewares.use("/showcase", (request, response, next) => {
        const serve = (index: number): void => {
          const folder = folders[index];
          if (folder) folder(request, response, () => serve(index + 1));
          else next();
        };
        serve(0);
      });
    },
  };
}

/** Starts the showcase's pages on a free port. */
export async function startShowcaseServer(port = 0): Promise<{ url: string; server: ViteDevServer }> {
  const server = await createServer({
    configFile: false,
    root: here("."),
    logLevel: "warn",
    plugins: [react(), vue(), svelte({ configFile: false, compilerOptions: { runes: true } }), showcaseAssets()],
    resolve: { conditions: ["@popcorn-kit/source", ...defaultClientConditions] },
    server: { host: "127.0.0.1", port, strictPort: port !== 0, fs: { allow: [here("../../..")] } },
    optimizeDeps: {
      entries: [here("main.ts")],
      include: ["react", "react-dom/client", "vue", "leaflet"],
    },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return { url: `http://127.0.0.1:${actual}/`, server };
}

// Run alone (`npx tsx tests/showcase/server.ts`), it serves until stopped.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await startShowcaseServer(Number(process.env.PORT ?? 5199));
  console.log(`showcase pages: ${url}?framework=react`);
}
