import type { MediaAddress } from "../../io/mediaAddress.js";
import type { ProjectMediaSource } from "../../project/types.js";

/**
 * The project's source for an address `classifyMediaAddress` accepted: a YouTube or Vimeo link plays through
 * the kit's players, a media file or an address of unknown kind as it is. `setMedia` still checks it.
 */
export function sourceOfAddress(address: Exclude<MediaAddress, { kind: "refused" }>): ProjectMediaSource {
  if (address.kind === "youtube" || address.kind === "vimeo") return { kind: address.kind, url: address.url };
  return { kind: "url", url: address.url };
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
