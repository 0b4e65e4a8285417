"use client";
import type { HtmlSanitizer, PluginDefinition, Popcorn, Ticker, TrackSpec } from "@popcorn-kit/core";
import { attachMediaSource, mediaElementProps } from "@popcorn-kit/core/adapter";
import type { HlsPlayerOptions } from "@popcorn-kit/core/players/hls";
import {
  type AudioHTMLAttributes,
  type ForwardedRef,
  type ReactNode,
  type VideoHTMLAttributes,
  createElement,
  forwardRef,
  useCallback,
  useEffect,
  useState,
} from "react";
import { MediaShell } from "./MediaShell.js";
import { useLatest } from "./useLatest.js";
import { useMediaInstance } from "./usePopcornInstance.js";

/** A subtitle or data file to load as track events (core's `TrackSpec`). */
export type MediaTrack = TrackSpec;

/** What `<PopcornVideo>` and `<PopcornAudio>` add to their element's props. */
export interface PopcornMediaProps {
  /**
   * Subtitle or data files, loaded after mount; when the list changes (by content) the old ones' events go
   * and the new ones load, and on unmount they go too. Each
   * `src` is `{ url }`, `{ text }`, a `Blob`, or a string whose form tells; an unsafe URL (`javascript:`,
   * `data:`...) throws a `PopcornError` while rendering, as a refused `src` or `poster` does.
   */
  tracks?: readonly MediaTrack[];
  /** Plugins to register on the instance (besides the built-in `cue` and `subtitle`); ones added later register too. */
  plugins?: readonly PluginDefinition<any, any>[];
  /** Tick source; read once, when the instance is made. @default "auto" (one tick per presented frame) */
  ticker?: "auto" | "manual" | Ticker;
  /** Frame rate for SMPTE timecodes; read once, when the instance is made. */
  frameRate?: number;
  /** Sanitizer for the `html` options of plugin components; read once, when the instance is made. @default DOMPurify */
  sanitizeHtml?: HtmlSanitizer;
  /**
   * Sanitizer for the `html` options of events from files (`tracks`, shown by `<TrackEventViews>`); read once.
   * @default the strict `sanitizeFileHtml` (no forms, `style`, `class`, or images from another origin)
   */
  sanitizeFileHtml?: HtmlSanitizer;
  /**
   * Show the captions of `tracks`: a `<Captions>` region right after the media element. Turn it off to render
   * your own (another language, an outlet). @default true
   */
  captions?: boolean;
  /** Called with the instance once it exists (after mount, in the browser only). */
  onReady?: (pop: Popcorn) => void;
  /**
   * For an HLS `src` (`.m3u8`): the `Hls` class to use and hls.js's configuration, read when the stream attaches.
   * Such a `src` is not rendered on the element: after mount, hls.js plays it (imported then), or the browser
   * itself where only it plays HLS; see `createHlsPlayer`. @default {}
   */
  hls?: HlsPlayerOptions;
  /** Cues, outlets and controls: rendered after the media element, as its siblings, with the instance provided. */
  children?: ReactNode;
}

/** Props of `<PopcornVideo>`: every `<video>` prop plus `PopcornMediaProps`. */
export type PopcornVideoProps = Omit<VideoHTMLAttributes<HTMLVideoElement>, "children"> & PopcornMediaProps;
/** Props of `<PopcornAudio>`: every `<audio>` prop plus `PopcornMediaProps`. */
export type PopcornAudioProps = Omit<AudioHTMLAttributes<HTMLAudioElement>, "children"> & PopcornMediaProps;

/**
 * A `<video>` driving the content below it: renders the element (the ref reaches it), then its children as
 * siblings (no wrapper: the layout stays yours), creates the instance once the element exists, provides it,
 * loads `tracks` (and shows their captions, see `captions`), and destroys the instance on unmount. On the server and while hydrating the instance is
 * `null` and every cue is inactive. An HLS `src` (`.m3u8`) plays through hls.js after mount (see `hls`).
 * `src` must be an http(s), relative or `blob:` URL and `poster` may also be `data:image/*`: another scheme
 * throws a `PopcornError` (`INVALID_OPTION`) while rendering, on the server too.
 *
 * @example
 * ```tsx
 * <PopcornVideo src="/media/clip.webm" controls muted tracks={[{ src: "/media/sample.vtt" }]}>
 *   <Cue start={2} end={5}><p>Two to five seconds</p></Cue>
 * </PopcornVideo>
 * ```
 */
export const PopcornVideo = forwardRef(function PopcornVideo(
  props: PopcornVideoProps,
  ref: ForwardedRef<HTMLVideoElement>,
) {
  return usePopcornMedia("video", props, ref);
});

/**
 * `<PopcornVideo>` for sound only: an `<audio>` element driving the content below it.
 *
 * @example
 * ```tsx
 * <PopcornAudio src="/media/tone.ogg" controls>
 *   <Cue start={1} end={3}>A tone is playing</Cue>
 * </PopcornAudio>
 * ```
 */
export const PopcornAudio = forwardRef(function PopcornAudio(
  props: PopcornAudioProps,
  ref: ForwardedRef<HTMLAudioElement>,
) {
  return usePopcornMedia("audio", props, ref);
});

function usePopcornMedia<E extends HTMLMediaElement>(
  tag: "video" | "audio",
  {
    tracks,
    plugins,
    ticker,
    frameRate,
    sanitizeHtml,
    sanitizeFileHtml,
    captions,
    onReady,
    hls,
    children,
    ...elementProps
  }: PopcornMediaProps & { src?: string; poster?: string },
  ref: ForwardedRef<E>,
) {
  const [element, setElement] = useState<E | null>(null);
  const setRefs = useCallback(
    (node: E | null) => {
      setElement(node);
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const caller = tag === "video" ? "<PopcornVideo>" : "<PopcornAudio>";
  const pop = useMediaInstance(element, { tracks, plugins, ticker, frameRate, sanitizeHtml, sanitizeFileHtml }, caller);
  // An HLS src attaches once the element exists, again for a new src (the previous one goes first); `hls` is read
  // then, so an inline object does not re-attach at every render.
  const hlsOptions = useLatest(hls);
  const { src } = elementProps;
  useEffect(
    () => (element ? attachMediaSource(element, src, hlsOptions.current) : undefined),
    [element, src, hlsOptions],
  );
  const media = createElement(tag, { ...mediaElementProps(caller, elementProps, tracks), ref: setRefs });
  return (
    <MediaShell pop={pop} media={media} tracks={tracks} captions={captions} onReady={onReady}>
      {children}
    </MediaShell>
  );
}
