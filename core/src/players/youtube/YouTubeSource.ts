import { PopcornError, describeValue } from "../../errors/errors.js";
import { EmbeddedSource } from "../embedded/EmbeddedSource.js";
import { checkSeek } from "../embedded/checkEmbed.js";
import { checkPlaybackRate } from "../mediaChecks.js";
import type { TimeRangesLike } from "../player.js";
import { timeRanges } from "../timeRanges.js";
import { type YouTubeApiPlayer, loadYouTubeApi } from "./loadYouTubeApi.js";
import type { YouTubePlayerOptions } from "./YouTubePlayerOptions.js";
import { YOUTUBE_STATES, youTubeErrorText } from "./youTubeEvents.js";

/** The API wrapped as a player with a coarse clock: what `smoothTime` smooths. */
export class YouTubeSource extends EmbeddedSource<YouTubeApiPlayer> {
  readonly ready: Promise<void>;
  readonly #videoId: string;
  #state = -1;
  /** What was asked for before the player was ready. */
  #seekTo: number;
  #rate = 1;
  #loaded = 0;
  #poll: ReturnType<typeof setInterval> | undefined = undefined;

  constructor(
    element: HTMLElement,
    options: Required<Pick<YouTubePlayerOptions, "videoId" | "apiUrl" | "start">> & YouTubePlayerOptions,
  ) {
    // The API replaces the element it is given with its frame: the base makes one of its own, inside the page's.
    super(element);
    this.#videoId = options.videoId;
    this.#seekTo = options.start;
    this.ready = loadYouTubeApi(options.apiUrl).then(
      (YT) =>
        new Promise<void>((resolve, reject) => {
          if (this.destroyed) return resolve();
          const provider = new YT.Player(this.holder, {
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
                if (this.destroyed) {
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
                this.emit("ratechange");
              },
              onError: (event) => {
                const code = event.data ?? 0;
                const error = new PopcornError(
                  "PLAYER",
                  `YouTube video ${describeValue(this.#videoId)}: ${youTubeErrorText(code)}.`,
                  { value: this.#videoId, cause: code },
                );
                this.fail(error);
                reject(error);
              },
            },
          });
          this.made = provider;
          // Destroyed while the API made the player: nothing of it stays.
          if (this.destroyed) provider.destroy();
        }),
    );
    // A failed load is the `error` event; `ready` keeps the rejection for whoever awaits it.
    this.ready.catch((error: unknown) => {
      if (this.error === null && !this.destroyed) {
        this.fail(
          error instanceof PopcornError
            ? error
            : new PopcornError("PLAYER", `YouTube video ${describeValue(this.#videoId)} could not load.`, {
                cause: error,
              }),
        );
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
    this.ended = false;
    if (this.provider) this.provider.seekTo(value, true);
    else this.#seekTo = value;
  }

  get seeking(): boolean {
    return false;
  }
  get buffered(): TimeRangesLike {
    const duration = this.duration;
    const end = Number.isFinite(duration) ? this.#loaded * duration : 0;
    return timeRanges(end > 0 ? [[0, end]] : []);
  }

  get playbackRate(): number {
    return this.#rate;
  }
  set playbackRate(value: number) {
    checkPlaybackRate(value, "a positive number");
    if (this.provider) this.provider.setPlaybackRate(value);
    else this.#rate = value;
  }

  protected sendPlay(provider: YouTubeApiPlayer): void {
    provider.playVideo();
  }

  protected sendPause(provider: YouTubeApiPlayer): void {
    provider.pauseVideo();
  }

  protected sendVolume(change: "volume" | "muted"): void {
    const provider = this.provider;
    if (change === "volume") provider?.setVolume(Math.round(this.volume * 100));
    else if (this.muted) provider?.mute();
    else provider?.unMute();
  }

  protected release(provider: YouTubeApiPlayer): void {
    clearInterval(this.#poll);
    const iframe = provider.getIframe();
    provider.destroy();
    iframe?.remove();
  }

  /** The player is ready: apply what was asked before, report the metadata, start polling. */
  #ready(provider: YouTubeApiPlayer): void {
    this.duration = provider.getDuration();
    provider.setVolume(Math.round(this.volume * 100));
    if (this.muted) provider.mute();
    if (this.#rate !== 1) provider.setPlaybackRate(this.#rate);
    if (this.#seekTo > 0) provider.seekTo(this.#seekTo, true);
    for (const type of ["durationchange", "loadedmetadata", "loadeddata", "canplay"]) this.emit(type);
    if (!this.paused) provider.playVideo();
    // Media elements report time and loading a few times a second: the API has no events for either.
    this.#poll = setInterval(() => {
      if (!this.paused && !this.ended) this.emit("timeupdate");
      const loaded = provider.getVideoLoadedFraction();
      if (loaded !== this.#loaded) {
        this.#loaded = loaded;
        this.emit("progress");
      }
    }, 250);
  }

  #onState(state: number): void {
    const previous = this.#state;
    this.#state = state;
    switch (YOUTUBE_STATES[state]) {
      case "playing":
        // `play` comes first when playback started from the frame's own controls.
        this.ended = false;
        this.onPlay();
        this.emit("playing");
        this.started();
        break;
      case "waiting":
        if (!this.paused) this.emit("waiting");
        break;
      case "pause":
        // Paused from the frame's own controls.
        this.onPause();
        break;
      case "ended":
        if (previous !== state) this.onEnd();
        break;
    }
  }
}
