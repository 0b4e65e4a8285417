import type { EmbeddedPlayer } from "../embedded/smoothEmbedded.js";
import type { TimeRangesLike } from "../player.js";
import type { VimeoApiPlayer, VimeoEmbedOptions, VimeoPlayerClass } from "./VimeoApiPlayer.js";

/** Options of {@link createVimeoPlayer}: the video by `videoId` or by `url`. */
export interface VimeoPlayerOptions {
  /** The video's id (the digits of its vimeo.com address). */
  videoId?: string | number;
  /** The video's address, `https://vimeo.com/...` or `https://player.vimeo.com/...` (unlisted videos need it, with their `h`). */
  url?: string;
  /**
   * The `Player` class to use. By default `@vimeo/player` (an optional peer dependency) is imported the first
   * time a player is made; pass the class to load it yourself, or to use a stand-in in tests.
   * @default (await import("@vimeo/player")).default
   */
  Player?: VimeoPlayerClass;
  /** Show Vimeo's controls in the frame. @default true */
  controls?: boolean;
  /** Where playback starts, in seconds. @default 0 */
  start?: number;
  /** Other embed options for Vimeo (`width`, `responsive`, `dnt`, `autopause`, `color`, ...). @default {} */
  embed?: VimeoEmbedOptions;
  /** Monotonic time source in ms for the time smoothing. @default performance.now */
  now?: () => number;
}

/** A Vimeo video, by id or by address: exactly one of the two (what a component's props take). */
export type VimeoVideo = { videoId: string | number; url?: undefined } | { url: string; videoId?: undefined };

/** A Vimeo video as a player: `currentTime` smoothed, Vimeo's own seek events, `buffered` and `progress` reported. */
export interface VimeoPlayer extends EmbeddedPlayer<VimeoApiPlayer> {
  /** What is loaded, from Vimeo's buffered ranges (`progress` fires as they change). */
  readonly buffered: TimeRangesLike;
}
