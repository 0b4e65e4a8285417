"use client";
import type { MediaSnapshot, SubtitleEvent } from "@popcorn-kit/core";
import { captionLines, captionsMarkup, hasTimestamps } from "@popcorn-kit/core/plugins/captions";
import { type ReactNode, useCallback } from "react";
import { TargetPortal } from "./PopcornTarget.js";
import { renderMarkup } from "./renderMarkup.js";
import { useMediaState } from "./useMediaState.js";

/** Props of `<Captions>`. */
export interface CaptionsProps {
  /** Only the lines of this language (a track's `lang`); every subtitle line when omitted. */
  lang?: string;
  /** The `<PopcornTarget>` to render into, instead of in place. */
  target?: string;
}

const sameLines = (a: readonly SubtitleEvent[], b: readonly SubtitleEvent[]) => a.length === b.length && a.every((line, i) => line === b[i]);

/**
 * The captions of the loaded subtitle tracks: an `aria-live="polite"` region (`.pk-captions`) holding the lines
 * active now, placed by their WebVTT settings, styled by their cue text (italics, voices, ruby, classes) and, for
 * karaoke lines, marked word by word as time passes. `<PopcornVideo tracks>` renders one after the video unless
 * `captions={false}`; render your own to choose a language or an outlet. It re-renders when lines come and go,
 * and on every frame only while a karaoke line is shown.
 *
 * @example
 * <PopcornVideo src="/talk.webm" tracks={[{ src: "/talk.en.vtt", lang: "en" }, { src: "/talk.fr.vtt", lang: "fr" }]} captions={false}>
 *   <Captions lang={lang} />
 * </PopcornVideo>
 */
export function Captions({ lang, target }: CaptionsProps): ReactNode {
  const select = useCallback((snapshot: MediaSnapshot) => captionLines(snapshot.active, { lang }), [lang]);
  const lines = useMediaState(select, sameLines);
  const karaoke = hasTimestamps(lines);
  const time = useMediaState((snapshot) => (karaoke ? snapshot.currentTime : 0));
  const region = renderMarkup(captionsMarkup({ lines, time, lang }));
  return target === undefined ? region : <TargetPortal name={target}>{region}</TargetPortal>;
}
