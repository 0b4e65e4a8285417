import { plainFields, refusal } from "../errors/errors.js";
import { ListenerRegistry } from "../events/listenerRegistry.js";
import { MAX_TIMER_MS, host, hostNow } from "../host.js";
import { MAX_TIME } from "../time/toSeconds.js";
import { checkPlaybackRate, checkVolume } from "./mediaChecks.js";
import type { Player, PlayerListener, TimeRangesLike } from "./player.js";

const POSITIVE_FINITE = "a positive finite number";

/** Options of `createVirtualPlayer`. */
export interface VirtualPlayerOptions {
  /** Length of the timeline in seconds. @default Infinity */
  duration?: number;
  /** Where playback starts, in seconds. @default 0 */
  currentTime?: number;
  /** Playback speed. @default 1 */
  playbackRate?: number;
  /** Wrap to the start at the end. @default false */
  loop?: boolean;
  /** Time source in milliseconds, e.g. a manual clock's `now`. @default performance.now */
  now?: () => number;
}

/** A media-less player: a timeline clock that plays, pauses, seeks and changes rate. */
export interface VirtualPlayer extends Player {
  duration: number;
  loop: boolean;
  readonly error: null;
  /** All of the timeline: `[0, duration]`, or no range while the duration is infinite. */
  readonly buffered: TimeRangesLike;
  play(): Promise<void>;
  /** Number of listeners attached, of one type or all: lets tests prove that nothing leaked. */
  listenerCount(type?: string): number;
  /**
   * Removes every listener and the timer for its end; the player stops. A popcorn instance never does this for
   * you (`pop.destroy()` leaves the player to whoever made it).
   */
  destroy(): void;
}

/**
 * Creates a virtual player: Popcorn's "null player". It behaves like a media element with no media, firing
 * the same events synchronously (`play`, `playing`, `pause`, `seeking`, `seeked`, `timeupdate`, `ratechange`,
 * `volumechange`, `durationchange`, `ended`). Time comes from `now`, so a manual clock makes it exact.
 *
 * At the end of the timeline `timeupdate`, `pause` and `ended` fire, or with `loop` it wraps to 0 with
 * `seeking`/`seeked`. On the default time source a timer fires them at the end, as a media element does,
 * whether or not anything reads the time; on a time source of your own (a manual clock) they fire at the first
 * read at or after the end (a popcorn instance reads on every tick).
 *
 * @example
 * const player = createVirtualPlayer({ duration: 60 });
 * const pop = createPopcorn(player);
 */
export function createVirtualPlayer(options: VirtualPlayerOptions = {}): VirtualPlayer {
  const fields = plainFields(options, (cause) =>
    refusal(
      "INVALID_OPTION",
      "createVirtualPlayer() options",
      options,
      "an object of duration, currentTime, playbackRate, loop and now",
      { cause },
    ),
  );
  if (fields.now !== undefined && typeof fields.now !== "function")
    throw refusal("INVALID_OPTION", "createVirtualPlayer() now", fields.now, "a function returning milliseconds");
  return new VirtualMediaPlayer(fields as VirtualPlayerOptions);
}

class VirtualMediaPlayer implements VirtualPlayer {
  readonly seeking = false;
  readonly readyState = 4;
  readonly error = null;
  readonly #now: () => number;
  #endTimer: unknown = undefined;
  #duration = 0;
  #rate = 0;
  // The position is derived from where playback last (re)started and the time source since then, never summed
  // up tick by tick: over hours of 60 Hz reads a running sum drifts, and the end would never be reached.
  #origin = 0;
  #anchor = 0;
  #position = 0;
  #paused = true;
  #ended = false;
  #volume = 1;
  #muted = false;
  #loop: boolean;
  readonly #listeners = new ListenerRegistry<Record<string, unknown>>();

  constructor(options: VirtualPlayerOptions) {
    this.#now = options.now ?? hostNow;
    this.#duration = checkDuration(options.duration ?? Infinity);
    this.#position = this.#origin = checkTime(options.currentTime ?? 0);
    this.#rate = checkPlaybackRate(options.playbackRate ?? 1, POSITIVE_FINITE);
    this.#loop = options.loop ?? false;
    this.#anchor = this.#now();
  }

  get currentTime(): number {
    this.#sync();
    return this.#position;
  }

  set currentTime(value: number) {
    this.#sync();
    this.#restartAt(Math.min(checkTime(value), this.#duration));
    this.#ended = false;
    this.#emitSeek();
  }

  get duration(): number {
    return this.#duration;
  }

  /** A virtual timeline has nothing to load: all of it is there (one range, none while open-ended). */
  get buffered(): TimeRangesLike {
    const end = this.#duration;
    const length = Number.isFinite(end) && end > 0 ? 1 : 0;
    const at = (index: number) => {
      if (index < 0 || index >= length) throw new RangeError(`Index ${index} is out of range.`);
    };
    return { length, start: (index) => (at(index), 0), end: (index) => (at(index), end) };
  }

