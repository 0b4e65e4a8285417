import { PopcornError, describeValue } from "../errors/errors.js";
import { ListenerRegistry } from "../events/listenerRegistry.js";
import { host, hostNow } from "../host.js";
import type { Player, PlayerListener, TimeRangesLike } from "./player.js";

/** Options of {@link smoothTime}. */
export interface SmoothTimeOptions {
  /** Monotonic time source in milliseconds, e.g. a manual clock's `now`. @default performance.now */
  now?: () => number;
  /**
   * A reported time this far (in seconds) from where playback should be is a jump the provider made (its own
   * controls, a seek it did not announce): it is taken at once, between synthesized `seeking` and `seeked`.
   * @default 1
   */
  jumpThreshold?: number;
}

/** A player whose `currentTime` is smoothed by {@link smoothTime}. */
export interface SmoothedPlayer extends Player {
  /** The player it smooths. */
  readonly source: Player;
  /** Number of listeners attached through this player, of one type or all (the source's are not counted). */
  listenerCount(type?: string): number;
  /** Removes every listener this player and its users added to the source, then destroys the source. */
  destroy(): void;
}

/** How often a seek this layer announced reads the source until it gets there, in ms. */
const SEEK_POLL_MS = 50;

/** Events the smoothing layer listens to on the source, to re-anchor its estimate. */
const STATE_EVENTS = [
  "play",
  "playing",
  "pause",
  "waiting",
  "ratechange",
  "ended",
  "seeking",
  "seeked",
  "emptied",
] as const;

/**
 * Makes a player with a coarse clock (an embedded provider whose `currentTime` moves in steps of a quarter
 * second or so) read like a local `<video>`: between the source's updates, `currentTime` runs on from the last
 * one at the playback rate, on a monotonic clock.
 *
 * - **Never early.** Each update is a lower bound of where playback is (the source reached it at or before the
 *   moment it is read); the estimate keeps the best lower bound it has, so cues fire at their time, not before.
 *   When the estimate turns out ahead of what the source can be at (a source slower than its rate says), it
 *   holds still until the source catches up.
 * - **Never backwards during playback**, except for seeks.
 * - **Seeks.** Setting `currentTime` takes effect at once (`seeking` now, `seeked` once the source reports a time
 *   near the target, which the layer reads every 50 ms until then, read by the page or not). A jump the source makes on its own beyond `jumpThreshold` is a seek too. Where the source
 *   fires its own `seeking`, nothing is synthesized.
 * - Paused, waiting (`waiting` until `playing`), ended: the time is the source's own.
 *
 * Every other property and method is the source's. Reading `currentTime` drives the estimate: a popcorn
 * instance reads it on every frame while the media plays.
 *
 * @example
 * const pop = createPopcorn(smoothTime(createYouTubeStandIn()));
 */
export function smoothTime(source: Player, options: SmoothTimeOptions = {}): SmoothedPlayer {
  if (source === null || typeof source !== "object" || typeof source.addEventListener !== "function") {
    throw new PopcornError(
      "PLAYER",
      `smoothTime(${describeValue(source)}): expected a player (an object shaped like HTMLMediaElement).`,
      {
        value: source,
        expected: "a player",
      },
    );
  }
  const now = options.now ?? hostNow;
  if (typeof now !== "function") {
    throw new PopcornError("INVALID_OPTION", `now ${describeValue(now)}: expected a function returning milliseconds.`, {
      value: now,
      expected: "a function",
    });
  }
  const jump = options.jumpThreshold ?? 1;
  if (typeof jump !== "number" || !(jump > 0) || !Number.isFinite(jump)) {
    throw new PopcornError(
      "INVALID_OPTION",
      `jumpThreshold ${describeValue(jump)}: expected a positive number of seconds.`,
      {
        value: jump,
        expected: "a positive number of seconds",
      },
    );
  }
  return new SmoothTime(source, now, jump);
}

