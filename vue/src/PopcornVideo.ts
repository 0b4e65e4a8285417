import type { HtmlSanitizer, PluginDefinition, Popcorn, Ticker } from "@popcorn-kit/core";
import { attachMediaSource, mediaElementProps, showsCaptions } from "@popcorn-kit/core/adapter";
import type { HlsPlayerOptions } from "@popcorn-kit/core/players/hls";
import {
  type AudioHTMLAttributes,
  type PropType,
  type SlotsType,
  type VNodeChild,
  type VideoHTMLAttributes,
  defineComponent,
  h,
  shallowRef,
  watch,
} from "vue";
import { Captions } from "./Captions.js";
import { providePopcorn } from "./providePopcorn.js";
import { type PopcornTrack, useMediaInstance } from "./usePopcornInstance.js";

const mediaProps = {
  /**
   * The media URL: http(s), relative or `blob:` (another scheme throws a `PopcornError` while rendering). An HLS
   * playlist (`.m3u8`) is not rendered on the element: after mount, hls.js plays it (see `hls`).
   */
  src: String,
  /**
   * For an HLS `src`: the `Hls` class to use and hls.js's configuration, read when the stream attaches (see
   * `createHlsPlayer`). @default {}
   */
  hls: Object as PropType<HlsPlayerOptions>,
  /**
   * Subtitle or data tracks loaded onto the timeline: `[{ src: "/media/captions.vtt" }]`, `{ src: { text } }`,
   * `{ src: { url } }`. An unsafe URL throws a `PopcornError` while rendering.
   */
  tracks: Array as PropType<readonly PopcornTrack[]>,
  /** Plugins to register on the instance, besides the built-in `cue` and `subtitle`; ones added later register too. */
  plugins: Array as PropType<readonly PluginDefinition<any, any>[]>,
  /** Where frame ticks come from while playing (see `PopcornOptions.ticker`). Read once. @default "auto" */
  ticker: [String, Object] as PropType<"auto" | "manual" | Ticker>,
  /** Frame rate for SMPTE timecodes. Read once. */
  frameRate: Number,
  /** Sanitizer for the `html` options of plugin components. Read once. @default DOMPurify */
  sanitizeHtml: Function as PropType<HtmlSanitizer>,
  /**
   * Sanitizer for the `html` options of events from files (`tracks`, shown by `<TrackEventViews>`). Read once.
   * @default the strict `sanitizeFileHtml` (no forms, `style`, `class`, or images from another origin)
   */
  sanitizeFileHtml: Function as PropType<HtmlSanitizer>,
  /**
   * Show the captions of `tracks`: a `<Captions>` region right after the media element. Turn it off to render
   * your own (another language, an outlet). @default true
   */
  captions: { type: Boolean, default: true },
};

/**
 * A media component whose other attributes are typed as its element's (`controls`, `muted`, `poster`,
 * `width`...): they pass through to the element, so templates under `strictTemplates` accept them.
 */
type WithElementAttributes<C, A> = C & (new (...args: any[]) => { $props: A });

// <PopcornVideo> and <PopcornAudio> differ only in their element.
function defineMediaComponent(tag: "video" | "audio", name: string) {
  return defineComponent({
    name,
    inheritAttrs: false,
    props: mediaProps,
    emits: {
      /** `@ready`: the instance, once it exists (after mount, in the browser only). */
      ready: (_popcorn: Popcorn) => true,
    },
    slots: Object as SlotsType<{ default?: () => VNodeChild }>,
    setup(props, { attrs, slots, emit }) {
      const element = shallowRef<HTMLMediaElement>();
      const component = `<${name}>`;
      const popcorn = useMediaInstance(
        element,
        () => ({
          tracks: props.tracks,
          plugins: props.plugins,
          ticker: props.ticker,
          frameRate: props.frameRate,
          sanitizeHtml: props.sanitizeHtml,
          sanitizeFileHtml: props.sanitizeFileHtml,
        }),
        component,
      );
      providePopcorn(popcorn);
      watch(popcorn, (pop) => pop && emit("ready", pop));
      // An HLS src attaches once the element exists, again for a new src (the previous one goes first); `hls` is
      // read then, so an inline object does not re-attach at every render.
      watch(
        [element, () => props.src],
        ([media, src], _previous, onCleanup) => {
          if (media) onCleanup(attachMediaSource(media, src, props.hls));
        },
        { immediate: true },
      );
      return () => [
        h(tag, { ...mediaElementProps(component, { src: props.src, ...attrs }, props.tracks), ref: element }),
        showsCaptions(props.captions, props.tracks) ? h(Captions) : null,
        slots.default?.(),
      ];
    },
  });
}

/**
 * Renders a `<video>` (every other attribute, such as `controls`, `muted` or `poster`, goes to it), creates a
 * Popcorn instance over it once mounted, provides it to the default slot's components, emits `ready` with it,
 * loads `tracks`, and destroys the instance on unmount. The slot renders after the video; on the server and while hydrating the
 * instance is `null` and cues are inactive. A `src`, `poster` or track URL of an unsafe scheme (`javascript:`,
 * `data:text/html`...) throws a `PopcornError` (`INVALID_OPTION`) while rendering, on the server too.
 *
 * @example
 * <PopcornVideo src="/media/clip.webm" :tracks="[{ src: '/media/sample.vtt' }]" controls muted>
 *   <Cue :start="2" :end="5">Shown from 2 s to 5 s</Cue>
 * </PopcornVideo>
 */
export const PopcornVideo = /* @__PURE__ */ defineMediaComponent("video", "PopcornVideo") as WithElementAttributes<
  ReturnType<typeof defineMediaComponent>,
  Omit<VideoHTMLAttributes, "src">
>;

/**
 * `<PopcornVideo>` for sound: renders an `<audio>` element, with the same props and slot.
 *
 * @example
 * <PopcornAudio src="/media/tone.ogg" controls>
 *   <Cue :start="1" :end="3">One to three seconds in</Cue>
 * </PopcornAudio>
 */
export const PopcornAudio = /* @__PURE__ */ defineMediaComponent("audio", "PopcornAudio") as WithElementAttributes<
  ReturnType<typeof defineMediaComponent>,
  Omit<AudioHTMLAttributes, "src">
>;
