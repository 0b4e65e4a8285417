import { createYouTubePlayer, youTubePlayerKey } from "@popcorn-kit/core/players/youtube";
import { type HTMLAttributes, defineComponent } from "vue";
import {
  type EmbeddedVideoSlots,
  embeddedVideoEmits,
  embeddedVideoProps,
  useEmbeddedVideo,
} from "./useEmbeddedVideo.js";

/**
 * A YouTube video driving the content below it, as `<PopcornVideo>` does: a `<div class="pk-youtube">` that
 * holds the video's frame (`createYouTubePlayer` from `@popcorn-kit/core/players/youtube`: the IFrame Player API,
 * loaded once per page, its time smoothed), then the default slot, with the instance provided. The player and
 * the instance are made after mount (never on the server) and destroyed on unmount or when `videoId` changes.
 * When the player fails to load (no network, a missing or private video), the box shows an alert saying what
 * failed (the `#error="{ error }"` slot replaces its content) and `@error` is emitted with the `PopcornError`.
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
    ...embeddedVideoProps,
  },
  emits: embeddedVideoEmits,
  slots: Object as EmbeddedVideoSlots,
  setup(props, context) {
    const options = () => ({
      videoId: props.videoId,
      apiUrl: props.apiUrl,
      controls: props.controls,
      start: props.start,
      title: props.title,
    });
    return useEmbeddedVideo(props, context, {
      box: "pk-youtube",
      name: "<PopcornYouTube>",
      playerKey: () => youTubePlayerKey(options()),
      create: (holder) => createYouTubePlayer(holder, options()),
    });
  },
});

/**
 * A YouTube video driving the content below it (see the component's documentation above). The div's attributes
 * are its props too, but `title` (the frame's) and `onError` (`@error`: the player's).
 */
export const PopcornYouTube = definition as typeof definition &
  (new (
    ...args: any[]
  ) => { $props: Omit<HTMLAttributes, "title" | "onError"> });
