"use client";
import type { HtmlSanitizer, PluginDefinition, Popcorn, Ticker } from "@popcorn-kit/core";
import { type YouTubePlayer, type YouTubePlayerOptions, createYouTubePlayer } from "@popcorn-kit/core/players/youtube";
import { type HTMLAttributes, type ReactNode, useEffect, useState } from "react";
import { Captions } from "./Captions.js";
import { PopcornProvider } from "./PopcornProvider.js";
import type { MediaTrack } from "./PopcornVideo.js";
import { useLatest } from "./useLatest.js";
import { useMediaInstance } from "./usePopcornInstance.js";

/** Props of `<PopcornYouTube>`: the video, the instance's options, and every `<div>` prop for its frame's box. */
export interface PopcornYouTubeProps extends Omit<HTMLAttributes<HTMLDivElement>, "children" | "title" | "onError">, Pick<YouTubePlayerOptions, "apiUrl" | "controls" | "start" | "title"> {
  /** The video's id (the `v` of a watch URL). A new id makes a new player. */
  videoId: string;
  /** Subtitle or data files for the video, as `<PopcornVideo tracks>`. */
  tracks?: readonly MediaTrack[];
  /** Plugins to register on the instance; ones added later register too. */
  plugins?: readonly PluginDefinition<any, any>[];
  /** Tick source; read once. @default "auto" */
  ticker?: "auto" | "manual" | Ticker;
  /** Sanitizer for plugin `html` options; read once. @default DOMPurify */
  sanitizeHtml?: HtmlSanitizer;
  /** Show the captions of `tracks` after the video. @default true */
  captions?: boolean;
  /** Called with the instance once it exists (in the browser). */
  onReady?: (pop: Popcorn) => void;
  /** Cues, outlets and controls, rendered after the video with the instance provided. */
  children?: ReactNode;
}

/**
 * A YouTube video driving the content below it, as `<PopcornVideo>` does: a `<div class="pk-youtube">` that
 * holds the video's frame (`createYouTubePlayer` from `@popcorn-kit/core/players/youtube`: the IFrame Player API,
 * loaded once per page, its time smoothed), then its children, with the instance provided. The player and the
 * instance are made after mount (never on the server) and destroyed on unmount or when `videoId` changes.
 *
 * @example
 * ```tsx
 * <PopcornYouTube videoId="M7lc1UVf-VE" style={{ width: 640 }}>
 *   <Cue start={12} end={20}><p>Twelve to twenty seconds</p></Cue>
 * </PopcornYouTube>
 * ```
 */
export function PopcornYouTube({ videoId, apiUrl, controls, start, title, tracks, plugins, ticker, sanitizeHtml, captions = true, onReady, children, className, ...divProps }: PopcornYouTubeProps) {
  const [holder, setHolder] = useState<HTMLDivElement | null>(null);
  const [player, setPlayer] = useState<YouTubePlayer | null>(null);
  useEffect(() => {
    if (!holder) return;
    const made = createYouTubePlayer(holder, { videoId, apiUrl, controls, start, title });
    setPlayer(made);
    return () => {
      setPlayer(null);
      made.destroy();
    };
  }, [holder, videoId, apiUrl, controls, start, title]);
  const pop = useMediaInstance(player, { tracks, plugins, ticker, sanitizeHtml }, "<PopcornYouTube>");
  const ready = useLatest(onReady);
  useEffect(() => {
    if (pop) ready.current?.(pop);
  }, [pop, ready]);
  return (
    <PopcornProvider popcorn={pop}>
      <div {...divProps} className={className ? `pk-youtube ${className}` : "pk-youtube"} ref={setHolder} />
      {captions && tracks !== undefined && tracks.length > 0 && <Captions />}
      {children}
    </PopcornProvider>
  );
}
