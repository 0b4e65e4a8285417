import { PopcornError, describeValue } from "../errors.js";
import { assertSafeUrl } from "../plugins/url.js";
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
import { timeRanges } from "./timeRanges.js";

/** The IFrame Player API's script. */
export const YOUTUBE_API_URL = "https://www.youtube.com/iframe_api";

/** The parts of the IFrame Player API's `YT.Player` this player uses. */
export interface YouTubeApiPlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  getVideoLoadedFraction(): number;
  getPlaybackRate(): number;
  setPlaybackRate(rate: number): void;
  getVolume(): number;
  setVolume(volume: number): void;
  isMuted(): boolean;
  mute(): void;
  unMute(): void;
  getIframe(): HTMLIFrameElement;
  destroy(): void;
}

interface YouTubeApiEvent {
  target: YouTubeApiPlayer;
  data?: number;
}

interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      width?: number | string;
      height?: number | string;
      playerVars?: Record<string, string | number>;
      events?: Partial<
        Record<"onReady" | "onStateChange" | "onPlaybackRateChange" | "onError", (event: YouTubeApiEvent) => void>
      >;
    },
  ) => YouTubeApiPlayer;
}

/** `YT.PlayerState`. */
const STATE = { ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3 } as const;

/** What the API's `onError` codes mean, from its reference. */
const ERRORS: Record<number, string> = {
  2: "the request has an invalid parameter (a malformed video id?)",
  5: "the HTML5 player cannot play this video",
  100: "the video was not found, or it is private",
  101: "its owner does not allow it to be embedded",
  150: "its owner does not allow it to be embedded",
  153: "the embedding page sent no referrer (check the Referrer-Policy)",
};

/** Video ids are letters, digits, `-` and `_`. */
const VIDEO_ID = /^[\w-]+$/;

/** Options of {@link createYouTubePlayer}. */
export interface YouTubePlayerOptions {
  /** The video's id (the `v` of a watch URL). */
  videoId: string;
  /** Where the IFrame Player API's script is loaded from, once per page. @default YOUTUBE_API_URL */
  apiUrl?: string;
  /** Show YouTube's controls in the frame. @default true */
  controls?: boolean;
  /** Where playback starts, in seconds. @default 0 */
  start?: number;
  /** The frame's size, in pixels or a CSS length. @default "100%" */
  width?: number | string;
  height?: number | string;
  /** The frame's title, for screen readers. @default "YouTube video player" */
  title?: string;
  /** Monotonic time source in ms for the time smoothing. @default performance.now */
  now?: () => number;
}

/** A YouTube video as a player: `currentTime` smoothed, seeks announced, `buffered` and `progress` reported. */
export interface YouTubePlayer extends EmbeddedPlayer<YouTubeApiPlayer> {
  /** What is loaded: one range from 0, from the API's loaded fraction (`progress` fires as it grows). */
  readonly buffered: TimeRangesLike;
}

let api: Promise<YouTubeNamespace> | undefined;

/** Loads the IFrame Player API once per page (a second call waits for the first load). */
function loadApi(url: string): Promise<YouTubeNamespace> {
  const host = globalThis as unknown as {
    YT?: YouTubeNamespace & { loaded?: number };
    onYouTubeIframeAPIReady?: () => void;
  };
  if (host.YT?.Player && host.YT.loaded === 1) return Promise.resolve(host.YT);
  api ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = host.onYouTubeIframeAPIReady;
    host.onYouTubeIframeAPIReady = () => {
      previous?.();
      resolve(host.YT!);
    };
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onerror = () => {
      api = undefined;
      script.remove();
      reject(
        new PopcornError("PLAYER", `Could not load the YouTube IFrame Player API from ${describeValue(url)}.`, {
          value: url,
        }),
      );
    };
    document.head.append(script);
  });
  return api;
}

/**
 * A YouTube video as a player, on the IFrame Player API: `createPopcorn(createYouTubePlayer(element, { videoId }))`
 * drives a timeline from it like from a `<video>`. The API's script loads once per page, when the first player is
 * made. The player's frame goes inside `element`.
 *
 * - States map to media events: `play` (at `play()`), `waiting` (buffering), `playing`, `pause`, `ended`; `durationchange`
 *   and `loadedmetadata` when ready; `ratechange`, `volumechange`; `timeupdate` four times a second while playing.
 * - `currentTime` is smoothed between the API's updates (see `smoothTime`), and seeks fire `seeking`/`seeked`.
 * - `buffered` comes from the loaded fraction, with `progress` events while it grows.
 * - Errors are a `PopcornError` (`PLAYER`) naming the video and what the API's error code means, on `error`.
 * - `destroy()` removes the frame, every interval and every listener.
 *
 * Written on the API itself rather than on `youtube-video-element`: that element (1.9.0) leaves a 50 ms interval
 * running for every video it loads, and takes the API's quarter-second time steps for seeks.
 *
 * @example
 * const player = createYouTubePlayer(document.querySelector("#video")!, { videoId: "M7lc1UVf-VE" });
 * const pop = createPopcorn(player);
 */
