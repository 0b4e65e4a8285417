import type {
  InferInput,
  InferOptions,
  Manifest,
  PluginDefinition,
  Popcorn,
  PopcornError,
  TimeInput,
  TrackEventView,
} from "@popcorn-kit/core";
import type { PluginViewProps as CorePluginViewProps } from "@popcorn-kit/core/adapter";
import type { Component, Snippet } from "svelte";
import type { HTMLAttributes, HTMLAudioAttributes, HTMLVideoAttributes } from "svelte/elements";
import type { PopcornInstanceOptions } from "./createPopcornInstance.js";

/** Props of `<PopcornVideo>` and `<PopcornAudio>` besides the media element's own attributes. */
export interface PopcornMediaProps extends PopcornInstanceOptions {
  /** The instance once the element exists, `null` before: `bind:popcorn` to drive it from the parent. */
  popcorn?: Popcorn | null;
  /**
   * Show the captions of `tracks`: a `<Captions>` region right after the media element. Turn it off to render
   * your own (another language, an outlet). @default true
   */
  captions?: boolean;
  /** Content driven by the media, rendered after the element with the instance in context. */
  children?: Snippet;
}

/** What `<PopcornVideo>` and `<PopcornAudio>` take for an HLS `src`. */
export interface HlsSourceProps {
  /**
   * For an HLS `src` (`.m3u8`): the `Hls` class to use and hls.js's configuration, read when the stream attaches.
   * Such a `src` is not rendered on the element: after mount, hls.js plays it; see `createHlsPlayer`. @default {}
   */
  hls?: import("@popcorn-kit/core/players/hls").HlsPlayerOptions;
}

/** Props of `<PopcornVideo>`: instance options and every `<video>` attribute (`src`, `controls`, `muted`...). */
export type PopcornVideoProps = PopcornMediaProps & HlsSourceProps & Omit<HTMLVideoAttributes, "children">;

/** What `<PopcornYouTube>` and `<PopcornVimeo>` do when their player fails. */
export interface EmbeddedErrorProps {
  /**
   * Called once each time the player fails to load (its script, the embed or the video did not load: no network,
   * a missing or private video), with its `PopcornError`; the box then shows its error state. A call the provider
   * refuses once the video is shown (a rate, a password its frame asks for) is not such a failure: the instance's
   * `error` event tells of it. The latest handler is called.
   */
  onerror?: (error: PopcornError) => void;
  /**
   * The content of the box's error state (a `<div class="pk-embed-error" role="alert">` over the box) when the
   * player fails: by default, "This video could not be shown." and the error's message. A new video clears it.
   */
  error?: Snippet<[PopcornError]>;
}

/** Props of `<PopcornYouTube>`: the video, instance options, and every `<div>` attribute for its frame's box. */
export type PopcornYouTubeProps = PopcornMediaProps &
  EmbeddedErrorProps &
  Pick<import("@popcorn-kit/core/players/youtube").YouTubePlayerOptions, "apiUrl" | "controls" | "start" | "title"> &
  Omit<HTMLAttributes<HTMLDivElement>, "children" | "title" | "onerror"> & {
    /** The video's id (the `v` of a watch URL). A new id makes a new player. */
    videoId: string;
  };

/**
 * Props of `<PopcornVimeo>`: the video (`videoId` or `url`, one of them; a new one makes a new player), Vimeo's
 * options (`Player`, `controls`, `start`, `embed`: see `createVimeoPlayer`), instance options, and every `<div>`
 * attribute for its frame's box.
 */
export type PopcornVimeoProps = PopcornMediaProps &
  EmbeddedErrorProps &
  Pick<import("@popcorn-kit/core/players/vimeo").VimeoPlayerOptions, "Player" | "controls" | "start" | "embed"> &
  Omit<HTMLAttributes<HTMLDivElement>, "children" | "onerror"> &
  import("@popcorn-kit/core/players/vimeo").VimeoVideo;

/** Props of `<PopcornAudio>`: instance options and every `<audio>` attribute. */
export type PopcornAudioProps = PopcornMediaProps & HlsSourceProps & Omit<HTMLAudioAttributes, "children">;

/** What `<Cue>` passes to its `children` snippet. Reading `progress` re-renders on every frame while active. */
export interface CueSnippetProps {
  readonly active: boolean;
  /** 0 at the start, 1 at the end. */
  readonly progress: number;
}

/** Props of `<Cue>`. */
export interface CueProps {
  /** Track event id. @default an id that is the same on server and client (`$props.id()`) */
  id?: string;
  /** Seconds or a timecode. @default 0 */
  start?: TimeInput;
  /** Seconds or a timecode. @default Infinity (active to the end) */
  end?: TimeInput;
  /** Name of the `<PopcornTarget>` to render into; rendered in place when omitted. */
  target?: string;
  /** Render the children while inactive too (they receive `active`). @default false */
  keepMounted?: boolean;
  /** Called when the cue starts; the latest handler is called. */
  onstart?: (event: TrackEventView) => void;
  /** Called when the cue ends (also when it is unmounted while active). */
  onend?: (event: TrackEventView) => void;
  /** The content, shown while the cue is active. */
  children?: Snippet<[CueSnippetProps]>;
}

/** Props of `<PopcornTarget>`: its `name` and any `<div>` attribute. */
export interface PopcornTargetProps extends HTMLAttributes<HTMLDivElement> {
  /** The outlet's name: content with `target={name}` renders into it. */
  name: string;
}

/**
 * What a plugin view (component props, or the `children` snippet's argument) receives, as in every adapter:
 * core's `PluginViewProps`, the options flat (defaults applied, html sanitized) plus `event`, `active` and
 * `progress` (reading it re-renders on every frame while active). With `keepMounted`, `event` is undefined until
 * the event is on the timeline.
 */
export type PluginViewProps<O = Record<string, unknown>> = CorePluginViewProps<O>;

/**
 * A component made with `createPluginComponent` or `createMarkupComponent`. Written out with no bindable props
 * (`""`), so that its emitted declaration satisfies Svelte's `Component` constraint in a consumer's strict type
 * check (`skipLibCheck: false`), where the default (`string`) does not.
 */
export type PluginComponent<M extends Manifest> = Component<PluginComponentProps<M>, Record<string, never>, "">;

/** Props of a component made with `createPluginComponent`: timing, callbacks, and the plugin's options as props. */
export type PluginComponentProps<M extends Manifest> = {
  /** Track event id. @default an id that is the same on server and client */
  id?: string;
  /** @default 0 */
  start?: TimeInput;
  /** @default Infinity */
  end?: TimeInput;
  /** Render the view while inactive too. @default false */
  keepMounted?: boolean;
  /** Called when the event starts, with the event. */
  onstart?: (event: TrackEventView) => void;
  /** Called when the event ends (also when it is unmounted while active). */
  onend?: (event: TrackEventView) => void;
} & InferInput<M>;

/** Props of `<PluginEvent>`: the plugin, its view, and a plugin component's props. */
export type PluginEventProps<M extends Manifest> = PluginComponentProps<M> & {
  /** The plugin (made with `definePlugin`); registered on the instance if it is not yet. */
  plugin: PluginDefinition<M, any>;
  /** The component that renders the event while it is active. */
  view?: Component<PluginViewProps<InferOptions<M>>>;
  /** Or a snippet receiving the same props. */
  children?: Snippet<[PluginViewProps<InferOptions<M>>]>;
};
