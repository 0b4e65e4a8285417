import type { Player } from "../players/player.js";
import type { Ticker } from "./tickSources.js";

/**
 * Backward steps smaller than this, with no seek signalled, are measurement jitter between
 * two time sources (a frame's `mediaTime` against `currentTime` at `timeupdate`), not a rewind: the clock
 * holds its time instead of seeking back and forth.
 */
const JITTER_SECONDS = 0.1;

/**
 * While presented frames drive the clock, a reading between two frames (`currentTime` at `timeupdate`, a
 * `pop.tick()`) runs ahead of what the screen shows: the clock holds the last frame's `mediaTime`, and the next
 * frame moves it on. Only while that reading is less than this far ahead (scaled by a rate above 1): when the
 * frame callbacks stall (a background tab, a video the browser does not paint) the next media event takes
 * `currentTime` again (`timeupdate` fires every 15 to 250 ms, so about once a quarter second at the latest).
 */
const FRAME_LEAD_SECONDS = 0.1;

/**
 * The method a clock's owner implements to hear each tick. A symbol-keyed method, not a callback: every
 * instance shares the one function, so the tick path stays inlinable (one closure per instance would make the
 * call site polymorphic as soon as a page has two, and box the time on every tick).
 */
export const ON_TICK: unique symbol = Symbol("popcorn-kit.onTick");

/** What the clock reports each tick to; the tick's time is the clock's `time`. */
export interface TickTarget {
  [ON_TICK](seek: boolean): void;
}

/**
 * Reads the player's time and tells continuous playback from seeks. It runs frame ticks from the ticker
 * while the player plays, and one tick whenever asked (media events, commands, `pop.tick()`).
 * Ticks never nest: a tick requested during a tick runs right after it.
 */
export class Clock {
  readonly #player: Player;
  readonly #ticker: Ticker | null;
  readonly #target: TickTarget;
  #stopFrames: (() => void) | null = null;
  #time = 0;
  /** The presented frame's `mediaTime` for the step being run, or NaN to read the player. */
  #mediaTime = Number.NaN;
  #seekPending = false;
  #ticking = false;
  #again = false;
  /** Set by a tick with a frame's `mediaTime`, cleared by a seek or when frames stop. */
  #framesSeen = false;

  constructor(player: Player, ticker: Ticker | null, target: TickTarget) {
    this.#player = player;
    this.#ticker = ticker;
    this.#target = target;
    this.#time = readTime(player.currentTime);
  }

  /** The time of the last tick, in seconds. */
  get time(): number {
    return this.#time;
  }

  /** True while frame ticks are running. */
  get running(): boolean {
    return this.#stopFrames !== null;
  }

  /** Marks the next tick as a seek (the player fired `seeking`, or a command set `currentTime`). */
  markSeek(): void {
    this.#seekPending = true;
  }

  /** Starts frame ticks if the player plays, stops them if it does not. */
  sync(): void {
    const playing = !this.#player.paused && !this.#player.ended;
    if (playing && !this.#stopFrames && this.#ticker) {
      this.#stopFrames = this.#ticker.subscribe(this.#frame);
    } else if (!playing && this.#stopFrames) {
      this.stop();
    }
  }

  /** Stops frame ticks. */
  stop(): void {
    const stop = this.#stopFrames;
    this.#stopFrames = null;
    this.#framesSeen = false;
    stop?.();
  }

  /**
   * Runs one tick now, reading the player's time, or taking `mediaTime` from a video frame. (NaN, the default,
   * means "read the player": a number, never undefined, so that the time stays an unboxed double on the way.)
   */
  tick(mediaTime = Number.NaN): void {
    if (this.#ticking) {
      // A tick asked for during a tick (by a listener or hook) runs right after it, reading the player.
      this.#again = true;
      return;
    }
    this.#ticking = true;
    try {
      // Handed over in a field, not as an argument: a double passed to a call that is not inlined is boxed, which
      // cost every tick 16 B wherever V8 chose not to inline the step.
      this.#mediaTime = mediaTime;
      this.#step();
      while (this.#again) {
        this.#again = false;
        this.#mediaTime = Number.NaN;
        this.#step();
      }
    } finally {
      this.#ticking = false;
    }
  }

  readonly #frame = (mediaTime?: number): void => {
    this.tick(mediaTime ?? Number.NaN);
  };

  /** One reading of the time: from the frame's `#mediaTime` when it is a number, else from the player. */
  #step(): void {
    const mediaTime = this.#mediaTime;
    const player = this.#player;
    const t0 = this.#time;
    // NaN is the only value not equal to itself (kept over Number.isNaN on the tick's path).
    // biome-ignore lint/suspicious/noSelfCompare: the NaN test above
    const fromFrame = mediaTime === mediaTime;
    let t1 = readTime(fromFrame ? mediaTime : player.currentTime);
    let seek = this.#seekPending || player.seeking;
    this.#seekPending = false;
    if (!seek && t1 < t0) {
      // While presented frames drive the clock, `currentTime` (read at a media event) may trail the last
      // frame's `mediaTime` by more than the jitter allowance when the page is busy: that too is no rewind.
      // A real seek says so (`seeking`), and a frame that goes back is one.
      const behindFrames = !fromFrame && this.#framesSeen && this.#stopFrames !== null;
      if (t0 - t1 < JITTER_SECONDS || behindFrames) t1 = t0;
      else seek = true;
    } else if (!seek && !fromFrame && this.#framesSeen && t1 > t0) t1 = this.#aheadOfFrame(t0, t1);
    if (fromFrame) this.#framesSeen = true;
    else if (seek) this.#framesSeen = false;
    this.#time = t1;
    // The time is read back from `time`, not passed: a double crossing a call that is not inlined is boxed.
    this.#target[ON_TICK](seek);
  }

  /**
   * The time for a reading `t1` ahead of the last frame's `t0`, between two presented frames (a media event's
   * `currentTime`, a `pop.tick()`): `currentTime` runs ahead of the frame on screen, so what starts there waits
   * for the frame that shows it, and the clock holds `t0`. Not when the frames have stopped (pausing and ending
   * stop them before their tick, which lands on the player's time) or the reading is `FRAME_LEAD_SECONDS` ahead
   * or more (the frame callbacks stalled). Off the tick's hot path, so that `#step` stays small enough to inline.
   */
  #aheadOfFrame(t0: number, t1: number): number {
    return this.#stopFrames !== null && t1 - t0 < FRAME_LEAD_SECONDS * Math.max(1, this.#player.playbackRate) ? t0 : t1;
  }
}

function readTime(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
