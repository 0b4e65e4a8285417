import type { Popcorn as KitPopcorn, Player, TimeInput, Ticker } from "@popcorn-kit/core";

/** A listener of `listen`: called with the instance as `this`, and the event's data. */
export type PopcornListenerFn = (this: PopcornInstance, data?: any) => void;

/**
 * A track event as Popcorn 1.x handed it out: the options given, flattened, with the times in seconds,
 * `_id`, `_running` and `_natives` (its plugin's type and hooks). Plugins get the same object from `_setup` to
 * `_teardown` and may keep what they make on it (`options._container = div`).
 */
export interface PopcornTrackEvent {
  [option: string]: any;
  /** Start, in seconds. */
  start: number;
  /** End, in seconds (`Number.MAX_VALUE` for "until the end", as in Popcorn 1.x). */
  end: number;
  /** The id given, or the generated one. */
  id: string;
  /** Same as `id`. */
  _id: string;
  /** True between its start and its end. */
  _running: boolean;
  /** Its plugin: `type` (the plugin's name), its hooks and manifest. */
  _natives: { type: string; plugin: string; manifest?: unknown; [hook: string]: unknown };
}

/** Options of `Popcorn(target, options)`. */
export interface PopcornOptions {
  /**
   * The instance's id, for `Popcorn.byId`; an id another instance has is refused (`DUPLICATE_ID`).
   * @default a generated one: the media element's name and a number ("video1700000000001")
   */
  id?: string;
  /**
   * Popcorn 1.x ran `frame` hooks on animation frames only with this option. The kit always ticks once per
   * presented frame while playing, so `frame` runs then either way; the option is accepted and kept.
   */
  frameAnimation?: boolean;
  /** Frame rate of SMPTE timecodes (`"00:00:10;12"`) in times given to this instance. */
  framerate?: number;
  /** Default options per plugin, as `p.defaults(plugin, options)` sets them. */
  defaults?: Record<string, Record<string, unknown>>;
  /**
   * Where ticks come from (the kit's `createPopcorn` option): `"auto"` (per presented frame), `"manual"`, or a
   * ticker such as `createManualClock()` in tests. @default "auto"
   */
  ticker?: "auto" | "manual" | Ticker;
  [option: string]: unknown;
}

/** What `p.data` holds: Popcorn 1.x's bookkeeping that pages read. */
export interface PopcornData {
  /** Listeners added by `listen`/`on`, by event type. */
  events: Record<string, PopcornListenerFn[] | null>;
  /** Plugins disabled by `disable`, by name. */
  disabled: Record<string, boolean>;
  /** Ids of the track events in the order they were added. */
  history: string[];
  /** Active track events, by plugin name. */
  running: Record<string, PopcornTrackEvent[]>;
  /** The volume `mute()` saved, for `unmute()`. */
  state: { volume: number };
  /** The track events by id (the page's and the generated ids). */
  readonly trackRefs: Record<string, PopcornTrackEvent>;
  /** The track events by start and by end, and `where(params)` to filter them. */
  readonly trackEvents: {
    readonly byStart: PopcornTrackEvent[];
    readonly byEnd: PopcornTrackEvent[];
    readonly count: number;
    where(params?: Record<string, unknown>): PopcornTrackEvent[];
  };
}

/** The box `position()` gives, in page coordinates. */
export interface PopcornPosition {
  top: number;
  left: number;
  bottom: number;
  right: number;
  width: number;
  height: number;
}

/**
 * A Popcorn instance (`Popcorn("#video")`): Popcorn 1.x's chainable API on a Popcorn Kit instance. Setters and
 * commands return the instance; getters return the value. One method per registered plugin
 * (`p.footnote({...})`) and per parser (`p.parseSRT(url)`) is added by `Popcorn.plugin` and `Popcorn.parser`.
 */
