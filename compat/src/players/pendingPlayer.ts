// A player that exists at once for a player made later: core's smartPlayer resolves asynchronously (each kind of
// player is imported when an address needs it), and 1.x's Popcorn.smart returned at once. Until the player is
// there, this one reads as paused at its pending time with no duration, and remembers what is set and whether
// to play; once it is there, it hands over the listeners and what was set, and delegates everything.
import { PopcornError, type Player, type PlayerListener } from "@popcorn-kit/core";

/** A player usable at once, that becomes `player` when `ready` resolves. */
export interface PendingPlayer<P extends Player> extends Player {
  /** Resolves with the player once made; rejects with its `PopcornError`, which an `error` event also reports. */
  readonly ready: Promise<P>;
  /** The player, once made; null before. */
  readonly player: P | null;
  /** The element the player goes in. */
  readonly element: HTMLElement;
  /** Destroys the player (at once if made later) and removes every listener added through this one. */
  destroy(): void;
}

type Settable = "currentTime" | "volume" | "muted" | "playbackRate" | "loop";

/**
 * Wraps the promise of a player. Listeners added before it is made are added to it when it is; `currentTime`,
 * `volume`, `muted`, `playbackRate` and `loop` set before are set on it then, and a `play()` before plays it
 * (its promise settles with the player's). If the player fails, `error` holds the `PopcornError`, `error`
 * listeners are called, and pending `play()` promises reject with it.
 */
export function pendingPlayer<P extends Player & { destroy(): void }>(
  making: Promise<P>,
  element: HTMLElement,
): PendingPlayer<P> {
  let real: P | null = null;
  let failure: PopcornError | null = null;
  let destroyed = false;
  let wantPlay = false;
  const pending = new Map<Settable, unknown>();
  const listeners: [string, PlayerListener][] = [];
  const plays: { resolve: () => void; reject: (error: unknown) => void }[] = [];

  const ready = making.then(
    (player) => {
      if (destroyed) {
        player.destroy();
        return player;
      }
      real = player;
      for (const [type, listener] of listeners) player.addEventListener(type, listener);
      for (const [key, value] of pending) (player as unknown as Record<Settable, unknown>)[key] = value;
      pending.clear();
      // The instance reads the time on media events: one now, for a player that was ready before it was here.
      if (player.readyState >= 1) call("durationchange", { type: "durationchange", target: player });
      const waiting = plays.splice(0);
      const settle = (error?: unknown) => {
        for (const play of waiting) error === undefined ? play.resolve() : play.reject(error);
      };
      if (wantPlay)
        Promise.resolve(player.play()).then(
          () => settle(),
          (error) => settle(error ?? failure),
        );
      else settle();
      return player;
    },
    (cause: unknown) => {
      failure =
        cause instanceof PopcornError
          ? cause
          : new PopcornError("PLAYER", `The player could not be made: ${(cause as Error)?.message ?? cause}.`, {
              cause,
            });
      for (const play of plays.splice(0)) play.reject(failure);
      if (!destroyed) call("error", { type: "error", target: wrapper, error: failure });
      throw failure;
    },
  );
  // Whoever awaits `ready` sees the failure; the player's `error` event reports it to the instance.
  ready.catch(() => {});

  const call = (type: string, event: unknown) => {
    for (const [name, listener] of [...listeners]) if (name === type) listener.call(wrapper, event);
  };
  const read = <K extends keyof Player>(key: K, before: Player[K]): Player[K] => (real ? real[key] : before);
  const write = (key: Settable, value: unknown) => {
    if (real) (real as unknown as Record<Settable, unknown>)[key] = value;
    else if (!destroyed) pending.set(key, value);
  };

  const wrapper: PendingPlayer<P> = {
    ready,
    element,
    get player() {
      return real;
    },
    get currentTime() {
      return read("currentTime", (pending.get("currentTime") as number | undefined) ?? 0);
    },
    set currentTime(value) {
      write("currentTime", value);
    },
    get duration() {
      return read("duration", Number.NaN);
    },
    get paused() {
      return read("paused", true);
    },
    get ended() {
      return read("ended", false);
    },
    get seeking() {
      return read("seeking", false);
    },
    get volume() {
      return read("volume", (pending.get("volume") as number | undefined) ?? 1);
    },
    set volume(value) {
      write("volume", value);
    },
    get muted() {
      return read("muted", (pending.get("muted") as boolean | undefined) ?? false);
    },
    set muted(value) {
      write("muted", value);
    },
    get playbackRate() {
      return read("playbackRate", (pending.get("playbackRate") as number | undefined) ?? 1);
    },
    set playbackRate(value) {
      write("playbackRate", value);
    },
    get loop() {
      return read("loop", (pending.get("loop") as boolean | undefined) ?? false);
    },
    set loop(value) {
      write("loop", value);
    },
    get readyState() {
      return read("readyState", 0);
    },
    get buffered() {
      return real?.buffered;
    },
    get error() {
      return real ? real.error : failure;
    },
    play() {
      if (real) return real.play();
      if (failure) return Promise.reject(failure);
      if (destroyed) return Promise.resolve();
      wantPlay = true;
      return new Promise<void>((resolve, reject) => plays.push({ resolve, reject }));
    },
    pause() {
      if (real) real.pause();
      else wantPlay = false;
    },
    addEventListener(type, listener) {
      if (destroyed || listeners.some(([name, fn]) => name === type && fn === listener)) return;
      listeners.push([type, listener]);
      real?.addEventListener(type, listener);
    },
    removeEventListener(type, listener) {
      const index = listeners.findIndex(([name, fn]) => name === type && fn === listener);
      if (index === -1) return;
      listeners.splice(index, 1);
      real?.removeEventListener(type, listener);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const [type, listener] of listeners.splice(0)) real?.removeEventListener(type, listener);
      pending.clear();
      for (const play of plays.splice(0)) play.resolve();
      real?.destroy();
    },
  };
  return wrapper;
}
