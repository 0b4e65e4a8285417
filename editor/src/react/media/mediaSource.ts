import type { ProjectMediaSource } from "../../project/types.js";

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
