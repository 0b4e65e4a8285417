import type { MediaSnapshot } from "@popcorn-kit/core";
import { currentLine, hasWordTimes, transcriptLines, transcriptMarkup } from "@popcorn-kit/core/plugins/transcript";
import { computed, defineComponent, ref } from "vue";
import { useCaptionState, useTrackEvents } from "./captionState.js";
import { renderMarkup } from "./renderMarkup.js";
import { useMediaState } from "./useMediaState.js";
import { useOutlet } from "./useOutlet.js";
import { usePopcorn } from "./usePopcorn.js";

/**
 * An interactive transcript of the loaded subtitle lines: a labelled region with a search field (lines that do
 * not hold the words are left out, matches marked, case and accents ignored), a "Follow" toggle and the lines as
 * buttons that seek to their start. The current line has `aria-current="true"` and stays in view while
 * following; scrolling the list stops following, "Follow" resumes it. Karaoke lines mark the word said now.
 *
 * @example
 * <PopcornVideo src="/talk.webm" :tracks="[{ src: '/talk.en.vtt', lang: 'en' }]">
 *   <Transcript target="sidebar" />
 * </PopcornVideo>
 */
export const Transcript = /* @__PURE__ */ defineComponent({
  name: "Transcript",
  props: {
    /** The type the track's lines were loaded as (`:tracks="[{ src, type }]"`). @default "subtitle" */
    track: String,
    /** Only the lines of this language; omitted: the language the captions show (see `<CaptionsMenu>`). */
    lang: String,
    /** The `<PopcornTarget>` to render into, instead of in place. */
    target: String,
    /** The region's accessible name. @default "Transcript" */
    label: String,
  },
  setup(props) {
    const popcorn = usePopcorn();
    const { shown } = useCaptionState(() => props.lang);
    const events = useTrackEvents(() => props.track ?? "subtitle");
    const query = ref("");
    const following = ref(true);
    const filter = computed(() => ({ lang: shown.value.lang, type: props.track ?? "subtitle" }));
    const lines = computed(() => transcriptLines(events.value, filter.value));
    const all = useMediaState((snapshot: MediaSnapshot) => snapshot.active);
    const current = computed(() => currentLine(all.value, filter.value));
    const time = useMediaState((snapshot: MediaSnapshot) => snapshot.currentTime);
    const place = useOutlet(() => props.target);
    const onQuery = (value: string) => void (query.value = value);
    const onFollow = (value: boolean) => void (following.value = value);
    return () => {
      const line = current.value;
      // Only a karaoke line reads the time, so only it re-renders on every frame.
      const now = hasWordTimes(line) ? time.value : null;
      return place([
        renderMarkup(
          transcriptMarkup({
            lines: lines.value,
            current: line,
            time: now,
            pop: popcorn.value ?? null,
            query: query.value,
            onQuery,
            following: following.value,
            onFollow,
            label: props.label,
            lang: shown.value.lang,
          }),
        ),
      ]);
    };
  },
});
