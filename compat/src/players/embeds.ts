// Popcorn.youtube and Popcorn.vimeo: core's YouTube and Vimeo players, made in the element the page names
// from a video's address (its id and start time read by core's detectSource).
import { type DetectedSource, detectSource } from "@popcorn-kit/core/players/smart";
import { type VimeoPlayer, type VimeoPlayerOptions, createVimeoPlayer } from "@popcorn-kit/core/players/vimeo";
import { type YouTubePlayer, type YouTubePlayerOptions, createYouTubePlayer } from "@popcorn-kit/core/players/youtube";
import { findTarget } from "./findTarget.js";
import { invalid } from "../util/invalid.js";
import { isRecord } from "../util/objects.js";

/** A player with the element it was made in. */
export type InElement<P> = P & { readonly element: HTMLElement };

/**
 * Popcorn.youtube: a YouTube player in `target` (an element, its id or a selector) for a YouTube address
 * (`watch?v=`, `youtu.be/`, `embed/`, `shorts/`...), from the address's start time unless `options.start` says
 * otherwise. Its frame goes inside the element; `destroy()` removes it. Await `ready` for the video itself.
 *
 * Refused with a `PopcornError`: a target that finds no element (`PLAYER`), an address that is not a YouTube
 * video's (`INVALID_OPTION`; `javascript:` and other schemes are never used), options that are not an object.
 *
 * @example
 * const player = youtube("#stage", "https://www.youtube.com/watch?v=M7lc1UVf-VE&t=30");
 */
export function youtube(
  target: string | HTMLElement,
  url: string,
  options: Omit<YouTubePlayerOptions, "videoId"> = {},
): InElement<YouTubePlayer> {
  const element = findTarget(target, "Popcorn.youtube target");
  const video = videoOf(url, "youtube", "Popcorn.youtube url", "a YouTube video address");
  checkOptions(options, "Popcorn.youtube");
  const player = createYouTubePlayer(element, { start: video.start, ...options, videoId: video.videoId });
  return Object.defineProperty(player, "element", { value: element, enumerable: true }) as InElement<YouTubePlayer>;
}

/**
 * Popcorn.vimeo: a Vimeo player in `target` for a Vimeo address (`vimeo.com/<id>`, `player.vimeo.com/video/<id>`,
 * with an unlisted video's hash), from the address's start time (`#t=`) unless `options.start` says otherwise.
 * `@vimeo/player` (an optional peer) loads when the player is made, unless its class is given as `Player`.
 *
 * Refused with a `PopcornError` as {@link youtube} is.
 *
 * @example
 * const player = vimeo("#stage", "https://vimeo.com/76979871#t=10");
 */
export function vimeo(
  target: string | HTMLElement,
  url: string,
  options: Omit<VimeoPlayerOptions, "videoId" | "url"> = {},
): InElement<VimeoPlayer> {
  const element = findTarget(target, "Popcorn.vimeo target");
  const video = videoOf(url, "vimeo", "Popcorn.vimeo url", "a Vimeo video address");
  checkOptions(options, "Popcorn.vimeo");
  // The https address itself keeps an unlisted video's hash; the id where Vimeo would refuse the address.
  const source = video.url.startsWith("https://") ? { url: video.url } : { videoId: video.videoId };
  const player = createVimeoPlayer(element, { start: video.start, ...options, ...source });
  return Object.defineProperty(player, "element", { value: element, enumerable: true }) as InElement<VimeoPlayer>;
}

function videoOf<K extends "youtube" | "vimeo">(
  url: unknown,
  kind: K,
  where: string,
  expected: string,
): Extract<DetectedSource, { kind: K }> {
  const detected = detectSource(url);
  if (detected?.kind !== kind) throw invalid(where, url, expected, { option: "url" });
  return detected as Extract<DetectedSource, { kind: K }>;
}

function checkOptions(options: unknown, where: string): void {
  if (!isRecord(options)) {
    throw invalid(`${where} options`, options, "an object of the player's options");
  }
}
