import type { MediaSnapshot, SubtitleEvent } from "@popcorn-kit/core";
import { captionLines, captionsMarkup, hasTimestamps } from "@popcorn-kit/core/plugins/captions";
import { computed, defineComponent } from "vue";
import { useCaptionState } from "./captionState.js";
import { renderMarkup } from "./renderMarkup.js";
import { useMediaState } from "./useMediaState.js";
import { useOutlet } from "./useOutlet.js";

const NO_LINES: readonly SubtitleEvent[] = Object.freeze([]);

/**
 * The captions of the loaded subtitle tracks: an `aria-live="polite"` region (`.pk-captions`) holding the lines
 * active now, placed by their WebVTT settings, styled by their cue text (italics, voices, ruby, classes) and, for
 * karaoke lines, marked word by word as time passes. `<PopcornVideo :tracks>` renders one after the video unless
 * `:captions="false"`; render your own to fix a language (`lang`) or an outlet (`target`), and a
 * `<CaptionsMenu>` to let the viewer choose. It re-renders when lines come and go, and on every frame only while
 * a karaoke line is shown.
 *
 * @example
 * <PopcornVideo src="/talk.webm" :tracks="[{ src: '/talk.en.vtt', lang: 'en' }, { src: '/talk.fr.vtt', lang: 'fr' }]" :captions="false">
 *   <Captions :lang="lang" />
 * </PopcornVideo>
 */
export const Captions = /* @__PURE__ */ defineComponent({
  name: "Captions",
  props: {
    /**
     * Only the lines of this language (a track's `lang`). Omitted: the language chosen in a `<CaptionsMenu>`, or
     * by default the first language loaded when there are several, every subtitle line when there is one.
     */
    lang: String,
    /** The `<PopcornTarget>` to render into, instead of in place. */
    target: String,
  },
  setup(props) {
    const { shown } = useCaptionState(() => props.lang);
    const all = useMediaState((snapshot: MediaSnapshot) => snapshot.active);
    const lines = computed(() => (shown.value.off ? NO_LINES : captionLines(all.value, { lang: shown.value.lang })));
    const time = useMediaState((snapshot: MediaSnapshot) => snapshot.currentTime);
    const playing = useMediaState((snapshot: MediaSnapshot) => !snapshot.paused);
    const place = useOutlet(() => props.target);
    return () => {
      const current = lines.value;
      // Only karaoke lines read the time, so only they re-render on every frame.
      const now = hasTimestamps(current) ? time.value : 0;
      return place([
        renderMarkup(captionsMarkup({ lines: current, time: now, lang: shown.value.lang, playing: playing.value })),
      ]);
    };
  },
});
