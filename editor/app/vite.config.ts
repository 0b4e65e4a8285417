import { createReadStream, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { type Plugin, defineConfig } from "vite";

/** The sample media the app offers, from the kit's showcase fixtures, served and built under media/. */
const MEDIA: Record<string, string> = {
  "showcase.webm": "video/webm",
  "showcase-poster.jpg": "image/jpeg",
  "showcase.en.vtt": "text/vtt",
};
const mediaFolder = fileURLToPath(new URL("../../test/fixtures/showcase/", import.meta.url));

function sampleMedia(): Plugin {
  return {
    name: "popcorn-kit-sample-media",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.match(/^\/media\/([\w.-]+)$/)?.[1];
        const type = name === undefined ? undefined : MEDIA[name];
        if (name === undefined || type === undefined) return next();
        response.setHeader("Content-Type", type);
        createReadStream(mediaFolder + name).pipe(response);
      });
    },
    generateBundle() {
      for (const name of Object.keys(MEDIA)) {
        this.emitFile({ type: "asset", fileName: `media/${name}`, source: readFileSync(mediaFolder + name) });
      }
    },
  };
}

/** The standalone editor app: `vite --config app/vite.config.ts` (dev) or `vite build --config app/vite.config.ts`. */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "./",
  plugins: [react(), sampleMedia()],
  resolve: { conditions: ["@popcorn-kit/source"] },
  build: {
    outDir: fileURLToPath(new URL("../dist-app", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    // p5 (1 MB) is a chunk of its own, loaded only when a sketch event shows.
    chunkSizeWarningLimit: 1100,
  },
});
