import type { TimeRangesLike } from "../player.js";
import type { EmbeddedPlayer } from "../embedded/smoothEmbedded.js";
import type { YouTubeApiPlayer } from "./loadYouTubeApi.js";

/** Options of {@link createYouTubePlayer}. */
export interface YouTubePlayerOptions {
  /** The video's id (the `v` of a watch URL). */
  videoId: string;
  /** Where the IFrame Player API's script is loaded from, once per page. @default YOUTUBE_API_URL */
  apiUrl?: string;
  /** Show YouTube's controls in the frame. @default true */
  controls?: boolean;
  /** Where playback starts, in seconds. @default 0 */
  start?: number;
  /** The frame's size, in pixels or a CSS length. @default "100%" */
  width?: number | string;
  height?: number | string;
  /** The frame's title, for screen readers. @default "YouTube video player" */
  title?: string;
  /** Monotonic time source in ms for the time smoothing. @default performance.now */
  now?: () => number;
}

/** A YouTube video as a player: `currentTime` smoothed, seeks announced, `buffered` and `progress` reported. */
export interface YouTubePlayer extends EmbeddedPlayer<YouTubeApiPlayer> {
  /** What is loaded: one range from 0, from the API's loaded fraction (`progress` fires as it grows). */
  readonly buffered: TimeRangesLike;
}
