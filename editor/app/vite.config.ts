import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
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
 * What an exported HTML page inlines, served and built under runtime/, which the app's `htmlExport` fetches:
 * compat's script-tag build (built by `npm run build`) and the kit's stylesheet. Without them the export dialog
 * inlines the texts the editor itself holds (src/export/assets), which are the same files.
 */
const RUNTIME: Record<string, { file: string; type: string }> = {
  "popcorn-complete.js": {
    file: fileURLToPath(new URL("../../compat/dist/global/popcorn-complete.js", import.meta.url)),
    type: "text/javascript",
  },
  "popcorn-kit.css": {
    file: fileURLToPath(new URL("../../core/src/styles/popcorn-kit.css", import.meta.url)),
    type: "text/css",
  },
};

/** Serves (dev) and emits (build) the sample media and the HTML export's runtime. */
function sampleMedia(): Plugin {
  return {
    name: "popcorn-kit-sample-media",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.match(/^\/runtime\/([\w.-]+)$/)?.[1];
        const runtime = name === undefined ? undefined : RUNTIME[name];
        if (runtime === undefined || !existsSync(runtime.file)) return next();
        response.setHeader("Content-Type", runtime.type);
        createReadStream(runtime.file).pipe(response);
      });
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
      for (const [name, { file }] of Object.entries(RUNTIME)) {
        if (existsSync(file)) this.emitFile({ type: "asset", fileName: `runtime/${name}`, source: readFileSync(file) });
        else this.warn(`${file} is missing (run npm run build): the app's HTML export will link the runtime instead.`);
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
