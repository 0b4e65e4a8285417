"use client";
import type { MediaSnapshot } from "@popcorn-kit/core";
import { currentLine, hasWordTimes, transcriptLines, transcriptMarkup } from "@popcorn-kit/core/plugins/transcript";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useCaptionState, useTrackEvents } from "./captionState.js";
import { TargetPortal } from "./PopcornTarget.js";
import { renderMarkup } from "./renderMarkup.js";
import { useMediaState } from "./useMediaState.js";
import { usePopcorn } from "./usePopcorn.js";

/** Props of `<Transcript>`. */
export interface TranscriptProps {
  /** The type the track's lines were loaded as (`tracks={[{ src, type }]}`). @default "subtitle" */
  track?: string;
  /** Only the lines of this language; omitted: the language the captions show (see `<CaptionsMenu>`). */
  lang?: string;
  /** The `<PopcornTarget>` to render into, instead of in place. */
  target?: string;
  /** The region's accessible name. @default "Transcript" */
  label?: string;
}

/**
 * An interactive transcript of the loaded subtitle lines: a labelled region with a search field (lines that do
 * not hold the words are left out, matches marked, case and accents ignored), a "Follow" toggle and the lines as
 * buttons that seek to their start. The current line has `aria-current="true"` and stays in view while
 * following; scrolling the list stops following, "Follow" resumes it. Karaoke lines mark the word said now.
 *
 * @example
 * <PopcornVideo src="/talk.webm" tracks={[{ src: "/talk.en.vtt", lang: "en" }]}>
 *   <Transcript target="sidebar" />
 * </PopcornVideo>
 */
export function Transcript({ track = "subtitle", lang, target, label }: TranscriptProps): ReactNode {
  const pop = usePopcorn();
  const { shown } = useCaptionState(lang);
  const events = useTrackEvents(track);
  const [query, setQuery] = useState("");
  const [following, setFollowing] = useState(true);
  const filter = useMemo(() => ({ lang: shown.lang, type: track }), [shown.lang, track]);
  const lines = useMemo(() => transcriptLines(events, filter), [events, filter]);
  const select = useCallback((snapshot: MediaSnapshot) => currentLine(snapshot.active, filter), [filter]);
  const current = useMediaState(select);
  // Only a karaoke line reads the time, so only it re-renders on every frame.
  const karaoke = hasWordTimes(current);
  const time = useMediaState((snapshot) => (karaoke ? snapshot.currentTime : 0));
  const region = renderMarkup(
    transcriptMarkup({
      lines,
      current,
      time: karaoke ? time : null,
      pop,
      query,
      onQuery: setQuery,
      following,
      onFollow: setFollowing,
      label,
      lang: shown.lang,
    }),
  );
  return target === undefined ? region : <TargetPortal name={target}>{region}</TargetPortal>;
}
