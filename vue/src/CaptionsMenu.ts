import { captionMenuChoices, captionsMenuMarkup } from "@popcorn-kit/core/plugins/captions";
import { computed, defineComponent } from "vue";
import { useCaptionState } from "./captionState.js";
import { renderMarkup } from "./renderMarkup.js";
import { useOutlet } from "./useOutlet.js";

/**
 * The captions menu: a labelled group of buttons, "Off" and one per language of the loaded subtitle tracks,
 * the one shown `aria-pressed="true"`. A click switches every `<Captions>` and `<Transcript>` of the instance
 * that names no `lang`. Nothing renders while no subtitle line is loaded.
 *
 * @example
 * <PopcornVideo src="/talk.webm" :tracks="[{ src: '/talk.en.vtt', lang: 'en' }, { src: '/talk.fr.vtt', lang: 'fr' }]">
 *   <CaptionsMenu />
 * </PopcornVideo>
 */
export const CaptionsMenu = /* @__PURE__ */ defineComponent({
  name: "CaptionsMenu",
  props: {
    /** The group's accessible name. @default "Captions" */
    label: String,
    /** The language the languages are named in; omitted: each in itself ("English", "Français"). */
    locale: String,
    /** The `<PopcornTarget>` to render into, instead of in place. */
    target: String,
  },
  setup(props) {
    const { events, shown, choose } = useCaptionState();
    const choices = computed(() => captionMenuChoices(events.value, { locale: props.locale }));
    const place = useOutlet(() => props.target);
    return () =>
      place([
        renderMarkup(captionsMenuMarkup({ choices: choices.value, shown: shown.value, choose, label: props.label })),
      ]);
  },
});
