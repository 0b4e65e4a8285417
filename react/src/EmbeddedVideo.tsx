"use client";
import type { HtmlSanitizer, Player, PluginDefinition, Popcorn, PopcornError, Ticker } from "@popcorn-kit/core";
import { createEmbeddedPlayer } from "@popcorn-kit/core/adapter";
import { type HTMLAttributes, type ReactElement, type ReactNode, cloneElement, useEffect, useState } from "react";
import { useExternalStore } from "./captionState.js";
import { MediaShell } from "./MediaShell.js";
import type { MediaTrack } from "./PopcornVideo.js";
import { renderMarkup } from "./renderMarkup.js";
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
 * @internal A provider's video in a box, driving its children: core's `createEmbeddedPlayer` makes the player after
 * mount (never on the server) and again when `playerKey` changes, holds its error state and destroys it on
 * unmount; this maps it to React (the box, the alert, the instance provided).
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
  const options = { key: playerKey, create, onError };
  const [embedded] = useState(() => createEmbeddedPlayer(options));
  // Before attaching, so that the player is made with this commit's `create`.
  useEffect(() => embedded.update(options));
  useEffect(() => (holder ? embedded.attach(holder) : undefined), [embedded, holder]);
  const { player, error, alert } = useExternalStore(embedded);
  const pop = useMediaInstance(player, { tracks, plugins, ticker, frameRate, sanitizeHtml, sanitizeFileHtml }, name);
  // Inside the box, over the frame: the provider's own nodes there are not React's, the alert is. The page's own
  // content goes in core's alert element, in place of its lines.
  const shown = alert && renderMarkup(alert);
  const media = (
    <div {...divProps} className={className ? `${box} ${className}` : box} ref={setHolder}>
      {error && renderError ? cloneElement(shown as ReactElement, undefined, renderError(error)) : shown}
    </div>
  );
  return (
    <MediaShell pop={pop} media={media} tracks={tracks} captions={captions} onReady={onReady}>
      {children}
    </MediaShell>
  );
}
