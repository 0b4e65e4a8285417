// Serves the composed Storybook (built by `npm run build`) at http://127.0.0.1:6006.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createSiteServer } from "./siteServer.js";

const root = fileURLToPath(new URL("./storybook-static", import.meta.url));
if (!existsSync(root)) {
  console.error("storybook-static is missing: run `npm run build` first (npm start does).");
  process.exit(1);
}
const port = Number(process.env.PORT ?? 6006);
const host = process.env.HOST ?? "127.0.0.1";
createSiteServer(root).listen(port, host, () => {
  console.log(`Popcorn Kit Storybook: http://${host}:${port}/`);
});
