"use client";
import type { Popcorn, TrackSpec } from "@popcorn-kit/core";
import { showsCaptions } from "@popcorn-kit/core/adapter";
import { type ReactNode, useEffect } from "react";
import { Captions } from "./Captions.js";
import { PopcornProvider } from "./PopcornProvider.js";
import { useLatest } from "./useLatest.js";

interface MediaShellProps {
  pop: Popcorn | null;
  /** The media: an element, or a provider's box. */
  media: ReactNode;
  tracks: readonly TrackSpec[] | undefined;
  captions: boolean | undefined;
  onReady: ((pop: Popcorn) => void) | undefined;
  children: ReactNode;
}

/**
 * @internal What every media component renders (`<PopcornVideo>`, `<PopcornAudio>`, `<PopcornYouTube>`,
 * `<PopcornVimeo>`): the media, the captions of `tracks`, then the children, with the instance provided and
 * reported to `onReady` once it exists.
 */
export function MediaShell({ pop, media, tracks, captions, onReady, children }: MediaShellProps) {
  const ready = useLatest(onReady);
  useEffect(() => {
    if (pop) ready.current?.(pop);
  }, [pop, ready]);
  return (
    <PopcornProvider popcorn={pop}>
      {media}
      {showsCaptions(captions, tracks) && <Captions />}
      {children}
    </PopcornProvider>
  );
}
