// Builds the standalone editor app (editor/app) into storybook-static/editor, so that `npm start` serves it at
// /editor/ beside the Storybook and the welcome page links to it.
import { fileURLToPath } from "node:url";
import { build } from "vite";

await build({
  configFile: fileURLToPath(new URL("../editor/app/vite.config.ts", import.meta.url)),
  logLevel: "warn",
  build: { outDir: fileURLToPath(new URL("./storybook-static/editor", import.meta.url)), emptyOutDir: true },
});
