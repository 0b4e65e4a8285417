import { PopcornError, describeValue } from "../../errors/errors.js";
import { checkEmbed } from "../embedded/checkEmbed.js";
import { playerKey } from "../embedded/playerKey.js";
import { smoothEmbedded } from "../embedded/smoothEmbedded.js";
import { loadVimeo } from "./loadVimeo.js";
import type { VimeoEmbedOptions } from "./VimeoApiPlayer.js";
import type { VimeoPlayer, VimeoPlayerOptions } from "./VimeoPlayerOptions.js";
import { VimeoSource } from "./VimeoSource.js";

const VIDEO_ID = /^\d+$/;
const HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);

/**
 * A Vimeo video as a player, on `@vimeo/player`: `createPopcorn(createVimeoPlayer(element, { videoId }))` drives a
 * timeline from it like from a `<video>`. `@vimeo/player` is imported when the first player is made (pages without
 * Vimeo never load it), unless its class is passed as `Player`. The player's frame goes inside `element`.
 *
 * - Vimeo's methods answer asynchronously: the media-element shape reads a mirror of its state, kept from its events.
 * - Events map to media events: `play` (at `play()`), `waiting` (buffering while playing), `playing`, `pause`,
 *   `ended`; `durationchange` and `loadedmetadata` when ready; `seeking`, `seeked`, `ratechange`, `volumechange`,
 *   `timeupdate`, and `progress` with `buffered`.
 * - `currentTime` is smoothed between Vimeo's quarter-second updates (see `smoothTime`).
 * - Errors are a `PopcornError` (`PLAYER`) naming the video and Vimeo's error, on `error` and in `error`.
 * - `destroy()` destroys Vimeo's player (which removes the frame) and removes every listener, before ready too.
 *
 * @example
 * const player = createVimeoPlayer(document.querySelector("#video")!, { videoId: "76979871" });
 * const pop = createPopcorn(player);
 */
export function createVimeoPlayer(element: HTMLElement, options: VimeoPlayerOptions): VimeoPlayer {
  const start = checkEmbed("createVimeoPlayer", element, options, "{ videoId or url, ... }");
  const video = checkVideo(options);
  const { Player: PlayerClass, embed = {} } = options;
  if (PlayerClass !== undefined && typeof PlayerClass !== "function") {
    throw new PopcornError(
      "INVALID_OPTION",
      `Player ${describeValue(PlayerClass)}: expected @vimeo/player's Player class.`,
      { value: PlayerClass, option: "Player" },
    );
  }
  if (embed === null || typeof embed !== "object" || "id" in embed || "url" in embed) {
    throw new PopcornError(
      "INVALID_OPTION",
      `embed ${describeValue(embed)}: expected an object of Vimeo embed options, without id or url (pass videoId or url).`,
      { value: embed, option: "embed" },
    );
  }
  const embedOptions: VimeoEmbedOptions = { ...embed, controls: options.controls !== false, ...video };
  const source = new VimeoSource(
    element,
    PlayerClass ? Promise.resolve(PlayerClass) : loadVimeo(),
    embedOptions,
    start,
  );
  const smoothed: VimeoPlayer = smoothEmbedded(source, options.now);
  // Pausing holds at least the time shown: Vimeo's exact time comes with its `pause` event, a moment later.
  source.shown = () => smoothed.currentTime;
  return smoothed;
}

/**
 * What `<PopcornVimeo>` makes a new player for, in each adapter: the video and the embed options, as one string
 * (`Player` and `now` are read when a player is made; a video id as a number or as digits is the same video).
 * Throws the `PopcornError` that {@link createVimeoPlayer} would for a bad `videoId` or `url`, or for both or
 * neither, so that a component refuses them while rendering.
 */
export function vimeoPlayerKey(options: Omit<VimeoPlayerOptions, "Player" | "now">): string {
  return playerKey([checkVideo(options), options.controls, options.start, options.embed]);
}

/** `{ id }` or `{ url }` from the options, or a `PopcornError` naming what was given. */
function checkVideo({ videoId, url }: VimeoPlayerOptions): { id: string } | { url: string } {
  if (videoId !== undefined && url !== undefined) {
    throw new PopcornError(
      "INVALID_OPTION",
      `videoId ${describeValue(videoId)} and url ${describeValue(url)}: expected one of them.`,
      { value: { videoId, url }, expected: "videoId or url" },
    );
  }
  if (url !== undefined) {
    const parsed = typeof url === "string" ? parseUrl(url) : null;
    if (
      parsed &&
      parsed.protocol === "https:" &&
      HOSTS.has(parsed.hostname) &&
      parsed.username === "" &&
      parsed.password === "" &&
      parsed.port === ""
    )
      return { url: parsed.href };
    throw new PopcornError(
      "INVALID_OPTION",
      `url ${describeValue(url)}: expected a Vimeo address (https://vimeo.com/... or https://player.vimeo.com/...).`,
      {
        value: url,
        option: "url",
        expected: "a Vimeo address",
      },
    );
  }
  const id = typeof videoId === "number" && Number.isSafeInteger(videoId) && videoId >= 0 ? String(videoId) : videoId;
  if (typeof id !== "string" || !VIDEO_ID.test(id)) {
    throw new PopcornError(
      "INVALID_OPTION",
      `videoId ${describeValue(videoId)}: expected a Vimeo video id (digits), or a url.`,
      { value: videoId, option: "videoId", expected: "a Vimeo video id" },
    );
  }
  return { id };
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
