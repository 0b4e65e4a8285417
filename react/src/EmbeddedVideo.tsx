"use client";
import type { HtmlSanitizer, Player, PluginDefinition, Popcorn, PopcornError, Ticker } from "@popcorn-kit/core";
import { PLAYER_ERROR_TITLE, watchPlayerError } from "@popcorn-kit/core/adapter";
import { type HTMLAttributes, type ReactNode, useEffect, useState } from "react";
import { MediaShell } from "./MediaShell.js";
import type { MediaTrack } from "./PopcornVideo.js";
import { useLatest } from "./useLatest.js";
import { useMediaInstance } from "./usePopcornInstance.js";

/** Props shared by `<PopcornYouTube>` and `<PopcornVimeo>`: the instance's options, and every `<div>` prop for the frame's box. */
export interface EmbeddedVideoProps extends Omit<HTMLAttributes<HTMLDivElement>, "children" | "onError"> {
  /** Subtitle or data files for the video, as `<PopcornVideo tracks>`. */
  tracks?: readonly MediaTrack[];
  /** Plugins to register on the instance; ones added later register too. */
  plugins?: readonly PluginDefinition<any, any>[];
  /** Tick source; read once. @default "auto" */
  ticker?: "auto" | "manual" | Ticker;
  /** Frame rate for SMPTE timecodes; read once, when the instance is made. */
  frameRate?: number;
  /** Sanitizer for plugin `html` options; read once. @default DOMPurify */
  sanitizeHtml?: HtmlSanitizer;
  /** Sanitizer for the `html` options of events from files (`tracks`); read once. @default the strict `sanitizeFileHtml` */
  sanitizeFileHtml?: HtmlSanitizer;
  /** Show the captions of `tracks` after the video. @default true */
  captions?: boolean;
  /** Called with the instance once it exists (in the browser). */
  onReady?: (pop: Popcorn) => void;
  /**
   * Called once each time the player fails to load (its script, the embed or the video did not load: no network,
   * a missing or private video), with its `PopcornError`; the box then shows its error state. A call the provider
   * refuses once the video is shown (a rate, a password its frame asks for) is not such a failure: the instance's
   * `error` event tells of it. The latest handler is called.
   */
  onError?: (error: PopcornError) => void;
  /**
   * The content of the box's error state (a `<div class="pk-embed-error" role="alert">` over the box) when the
   * player fails: by default, "This video could not be shown." and the error's message. A new video clears it.
   */
  renderError?: (error: PopcornError) => ReactNode;
  /** Cues, outlets and controls, rendered after the video with the instance provided. */
  children?: ReactNode;
}

interface EmbeddedProps extends EmbeddedVideoProps {
  /** The box's class (`pk-youtube`). */
  box: string;
  /** The component, for warnings (`<PopcornYouTube>`). */
  name: string;
  /** Makes the provider's player inside the box (called after mount, with this render's options). */
  create: (holder: HTMLDivElement) => Player & { destroy(): void };
  /** What the player is made from (core's `youTubePlayerKey`...): a new key makes a new player. */
  playerKey: string;
}

/**
 * @internal A provider's video in a box, driving its children: the player made after mount (never on the
 * server), its instance provided, both destroyed on unmount or when `playerKey` changes. A failed player shows
 * the error state in the box until the next player.
 */
export function EmbeddedVideo({
  box,
  name,
  create,
  playerKey,
  tracks,
  plugins,
  ticker,
  frameRate,
  sanitizeHtml,
  sanitizeFileHtml,
  captions,
  onReady,
  onError,
  renderError,
  children,
  className,
  ...divProps
}: EmbeddedProps) {
  const [holder, setHolder] = useState<HTMLDivElement | null>(null);
  const [player, setPlayer] = useState<(Player & { destroy(): void }) | null>(null);
  const [error, setError] = useState<PopcornError | null>(null);
  const make = useLatest(create);
  const failed = useLatest(onError);
  // A new player for a new key only: `create` is new at every render, and read from the latest one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is what makes a new player
  useEffect(() => {
    if (!holder) return;
    const made = make.current(holder);
    setPlayer(made);
    const unwatch = watchPlayerError(made, (failure) => {
      setError(failure);
      failed.current?.(failure);
    });
    return () => {
      unwatch();
      setError(null);
      setPlayer(null);
      made.destroy();
    };
  }, [holder, playerKey, make, failed]);
  const pop = useMediaInstance(player, { tracks, plugins, ticker, frameRate, sanitizeHtml, sanitizeFileHtml }, name);
  // Inside the box, over the frame: the provider's own nodes there are not React's, the alert is.
  const media = (
    <div {...divProps} className={className ? `${box} ${className}` : box} ref={setHolder}>
      {error && (
        <div className="pk-embed-error" role="alert">
          {renderError ? (
            renderError(error)
          ) : (
            <>
              <p className="pk-embed-error__title">{PLAYER_ERROR_TITLE}</p>
              <p className="pk-embed-error__message">{error.message}</p>
            </>
          )}
        </div>
      )}
    </div>
  );
  return (
    <MediaShell pop={pop} media={media} tracks={tracks} captions={captions} onReady={onReady}>
      {children}
    </MediaShell>
  );
}
