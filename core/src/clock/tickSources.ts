import { PopcornError, readSafely, refusal } from "../errors/errors.js";
import { MAX_TIMER_MS, host } from "../host.js";
import type { Player } from "../players/player.js";

/** Called once per frame; `mediaTime` is the presented frame's media time where the source knows it. */
export type FrameCallback = (mediaTime?: number) => void;

/**
 * A source of frame ticks. The clock subscribes while the media plays and unsubscribes when it pauses.
 * Implement it to drive an instance from your own loop (a game loop, a test, an audio worklet).
 */
export interface Ticker {
  /** Starts calling `frame` once per frame; returns the function that stops it. */
  subscribe(frame: FrameCallback): () => void;
}

/**
 * Ticks once per presented video frame through `requestVideoFrameCallback`, passing the frame's `mediaTime`:
 * the most exact clock a browser offers for video.
 */
export function createVideoFrameTicker(player: Player): Ticker {
  const request = player.requestVideoFrameCallback;
  const cancel = player.cancelVideoFrameCallback;
  if (!request || !cancel) {
    throw new PopcornError(
      "PLAYER",
      "The player has no requestVideoFrameCallback/cancelVideoFrameCallback: expected a <video> element or a player with frame callbacks (or use createAutoTicker).",
      {
        value: player,
        expected: "a player with requestVideoFrameCallback",
      },
    );
  }
  return {
    subscribe(frame) {
      expectFrameCallback(frame);
      let handle = 0;
      let live = true;
      const onFrame = (_now: number, metadata: { mediaTime: number }) => {
        if (!live) return;
        handle = request.call(player, onFrame);
        frame(metadata.mediaTime);
      };
      handle = request.call(player, onFrame);
      return () => {
        live = false;
        cancel.call(player, handle);
      };
    },
  };
}

/** Ticks once per animation frame (`requestAnimationFrame`), for audio and players without frame callbacks. */
export function createAnimationFrameTicker(): Ticker {
  const raf = host.requestAnimationFrame;
  const caf = host.cancelAnimationFrame;
  if (!raf || !caf) {
    throw new PopcornError(
      "INVALID_OPTION",
      "requestAnimationFrame is not available here: expected a browser window (or use createIntervalTicker or createAutoTicker).",
      {
        expected: "a host with requestAnimationFrame",
      },
    );
  }
  return {
    subscribe(frame) {
      expectFrameCallback(frame);
      let live = true;
      const onFrame = () => {
        if (!live) return;
        handle = raf(onFrame);
        frame();
      };
      let handle = raf(onFrame);
      return () => {
        live = false;
        caf(handle);
      };
    },
  };
}

/**
 * Ticks on a timer, for hosts without a display (Node, workers).
 * @param intervalMs - milliseconds between ticks @default 16
 */
export function createIntervalTicker(intervalMs = 16): Ticker {
  const setTimer = host.setTimeout;
  const clearTimer = host.clearTimeout;
  if (typeof intervalMs !== "number" || !(intervalMs > 0 && intervalMs <= MAX_TIMER_MS)) {
    throw refusal(
      "INVALID_OPTION",
      "Ticker interval",
      intervalMs,
      `a positive finite number of milliseconds, at most ${MAX_TIMER_MS}`,
    );
  }
  if (!setTimer || !clearTimer) {
    throw new PopcornError(
      "INVALID_OPTION",
      "setTimeout is not available here: expected a host with timers, or a ticker of your own.",
      {
        expected: "a host with setTimeout",
      },
    );
  }
  return {
    subscribe(frame) {
      expectFrameCallback(frame);
      let live = true;
      let handle: unknown;
      const onTimer = () => {
        if (!live) return;
        handle = setTimer(onTimer, intervalMs);
        frame();
      };
      handle = setTimer(onTimer, intervalMs);
      return () => {
        live = false;
        clearTimer(handle);
      };
    },
  };
}

/**
 * The best ticker for a player here: video frame callbacks, else animation frames, else a 16 ms timer.
 */
export function createAutoTicker(player: Player): Ticker {
  if (typeof player.requestVideoFrameCallback === "function" && typeof player.cancelVideoFrameCallback === "function") {
    return createVideoFrameTicker(player);
  }
  if (host.requestAnimationFrame && host.cancelAnimationFrame) return createAnimationFrameTicker();
  return createIntervalTicker(16);
}

/** Refuses a `subscribe` argument that is not a function, before any frame is requested. */
export function expectFrameCallback(frame: unknown): void {
  if (typeof frame !== "function") {
    throw refusal("INVALID_OPTION", "Ticker subscribe() got", frame, "a function to call once per frame");
  }
}

/** The ticker an instance runs on, from its `ticker` option: null for manual ticks. */
export function resolveTicker(player: Player, ticker: "auto" | "manual" | Ticker | undefined): Ticker | null {
  if (ticker === "manual") return null;
  if (ticker === "auto" || ticker === undefined) return createAutoTicker(player);
  const refuse = (cause?: unknown) =>
    refusal("INVALID_OPTION", "ticker", ticker, '"auto", "manual" or an object with subscribe(frame)', { cause });
  // A proxy or a getter may throw as `subscribe` is read: that is a refusal too, with the error as its cause.
  if (typeof readSafely(() => (ticker as Partial<Ticker> | null)?.subscribe, refuse) === "function") return ticker;
  throw refuse();
}
