import { PopcornError, describeValue } from "../../errors/errors.js";
import { EmbeddedSource } from "../embedded/EmbeddedSource.js";
import { checkSeek } from "../embedded/checkEmbed.js";
import { checkPlaybackRate } from "../mediaChecks.js";
import type { TimeRangesLike } from "../player.js";
import { timeRanges } from "../timeRanges.js";
import type { VimeoApiPlayer, VimeoEmbedOptions, VimeoPlayerClass } from "./VimeoApiPlayer.js";
import { type VimeoEventTable, listenToVimeo, readRanges, readTime } from "./vimeoEvents.js";

/** Vimeo's error data, or an `Error`. */
interface VimeoErrorData {
  name?: string;
  message?: string;
  method?: string;
}

/** Vimeo's player with its state mirrored: the coarse clock that `smoothTime` smooths. */
export class VimeoSource extends EmbeddedSource<VimeoApiPlayer> {
  readonly ready: Promise<void>;
  /** What the smoothing layer shows now (set by `createVimeoPlayer`). */
  shown?: () => number;
  readonly #video: string;
  #unlisten?: () => void;
  #settle?: () => void;
  /** The mirror of Vimeo's state, from its events (and the values asked for before it was ready). */
  #time: number;
  /** Between Vimeo's `bufferstart` and `bufferend`. */
  #buffering = false;
  /** Announced `waiting` (buffering while playing), or `playing`. */
  #waiting = false;
  #playing = false;
  #rate = 1;
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

  constructor(element: HTMLElement, load: Promise<VimeoPlayerClass>, embed: VimeoEmbedOptions, start: number) {
    // Vimeo keeps one player per element: the base makes one for each video, inside the page's.
    super(element);
    this.#video = String(embed["id"] ?? embed["url"]);
    this.#time = start;
    this.ready = new Promise<void>((resolve, reject) => {
      this.#settle = resolve;
      this.#load(load, embed).then(resolve, (error: unknown) => reject(this.#failure(error)));
    });
    this.ready.catch((error: unknown) => {
      const failure = this.#failure(error);
      // A play() asked for before is refused too, as a media element's is when its source fails.
      this.started(failure);
      // Vimeo reports some failures twice, as a rejection and as its `error` event: one `error` here.
      if (!this.destroyed && this.error?.message !== failure.message) this.fail(failure);
    });
  }

  get iframe(): HTMLIFrameElement | null {
    return this.provider ? this.holder.querySelector("iframe") : null;
  }

  get currentTime(): number {
    return this.#time;
  }
  set currentTime(value: number) {
    checkSeek(value);
    this.ended = false;
    this.#time = value > this.duration ? this.duration : value;
    if (this.provider) this.#seek(this.provider, this.#time);
  }

