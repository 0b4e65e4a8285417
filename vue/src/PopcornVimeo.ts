import {
  type VimeoEmbedOptions,
  type VimeoPlayerClass,
  createVimeoPlayer,
  vimeoPlayerKey,
} from "@popcorn-kit/core/players/vimeo";
import { type HTMLAttributes, type PropType, defineComponent } from "vue";
import {
  type EmbeddedVideoSlots,
  embeddedVideoEmits,
  embeddedVideoProps,
  useEmbeddedVideo,
} from "./useEmbeddedVideo.js";

/**
 * A Vimeo video driving the content below it, as `<PopcornVideo>` does: a `<div class="pk-vimeo">` that holds the
 * video's frame (`createVimeoPlayer` from `@popcorn-kit/core/players/vimeo`: `@vimeo/player`, imported when the
 * first player is made unless its class is passed as `Player`, its time smoothed), then the default slot, with
 * the instance provided. The player and the instance are made after mount (never on the server) and destroyed on
 * unmount or when the video, `controls`, `start` or `embed` change. Give `video-id` or `url`, one of them: a bad
 * one, or both, throws a `PopcornError` while rendering. When the player fails to load (no network, a missing or
 * private video), the box shows an alert saying what failed (the `#error="{ error }"` slot replaces its content)
 * and `@error` is emitted with the `PopcornError`. Other attributes go to the div.
 *
 * @example
 * ```vue
 * <PopcornVimeo video-id="76979871" style="width: 640px">
 *   <Cue :start="12" :end="20"><p>Twelve to twenty seconds</p></Cue>
 * </PopcornVimeo>
 * ```
 */
const definition = /* @__PURE__ */ defineComponent({
  name: "PopcornVimeo",
  inheritAttrs: false,
  props: {
    /** The video's id (the digits of its vimeo.com address). A new id makes a new player. */
    videoId: [String, Number],
    /** The video's address, `https://vimeo.com/...` (unlisted videos need it, with their `h`), instead of `videoId`. */
    url: String,
    /** `@vimeo/player`'s `Player` class, read when a player is made. @default imported when the first player is made */
    Player: Function as PropType<VimeoPlayerClass>,
    /** Show Vimeo's controls in the frame. @default true */
    controls: { type: Boolean, default: true },
    /** Where playback starts, in seconds. */
    start: Number,
    /** Other embed options for Vimeo (`dnt`, `autopause`, `color`, ...), compared by content. */
    embed: Object as PropType<VimeoEmbedOptions>,
    ...embeddedVideoProps,
  },
  emits: embeddedVideoEmits,
  slots: Object as EmbeddedVideoSlots,
  setup(props, context) {
    const options = () => ({
      videoId: props.videoId,
      url: props.url,
      controls: props.controls,
      start: props.start,
      embed: props.embed,
    });
    return useEmbeddedVideo(props, context, {
      box: "pk-vimeo",
      name: "<PopcornVimeo>",
      playerKey: () => vimeoPlayerKey(options()),
      create: (holder) => createVimeoPlayer(holder, { ...options(), Player: props.Player }),
    });
  },
});

/**
 * A Vimeo video driving the content below it (see the component's documentation above). The div's attributes are
 * its props too, but `onError` (`@error`: the player's).
 */
export const PopcornVimeo = definition as typeof definition &
  (new (
    ...args: any[]
  ) => { $props: Omit<HTMLAttributes, "onError"> });