class SmoothTime implements SmoothedPlayer {
  readonly source: Player;
  readonly #now: () => number;
  readonly #jump: number;
  /** The estimate: `#time` at `#at` (ms), running on at `#rate` while `#running`. */
  #time = 0;
  #at = 0;
  #rate = 1;
  #running = false;
  /** The source's last reported time, and when it was last read. */
  #reported = Number.NaN;
  #readAt = 0;
  /** What `currentTime` last returned, which playback never goes below. */
  #shown = 0;
  /** The source is waiting for data (between `waiting` and `playing`). */
  #waiting = false;
  /** A seek this layer started and the source has not finished: its target. */
  #target: number | null = null;
  /** Whether the source announces its own seeks (it fired `seeking`): then none is synthesized. */
  #nativeSeeks = false;
  /** The timer that reads the source while a synthesized seek waits for it. */
  #seekPoll: unknown = undefined;
  #destroyed = false;
  readonly #listeners = new ListenerRegistry<Record<string, unknown>>();
  readonly #onState = (event: unknown) => this.#state((event as { type?: string } | null)?.type ?? "");

  constructor(source: Player, now: () => number, jump: number) {
    this.source = source;
    this.#now = now;
    this.#jump = jump;
    for (const type of STATE_EVENTS) source.addEventListener(type, this.#onState);
    this.#anchor(readSource(source.currentTime));
    this.#shown = this.#time;
  }

  get currentTime(): number {
    const source = this.source;
    const reported = source.currentTime;
    if (!Number.isFinite(reported)) return reported;
    const t = this.#now();
    const interval = t - this.#readAt;
    this.#readAt = t;
    this.#sync();
    if (reported !== this.#reported) {
      this.#reported = reported;
      this.#sample(reported, t, interval);
    }
    const estimate = this.#estimate(t);
    // Playback never goes back; a seek or a stop resets what was shown.
    const shown = this.#running && estimate < this.#shown ? this.#shown : estimate;
    const duration = source.duration;
    this.#shown = duration >= 0 && shown > duration ? duration : shown;
    return this.#shown;
  }

  set currentTime(value: number) {
    const previous = this.#target;
    const target = readSource(value);
    this.#target = target;
    try {
      // The source checks the value (and throws on a bad one).
      this.source.currentTime = value;
    } catch (error) {
      this.#target = previous;
      throw error;
    }
    // A source that seeks at once has fired its own `seeked` already.
    if (this.#target === null) return;
    this.#anchor(target);
    this.#shown = target;
    this.#reported = Number.NaN;
    if (!this.#nativeSeeks) {
      this.#emit("seeking");
      this.#pollSeek();
    }
  }

  /**
   * While a seek this layer announced waits for the source, reads the source every `SEEK_POLL_MS`: a `<video>`
   * fires `seeked` whether or not anything reads its time, and so does this layer. A read ends the seek when the
   * source reports its target (see `#sample`).
   */
  #pollSeek(): void {
    if (
      this.#seekPoll !== undefined ||
      this.#destroyed ||
      this.#target === null ||
      this.#nativeSeeks ||
      !host.setTimeout
    )
      return;
    this.#seekPoll = host.setTimeout(this.#readForSeek, SEEK_POLL_MS);
  }

  readonly #readForSeek = (): void => {
    this.#seekPoll = undefined;
    if (this.#destroyed) return;
    void this.currentTime;
    this.#pollSeek();
  };

  get duration(): number {
    return this.source.duration;
  }
  get paused(): boolean {
    return this.source.paused;
  }
  get ended(): boolean {
    return this.source.ended;
  }
  get seeking(): boolean {
    return this.source.seeking || (this.#target !== null && !this.#nativeSeeks);
  }
  get volume(): number {
    return this.source.volume;
  }
  set volume(value: number) {
    this.source.volume = value;
  }
  get muted(): boolean {
    return this.source.muted;
  }
  set muted(value: boolean) {
    this.source.muted = value;
  }
  get playbackRate(): number {
    return this.source.playbackRate;
  }
  set playbackRate(value: number) {
    this.#reanchor();
    this.source.playbackRate = value;
    this.#sync();
  }
  get readyState(): number {
    return this.source.readyState;
  }
  get loop(): boolean | undefined {
    return this.source.loop;
  }
  set loop(value: boolean | undefined) {
    this.source.loop = value;
  }
  get error(): unknown {
    return this.source.error;
  }
  get buffered(): TimeRangesLike | undefined {
    return this.source.buffered;
  }

  play(): Promise<void> | void {
    return this.source.play();
  }

  pause(): void {
    this.source.pause();
  }

  addEventListener(type: string, listener: PlayerListener): void {
    this.#listeners.on(type, listener);
    // Seek events come from this layer, which forwards the source's own.
    if (type !== "seeking" && type !== "seeked") this.source.addEventListener(type, listener);
  }

  removeEventListener(type: string, listener: PlayerListener): void {
    if (!this.#listeners.off(type, listener)) return;
    if (type !== "seeking" && type !== "seeked") this.source.removeEventListener(type, listener);
  }

  listenerCount(type?: string): number {
    return this.#listeners.listenerCount(type);
  }

  destroy(): void {
    this.#destroyed = true;
    if (this.#seekPoll !== undefined) host.clearTimeout?.(this.#seekPoll);
    this.#seekPoll = undefined;
    for (const [type, list] of this.#listeners)
      for (const listener of list)
        if (type !== "seeking" && type !== "seeked") this.source.removeEventListener(type, listener);
    this.#listeners.clear();
    for (const type of STATE_EVENTS) this.source.removeEventListener(type, this.#onState);
    this.source.destroy?.();
  }

  /** Where playback is by the estimate, at `t` ms. */
  #estimate(t: number): number {
    return this.#running ? this.#time + ((t - this.#at) / 1000) * this.#rate : this.#time;
  }

  /** Sets the estimate to `time` now. */
  #anchor(time: number): void {
    this.#time = time;
    this.#at = this.#now();
  }

  /** Moves the anchor to now, keeping the estimate (before the rate or the running state changes). */
  #reanchor(): void {
    this.#anchor(this.#estimate(this.#now()));
  }

  /** Follows the source's running state and rate; a stop takes the source's own time. */
  #sync(): void {
    const source = this.source;
    const running = !source.paused && !source.ended && !this.#waiting && !source.seeking && this.#target === null;
    const rate = source.playbackRate;
    if (running === this.#running && rate === this.#rate) return;
    if (running && !this.#running) {
      // Playback starts from where the source is (and never below what was shown).
      const reported = readSource(source.currentTime);
      this.#anchor(reported > this.#shown ? reported : this.#shown);
    } else if (!running) {
      this.#anchor(readSource(source.currentTime));
      this.#shown = this.#time;
    } else {
      this.#reanchor();
    }
    this.#running = running;
    this.#rate = rate;
  }

  /** A new time from the source, read at `t` ms, `interval` ms after the read before. */
  #sample(reported: number, t: number, interval: number): void {
    if (this.#target !== null) {
      // A seek this layer started ends when the source reports a time near its target.
      if (Math.abs(reported - this.#target) < this.#jump) {
        this.#target = null;
        this.#anchor(reported);
        this.#shown = reported;
        this.#sync();
        if (!this.#nativeSeeks) this.#emit("seeked");
      }
      return;
    }
    if (!this.#running) {
      this.#anchor(reported);
      return;
    }
    const estimate = this.#estimate(t);
    if (Math.abs(reported - estimate) > this.#jump) {
      // A jump of the source's own: a seek.
      this.#anchor(reported);
      this.#shown = reported;
      if (!this.#nativeSeeks) {
        this.#emit("seeking");
        this.#emit("seeked");
      }
      return;
    }
    // The source reached `reported` at or before this read, and at most one read interval before it: playback is
    // between `reported` and `reported + interval × rate`. Keep the best lower bound; an estimate beyond the
    // upper bound is ahead of the source, and starts over from the report (what was shown holds meanwhile).
    if (reported > estimate || estimate > reported + (interval / 1000) * this.#rate) {
      this.#time = reported;
      this.#at = t;
    }
  }

  #state(type: string): void {
    if (type === "seeking") this.#nativeSeeks = true;
    // The source's own seek events reach this layer's listeners through it, in order with synthesized ones.
    if (type === "seeking" || type === "seeked") this.#emit(type);
    if (type === "waiting") this.#waiting = true;
    else if (type === "playing" || type === "seeked" || type === "emptied") this.#waiting = false;
    if (type === "seeked" && this.#target !== null) {
      this.#target = null;
      this.#anchor(readSource(this.source.currentTime));
      this.#shown = this.#time;
    }
    if (type === "play" || type === "playing") {
      // The moment playback (re)starts: the source's time is exact now.
      this.#reported = Number.NaN;
    }
    this.#sync();
  }

  #emit(type: "seeking" | "seeked"): void {
    const list = this.#listeners.get(type);
    if (!list) return;
    const event = { type, target: this };
    for (const listener of list) listener(event);
  }
}

function readSource(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
