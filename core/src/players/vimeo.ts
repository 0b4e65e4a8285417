import { PopcornError, describeValue } from "../errors.js";
import type { Player, PlayerListener, TimeRangesLike } from "./player.js";
import {
  type EmbeddedPlayer,
  Listeners,
  checkEmbed,
  checkRate,
  checkSeek,
  checkVolume,
  playerKey,
  smoothEmbedded,
} from "./embedded.js";
import { importPeer } from "./importPeer.js";
import { timeRanges } from "./timeRanges.js";

/** The parts of `@vimeo/player`'s `Player` this player uses: every method returns a promise. */
export interface VimeoApiPlayer {
  ready(): Promise<void>;
  play(): Promise<void>;
  pause(): Promise<void>;
  setCurrentTime(seconds: number): Promise<number>;
  getCurrentTime(): Promise<number>;
  getDuration(): Promise<number>;
  /** `[start, end]` pairs, or `{ start, end }` objects as its type declarations say: either is read. */
  getBuffered(): Promise<readonly unknown[]>;
  getPlaybackRate(): Promise<number>;
  setPlaybackRate(rate: number): Promise<number>;
  getVolume(): Promise<number>;
  setVolume(volume: number): Promise<number>;
  getMuted(): Promise<boolean>;
  setMuted(muted: boolean): Promise<boolean>;
  // `any`: each event has its own data, and `@vimeo/player`'s `on` is generic over the event's name.
  on(event: string, callback: (data: any) => void): void;
  off(event: string, callback?: (data: any) => void): void;
  destroy(): Promise<void>;
}

/** Embed options passed to Vimeo's `Player` (`id` or `url`, `controls`, `width`, `responsive`, `dnt`, ...). */
export type VimeoEmbedOptions = Record<string, string | number | boolean>;

/** `@vimeo/player`'s `Player` class, or a stand-in of it. */
export type VimeoPlayerClass = new (element: HTMLElement, options: VimeoEmbedOptions) => VimeoApiPlayer;

/** Options of {@link createVimeoPlayer}: the video by `videoId` or by `url`. */
export interface VimeoPlayerOptions {
  /** The video's id (the digits of its vimeo.com address). */
  videoId?: string | number;
  /** The video's address, `https://vimeo.com/...` or `https://player.vimeo.com/...` (unlisted videos need it, with their `h`). */
  url?: string;
  /**
   * The `Player` class to use. By default `@vimeo/player` (an optional peer dependency) is imported the first
   * time a player is made; pass the class to load it yourself, or to use a stand-in in tests.
   * @default (await import("@vimeo/player")).default
   */
  Player?: VimeoPlayerClass;
  /** Show Vimeo's controls in the frame. @default true */
  controls?: boolean;
  /** Where playback starts, in seconds. @default 0 */
  start?: number;
  /** Other embed options for Vimeo (`width`, `responsive`, `dnt`, `autopause`, `color`, ...). @default {} */
  embed?: VimeoEmbedOptions;
  /** Monotonic time source in ms for the time smoothing. @default performance.now */
  now?: () => number;
}

/** A Vimeo video, by id or by address: exactly one of the two (what a component's props take). */
export type VimeoVideo = { videoId: string | number; url?: undefined } | { url: string; videoId?: undefined };

/** A Vimeo video as a player: `currentTime` smoothed, Vimeo's own seek events, `buffered` and `progress` reported. */
export interface VimeoPlayer extends EmbeddedPlayer<VimeoApiPlayer> {
  /** What is loaded, from Vimeo's buffered ranges (`progress` fires as they change). */
  readonly buffered: TimeRangesLike;
}

interface TimeData {
  seconds?: number;
  duration?: number;
}

/** Vimeo's error data, or an `Error`. */
interface VimeoErrorData {
  name?: string;
  message?: string;
  method?: string;
}

const VIDEO_ID = /^\d+$/;
const HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);

/** Imports `@vimeo/player` once per page, the first time a player is made without a `Player` class. */
const loadVimeo = /* @__PURE__ */ importPeer<VimeoPlayerClass>(
  () => import("@vimeo/player"),
  "@vimeo/player",
  "Player",
);

