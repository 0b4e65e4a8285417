import { PopcornError, describeValue } from "../../errors/errors.js";
import { assertSafeUrl } from "../../plugins/url.js";
import { checkEmbed } from "../embedded/checkEmbed.js";
import { playerKey } from "../embedded/playerKey.js";
import { smoothEmbedded } from "../embedded/smoothEmbedded.js";
import { YOUTUBE_API_URL } from "./loadYouTubeApi.js";
import type { YouTubePlayer, YouTubePlayerOptions } from "./YouTubePlayerOptions.js";
import { YouTubeSource } from "./YouTubeSource.js";

/** Video ids are letters, digits, `-` and `_`. */
const VIDEO_ID = /^[\w-]+$/;

/**
 * A YouTube video as a player, on the IFrame Player API: `createPopcorn(createYouTubePlayer(element, { videoId }))`
 * drives a timeline from it like from a `<video>`. The API's script loads once per page, when the first player is
 * made. The player's frame goes inside `element`.
 *
 * - States map to media events: `play` (at `play()`), `waiting` (buffering), `playing`, `pause`, `ended`; `durationchange`
 *   and `loadedmetadata` when ready; `ratechange`, `volumechange`; `timeupdate` four times a second while playing.
 * - `currentTime` is smoothed between the API's updates (see `smoothTime`), and seeks fire `seeking`/`seeked`.
 * - `buffered` comes from the loaded fraction, with `progress` events while it grows.
 * - Errors are a `PopcornError` (`PLAYER`) naming the video and what the API's error code means, on `error`.
 * - `destroy()` removes the frame, every interval and every listener.
 *
 * Written on the API itself rather than on `youtube-video-element`: that element (1.9.0) leaves a 50 ms interval
 * running for every video it loads, and takes the API's quarter-second time steps for seeks.
 *
 * @example
 * const player = createYouTubePlayer(document.querySelector("#video")!, { videoId: "M7lc1UVf-VE" });
 * const pop = createPopcorn(player);
 */
export function createYouTubePlayer(element: HTMLElement, options: YouTubePlayerOptions): YouTubePlayer {
  const start = checkEmbed("createYouTubePlayer", element, options, "{ videoId, ... }");
  checkVideoId(options.videoId);
  const apiUrl = assertSafeUrl(options.apiUrl ?? YOUTUBE_API_URL, "link", "option apiUrl");
  const source = new YouTubeSource(element, { ...options, apiUrl, start });
  return smoothEmbedded(source, options.now);
}

/**
 * What `<PopcornYouTube>` makes a new player for, in each adapter: the options that decide the video and its
 * frame, as one string (`now` is read when a player is made). Throws the `PopcornError` that
 * {@link createYouTubePlayer} would for a bad `videoId`, so that a component refuses it while rendering.
 */
export function youTubePlayerKey(options: Omit<YouTubePlayerOptions, "now">): string {
  checkVideoId(options.videoId);
  return playerKey([
    options.videoId,
    options.apiUrl,
    options.controls,
    options.start,
    options.width,
    options.height,
    options.title,
  ]);
}

function checkVideoId(videoId: unknown): void {
  if (typeof videoId !== "string" || !VIDEO_ID.test(videoId)) {
    throw new PopcornError(
      "INVALID_OPTION",
      `videoId ${describeValue(videoId)}: expected a YouTube video id (letters, digits, "-" and "_").`,
      {
        value: videoId,
        option: "videoId",
        expected: "a YouTube video id",
      },
    );
  }
}
