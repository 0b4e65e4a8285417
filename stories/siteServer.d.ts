import type { Server } from "node:http";

/**
 * An HTTP server for a built Storybook folder (storybook-static, with the refs' builds inside it), as a static
 * host serves it: files as they are, with byte ranges, no fallback page. Not yet listening.
 */
export function createSiteServer(root: string): Server;
