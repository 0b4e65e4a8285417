"use client";
import {
  type VimeoPlayerOptions,
  type VimeoVideo,
  createVimeoPlayer,
  vimeoPlayerKey,
} from "@popcorn-kit/core/players/vimeo";
import { EmbeddedVideo, type EmbeddedVideoProps } from "./EmbeddedVideo.js";

/**
 * Props of `<PopcornVimeo>`: the video (`videoId` or `url`, one of them; a new one makes a new player), Vimeo's
 * options (`Player`, `controls`, `start`, `embed`: see `createVimeoPlayer`), the instance's options, and every
 * `<div>` prop for its frame's box.
 */
export type PopcornVimeoProps = EmbeddedVideoProps &
  Pick<VimeoPlayerOptions, "Player" | "controls" | "start" | "embed"> &
  VimeoVideo;

/**
 * A Vimeo video driving the content below it, as `<PopcornVideo>` does: a `<div class="pk-vimeo">` that holds the
 * video's frame (`createVimeoPlayer` from `@popcorn-kit/core/players/vimeo`: `@vimeo/player`, imported when the
 * first player is made unless its class is passed as `Player`, its time smoothed), then its children, with the
 * instance provided. The player and the instance are made after mount (never on the server) and destroyed on
 * unmount or when the video, `controls`, `start` or `embed` change. A bad `videoId` or `url`, or both, throws a
 * `PopcornError` while rendering. When the player fails to load (no network, a missing or private video), the
 * box shows an alert saying what failed (`renderError` replaces its content) and `onError` is called with the
 * `PopcornError`.
 *
 * @example
 * ```tsx
 * <PopcornVimeo videoId="76979871" style={{ width: 640 }}>
 *   <Cue start={12} end={20}><p>Twelve to twenty seconds</p></Cue>
 * </PopcornVimeo>
 * ```
 */
export function PopcornVimeo({ videoId, url, Player, controls, start, embed, ...props }: PopcornVimeoProps) {
  const options = { videoId, url, controls, start, embed };
  return (
    <EmbeddedVideo
      {...props}
      box="pk-vimeo"
      name="<PopcornVimeo>"
      playerKey={vimeoPlayerKey(options)}
      create={(holder) => createVimeoPlayer(holder, { ...options, Player })}
    />
  );
}
