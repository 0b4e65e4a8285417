// The composed Storybook's static server, shared by `npm start` (serve.js) and the site test (site/site.test.ts).
import { createServer } from "node:http";
import sirv from "sirv";

/**
 * An HTTP server for a built Storybook folder (storybook-static, with the refs' builds inside it), as a static
 * host serves it: files as they are, with byte ranges (which a `<video>` asks for to seek), no fallback page.
 * @param {string} root The folder to serve.
 * @returns {import("node:http").Server} The server, not yet listening.
 */
export function createSiteServer(root) {
  const assets = sirv(root, { dev: false, etag: true, single: false });
  return createServer((request, response) => assets(request, response));
}