  set duration(value: number) {
    this.#sync();
    this.#duration = checkDuration(value);
    if (this.#position > this.#duration) this.#restartAt(this.#duration);
    else this.#scheduleEnd();
    this.#emit("durationchange");
  }

  get paused(): boolean {
    this.#sync();
    return this.#paused;
  }

  get ended(): boolean {
    this.#sync();
    return this.#ended;
  }

  get volume(): number {
    return this.#volume;
  }

  set volume(value: number) {
    this.#volume = checkVolume(value);
    this.#emit("volumechange");
  }

  get muted(): boolean {
    return this.#muted;
  }

  set muted(value: boolean) {
    this.#muted = Boolean(value);
    this.#emit("volumechange");
  }

  get playbackRate(): number {
    return this.#rate;
  }

  set playbackRate(value: number) {
    const rate = checkPlaybackRate(value, POSITIVE_FINITE);
    this.#sync();
    this.#rate = rate;
    this.#restartAt(this.#position);
    this.#emit("ratechange");
  }

  get loop(): boolean {
    return this.#loop;
  }

  set loop(value: boolean) {
    this.#loop = Boolean(value);
  }

  play(): Promise<void> {
    this.#sync();
    if (this.#ended || this.#position >= this.#duration) {
      this.#restartAt(0);
      this.#ended = false;
      this.#emitSeek();
    }
    if (this.#paused) {
      this.#paused = false;
      this.#restartAt(this.#position);
      this.#emit("play");
      this.#emit("playing");
    }
    return Promise.resolve();
  }

  pause(): void {
    this.#sync();
    if (this.#paused) return;
    this.#paused = true;
    this.#scheduleEnd();
    this.#emit("timeupdate");
    this.#emit("pause");
  }

  addEventListener(type: string, listener: PlayerListener): void {
    this.#listeners.on(type, listener);
  }

  removeEventListener(type: string, listener: PlayerListener): void {
    this.#listeners.off(type, listener);
  }

  listenerCount(type?: string): number {
    return this.#listeners.listenerCount(type);
  }

  destroy(): void {
    this.#sync();
    this.#paused = true;
    this.#scheduleEnd();
    this.#listeners.clear();
  }

  /** Makes `position` the new origin, as of now. */
  #restartAt(position: number): void {
    this.#position = this.#origin = position;
    this.#anchor = this.#now();
    this.#scheduleEnd();
  }

  /** On the host's clock, while playing towards a finite end: a timer for that end (else none). */
  #scheduleEnd(): void {
    if (this.#endTimer !== undefined) host.clearTimeout?.(this.#endTimer);
    this.#endTimer = undefined;
    const left = this.#duration - this.#position;
    // Only on the host's own clock: a time source of one's own is read, not waited for.
    if (this.#now === hostNow && !this.#paused && left < Infinity)
      // A timer waits at most 2^31 - 1 ms (longer ones fire at once); one that fires early is armed again.
      this.#endTimer = host.setTimeout?.(this.#onEndTimer, Math.min((left / this.#rate) * 1000, MAX_TIMER_MS));
  }

  readonly #onEndTimer = (): void => {
    this.#endTimer = undefined;
    this.#sync();
    // A timer a little early waits for the rest.
    this.#scheduleEnd();
  };

  /** Brings the position up to date with the time source and handles reaching the end. */
  #sync(): void {
    if (this.#paused) return;
    const position = this.#origin + ((this.#now() - this.#anchor) / 1000) * this.#rate;
    const duration = this.#duration;
    if (position < duration) {
      this.#position = position;
      return;
    }
    if (this.#loop && duration > 0) {
      this.#restartAt(position % duration);
      this.#emitSeek();
      return;
    }
    this.#position = this.#origin = duration;
    this.#paused = true;
    this.#ended = true;
    this.#scheduleEnd();
    this.#emit("timeupdate");
    this.#emit("pause");
    this.#emit("ended");
  }

  #emitSeek(): void {
    this.#emit("seeking");
    this.#emit("timeupdate");
    this.#emit("seeked");
  }

  #emit(type: string): void {
    const list = this.#listeners.get(type);
    if (!list) return;
    const event = { type, target: this };
    for (const listener of list) listener(event);
  }
}

function checkTime(value: unknown): number {
  if (typeof value !== "number" || !(value >= 0 && value <= MAX_TIME)) {
    throw refusal("INVALID_TIME", "currentTime", value, "a number of seconds from 0 to 2^32");
  }
  return value;
}

function checkDuration(value: unknown): number {
  if (typeof value !== "number" || !(value >= 0)) {
    throw refusal("INVALID_TIME", "duration", value, "seconds, 0 or more, or Infinity");
  }
  return value;
}
