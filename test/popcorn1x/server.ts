import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { fileSize, sendFile } from "../fresh/serveFolder.js";

/** Popcorn 1.x's suite page and what it reads (test/fixtures/popcorn-1x), served at `/test/` as in 1.x's tree. */
export const FIXTURE = fileURLToPath(new URL("../fixtures/popcorn-1x/", import.meta.url));

/** A running server of the suite, on a free port of 127.0.0.1. */
export interface SuiteServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  origin: string;
  close(): Promise<void>;
}

/** What the suite may post (method.php's test sends a few bytes); a larger body is refused. */
const MAX_BODY = 64 * 1024;

/** The JSONP payload of the suite's PHP fixtures. */
const PAYLOAD = '({ "data": {"lang": "en", "length": 25} });';

/**
 * The answer of the suite's PHP fixture at `pathname` (test/data/jsonp.php, jsonpfancyapi.php, method.php), as
 * the PHP wrote it, or undefined for any other path.
 */
function php(pathname: string, query: URLSearchParams, method: string, body: Buffer) {
  switch (pathname) {
    case "/test/data/jsonp.php":
      // The callback named in the query, else the last segment of the path (jsonp.php), as the PHP did.
      return {
        type: "application/javascript",
        text: `${query.get("callback") || query.get("jsonp") || "jsonp.php"}${PAYLOAD}`,
      };
    case "/test/data/jsonpfancyapi.php": {
      const callback = query.get("jsonpfancyapi");
      return { type: "application/javascript", text: callback ? `${callback}${PAYLOAD}` : "Invalid Parameter" };
    }
    case "/test/data/method.php":
      return {
        type: "application/json",
        text: JSON.stringify({ method: method === "POST" && body.length > 0 ? "post" : "get" }),
      };
    default:
      return undefined;
  }
}

function answer(request: IncomingMessage, response: ServerResponse, body: Buffer, popcornFile: string): void {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    response.writeHead(400).end();
    return;
  }
  const method = request.method ?? "GET";
  const emulated = php(pathname, url.searchParams, method, body);
  if (emulated) {
    response.writeHead(200, { "content-type": emulated.type, "cache-control": "no-store" }).end(emulated.text);
    return;
  }
  // `/popcorn.js` is the build under test (the page loads `../popcorn.js`), `/test/*` the fixture's files, and
  // `/wrappers/*` the two 1.x player wrappers the page loads beside it (the fixture's `wrappers/`).
  let file: string | undefined;
  if (pathname === "/popcorn.js") {
    file = popcornFile;
  } else if (pathname.startsWith("/test/") || pathname.startsWith("/wrappers/")) {
    file = resolve(FIXTURE, `.${pathname.startsWith("/test/") ? pathname.slice("/test".length) : pathname}`);
    // A path that climbs out of the fixture (`/test/..%2F..%2Fpackage.json`) is refused.
    if (relative(FIXTURE, file).split(sep)[0] === "..") {
      response.writeHead(403).end();
      return;
    }
  }
  const size = file === undefined ? undefined : fileSize(file);
  if (file === undefined || size === undefined || (method !== "GET" && method !== "HEAD")) {
    response.writeHead(404, { "content-type": "text/plain" }).end("not found");
    return;
  }
  sendFile(request, response, file, size, { "cache-control": "no-store" });
}

/**
 * Serves Popcorn 1.x's core suite as its own test server did: the fixture at `/test/` (the page is
 * `/test/core-headless.html`), `popcornFile` as `/popcorn.js` (the page loads `../popcorn.js`), byte ranges,
 * and the answers of the suite's three PHP fixtures. Anything else is a 404; a path out of the fixture a 403.
 */
export async function serveSuite(popcornFile: string): Promise<SuiteServer> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let length = 0;
    request.on("data", (chunk: Buffer) => {
      length += chunk.length;
      if (length > MAX_BODY) {
        response.writeHead(413).end();
        request.destroy();
      } else {
        chunks.push(chunk);
      }
    });
    request.on("end", () => {
      if (!response.headersSent) answer(request, response, Buffer.concat(chunks), popcornFile);
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
