import type { ProjectMediaSource } from "../../project/types.js";

/**
 * The source a typed address stands for: a YouTube or Vimeo link plays through the kit's players, any other
 * address as it is. The address is only trimmed here: `setMedia` checks it (and refuses unsafe schemes).
 */
export function sourceFromAddress(address: string): ProjectMediaSource {
  const url = address.trim();
  let host = "";
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    // A relative or malformed address: setMedia decides.
  }
  if (host === "youtu.be" || host === "youtube.com" || host.endsWith(".youtube.com") || host === "youtube-nocookie.com")
    return { kind: "youtube", url };
  if (host === "vimeo.com" || host.endsWith(".vimeo.com")) return { kind: "vimeo", url };
  return { kind: "url", url };
}

/** What to call the media in a message: a file's name, the last part of a URL's path, or the service. */
export function mediaName(source: ProjectMediaSource): string {
  if (source.kind === "file") return source.name;
  if (source.kind === "youtube") return "the YouTube video";
  if (source.kind === "vimeo") return "the Vimeo video";
  const path = source.url.split(/[?#]/)[0] ?? "";
  const last = path.slice(path.lastIndexOf("/") + 1);
  try {
    return decodeURIComponent(last) || source.url;
  } catch {
    return last || source.url;
  }
}

/** Whether a file (or a dragged item, by its type) is audio or video the editor can open. */
export function isMediaType(type: string): boolean {
  return /^(video|audio)\//i.test(type);
}