/**
 * A Vimeo video as a player, on `@vimeo/player`: `createPopcorn(createVimeoPlayer(element, { videoId }))` drives a
 * timeline from it like from a `<video>`. `@vimeo/player` is imported when the first player is made (pages without
 * Vimeo never load it), unless its class is passed as `Player`. The player's frame goes inside `element`.
 *
 * - Vimeo's methods answer asynchronously: the media-element shape reads a mirror of its state, kept from its events.
 * - Events map to media events: `play` (at `play()`), `waiting` (buffering while playing), `playing`, `pause`,
 *   `ended`; `durationchange` and `loadedmetadata` when ready; `seeking`, `seeked`, `ratechange`, `volumechange`,
 *   `timeupdate`, and `progress` with `buffered`.
 * - `currentTime` is smoothed between Vimeo's quarter-second updates (see `smoothTime`).
 * - Errors are a `PopcornError` (`PLAYER`) naming the video and Vimeo's error, on `error` and in `error`.
 * - `destroy()` destroys Vimeo's player (which removes the frame) and removes every listener, before ready too.
 *
 * @example
 * const player = createVimeoPlayer(document.querySelector("#video")!, { videoId: "76979871" });
 * const pop = createPopcorn(player);
 */
export function createVimeoPlayer(element: HTMLElement, options: VimeoPlayerOptions): VimeoPlayer {
  const start = checkEmbed("createVimeoPlayer", element, options, "{ videoId or url, ... }");
  const video = checkVideo(options);
  const { Player: PlayerClass, embed = {} } = options;
  if (PlayerClass !== undefined && typeof PlayerClass !== "function") {
    throw new PopcornError(
      "INVALID_OPTION",
      `Player ${describeValue(PlayerClass)}: expected @vimeo/player's Player class.`,
      { value: PlayerClass, option: "Player" },
    );
  }
  if (embed === null || typeof embed !== "object" || "id" in embed || "url" in embed) {
    throw new PopcornError(
      "INVALID_OPTION",
      `embed ${describeValue(embed)}: expected an object of Vimeo embed options, without id or url (pass videoId or url).`,
      { value: embed, option: "embed" },
    );
  }
  const embedOptions: VimeoEmbedOptions = { ...embed, controls: options.controls !== false, ...video };
  const source = new VimeoSource(
    element,
    PlayerClass ? Promise.resolve(PlayerClass) : loadVimeo(),
    embedOptions,
    start,
  );
  const smoothed: VimeoPlayer = smoothEmbedded(source, options.now);
  // Pausing holds at least the time shown: Vimeo's exact time comes with its `pause` event, a moment later.
  source.shown = () => smoothed.currentTime;
  return smoothed;
}

/**
 * What `<PopcornVimeo>` makes a new player for, in each adapter: the video and the embed options, as one string
 * (`Player` and `now` are read when a player is made; a video id as a number or as digits is the same video).
 * Throws the `PopcornError` that {@link createVimeoPlayer} would for a bad `videoId` or `url`, or for both or
 * neither, so that a component refuses them while rendering.
 */
export function vimeoPlayerKey(options: Omit<VimeoPlayerOptions, "Player" | "now">): string {
  return playerKey([checkVideo(options), options.controls, options.start, options.embed]);
}

/** `{ id }` or `{ url }` from the options, or a `PopcornError` naming what was given. */
function checkVideo({ videoId, url }: VimeoPlayerOptions): { id: string } | { url: string } {
  if (videoId !== undefined && url !== undefined) {
    throw new PopcornError(
      "INVALID_OPTION",
      `videoId ${describeValue(videoId)} and url ${describeValue(url)}: expected one of them.`,
      { value: { videoId, url }, expected: "videoId or url" },
    );
  }
  if (url !== undefined) {
    const parsed = typeof url === "string" ? parseUrl(url) : null;
    if (
      parsed &&
      parsed.protocol === "https:" &&
      HOSTS.has(parsed.hostname) &&
      parsed.username === "" &&
      parsed.password === "" &&
      parsed.port === ""
    )
      return { url: parsed.href };
    throw new PopcornError(
      "INVALID_OPTION",
      `url ${describeValue(url)}: expected a Vimeo address (https://vimeo.com/... or https://player.vimeo.com/...).`,
      {
        value: url,
        option: "url",
        expected: "a Vimeo address",
      },
    );
  }
  const id = typeof videoId === "number" && Number.isSafeInteger(videoId) && videoId >= 0 ? String(videoId) : videoId;
  if (typeof id !== "string" || !VIDEO_ID.test(id)) {
    throw new PopcornError(
      "INVALID_OPTION",
      `videoId ${describeValue(videoId)}: expected a Vimeo video id (digits), or a url.`,
      { value: videoId, option: "videoId", expected: "a Vimeo video id" },
    );
  }
  return { id };
}

