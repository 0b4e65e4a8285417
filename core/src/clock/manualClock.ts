import { refusal } from "../errors/errors.js";
import { type FrameCallback, type Ticker, expectFrameCallback } from "./tickSources.js";

/**
 * A clock that moves only when told: a time source for the virtual player (`now`) and a ticker for the
 * instance, so tests and benchmarks control time exactly.
 *
 * @example
 * const clock = createManualClock();
 * const player = createVirtualPlayer({ now: clock.now });
 * const pop = createPopcorn(player, { ticker: clock });
 * player.play();
 * clock.advance(500); // half a second passes, one frame ticks
 */
export interface ManualClock extends Ticker {
  /** Milliseconds since the clock was made (plus `start`), like `performance.now()`. */
  now(): number;
  /**
   * Moves time forward by `ms` and ticks every subscriber. With `frameMs`, moves in steps of `frameMs`,
   * ticking after each, as a display would.
   */
  advance(ms: number, frameMs?: number): void;
  /** Ticks every subscriber without moving time. */
  frame(): void;
  /** Number of subscribers (instances currently playing on this clock). */
  readonly subscriberCount: number;
}

/** Creates a manual clock starting at `start` milliseconds. */
export function createManualClock(start = 0): ManualClock {
  expectMilliseconds(start, "createManualClock(start)", false);
  let time = start;
  let subscribers: readonly FrameCallback[] = [];
  const frame = () => {
    for (const callback of subscribers) callback();
  };
  return {
    now: () => time,
    advance(ms, frameMs) {
      expectMilliseconds(ms, "advance(ms)", false);
      if (frameMs !== undefined) expectMilliseconds(frameMs, "advance(ms, frameMs)", true);
      if (frameMs === undefined) {
        time += ms;
        frame();
        return;
      }
      const from = time;
      const target = time + ms;
      // Each frame's time is computed from the start, not summed: thousands of steps would drift.
      for (let step = 1; time < target; step++) {
        time = Math.min(target, from + step * frameMs);
        frame();
      }
    },
    frame,
    get subscriberCount() {
      return subscribers.length;
    },
    subscribe(callback) {
      expectFrameCallback(callback);
      subscribers = [...subscribers, callback];
      return () => {
        subscribers = subscribers.filter((c) => c !== callback);
      };
    },
  };
}

/** A duration in milliseconds: finite and not negative (or, for a frame length, positive). */
function expectMilliseconds(value: unknown, where: string, positive: boolean): void {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || (positive && value === 0)) {
    throw refusal(
      "INVALID_TIME",
      `${where} got`,
      value,
      positive ? "a positive finite number of milliseconds" : "a finite number of milliseconds, 0 or more",
    );
  }
}
