"use client";
import type { TrackEventView } from "@popcorn-kit/core";
import {
  type ChapterEvent,
  chaptersMarkup,
  createChapterList,
  currentChapter,
} from "@popcorn-kit/core/plugins/chapters";
import { type ReactNode, useMemo } from "react";
import { useExternalStore } from "./captionState.js";
import { TargetPortal } from "./PopcornTarget.js";
import { renderMarkup } from "./renderMarkup.js";
import { useMediaState } from "./useMediaState.js";
import { usePopcorn } from "./usePopcorn.js";

/** Props of `<Chapters>`. */
export interface ChaptersProps {
  /** The list's accessible name. @default "Chapters" */
  label?: string;
  /** The `<PopcornTarget>` to render into, instead of in place. */
  target?: string;
}

/**
 * The chapter list: every `chapter` event (a chapters WebVTT file loaded with `type: "chapter"`, or chapters
 * added), as buttons that seek to their start; the current chapter has `aria-current="true"`. Register the
 * plugin: `<PopcornVideo plugins={[chapter]} tracks={[{ src: "/chapters.vtt", type: "chapter" }]}>`.
 *
 * @example
 * <Chapters target="sidebar" />
 */
export function Chapters({ label, target }: ChaptersProps): ReactNode {
  const pop = usePopcorn();
  const chapters = useExternalStore(useMemo(() => createChapterList(pop), [pop]));
  const current = useChapter();
  const nav = renderMarkup(chaptersMarkup({ chapters, current, pop, label }));
  return target === undefined ? nav : <TargetPortal name={target}>{nav}</TargetPortal>;
}

const selectChapter = (snapshot: { active: readonly TrackEventView[] }) => currentChapter(snapshot.active);

/** The current chapter (the active one that started last), or null; re-renders only when it changes. */
export function useChapter(): ChapterEvent | null {
  return useMediaState(selectChapter);
}
