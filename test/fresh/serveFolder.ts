import { createReadStream, statSync } from "node:fs";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

/** A folder served over HTTP on a free local port. */
export interface Served {
  url: string;
  close(): Promise<void>;
}

/** The content types of the files the tests serve; anything else is `application/octet-stream`. */
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".vtt": "text/vtt; charset=utf-8",
  ".webm": "video/webm",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".srt": "application/x-subrip",
  ".svg": "image/svg+xml",
  // Popcorn.xhr tells XML from text by the type: these are the ones Popcorn 1.x's suite was served with.
  ".xml": "text/xml",
  ".ttml": "application/xml",
  ".txt": "text/plain",
};

/** The byte range a `Range` header asks of a file of `size` bytes: none (the whole file) or one it cannot give. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header);
  const first = match?.[1] ?? "";
  const last = match?.[2] ?? "";
  // A header this server does not read is ignored, as HTTP allows: the whole file is sent.
  if (!match || (first === "" && last === "")) return null;
  // "bytes=a-b", "bytes=a-" or the last n bytes, "bytes=-n".
  const start = first === "" ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === "" || last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return start < size && start <= end ? { start, end } : "unsatisfiable";
}

/**
 * Sends `file` of `size` bytes, or the byte range the request asks for (a `<video>` asks for ranges to seek),
 * with its content type and `headers`.
 */
export function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  size: number,
  headers: Record<string, string> = {},
): void {
  const sent = {
    "content-type": TYPES[extname(file)] ?? "application/octet-stream",
    "accept-ranges": "bytes",
    ...headers,
  };
  const range = byteRange(request.headers.range, size);
  if (range === "unsatisfiable") {
    response.writeHead(416, { "content-range": `bytes */${size}` }).end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) {
    response.writeHead(206, {
      ...sent,
      "content-range": `bytes ${start}-${end}/${size}`,
      "content-length": end - start + 1,
    });
  } else {
    response.writeHead(200, { ...sent, "content-length": size });
  }
  if (request.method === "HEAD" || size === 0) {
    response.end();
    return;
  }
  createReadStream(file, { start, end })
    .on("error", () => response.destroy())
    .pipe(response);
}

/** The size of the file at `path`, or undefined if there is no file there. */
export function fileSize(path: string): number | undefined {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat.size : undefined;
  } catch {
    // A name the file system refuses is a file that is not there.
    return undefined;
  }
}

/**
 * Serves `folder` as a static host would (a built app's `dist`): its files with their types, `index.html` for
 * `/`, and byte ranges, which a `<video>` asks for to seek.
 */
export async function serveFolder(folder: string): Promise<Served> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const file = join(folder, normalize(path === "/" ? "/index.html" : path));
    const size = file.startsWith(folder) ? fileSize(file) : undefined;
    if (size === undefined) {
      response.writeHead(404).end();
      return;
    }
    sendFile(request, response, file, size);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