export function createYouTubePlayer(element: HTMLElement, options: YouTubePlayerOptions): YouTubePlayer {
  const start = checkEmbed("createYouTubePlayer", element, options, "{ videoId, ... }");
  checkVideoId(options.videoId);
  const apiUrl = assertSafeUrl(options.apiUrl ?? YOUTUBE_API_URL, "link", "option apiUrl");
  const source = new YouTubeSource(element, { ...options, apiUrl, start });
  return smoothEmbedded(source, options.now);
}

/**
 * What `<PopcornYouTube>` makes a new player for, in each adapter: the options that decide the video and its
 * frame, as one string (`now` is read when a player is made). Throws the `PopcornError` that
 * {@link createYouTubePlayer} would for a bad `videoId`, so that a component refuses it while rendering.
 */
export function youTubePlayerKey(options: Omit<YouTubePlayerOptions, "now">): string {
  checkVideoId(options.videoId);
  return playerKey([
    options.videoId,
    options.apiUrl,
    options.controls,
    options.start,
    options.width,
    options.height,
    options.title,
  ]);
}

function checkVideoId(videoId: unknown): void {
  if (typeof videoId !== "string" || !VIDEO_ID.test(videoId)) {
    throw new PopcornError(
      "INVALID_OPTION",
      `videoId ${describeValue(videoId)}: expected a YouTube video id (letters, digits, "-" and "_").`,
      {
        value: videoId,
        option: "videoId",
        expected: "a YouTube video id",
      },
    );
  }
}

/** The API wrapped as a player with a coarse clock: what `smoothTime` smooths. */
class YouTubeSource implements Player {
  readonly ready: Promise<void>;
  provider: YouTubeApiPlayer | null = null;
  error: PopcornError | null = null;
  readonly #holder: HTMLElement;
  readonly #videoId: string;
  readonly #listeners = new Listeners();
  #paused = true;
  #ended = false;
  #state = -1;
  #destroyed = false;
  /** What was asked for before the player was ready. */
  #seekTo: number;
  #volume = 1;
  #muted = false;
  #rate = 1;
  #duration = Number.NaN;
  #loaded = 0;
  #intervals: ReturnType<typeof setInterval>[] = [];
  /** The API's player from the moment it is made: destroy() before it is ready must destroy it too. */
  #made: YouTubeApiPlayer | null = null;
  /** play() promises waiting for playback to start. */
  #starting: (() => void)[] = [];

