import type { Ticker } from "../clock/tickSources.js";
import type { ParseOptions, ParseResult } from "../parsers/types.js";
import type { Listener } from "../events/emitter.js";
import type { InferInput, InferOptions, Manifest } from "../plugins/manifest.js";
import type { KnownPlugins } from "../plugins/knownPlugins.js";
import type { MediaEventName, Player } from "../players/player.js";
import type { FetchLike } from "../network/fetchLimited.js";
import type { MediaStore } from "../store/store.js";
import type { TimeInput } from "../time/toSeconds.js";
import type { TrackEventFilter, TrackEventInput, TrackEventTiming, TrackEventView } from "./trackEvent.js";

/** Where an error came from. */
export type ErrorPhase = "setup" | "start" | "end" | "frame" | "update" | "teardown" | "listener" | "player" | "load";

/** Payload of the `error` event. */
export interface PopcornErrorEvent {
  /** What was thrown, or the `PopcornError` describing a player or load failure. */
  error: unknown;
  /** Which callback or subsystem failed. */
  phase: ErrorPhase;
  /** The plugin whose callback threw. */
  plugin?: string;
  /** The track event whose callback threw. */
  eventId?: string;
}

/** Payload of `trackchange`. */
export interface TrackChangeEvent {
  event: TrackEventView;
  previous: TrackEventView;
}

/** What `watch(id, listener)` reports. */
export interface WatchChange {
  type: "start" | "end" | "change" | "remove";
  event: TrackEventView;
}

/** Every event an instance emits and its payload. Any other string is a custom event. */
export type PopcornEvents = {
  [K in Exclude<MediaEventName, "error">]: undefined;
} & {
  trackadded: TrackEventView;
  trackremoved: TrackEventView;
  trackchange: TrackChangeEvent;
  trackstart: TrackEventView;
  trackend: TrackEventView;
  error: PopcornErrorEvent;
  /** Fired once by `destroy()`, after every event ended and was torn down. */
  destroy: undefined;
};

/** Options of `createPopcorn`. */
export interface PopcornOptions {
  /**
   * Where frame ticks come from while playing: `"auto"` (video frame callbacks, else animation frames, else
   * a 16 ms timer), `"manual"` (no frame ticks: call `pop.tick()`), or your own `Ticker` such as a manual clock.
   * Media events (`seeking`, `timeupdate`, `play`, ...) tick in every mode.
   * @default "auto"
   */
  ticker?: "auto" | "manual" | Ticker;
  /** Plugins to register besides the built-in `cue` and `subtitle`. */
  plugins?: readonly PluginDefinition<any, any>[];
  /** Frame rate for SMPTE timecodes in times given to this instance. */
  frameRate?: number;
  /**
   * Sanitizes this instance's `html` options before a plugin component renders them (the options themselves
   * keep the HTML as given). Without it, adapters use DOMPurify with its defaults (`sanitizeHtml` from
   * `@popcorn-kit/core/sanitize`), which renders nothing where there is no DOM.
   * @default undefined (DOMPurify)
   */
  sanitizeHtml?: HtmlSanitizer;
  /**
   * Sanitizes the `html` options of events that came from files (a Popcorn data file or a track loaded with
   * `loadTrack` or an adapter's `tracks`: events on the timeline that no component owns, which
   * `<TrackEventViews>` and `eventMarkup` render), and what the template plugin fills for them. Without it,
   * `sanitizeFileHtml` from `@popcorn-kit/core/sanitize`: stricter than `sanitizeHtml`, it drops forms, fields,
   * buttons, `style`, `class` and `id`, frames, and images from another origin, so an untrusted file cannot lay
   * a fake form or page over yours. Pass `sanitizeHtml` here to treat your files as your props.
   * @default undefined (the strict profile)
   */
  sanitizeFileHtml?: HtmlSanitizer;
  /**
   * How `loadTrack` (and the adapters' `tracks`) reads subtitle and data files: `parse` from
   * `@popcorn-kit/core/parsers`, or `parseLazily` from `@popcorn-kit/core/parsers/lazy`, which loads the
   * parsers on first use. The root entry never imports them itself, so a page that loads no track does not
   * ship them, bundled with or without code splitting. Without it, `loadTrack` refuses with a `PopcornError`.
   * The React, Vue and Svelte adapters pass `parseLazily` unless you give one.
   *
   * @example
   * import { parse } from "@popcorn-kit/core/parsers";
   * const pop = createPopcorn(video, { parse });
   */
  parse?: TrackParser;
}