  get seeking(): boolean {
    return this.#seeking;
  }
  get buffered(): TimeRangesLike {
    return timeRanges(this.#buffered);
  }

  get playbackRate(): number {
    return this.#rate;
  }
  set playbackRate(value: number) {
    checkPlaybackRate(value, "a positive number", " (Vimeo plays 0.5 to 2)");
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
    this.emit("ratechange");
  }

  override pause(): void {
    // The mirror keeps the time shown until Vimeo's `pause` event brings its exact time.
    if (this.#playing && this.shown) this.#time = Math.max(this.#time, this.shown());
    super.pause();
  }

  override destroy(): void {
    super.destroy();
    this.#settle?.();
  }

  protected sendPlay(provider: VimeoApiPlayer): void {
    this.#playCalls++;
    provider
      .play()
      .finally(() => this.#playCalls--)
      .catch((error: unknown) => {
        // Refused (a password, privacy, the browser's autoplay policy): paused again, and play() rejects.
        this.started(this.#failure(error, "play"));
        if (this.destroyed || this.paused) return;
        this.#playing = this.#waiting = false;
        this.onPause();
      });
  }

  protected sendPause(provider: VimeoApiPlayer): void {
    this.#playing = false;
    this.#pauseCalls++;
    provider
      .pause()
      .catch(() => undefined)
      .finally(() => this.#pauseCalls--);
  }

  protected sendVolume(change: "volume" | "muted"): void {
    this.#asked.add("volume");
    const provider = this.provider;
    if (provider)
      this.#setVolume(change === "volume" ? provider.setVolume(this.volume) : provider.setMuted(this.muted));
  }

  protected release(provider: VimeoApiPlayer): void {
    this.#unlisten?.();
    // Vimeo's destroy removes its frame and its own listeners at once; its promise says nothing more.
    provider.destroy().catch(() => undefined);
  }

  /** Makes Vimeo's player, waits for it, reads its state and applies what was asked before. */
  async #load(load: Promise<VimeoPlayerClass>, embed: VimeoEmbedOptions): Promise<void> {
    const VimeoPlayer = await load;
    if (this.destroyed) return;
    const provider = new VimeoPlayer(this.holder, embed);
    this.made = provider;
    this.#unlisten = listenToVimeo(provider, this.#events(provider));
    await provider.ready();
    const [duration, rate, volume, muted, buffered] = await Promise.all([
      provider.getDuration(),
      provider.getPlaybackRate(),
      provider.getVolume(),
      provider.getMuted(),
      provider.getBuffered(),
    ]);
    if (this.destroyed) return;
    this.provider = provider;
    this.duration = duration;
    this.#buffered = readRanges(buffered);
    if (this.#asked.has("rate")) this.#rateChanged(rate, provider.setPlaybackRate(this.#rate));
    else this.#rate = rate;
    if (this.#asked.has("volume"))
      this.#setVolume(Promise.all([provider.setVolume(this.volume), provider.setMuted(this.muted)]));
    else this.mirrorVolume(volume, muted);
    for (const type of ["durationchange", "loadedmetadata", "loadeddata", "canplay"]) this.emit(type);
    if (this.#time > 0) this.#seek(provider, Math.min(this.#time, duration));
    if (!this.paused) this.sendPlay(provider);
  }

  /** Vimeo's events, mapped to media events on the mirror. */
  #events(provider: VimeoApiPlayer): VimeoEventTable {
    return {
      play: () => {
        if (!this.paused || this.#pauseCalls > 0) return;
        // Started from the frame's own controls.
        this.ended = false;
        this.onPlay();
      },
      playing: () => {
        if (this.#pauseCalls === 0) this.#resumed();
      },
      bufferend: () => {
        this.#buffering = false;
        if (this.#waiting && !this.paused) this.#resumed();
      },
      bufferstart: () => {
        this.#buffering = true;
        // Buffering for a seek is announced at its end, if it lasts longer.
        if (!this.#seeking) this.#wait();
      },
      pause: (data) => {
        if (this.#target === null) this.#time = readTime(data.seconds, this.#time);
        if (this.ended || this.paused || this.#playCalls > 0) return;
        // Paused from the frame's own controls.
        this.#playing = false;
        this.started();
        this.onPause();
      },
      ended: (data) => {
        this.#time = readTime(data.seconds, this.duration);
        this.#waiting = this.#playing = false;
        this.onEnd();
      },
      timeupdate: (data) => {
        // While a seek runs, Vimeo's time can still be from before it; once paused, the time is the pause's.
        if (this.#target !== null || this.paused) return;
        this.#time = readTime(data.seconds, this.#time);
        this.emit("timeupdate");
      },
      seeking: (data) => {
        // A seek asked for here was announced when asked; one from the frame's own controls is announced now.
        if (this.#target !== null) return;
        this.#time = readTime(data.seconds, this.#time);
        this.#seeking = true;
        this.emit("seeking");
      },
      seeked: (data) => {
        const time = readTime(data.seconds, this.#time);
        // The end of an earlier seek, while a later one runs.
        if (this.#target !== null && Math.abs(time - this.#target) > 0.5) return;
        this.#seeked(time);
      },
      durationchange: (data) => {
        const duration = readTime(data.duration, this.duration);
        if (duration === this.duration) return;
        this.duration = duration;
        this.emit("durationchange");
      },
      progress: () => {
        provider.getBuffered().then(
          (ranges) => {
            if (this.destroyed) return;
            this.#buffered = readRanges(ranges);
            this.emit("progress");
          },
          () => undefined,
        );
      },
      playbackratechange: ({ playbackRate }) => {
        if (this.#rateCalls === 0 && typeof playbackRate === "number") this.#rateChanged(playbackRate);
      },
      volumechange: (data) => {
        if (this.#volumeCalls > 0) return;
        const volume = typeof data.volume === "number" ? data.volume : this.volume;
        const muted = typeof data.muted === "boolean" ? data.muted : this.muted;
        if (volume === this.volume && muted === this.muted) return;
        // Changed in the frame.
        this.mirrorVolume(volume, muted);
        this.emit("volumechange");
      },
      error: (data) => this.fail(this.#failure(data)),
    };
  }

  /** Starts a seek: `seeking` now (as a media element does), `seeked` at Vimeo's. */
  #seek(provider: VimeoApiPlayer, time: number): void {
    this.#target = time;
    this.#seeking = true;
    this.emit("seeking");
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
    this.emit("seeked");
    // The time runs from `seeked` on, unless Vimeo is still loading there.
    if (this.#buffering) this.#wait(true);
  }

  /** Buffering while playing: `waiting` (again after a seek, which ends a wait), until it plays. */
  #wait(again = false): void {
    if (this.paused || (this.#waiting && !again)) return;
    this.#waiting = true;
    this.#playing = false;
    this.emit("waiting");
  }

  /** Playback runs (Vimeo's `playing`, or the end of buffering while playing). */
  #resumed(): void {
    this.#waiting = false;
    this.ended = false;
    if (this.#playing) return;
    this.onPlay();
    this.#playing = true;
    this.emit("playing");
    this.started();
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
            this.mirrorVolume(volume, muted);
            this.emit("volumechange");
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
    if (rate === this.#rate || this.destroyed) return;
    this.#rate = rate;
    this.emit("ratechange");
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
}
