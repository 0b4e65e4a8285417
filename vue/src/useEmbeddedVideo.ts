import type { HtmlSanitizer, Player, PluginDefinition, Popcorn, PopcornError, Ticker } from "@popcorn-kit/core";
import { createEmbeddedPlayer, showsCaptions } from "@popcorn-kit/core/adapter";
import { type PropType, type SetupContext, type SlotsType, type VNodeChild, computed, h, shallowRef, watch } from "vue";
import { Captions } from "./Captions.js";
import { useExternalStore } from "./captionState.js";
import { providePopcorn } from "./providePopcorn.js";
import { renderMarkup } from "./renderMarkup.js";
import { type PopcornTrack, useMediaInstance } from "./usePopcornInstance.js";
import { watchMounted } from "./watchMounted.js";

/** @internal The props shared by `<PopcornYouTube>` and `<PopcornVimeo>`: the instance's options. */
export const embeddedVideoProps = {
  /** Subtitle or data files for the video, as `<PopcornVideo :tracks>`. */
  tracks: Array as PropType<readonly PopcornTrack[]>,
  /** Plugins to register on the instance; ones added later register too. */
  plugins: Array as PropType<readonly PluginDefinition<any, any>[]>,
  /** Where frame ticks come from while playing. Read once. @default "auto" */
  ticker: [String, Object] as PropType<"auto" | "manual" | Ticker>,
  /** Frame rate for SMPTE timecodes. Read once. */
  frameRate: Number,
  /** Sanitizer for plugin `html` options. Read once. @default DOMPurify */
  sanitizeHtml: Function as PropType<HtmlSanitizer>,
  /** Sanitizer for the `html` options of events from files (`tracks`). Read once. @default the strict `sanitizeFileHtml` */
  sanitizeFileHtml: Function as PropType<HtmlSanitizer>,
  /** Show the captions of `tracks` after the video. @default true */
  captions: { type: Boolean, default: true },
} as const;

/** @internal The events and slots of `<PopcornYouTube>` and `<PopcornVimeo>`. */
export const embeddedVideoEmits = {
  /** `@ready`: the instance, once it exists (in the browser). */
  ready: (_popcorn: Popcorn) => true,
  /**
   * `@error`: the player's `PopcornError`, once each time it fails to load (its script, the embed or the video did
   * not load: no network, a missing or private video); the box then shows its error state. A call the provider
   * refuses once the video is shown (a rate, a password its frame asks for) is not such a failure: the instance's
   * `error` event tells of it.
   */
  error: (_error: PopcornError) => true,
};
/**
 * @internal The default slot (the content the video drives), and `#error="{ error }"`: the content of the box's
 * error state (a `<div class="pk-embed-error" role="alert">` over the box) when the player fails, by default
 * "This video could not be shown." and the error's message. A new video clears it.
 */
export type EmbeddedVideoSlots = SlotsType<{
  default?: () => VNodeChild;
  error?: (props: { error: PopcornError }) => VNodeChild;
}>;

interface EmbeddedVideoProps {
  readonly tracks?: readonly PopcornTrack[];
  readonly plugins?: readonly PluginDefinition<any, any>[];
  readonly ticker?: "auto" | "manual" | Ticker;
  readonly frameRate?: number;
  readonly sanitizeHtml?: HtmlSanitizer;
  readonly sanitizeFileHtml?: HtmlSanitizer;
  readonly captions: boolean;
}

interface Embed {
  /** The box's class (`pk-youtube`). */
  box: string;
  /** The component, for warnings (`<PopcornYouTube>`). */
  name: string;
  /** What the player is made from (core's `youTubePlayerKey`...): a new key makes a new player. Read while rendering, so that a bad video throws there. */
  playerKey: () => string;
  /** Makes the provider's player inside the box (in the browser, after mount). */
  create: (holder: HTMLDivElement) => Player & { destroy(): void };
}

/**
 * @internal The setup of a provider's video in a box, driving the default slot: core's `createEmbeddedPlayer` makes
 * the player after mount (never on the server) and again when the player's key changes, holds its error state and
 * destroys it when the scope ends; this maps it to Vue (the box, the alert, the instance provided). Returns the
 * render function.
 */
export function useEmbeddedVideo(
  props: EmbeddedVideoProps,
  { attrs, slots, emit }: SetupContext<typeof embeddedVideoEmits, EmbeddedVideoSlots>,
  { box, name, playerKey, create }: Embed,
): () => VNodeChild {
  const holder = shallowRef<HTMLDivElement>();
  // A computed string: a prop that changes without changing the key (an inline `embed` object) keeps the player.
  const key = computed(playerKey);
  const onError = (failure: PopcornError) => emit("error", failure);
  const embedded = createEmbeddedPlayer({ create, onError });
  // Before attaching (watchers start in this order once mounted): the first key is the first player's.
  watchMounted(key, (value) => embedded.update({ key: value, create, onError }));
  watchMounted(holder, (element) => (element ? embedded.attach(element) : undefined));
  const state = useExternalStore(() => embedded);
  const popcorn = useMediaInstance(
    () => state.value.player,
    () => ({
      tracks: props.tracks,
      plugins: props.plugins,
      ticker: props.ticker,
      frameRate: props.frameRate,
      sanitizeHtml: props.sanitizeHtml,
      sanitizeFileHtml: props.sanitizeFileHtml,
    }),
    name,
  );
  providePopcorn(popcorn);
  watch(popcorn, (pop) => pop && emit("ready", pop));
  return () => {
    // Read while rendering: a bad video throws its PopcornError there, on the server too.
    void key.value;
    const { error, alert } = state.value;
    // Inside the box, over the frame: the provider's own nodes there are not Vue's, the alert is. The page's own
    // content goes in core's alert element, in place of its lines.
    const shown =
      alert && (error && slots.error ? h(alert.tag, alert.attrs, [slots.error({ error })]) : renderMarkup(alert));
    return [
      h("div", { ...attrs, class: [box, attrs["class"]], ref: holder }, shown ? [shown] : undefined),
      showsCaptions(props.captions, props.tracks) ? h(Captions) : null,
      slots.default?.(),
    ];
  };
}