/** Parses subtitle or data text into track events: `parse` from `@popcorn-kit/core/parsers`, or a lazy form of it. */
export type TrackParser = (text: string, options: ParseOptions) => ParseResult | Promise<ParseResult>;

/**
 * What `loadTrack` reads. Say which it is with `{ text }` (subtitle or data text, never taken for a URL) or
 * `{ url }` (a URL to fetch, never taken for text); a `Blob`/`File` (read as text, its name helping to detect
 * the format) and a `URL` object are unambiguous too. A plain string is accepted where its form tells: text
 * when it has a line break or starts with `{`, `[`, `<` or `WEBVTT`; a URL when it is http(s), `blob:` or a
 * relative path without spaces. Any other string is refused (`INVALID_OPTION`), as is a URL of any other
 * scheme (`javascript:`, `data:`, `file:`...).
 *
 * @example
 * pop.loadTrack({ url: "/captions/en.vtt" });
 * pop.loadTrack({ text: JSON.stringify(popcornData) }, { format: "popcorn-json" });
 * pop.loadTrack(fileInput.files[0]);
 * pop.loadTrack("WEBVTT\n\n00:01.000 --> 00:02.000\nHello");
 */
export type TrackSource =
  | string
  | { readonly text: string }
  | { readonly url: string }
  | { readonly href: string }
  | { text(): Promise<string>; readonly name?: string };

/**
 * A sanitizer for `html` options: takes HTML and returns HTML that is safe to insert in the page.
 *
 * @example
 * createPopcorn(video, { sanitizeHtml: (html) => DOMPurify.sanitize(html, { ALLOWED_TAGS: ["b", "i", "a"] }) });
 */
export type HtmlSanitizer = (html: string) => string;

/** Options of `loadTrack`. */
export interface LoadTrackOptions {
  /** Format name; detected from the text (and file name) when omitted. */
  format?: string;
  /** Plugin type of the events made, for subtitle formats. @default "subtitle" */
  type?: string;
  /**
   * Language of the file's lines (BCP 47, such as "fr" or "pt-BR"), given to the events whose plugin has a
   * `lang` option and that name none: what a captions view selects a track by.
   */
  lang?: string;
  /** Abort the load (an `AbortSignal`): nothing is added and no `error` event is emitted. */
  signal?: { readonly aborted: boolean };
  /** The `fetch` a `{ url }` is read with (tests, proxies, caches). @default the host's `fetch` */
  fetch?: FetchLike;
  /**
   * Seconds to wait for a `{ url }` to be read whole before refusing it with a `LOAD` error, up to 2147483 (the
   * longest a host timer waits); 0 for no limit. @default 30
   */
  timeout?: number;
  /**
   * The most bytes a `{ url }`'s answer may have, counted as it streams in: a longer one is refused with a
   * `LOAD` error and the rest is never read. @default 20971520 (20 MiB)
   */
  maxBytes?: number;
}

/** The listener signature for an event type. */
export type PopcornListener<K extends string> = Listener<K extends keyof PopcornEvents ? PopcornEvents[K] : unknown>;

/**
 * A Popcorn instance: a player, its clock, its timeline of track events and their plugins, and the events and
 * store that tell the page what happens. Made by `createPopcorn`.
 */
export interface Popcorn {
  /** The media player this instance drives. */
  readonly player: Player;
  /** Snapshots of the media state for UI frameworks. */
  readonly store: MediaStore;
  /** True after `destroy()`. */
  readonly destroyed: boolean;
  /** The `sanitizeHtml` this instance was made with, undefined when it uses the default (DOMPurify). */
  readonly sanitizeHtml: HtmlSanitizer | undefined;
  /** The `sanitizeFileHtml` this instance was made with, undefined when it uses the strict default. */
  readonly sanitizeFileHtml: HtmlSanitizer | undefined;