/** Vimeo's player with its state mirrored: the coarse clock that `smoothTime` smooths. */
class VimeoSource implements Player {
  readonly ready: Promise<void>;
  provider: VimeoApiPlayer | null = null;
  error: PopcornError | null = null;
  /** What the smoothing layer shows now (set by `createVimeoPlayer`). */
  shown: (() => number) | null = null;
  readonly #holder: HTMLElement;
  readonly #video: string;
  #made: VimeoApiPlayer | null = null;
  readonly #listeners = new Listeners();
  #handlers: [string, (data: unknown) => void][] = [];
  #destroyed = false;
  #settle: (() => void) | null = null;
  /** The mirror of Vimeo's state, from its events (and the values asked for before it was ready). */
  #time: number;
  #duration = Number.NaN;
  #paused = true;
  #ended = false;
  /** Between Vimeo's `bufferstart` and `bufferend`. */
  #buffering = false;
  /** Announced `waiting` (buffering while playing), or `playing`. */
  #waiting = false;
  #playing = false;
  #rate = 1;
  #volume = 1;
  #muted = false;
  #buffered: [number, number][] = [];
  /** What was set before the player was ready, to apply then. */
  #asked = new Set<"rate" | "volume">();
  /** A seek asked for and not finished: its target. */
  #target: number | null = null;
  #seeking = false;
  /** Calls in flight: Vimeo's events meanwhile can be older than the mirror (a `playing` sent before a pause). */
  #playCalls = 0;
  #pauseCalls = 0;
  #volumeCalls = 0;
  #rateCalls = 0;
  /** play() promises waiting for playback to start. */
  #starting: [() => void, (error: unknown) => void][] = [];

