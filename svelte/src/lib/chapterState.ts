import type { MediaSnapshot } from "@popcorn-kit/core";
import { type ChapterEvent, currentChapter } from "@popcorn-kit/core/plugins/chapters";
import type { Readable } from "svelte/store";
import { mediaState } from "./mediaState.js";
import type { PopcornSource } from "./source.js";

/**
 * The current chapter (the active one that started last), or null, as a readable store that changes only when
 * the chapter does.
 *
 * @example
 * const chapter = chapterState(getPopcorn());
 * // {$chapter?.options.text ?? "No chapter"}
 */
export function chapterState(pop: PopcornSource): Readable<ChapterEvent | null> {
  return mediaState(pop, (snapshot: MediaSnapshot) => currentChapter(snapshot.active));
}