  /** Starts playback; resolves when the player does. */
  play(): Promise<void>;
  /** Pauses playback. */
  pause(): void;
  /** Jumps to a time (seconds or timecode), clamped to the duration. */
  seek(time: TimeInput): void;
  /** The player's current time in seconds; setting it seeks. */
  currentTime: number;
  /** Playback speed; must be a positive finite number. */
  playbackRate: number;
  /** Volume from 0 to 1. */
  volume: number;
  muted: boolean;
  readonly duration: number;
  readonly paused: boolean;
  readonly ended: boolean;
  /** Runs one tick now: reads the player's time, fires what it crossed, updates the store. */
  tick(): void;

  /** Adds a track event of a registered plugin type, re-evaluated at once at the current time. */
  add<M extends Manifest, O>(
    plugin: PluginDefinition<M, O>,
    input: TrackEventTiming & InferInput<M>,
  ): TrackEventView<O>;
  add<T extends keyof KnownPlugins>(type: T, input?: TrackEventInput<KnownPlugins[T]>): TrackEventView<KnownPlugins[T]>;
  // A known type's options are checked by the overload above: this one takes the other names only.
  add<T extends string>(type: T extends keyof KnownPlugins ? never : T, input?: TrackEventInput): TrackEventView;
  /** Changes a track event's times or options; re-evaluates it at once. */
  update(id: string, changes: Partial<TrackEventInput>): TrackEventView;
  /** Removes one event by id, or every event a filter selects; returns how many were removed. */
  remove(idOrFilter: string | TrackEventFilter): number;
  /** The event with this id, or undefined. */
  getTrackEvent(id: string): TrackEventView | undefined;
  /** Events in start order, all or those a filter selects; a known `type` types their options. */
  getTrackEvents<T extends keyof KnownPlugins>(filter: {
    type: T;
    active?: boolean;
    at?: TimeInput;
  }): TrackEventView<KnownPlugins[T]>[];
  getTrackEvents(filter?: TrackEventFilter): TrackEventView[];
  /** Runs `fn` when playback reaches `time` (a point event of type `cue`). */
  exec(time: TimeInput, fn: (pop: Popcorn) => void): TrackEventView;
  /** Alias of `exec`. */
  cue(time: TimeInput, fn: (pop: Popcorn) => void): TrackEventView;
  /** True while the event is active. */
  isActive(id: string): boolean;
  /** How far through the event the clock is: 0 before or at its start, 1 at or after its end. */
  progress(id: string): number;
  /** Calls `listener` only when this event starts, ends, changes or is removed. */
  watch(id: string, listener: (change: WatchChange) => void): () => void;

  /** Makes a plugin's type available to `add`. */
  registerPlugin(plugin: PluginDefinition<any, any>): void;
  /** The registered plugin of a type. */
  getPlugin(type: string): PluginDefinition | undefined;
  /** Lets events of a type fire again; those active now start. */
  enable(type: string): void;
  /** Stops events of a type from firing; those active now end. */
  disable(type: string): void;
  /** Enables a disabled type or disables an enabled one; returns whether it is now enabled. */
  toggle(type: string): boolean;
  /** Whether a type is enabled. */
  isEnabled(type: string): boolean;

  /**
   * Loads subtitles or Popcorn data as track events; resolves with the added events. The source is
   * `{ text }`, `{ url }`, a `Blob`/`File`, a `URL`, or a string whose form tells which (see `TrackSource`). A
   * failure (a refused source, a failed fetch, unreadable text) rejects and is an `error` event (phase
   * `"load"`); a refused URL is never fetched. A URL is read with `fetch` (the host's by default) within
   * `timeout` (30 s) and `maxBytes` (20 MiB); a failed read is a `LOAD` error, text that does not parse a `PARSE`
   * one. `destroy()` aborts a read in flight: the promise then rejects with `DESTROYED`.
   *
   * @example
   * await pop.loadTrack({ url: "/captions/en.vtt" });
   * await pop.loadTrack({ text: JSON.stringify(data) });
   */
  loadTrack(source: TrackSource, options?: LoadTrackOptions): Promise<TrackEventView[]>;

