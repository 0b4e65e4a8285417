// The showcase's media and assets, from the server's assets (nuxt.config.ts), with byte ranges. A <video> seeks by asking for
// a range of bytes; Nitro's server for public/ answers every request with the whole file, and on such a server
// Chromium cannot seek at all (the video's `seekable` stays empty). A page whose media a CDN or a static host
// serves needs none of this.
const types: Record<string, string> = {
  webm: "video/webm",
  ogg: "audio/ogg",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
  vtt: "text/vtt; charset=utf-8",
  json: "application/json",
  geojson: "application/geo+json",
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  md: "text/markdown; charset=utf-8",
};

export default defineEventHandler(async (event) => {
  const file = getRouterParam(event, "file") ?? "";
  const raw = file.includes("..") ? null : await useStorage("assets:showcase").getItemRaw(file.replaceAll("/", ":"));
  if (!raw) throw createError({ statusCode: 404 });
  const bytes = Buffer.from(raw as Uint8Array);
  setResponseHeaders(event, {
    "content-type": types[file.split(".").pop() ?? ""] ?? "application/octet-stream",
    "accept-ranges": "bytes",
  });
  const range = /^bytes=(\d+)-(\d*)$/.exec(getRequestHeader(event, "range") ?? "");
  if (!range) return bytes;
  const start = Number(range[1]);
  const end = range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
  if (start > end) {
    setResponseStatus(event, 416);
    setResponseHeader(event, "content-range", `bytes */${bytes.length}`);
    return "";
  }
  setResponseStatus(event, 206);
  setResponseHeader(event, "content-range", `bytes ${start}-${end}/${bytes.length}`);
  return bytes.subarray(start, end + 1);
});