export interface PopcornInstance {
  /** The media element (or the player, when it has no element). */
  readonly media: any;
  /** Popcorn 1.x's bookkeeping. */
  readonly data: PopcornData;
  /** The options the instance was made with (`defaults` included). */
  readonly options: PopcornOptions;
  /** The instance's id, for `Popcorn.byId`. */
  readonly id: string;
  /** True after `destroy()`. */
  readonly isDestroyed: boolean;
  /** The Popcorn Kit instance underneath: for what the 1.x API does not reach (stores, `watch`, `loadTrack`). */
  readonly kit: KitPopcorn;
  /** The media's error (a `MediaError` for an element), null while it has none. */
  readonly error: unknown;

  /** Plays, from `time` when given. */
  play(time?: TimeInput): this;
  /** Pauses, then seeks to `time` when given. */
  pause(time?: TimeInput): this;
  /** Loads the media again (`media.load()`), where the media has it. */
  load(): this;
  /** The current time in seconds; with a time (seconds or timecode), seeks there. */
  currentTime(): number;
  currentTime(time: TimeInput): this;
  /**
   * The playback rate; with a rate, sets it. On a `<video>` or `<audio>` element, a rate outside what it plays
   * (0.0625 to 16) is refused with a `PopcornError`, before it is set.
   */
  playbackRate(): number;
  playbackRate(rate: number): this;
  /** The volume, 0 to 1; with a volume, sets it. */
  volume(): number;
  volume(volume: number): this;
  /** Mutes (or, with `false`, unmutes), and emits `muted` or `unmuted`. */
  mute(toggle?: boolean): this;
  /** Unmutes (or, with `false`, mutes), and emits `unmuted` or `muted`. */
  unmute(toggle?: boolean): this;
  /** Whether the media is muted. */
  muted(): boolean;
  duration(): number;
  paused(): boolean;
  ended(): boolean;
  seeking(): boolean;
  readyState(): number;
  buffered(): unknown;
  played(): unknown;
  seekable(): unknown;
  /** The media element's attribute; with a value, sets it and emits `attrchange`. */
  autoplay(): boolean;
  autoplay(value: boolean): this;
  loop(): boolean;
  loop(value: boolean): this;
  controls(): boolean;
  controls(value: boolean): this;
  preload(): string;
  preload(value: string): this;
  /** The media element's box in page coordinates; null when it is in no document tree, or there is no element. */
  position(): PopcornPosition | null;
  /** The current time, rounded to the second. */
  roundTime(): number;

  /**
   * Runs `fn` (with the instance as `this`) when playback reaches `time`: a point event of type `cue`.
   * Forms: `(time, fn)`; `(id, time, fn)`; `(id)` an empty cue; `(id, time)` or `(id, fn)` changing an existing
   * cue. A string where a function is expected is refused, never evaluated.
   */
  exec(time: TimeInput, fn: PopcornListenerFn): this;
  exec(id: string, time?: TimeInput | PopcornListenerFn, fn?: PopcornListenerFn): this;
  /** Alias of `exec`. */
  cue(time: TimeInput, fn: PopcornListenerFn): this;
  cue(id: string, time?: TimeInput | PopcornListenerFn, fn?: PopcornListenerFn): this;

  /** Calls `fn` with the instance as `this` whenever `type` happens: a media event, a track event, or your own. */
  listen(type: string, fn: PopcornListenerFn): this;
  /** Stops `fn` listening to `type`; without `fn`, every listener of `type`. */
  unlisten(type: string, fn?: PopcornListenerFn | string): this;
  /** Calls the listeners of `type` with `data` (a media event is dispatched on the media). */
  trigger(type: string, data?: unknown): this;
  /** Alias of `listen`. */
  on(type: string, fn: PopcornListenerFn): this;
  /** Alias of `unlisten`. */
  off(type: string, fn?: PopcornListenerFn | string): this;
  /** Alias of `trigger`. */
  emit(type: string, data?: unknown): this;