  /** Listens to an event; returns the function that stops listening. */
  on<K extends keyof PopcornEvents & string>(type: K, listener: Listener<PopcornEvents[K]>): () => void;
  on(type: string, listener: Listener<unknown>): () => void;
  /** Listens to the next occurrence of an event only. */
  once<K extends keyof PopcornEvents & string>(type: K, listener: Listener<PopcornEvents[K]>): () => void;
  once(type: string, listener: Listener<unknown>): () => void;
  /** Stops a listener. Safe to call after `destroy()`. */
  off<K extends keyof PopcornEvents & string>(type: K, listener: Listener<PopcornEvents[K]>): void;
  off(type: string, listener: Listener<unknown>): void;
  /** Emits a custom event (or re-emits a known one) to this instance's listeners. */
  emit<K extends keyof PopcornEvents & string>(type: K, data: PopcornEvents[K]): void;
  emit(type: string, data?: unknown): void;
  /**
   * Number of listeners: of one event type, or, without a type, every event listener plus store subscribers
   * and `watch` listeners. Lets adapters' tests prove that unmounting released everything.
   */
  listenerCount(type?: string): number;

  /**
   * Ends every active event, tears every event down, stops the clock and releases every listener and timer
   * this instance made. Any later call (except `off`, `listenerCount` and unsubscribing) throws a
   * `DESTROYED` error. Calling it twice is harmless. The player is the page's and is left as it is (a
   * playing virtual player plays on, with its end timer): call `player.destroy()` to release it.
   */
  destroy(): void;
}

/**
 * What a plugin callback receives for one track event. The same object is passed to every callback of that
 * event, from `setup` to `teardown`, so `data` can carry what `setup` made.
 */
export interface PluginContext<O = Record<string, unknown>> {
  /** The instance the event belongs to. */
  readonly popcorn: Popcorn;
  /** The event as it is now (a new frozen object after each update). */
  readonly event: TrackEventView<O>;
  /** Shorthand for `event.options`. */
  readonly options: Readonly<O>;
  /** True between `start` and `end`. */
  readonly active: boolean;
  /** Scratch space owned by the plugin for this event (elements, handles, state). */
  readonly data: Record<string, unknown>;
  /**
   * Renders the event's views again without changing its options: the event gets a new frozen view, and
   * watchers and the store see a change. For plugins whose view shows state they keep (a response that
   * arrived, an error). Does nothing once the event is removed.
   */
  refresh(): void;
}

/** The changes an update brought, as given to `update()`: new start/end and options. */
export interface TrackEventChanges<O = Record<string, unknown>> {
  start?: number;
  end?: number;
  options: Partial<O>;
}

/**
 * A plugin: a track event type with an option schema and lifecycle callbacks. Every callback is optional.
 * Order for one event: `setup` when added, then any number of `start` → (`frame`...) → `end`, `update` when
 * its options change, `teardown` when removed or when the instance is destroyed.
 */
export interface PluginDefinition<M extends Manifest = Manifest, O = InferOptions<M>> {
  /** The track event type this plugin handles, e.g. `"footnote"`. */
  readonly name: string;
  /** Option schema: validation and editor forms. */
  readonly manifest: M;
  /** When the event is added. May return a function that runs at teardown. */
  setup?(ctx: PluginContext<O>): void | (() => void);
  /** When the event becomes active. */
  start?(ctx: PluginContext<O>): void;
  /** When the event stops being active. */
  end?(ctx: PluginContext<O>): void;
  /** Once per tick while active, with how far through the event the playhead is, 0 to 1. */
  frame?(ctx: PluginContext<O>, progress: number): void;
  /**
   * When the event's options or times change. Without it, an active event is refreshed by `end` then
   * `start` with the new options.
   */
  update?(ctx: PluginContext<O>, changes: TrackEventChanges<O>): void;
  /** When the event is removed, after its last `end`. */
  teardown?(ctx: PluginContext<O>): void;
}
