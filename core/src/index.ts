export { PopcornError, type PopcornErrorCode, type PopcornErrorDetails } from "./errors/errors.js";
export { toSeconds, formatTime, type TimeInput } from "./time/toSeconds.js";

export { createPopcorn } from "./instance/createPopcorn.js";
export type {
  Popcorn,
  PopcornOptions,
  PopcornEvents,
  PopcornErrorEvent,
  PopcornListener,
  ErrorPhase,
  TrackChangeEvent,
  WatchChange,
  LoadTrackOptions,
  TrackSource,
  TrackParser,
  HtmlSanitizer,
} from "./contract/popcorn.js";
export { loadTracks, type TrackSpec } from "./instance/loadTracks.js";
export { resolveTiming } from "./contract/validate.js";
export type { FetchLike, FetchResponseLike } from "./network/fetchLimited.js";
export type { TrackEventView, TrackEventInput, TrackEventTiming, TrackEventFilter } from "./contract/trackEvent.js";

export {
  definePlugin,
  type PluginDefinition,
  type PluginContext,
  type TrackEventChanges,
} from "./plugins/definePlugin.js";
export {
  validateOption,
  validateOptions,
  type Manifest,
  type OptionSpec,
  type OptionType,
  type OptionValue,
  type OptionInput,
  type InferOptions,
  type InferInput,
  type TextOption,
  type HtmlOption,
  type NumberOption,
  type BooleanOption,
  type UrlOption,
  type SelectOption,
  type TimeOption,
  type ColorOption,
  type TargetOption,
  type JsonOption,
  type FunctionOption,
} from "./plugins/manifest.js";
export { isSafeUrl, assertSafeUrl, type UrlKind } from "./plugins/url.js";
export {
  cuePlugin,
  subtitlePlugin,
  isEventOf,
  isSubtitle,
  type CueEvent,
  type CueOptions,
  type KnownPlugins,
  type PluginOptions,
  type SubtitleEvent,
  type SubtitleOptions,
} from "./plugins/builtins.js";

export { SERVER_SNAPSHOT, type BufferedRange, type MediaSnapshot, type MediaStore } from "./store/store.js";
export { selectMediaState, type Selection } from "./store/select.js";

export {
  createAutoTicker,
  createVideoFrameTicker,
  createAnimationFrameTicker,
  createIntervalTicker,
  type Ticker,
  type FrameCallback,
} from "./clock/tickSources.js";
export { createManualClock, type ManualClock } from "./clock/manualClock.js";

export { createVirtualPlayer, type VirtualPlayer, type VirtualPlayerOptions } from "./players/virtual.js";
export {
  MEDIA_EVENTS,
  type Player,
  type PlayerListener,
  type MediaEventName,
  type VideoFrameMetadata,
  type TimeRangesLike,
} from "./players/player.js";