  constructor(element: HTMLElement, load: Promise<VimeoPlayerClass>, embed: VimeoEmbedOptions, start: number) {
    this.#video = String(embed["id"] ?? embed["url"]);
    this.#time = start;
    // Vimeo keeps one player per element: each video gets an element of its own, inside the page's.
    this.#holder = document.createElement("div");
    element.append(this.#holder);
    this.ready = new Promise<void>((resolve, reject) => {
      this.#settle = resolve;
      this.#load(load, embed).then(resolve, (error: unknown) => reject(this.#failure(error)));
    });
    this.ready.catch((error: unknown) => {
      const failure = this.#failure(error);
      // A play() asked for before is refused too, as a media element's is when its source fails.
      for (const [, reject] of this.#starting.splice(0)) reject(failure);
      // Vimeo reports some failures twice, as a rejection and as its `error` event: one `error` here.
      if (!this.#destroyed && this.error?.message !== failure.message) this.#fail(failure);
    });
  }

  get iframe(): HTMLIFrameElement | null {
    return this.provider ? this.#holder.querySelector("iframe") : null;
  }

  get currentTime(): number {
    return this.#time;
  }
  set currentTime(value: number) {
    checkSeek(value);
    this.#ended = false;
    this.#time = value > this.#duration ? this.#duration : value;
    if (this.provider) this.#seek(this.provider, this.#time);
  }

  get duration(): number {
    return this.#duration;
  }
  get paused(): boolean {
    return this.#paused;
  }
  get ended(): boolean {
    return this.#ended;
  }
  get seeking(): boolean {
    return this.#seeking;
  }
  get readyState(): number {
    return this.provider ? 4 : 0;
  }
  get buffered(): TimeRangesLike {
    return timeRanges(this.#buffered);
  }

  get volume(): number {
    return this.#volume;
  }
  set volume(value: number) {
    this.#volume = checkVolume(value);
    this.#asked.add("volume");
    if (this.provider) this.#setVolume(this.provider.setVolume(value));
    this.#emit("volumechange");
  }
  get muted(): boolean {
    return this.#muted;
  }
  set muted(value: boolean) {
    this.#muted = Boolean(value);
    this.#asked.add("volume");
    if (this.provider) this.#setVolume(this.provider.setMuted(this.#muted));
    this.#emit("volumechange");
  }
  get playbackRate(): number {
    return this.#rate;
  }
  set playbackRate(value: number) {
    checkRate(value, " (Vimeo plays 0.5 to 2)");
    if (value === this.#rate) return;
    this.#rate = value;
    this.#asked.add("rate");
    const provider = this.provider;
    if (provider) {
      this.#rateCalls++;
      provider
        .setPlaybackRate(value)
        // Refused (out of Vimeo's range, or turned off by the video's owner): the rate stays Vimeo's.
        .catch(() => provider.getPlaybackRate().then((rate) => this.#rateChanged(rate)))
        .catch(() => undefined)
        .finally(() => this.#rateCalls--);
    }
    this.#emit("ratechange");
  }

  play(): Promise<void> {
    if (this.#destroyed) return Promise.resolve();
    const started = new Promise<void>((resolve, reject) => this.#starting.push([resolve, reject]));
    this.#ended = false;
    if (this.#paused) {
      this.#paused = false;
      this.#emit("play");
    }
    if (this.provider) this.#play(this.provider);
    return started;
  }

  pause(): void {
    // A play() waiting to start resolves: it was interrupted, as a media element's would be.
    this.#started();
    if (this.#paused) return;
    if (this.#playing && this.shown) this.#time = Math.max(this.#time, this.shown());
    this.#paused = true;
    this.#playing = false;
    const provider = this.provider;
    if (provider) {
      this.#pauseCalls++;
      provider
        .pause()
        .catch(() => undefined)
        .finally(() => this.#pauseCalls--);
    }
    this.#emit("pause");
  }

  addEventListener(type: string, listener: PlayerListener): void {
    this.#listeners.add(type, listener);
  }

  removeEventListener(type: string, listener: PlayerListener): void {
    this.#listeners.remove(type, listener);
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#started();
    const provider = this.#made;
    this.#made = this.provider = null;
    if (provider) {
      for (const [name, handler] of this.#handlers) provider.off(name, handler);
      // Vimeo's destroy removes its frame and its own listeners at once; its promise says nothing more.
      provider.destroy().catch(() => undefined);
    }
    this.#handlers = [];
    this.#holder.remove();
    this.#listeners.clear();
    this.#settle?.();
  }

  /** Makes Vimeo's player, waits for it, reads its state and applies what was asked before. */
  async #load(load: Promise<VimeoPlayerClass>, embed: VimeoEmbedOptions): Promise<void> {
    const VimeoPlayer = await load;
    if (this.#destroyed) return;
    const provider = new VimeoPlayer(this.#holder, embed);
    this.#made = provider;
    this.#listen(provider);
    await provider.ready();
    const [duration, rate, volume, muted, buffered] = await Promise.all([
      provider.getDuration(),
      provider.getPlaybackRate(),
      provider.getVolume(),
      provider.getMuted(),
      provider.getBuffered(),
    ]);
    if (this.#destroyed) return;
    this.provider = provider;
    this.#duration = duration;
    this.#buffered = readRanges(buffered);
    if (this.#asked.has("rate")) this.#rateChanged(rate, provider.setPlaybackRate(this.#rate));
    else this.#rate = rate;
    if (this.#asked.has("volume"))
      this.#setVolume(Promise.all([provider.setVolume(this.#volume), provider.setMuted(this.#muted)]));
    else [this.#volume, this.#muted] = [volume, muted];
    for (const type of ["durationchange", "loadedmetadata", "loadeddata", "canplay"]) this.#emit(type);
    if (this.#time > 0) this.#seek(provider, Math.min(this.#time, duration));
    if (!this.#paused) this.#play(provider);
  }

  /** Vimeo's events, mapped to media events on the mirror. */
  #listen(provider: VimeoApiPlayer): void {
    const on = <T>(name: string, handler: (data: T) => void) => {
      const guarded = (data: T) => {
        if (!this.#destroyed) handler(data ?? ({} as T));
      };
      this.#handlers.push([name, guarded as (data: unknown) => void]);
      provider.on(name, guarded);
    };
    on<TimeData>("play", () => {
      if (!this.#paused || this.#pauseCalls > 0) return;
      // Started from the frame's own controls.
      this.#paused = false;
      this.#ended = false;
      this.#emit("play");
    });
    on<TimeData>("playing", () => {
      if (this.#pauseCalls === 0) this.#resumed();
    });
    on("bufferend", () => {
      this.#buffering = false;
      if (this.#waiting && !this.#paused) this.#resumed();
    });
    on("bufferstart", () => {
      this.#buffering = true;
      // Buffering for a seek is announced at its end, if it lasts longer.
      if (!this.#seeking) this.#wait();
    });
    on<TimeData>("pause", (data) => {
      if (this.#target === null) this.#time = readTime(data.seconds, this.#time);
      if (this.#ended || this.#paused || this.#playCalls > 0) return;
      // Paused from the frame's own controls.
      this.#paused = true;
      this.#playing = false;
      this.#started();
      this.#emit("pause");
    });
    on<TimeData>("ended", (data) => {
      this.#time = readTime(data.seconds, this.#duration);
      this.#ended = true;
      this.#waiting = this.#playing = false;
      this.#emit("timeupdate");
      if (!this.#paused) {
        this.#paused = true;
        this.#emit("pause");
      }
      this.#emit("ended");
      this.#started();
    });
    on<TimeData>("timeupdate", (data) => {
      // While a seek runs, Vimeo's time can still be from before it; once paused, the time is the pause's.
      if (this.#target !== null || this.#paused) return;
      this.#time = readTime(data.seconds, this.#time);
      this.#emit("timeupdate");
    });
    on<TimeData>("seeking", (data) => {
      // A seek asked for here was announced when asked; one from the frame's own controls is announced now.
      if (this.#target !== null) return;
      this.#time = readTime(data.seconds, this.#time);
      this.#seeking = true;
      this.#emit("seeking");
    });
    on<TimeData>("seeked", (data) => {
      const time = readTime(data.seconds, this.#time);
      // The end of an earlier seek, while a later one runs.
      if (this.#target !== null && Math.abs(time - this.#target) > 0.5) return;
      this.#seeked(time);
    });
    on<TimeData>("durationchange", (data) => {
      const duration = readTime(data.duration, this.#duration);
      if (duration === this.#duration) return;
      this.#duration = duration;
      this.#emit("durationchange");
    });
    on("progress", () => {
      provider.getBuffered().then(
        (ranges) => {
          if (this.#destroyed) return;
          this.#buffered = readRanges(ranges);
          this.#emit("progress");
        },
        () => undefined,
      );
    });
    on<{ playbackRate?: number }>("playbackratechange", (data) => {
      if (this.#rateCalls === 0 && typeof data.playbackRate === "number") this.#rateChanged(data.playbackRate);
    });
    on<{ volume?: number; muted?: boolean }>("volumechange", (data) => {
      if (this.#volumeCalls > 0) return;
      const volume = typeof data.volume === "number" ? data.volume : this.#volume;
      const muted = typeof data.muted === "boolean" ? data.muted : this.#muted;
      if (volume === this.#volume && muted === this.#muted) return;
      // Changed in the frame.
      this.#volume = volume;
      this.#muted = muted;
      this.#emit("volumechange");
    });
    on<VimeoErrorData>("error", (data) => this.#fail(this.#failure(data)));
  }

  #play(provider: VimeoApiPlayer): void {
    this.#playCalls++;
    provider
      .play()
      .finally(() => this.#playCalls--)
      .catch((error: unknown) => {
        // Refused (a password, privacy, the browser's autoplay policy): paused again, and play() rejects.
        const failure = this.#failure(error, "play");
        for (const [, reject] of this.#starting.splice(0)) reject(failure);
        if (this.#destroyed || this.#paused) return;
        this.#paused = true;
        this.#playing = this.#waiting = false;
        this.#emit("pause");
      });
  }

  /** Starts a seek: `seeking` now (as a media element does), `seeked` at Vimeo's. */
  #seek(provider: VimeoApiPlayer, time: number): void {
    this.#target = time;
    this.#seeking = true;
    this.#emit("seeking");
    provider.setCurrentTime(time).catch(() => {
      // Refused: the seek ends where Vimeo is.
      if (this.#target === time)
        provider.getCurrentTime().then(
          (now) => this.#target === time && this.#seeked(now),
          () => undefined,
        );
    });
  }

  #seeked(time: number): void {
    if (!this.#seeking) return;
    this.#target = null;
    this.#seeking = false;
    this.#time = time;
    this.#emit("seeked");
    // The time runs from `seeked` on, unless Vimeo is still loading there.
    if (this.#buffering) this.#wait(true);
  }

  /** Buffering while playing: `waiting` (again after a seek, which ends a wait), until it plays. */
  #wait(again = false): void {
    if (this.#paused || (this.#waiting && !again)) return;
    this.#waiting = true;
    this.#playing = false;
    this.#emit("waiting");
  }

  /** Playback runs (Vimeo's `playing`, or the end of buffering while playing). */
  #resumed(): void {
    this.#waiting = false;
    this.#ended = false;
    if (this.#playing) return;
    if (this.#paused) {
      this.#paused = false;
      this.#emit("play");
    }
    this.#playing = true;
    this.#emit("playing");
    this.#started();
  }

  /** Follows a volume or mute call: Vimeo's events are read again once every such call is answered. */
  #setVolume(call: Promise<unknown>): void {
    const provider = this.provider;
    this.#volumeCalls++;
    call
      .catch(
        () =>
          // Refused: the mirror takes Vimeo's values.
          provider &&
          Promise.all([provider.getVolume(), provider.getMuted()]).then(([volume, muted]) => {
            this.#volume = volume;
            this.#muted = muted;
            this.#emit("volumechange");
          }),
      )
      .catch(() => undefined)
      .finally(() => this.#volumeCalls--);
  }

  /** The rate is `rate` (after `call`, when one was made to set it). */
  #rateChanged(rate: number, call?: Promise<unknown>): void {
    if (call) {
      this.#rateCalls++;
      call.catch(() => this.#rateChanged(rate)).finally(() => this.#rateCalls--);
      return;
    }
    if (rate === this.#rate || this.#destroyed) return;
    this.#rate = rate;
    this.#emit("ratechange");
  }

  /** A `PopcornError` naming the video and Vimeo's error (and the method it came from: its data, or `call`). */
  #failure(error: unknown, call?: string): PopcornError {
    if (error instanceof PopcornError) return error;
    const { name, message, method = call } = (error ?? {}) as VimeoErrorData;
    // A plain `Error` (oEmbed's answers) says all in its message.
    const what = [name !== "Error" && name, method && `in ${method}()`].filter(Boolean).join(" ");
    const text = typeof message === "string" && message !== "" ? message.replace(/\.$/, "") : "it failed";
    return new PopcornError(
      "PLAYER",
      `Vimeo video ${describeValue(this.#video)}: ${text}${what ? ` (${what})` : ""}.`,
      { value: this.#video, cause: error },
    );
  }

  #fail(error: PopcornError): void {
    this.error = error;
    this.#emit("error");
  }

  #started(): void {
    for (const [resolve] of this.#starting.splice(0)) resolve();
  }

  #emit(type: string): void {
    this.#listeners.emit(type, this);
  }
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function readTime(value: unknown, fallback: number): number {
  return typeof value === "number" && value >= 0 ? value : fallback;
}

/** Vimeo's buffered ranges, `[[start, end], ...]` (or `[{ start, end }, ...]`), keeping only well-formed ones. */
function readRanges(ranges: unknown): [number, number][] {
  const pairs: [number, number][] = [];
  if (!Array.isArray(ranges)) return pairs;
  for (const range of ranges as unknown[]) {
    const object = range as { start?: unknown; end?: unknown } | null;
    const [start, end] = Array.isArray(range) ? (range as unknown[]) : [object?.start, object?.end];
    if (typeof start === "number" && typeof end === "number" && end > start && start >= 0) pairs.push([start, end]);
  }
  return pairs;
}
