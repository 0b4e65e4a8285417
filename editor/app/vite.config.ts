import { createReadStream, readFileSync, statSync } from "node:fs";
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

/**
 * Serves (dev) and emits (build) the sample media. The HTML export's texts (compat's script-tag build, the kit's
 * stylesheet, Leaflet) are the editor's own, loaded as a chunk when the dialog first shows the page.
 */
function sampleMedia(): Plugin {
  return {
    name: "popcorn-kit-sample-media",
    configureServer(server) {
      // The dev server's answer for the media, with byte ranges: a <video> asks for them to seek.
      server.middlewares.use((request, response, next) => {
        const name = request.url?.match(/^\/media\/([\w.-]+)$/)?.[1];
        const type = name === undefined ? undefined : MEDIA[name];
        if (name === undefined || type === undefined) return next();
        const file = mediaFolder + name;
        const size = statSync(file).size;
        response.setHeader("Content-Type", type);
        response.setHeader("Accept-Ranges", "bytes");
        const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? "");
        if (!range) {
          response.setHeader("Content-Length", size);
          createReadStream(file).pipe(response);
          return;
        }
        const start = Number(range[1]);
        const end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
        if (start > end) {
          response.statusCode = 416;
          response.setHeader("Content-Range", `bytes */${size}`);
          response.end();
          return;
        }
        response.statusCode = 206;
        response.setHeader("Content-Range", `bytes ${start}-${end}/${size}`);
        response.setHeader("Content-Length", end - start + 1);
        createReadStream(file, { start, end }).pipe(response);
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
