import type { MediaSnapshot } from "@popcorn-kit/core";
import {
  type ChapterEvent,
  chaptersMarkup,
  createChapterList,
  currentChapter,
} from "@popcorn-kit/core/plugins/chapters";
import { type Ref, defineComponent } from "vue";
import { useExternalStore } from "./captionState.js";
import { renderMarkup } from "./renderMarkup.js";
import { useMediaState } from "./useMediaState.js";
import { useOutlet } from "./useOutlet.js";
import { usePopcorn } from "./usePopcorn.js";

/** The current chapter (the active one that started last), or null; changes only when the chapter does. */
export function useChapter(): Readonly<Ref<ChapterEvent | null>> {
  return useMediaState((snapshot: MediaSnapshot) => currentChapter(snapshot.active));
}

/**
 * The chapter list: every `chapter` event (a chapters WebVTT file loaded with `type: "chapter"`, or chapters
 * added), as buttons that seek to their start; the current chapter has `aria-current="true"`. Register the
 * plugin: `<PopcornVideo :plugins="[chapter]" :tracks="[{ src: '/chapters.vtt', type: 'chapter' }]">`.
 *
 * @example
 * <Chapters target="sidebar" />
 */
export const Chapters = /* @__PURE__ */ defineComponent({
  name: "Chapters",
  props: {
    /** The list's accessible name. @default "Chapters" */
    label: String,
    /** The `<PopcornTarget>` to render into, instead of in place. */
    target: String,
  },
  setup(props) {
    const popcorn = usePopcorn();
    const chapters = useExternalStore(() => createChapterList(popcorn.value));
    const current = useChapter();
    const place = useOutlet(() => props.target);
    return () =>
      place([
        renderMarkup(
          chaptersMarkup({
            chapters: chapters.value,
            current: current.value,
            pop: popcorn.value ?? null,
            label: props.label,
          }),
        ),
      ]);
  },
});
