import type { MediaSnapshot } from "@popcorn-kit/core";
import { captionLines, captionsMarkup, hasTimestamps } from "@popcorn-kit/core/plugins/captions";
import { computed, defineComponent } from "vue";
import { renderMarkup } from "./renderMarkup.js";
import { useMediaState } from "./useMediaState.js";
import { useOutlet } from "./useOutlet.js";


/**
 * The captions of the loaded subtitle tracks: an `aria-live="polite"` region (`.pk-captions`) holding the lines
 * active now, placed by their WebVTT settings, styled by their cue text (italics, voices, ruby, classes) and, for
 * karaoke lines, marked word by word as time passes. `<PopcornVideo :tracks>` renders one after the video unless
 * `:captions="false"`; render your own to choose a language (`lang`) or an outlet (`target`). It re-renders when
 * lines come and go, and on every frame only while a karaoke line is shown.
 *
 * @example
 * <PopcornVideo src="/talk.webm" :tracks="[{ src: '/talk.en.vtt', lang: 'en' }, { src: '/talk.fr.vtt', lang: 'fr' }]" :captions="false">
 *   <Captions :lang="lang" />
 * </PopcornVideo>
 */
export const Captions = defineComponent({
  name: "Captions",
  props: {
    /** Only the lines of this language (a track's `lang`); every subtitle line when omitted. */
    lang: String,
    /** The `<PopcornTarget>` to render into, instead of in place. */
    target: String,
  },
  setup(props) {
    const all = useMediaState((snapshot: MediaSnapshot) => snapshot.active);
    const lines = computed(() => captionLines(all.value, { lang: props.lang }));
    const time = useMediaState((snapshot: MediaSnapshot) => snapshot.currentTime);
    const place = useOutlet(() => props.target);
    return () => {
      const shown = lines.value;
      // Only karaoke lines read the time, so only they re-render on every frame.
      const now = hasTimestamps(shown) ? time.value : 0;
      return place([renderMarkup(captionsMarkup({ lines: shown, time: now, lang: props.lang }))]);
    };
  },
});
