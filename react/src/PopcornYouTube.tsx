"use client";
import { type YouTubePlayerOptions, createYouTubePlayer, youTubePlayerKey } from "@popcorn-kit/core/players/youtube";
import { EmbeddedVideo, type EmbeddedVideoProps } from "./EmbeddedVideo.js";

/** Props of `<PopcornYouTube>`: the video, the instance's options, and every `<div>` prop for its frame's box. */
export interface PopcornYouTubeProps
  extends Omit<EmbeddedVideoProps, "title">,
    Pick<YouTubePlayerOptions, "apiUrl" | "controls" | "start" | "title"> {
  /** The video's id (the `v` of a watch URL). A new id makes a new player. */
  videoId: string;
}

/**
 * A YouTube video driving the content below it, as `<PopcornVideo>` does: a `<div class="pk-youtube">` that
 * holds the video's frame (`createYouTubePlayer` from `@popcorn-kit/core/players/youtube`: the IFrame Player API,
 * loaded once per page, its time smoothed), then its children, with the instance provided. The player and the
 * instance are made after mount (never on the server) and destroyed on unmount or when `videoId` changes.
 * When the player fails to load (no network, a missing or private video), the box shows an alert saying what
 * failed (`renderError` replaces its content) and `onError` is called with the `PopcornError`.
 *
 * @example
 * ```tsx
 * <PopcornYouTube videoId="M7lc1UVf-VE" style={{ width: 640 }}>
 *   <Cue start={12} end={20}><p>Twelve to twenty seconds</p></Cue>
 * </PopcornYouTube>
 * ```
 */
export function PopcornYouTube({ videoId, apiUrl, controls, start, title, ...props }: PopcornYouTubeProps) {
  const options = { videoId, apiUrl, controls, start, title };
  return (
    <EmbeddedVideo
      {...props}
      box="pk-youtube"
      name="<PopcornYouTube>"
      playerKey={youTubePlayerKey(options)}
      create={(holder) => createYouTubePlayer(holder, options)}
    />
  );
}