  /** Lets a plugin's events fire again. */
  enable(plugin: string): this;
  /** Stops a plugin's events from firing; active ones end. */
  disable(plugin: string): this;
  /** Enables a disabled plugin or disables an enabled one. */
  toggle(plugin: string): this;
  /** Default options for a plugin's events on this instance (or an array of `{ plugin: options }`). */
  defaults(plugin: string | Record<string, Record<string, unknown>>[], options?: Record<string, unknown>): this;

  /** Every track event, in start order. */
  getTrackEvents(): PopcornTrackEvent[];
  /** The track event with this id. */
  getTrackEvent(id: string): PopcornTrackEvent | undefined;
  /** Removes a track event (its end and teardown run first when it is active). */
  removeTrackEvent(id: string): this;
  /** The id of the track event added last. */
  getLastTrackEventId(): string | undefined;
  /** Removes every track event of a plugin from this instance. */
  removePlugin(name: string): this;
  /** Runs one update of the timeline now, at the media's time (the kit's `tick()`). */
  timeUpdate(): this;

  /**
   * Ends and tears down every event, releases every listener, and leaves the media as it is. The instance is then
   * inert: of the methods above, a media getter reads the media, `getTrackEvents()` is empty, the other getters find
   * nothing, and the rest do nothing and return the instance; a plugin's or a parser's method is refused
   * (`DESTROYED`).
   */
  destroy(): this;

  /** A registered plugin's method (`p.footnote({...})`) or one added to `Popcorn.p`. */
  [method: string]: any;
}

/** What makes an instance: a media element, a selector or id for one, or a player. */
export type PopcornTarget = string | HTMLMediaElement | Player;

/** Options of a plugin method: Popcorn's names (`start`, `end`, `target` as an element id, the plugin's own). */
export type PluginMethodOptions = Record<string, unknown> & {
  start?: number | string;
  end?: number | string;
  target?: string;
};

/** A plugin's method: `p.footnote(options)` adds an event; `p.footnote(id, options)` adds one with that id or changes it. */
export interface PluginMethod<I> {
  (options: PluginMethodOptions): I;
  (id: string, options: PluginMethodOptions): I;
}

/** A parser's method: `p.parseSRT(url, options?, callback?)` reads a file and adds its events. */
export interface ParseMethod<I> {
  (
    source: string | { text: string },
    options?: Record<string, unknown>,
    callback?: (this: I, file: unknown) => void,
  ): I;
  (source: string | { text: string }, callback: (this: I, file: unknown) => void): I;
}

/** An instance of the complete build: the catalogue's plugin methods and the built-in parsers' methods, typed. */
export interface CompletePopcornInstance extends PopcornInstance {
  footnote: PluginMethod<this>;
  text: PluginMethod<this>;
  subtitle: PluginMethod<this>;
  image: PluginMethod<this>;
  webpage: PluginMethod<this>;
  code: PluginMethod<this>;
  lowerthird: PluginMethod<this>;
  attribution: PluginMethod<this>;
  timeline: PluginMethod<this>;
  callout: PluginMethod<this>;
  popup: PluginMethod<this>;
  mediaspawner: PluginMethod<this>;
  wordriver: PluginMethod<this>;
  tagthisperson: PluginMethod<this>;
  wikipedia: PluginMethod<this>;
  applyclass: PluginMethod<this>;
  pausePlugin: PluginMethod<this>;
  googlemap: PluginMethod<this>;
  openmap: PluginMethod<this>;
  mustache: PluginMethod<this>;
  processing: PluginMethod<this>;
  parseJSON: ParseMethod<this>;
  parseXML: ParseMethod<this>;
  parseSRT: ParseMethod<this>;
  parseVTT: ParseMethod<this>;
  parseSBV: ParseMethod<this>;
  parseSSA: ParseMethod<this>;
  parseTTML: ParseMethod<this>;
  parseTTXT: ParseMethod<this>;
}