  constructor(
    element: HTMLElement,
    options: Required<Pick<YouTubePlayerOptions, "videoId" | "apiUrl" | "start">> & YouTubePlayerOptions,
  ) {
    this.#videoId = options.videoId;
    this.#seekTo = options.start;
    // The API replaces the element it is given with its frame: it gets one of its own, inside the page's.
    this.#holder = document.createElement("div");
    element.append(this.#holder);
    this.ready = loadApi(options.apiUrl).then(
      (YT) =>
        new Promise<void>((resolve, reject) => {
          if (this.#destroyed) return resolve();
          const provider = new YT.Player(this.#holder, {
            videoId: options.videoId,
            width: options.width ?? "100%",
            height: options.height ?? "100%",
            playerVars: {
              controls: options.controls === false ? 0 : 1,
              playsinline: 1,
              rel: 0,
              start: Math.floor(options.start),
            },
            events: {
              onReady: () => {
                if (this.#destroyed) {
                  provider.destroy();
                  return resolve();
                }
                this.provider = provider;
                provider.getIframe().title = options.title ?? "YouTube video player";
                this.#ready(provider);
                resolve();
              },
              onStateChange: (event) => this.#onState(event.data ?? -1),
              onPlaybackRateChange: () => {
                this.#rate = provider.getPlaybackRate();
                this.#emit("ratechange");
              },
              onError: (event) => {
                const code = event.data ?? 0;
                const error = new PopcornError(
                  "PLAYER",
                  `YouTube video ${describeValue(this.#videoId)}: ${ERRORS[code] ?? `error ${code}`}.`,
                  { value: this.#videoId, cause: code },
                );
                this.error = error;
                this.#emit("error");
                reject(error);
              },
            },
          });
          this.#made = provider;
          // Destroyed while the API made the player: nothing of it stays.
          if (this.#destroyed) provider.destroy();
        }),
    );
    // A failed load is the `error` event; `ready` keeps the rejection for whoever awaits it.
    this.ready.catch((error: unknown) => {
      if (this.error === null && !this.#destroyed) {
        this.error =
          error instanceof PopcornError
            ? error
            : new PopcornError("PLAYER", `YouTube video ${describeValue(this.#videoId)} could not load.`, {
                cause: error,
              });
        this.#emit("error");
      }
    });
  }

  get iframe(): HTMLIFrameElement | null {
    return this.provider?.getIframe() ?? null;
  }

  get currentTime(): number {
    const provider = this.provider;
    return provider ? provider.getCurrentTime() : this.#seekTo;
  }

  set currentTime(value: number) {
    checkSeek(value);
    this.#ended = false;
    if (this.provider) this.provider.seekTo(value, true);
    else this.#seekTo = value;
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
    return false;
  }
  get readyState(): number {
    return this.provider ? 4 : 0;
  }
  get buffered(): TimeRangesLike {
    const duration = this.#duration;
    const end = Number.isFinite(duration) ? this.#loaded * duration : 0;
    return timeRanges(end > 0 ? [[0, end]] : []);
  }

  get volume(): number {
    return this.#volume;
  }
  set volume(value: number) {
    this.#volume = checkVolume(value);
    this.provider?.setVolume(Math.round(value * 100));
    this.#emit("volumechange");
  }
  get muted(): boolean {
    return this.#muted;
  }
  set muted(value: boolean) {
    this.#muted = Boolean(value);
    if (this.#muted) this.provider?.mute();
    else this.provider?.unMute();
    this.#emit("volumechange");
  }
  get playbackRate(): number {
    return this.#rate;
  }
  set playbackRate(value: number) {
    checkRate(value);
    if (this.provider) this.provider.setPlaybackRate(value);
    else this.#rate = value;
  }

  play(): Promise<void> {
    if (this.#destroyed) return Promise.resolve();
    const started = new Promise<void>((resolve) => this.#starting.push(resolve));
    if (this.#paused) {
      this.#paused = false;
      this.#emit("play");
    }
    if (this.#ended) this.#ended = false;
    this.provider?.playVideo();
    return started;
  }

  pause(): void {
    // A play() waiting to start resolves: it was interrupted, as a media element's would be.
    this.#started();
    if (this.#paused) return;
    this.#paused = true;
    this.provider?.pauseVideo();
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
    for (const id of this.#intervals) clearInterval(id);
    this.#intervals = [];
    // Ready or still starting: the API's player goes, with its frame.
    const provider = this.provider ?? this.#made;
    this.provider = null;
    this.#made = null;
    if (provider) {
      const iframe = provider.getIframe();
      provider.destroy();
      iframe?.remove();
    }
    this.#holder.remove();
    this.#listeners.clear();
  }

  /** The player is ready: apply what was asked before, report the metadata, start polling. */
  #ready(provider: YouTubeApiPlayer): void {
    this.#duration = provider.getDuration();
    provider.setVolume(Math.round(this.#volume * 100));
    if (this.#muted) provider.mute();
    if (this.#rate !== 1) provider.setPlaybackRate(this.#rate);
    if (this.#seekTo > 0) provider.seekTo(this.#seekTo, true);
    for (const type of ["durationchange", "loadedmetadata", "loadeddata", "canplay"]) this.#emit(type);
    if (!this.#paused) provider.playVideo();
    // Media elements report time and loading a few times a second: the API has no events for either.
    this.#intervals.push(
      setInterval(() => {
        if (!this.#paused && !this.#ended) this.#emit("timeupdate");
        const loaded = provider.getVideoLoadedFraction();
        if (loaded !== this.#loaded) {
          this.#loaded = loaded;
          this.#emit("progress");
        }
      }, 250),
    );
  }

  #onState(state: number): void {
    const previous = this.#state;
    this.#state = state;
    if (state === STATE.PLAYING) {
      this.#ended = false;
      if (this.#paused) {
        // Started from the frame's own controls.
        this.#paused = false;
        this.#emit("play");
      }
      this.#emit("playing");
      this.#started();
    } else if (state === STATE.BUFFERING) {
      if (!this.#paused) this.#emit("waiting");
    } else if (state === STATE.PAUSED) {
      if (!this.#paused) {
        // Paused from the frame's own controls.
        this.#paused = true;
        this.#emit("pause");
      }
    } else if (state === STATE.ENDED && previous !== STATE.ENDED) {
      this.#ended = true;
      this.#emit("timeupdate");
      if (!this.#paused) {
        this.#paused = true;
        this.#emit("pause");
      }
      this.#emit("ended");
      this.#started();
    }
  }

  #started(): void {
    for (const resolve of this.#starting.splice(0)) resolve();
  }

  #emit(type: string): void {
    this.#listeners.emit(type, this);
  }
}
