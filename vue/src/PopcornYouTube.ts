import type { HtmlSanitizer, PluginDefinition, Popcorn, Ticker } from "@popcorn-kit/core";
import { type YouTubePlayer, createYouTubePlayer } from "@popcorn-kit/core/players/youtube";
import { type HTMLAttributes, type PropType, type SlotsType, type VNodeChild, defineComponent, h, shallowRef, watch } from "vue";
import { Captions } from "./Captions.js";
import { providePopcorn } from "./providePopcorn.js";
import { type PopcornTrack, useMediaInstance } from "./usePopcornInstance.js";
import { watchMounted } from "./watchMounted.js";

/**
 * A YouTube video driving the content below it, as `<PopcornVideo>` does: a `<div class="pk-youtube">` that
 * holds the video's frame (`createYouTubePlayer` from `@popcorn-kit/core/players/youtube`: the IFrame Player API,
 * loaded once per page, its time smoothed), then the default slot, with the instance provided. The player and
 * the instance are made after mount (never on the server) and destroyed on unmount or when `videoId` changes.
 * Other attributes go to the div.
 *
 * @example
 * ```vue
 * <PopcornYouTube video-id="M7lc1UVf-VE" style="width: 640px">
 *   <Cue :start="12" :end="20"><p>Twelve to twenty seconds</p></Cue>
 * </PopcornYouTube>
 * ```
 */
const definition = /* @__PURE__ */ defineComponent({
  name: "PopcornYouTube",
  inheritAttrs: false,
  props: {
    /** The video's id (the `v` of a watch URL). A new id makes a new player. */
    videoId: { type: String, required: true },
    /** Where the IFrame Player API's script loads from, once per page. */
    apiUrl: String,
    /** Show YouTube's controls in the frame. @default true */
    controls: { type: Boolean, default: true },
    /** Where playback starts, in seconds. */
    start: Number,
    /** The frame's title, for screen readers. */
    title: String,
    /** Subtitle or data files for the video, as `<PopcornVideo :tracks>`. */
    tracks: Array as PropType<readonly PopcornTrack[]>,
    /** Plugins to register on the instance; ones added later register too. */
    plugins: Array as PropType<readonly PluginDefinition<any, any>[]>,
    /** Where frame ticks come from while playing. Read once. @default "auto" */
    ticker: [String, Object] as PropType<"auto" | "manual" | Ticker>,
    /** Sanitizer for plugin `html` options. Read once. @default DOMPurify */
    sanitizeHtml: Function as PropType<HtmlSanitizer>,
    /** Show the captions of `tracks` after the video. @default true */
    captions: { type: Boolean, default: true },
  },
  emits: {
    /** `@ready`: the instance, once it exists (in the browser). */
    ready: (_popcorn: Popcorn) => true,
  },
  slots: Object as SlotsType<{ default?: () => VNodeChild }>,
  setup(props, { attrs, slots, emit }) {
    const holder = shallowRef<HTMLDivElement>();
    const player = shallowRef<YouTubePlayer | null>(null);
    watchMounted(
      () => [holder.value, props.videoId, props.apiUrl, props.controls, props.start, props.title] as const,
      ([element, videoId, apiUrl, controls, start, title]) => {
        if (!element) return;
        const made = createYouTubePlayer(element, { videoId, apiUrl, controls, start, title });
        player.value = made;
        return () => {
          player.value = null;
          made.destroy();
        };
      },
    );
    const popcorn = useMediaInstance(player, () => ({ tracks: props.tracks, plugins: props.plugins, ticker: props.ticker, sanitizeHtml: props.sanitizeHtml }), "<PopcornYouTube>");
    providePopcorn(popcorn);
    watch(popcorn, (pop) => pop && emit("ready", pop));
    return () => [
      h("div", { ...attrs, class: ["pk-youtube", attrs.class], ref: holder }),
      props.captions && props.tracks && props.tracks.length > 0 ? h(Captions) : null,
      slots.default?.(),
    ];
  },
});

/** A YouTube video driving the content below it (see the component's documentation above). */
export const PopcornYouTube = definition as typeof definition & (new (...args: any[]) => { $props: Omit<HTMLAttributes, "title"> });
