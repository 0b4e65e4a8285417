"use client";
import type { MediaSnapshot, SubtitleEvent } from "@popcorn-kit/core";
import { captionLines, captionsMarkup, hasTimestamps } from "@popcorn-kit/core/plugins/captions";
import { type ReactNode, useCallback } from "react";
import { useCaptionState } from "./captionState.js";
import { TargetPortal } from "./PopcornTarget.js";
import { renderMarkup } from "./renderMarkup.js";
import { useMediaState } from "./useMediaState.js";

/** Props of `<Captions>`. */
export interface CaptionsProps {
  /**
   * Only the lines of this language (a track's `lang`). Omitted: the language chosen in a `<CaptionsMenu>`, or
   * by default the first language loaded when there are several, every subtitle line when there is one.
   */
  lang?: string;
  /** The `<PopcornTarget>` to render into, instead of in place. */
  target?: string;
}

const NO_LINES: readonly SubtitleEvent[] = Object.freeze([]);
const sameLines = (a: readonly SubtitleEvent[], b: readonly SubtitleEvent[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

/**
 * The captions of the loaded subtitle tracks: an `aria-live="polite"` region (`.pk-captions`) holding the lines
 * active now, placed by their WebVTT settings, styled by their cue text (italics, voices, ruby, classes) and, for
 * karaoke lines, marked word by word as time passes. `<PopcornVideo tracks>` renders one after the video unless
 * `captions={false}`; render your own to fix a language or an outlet, and a `<CaptionsMenu>` to let the viewer
 * choose. It re-renders when lines come and go, and on every frame only while a karaoke line is shown.
 *
 * @example
 * <PopcornVideo src="/talk.webm" tracks={[{ src: "/talk.en.vtt", lang: "en" }, { src: "/talk.fr.vtt", lang: "fr" }]} captions={false}>
 *   <Captions lang={lang} />
 * </PopcornVideo>
 */
export function Captions({ lang, target }: CaptionsProps): ReactNode {
  const { shown } = useCaptionState(lang);
  const select = useCallback(
    (snapshot: MediaSnapshot) => (shown.off ? NO_LINES : captionLines(snapshot.active, { lang: shown.lang })),
    [shown.off, shown.lang],
  );
  const lines = useMediaState(select, sameLines);
  const karaoke = hasTimestamps(lines);
  const time = useMediaState((snapshot) => (karaoke ? snapshot.currentTime : 0));
  const playing = useMediaState((snapshot) => !snapshot.paused);
  const region = renderMarkup(captionsMarkup({ lines, time, lang: shown.lang, playing }));
  return target === undefined ? region : <TargetPortal name={target}>{region}</TargetPortal>;
}
