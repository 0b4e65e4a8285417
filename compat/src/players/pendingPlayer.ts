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

/** The fields set before the player is made, and what each reads until then unless it was set. */
const SETTABLE = { currentTime: 0, volume: 1, muted: false, playbackRate: 1, loop: false };
/** What the other media fields read before the player is made. */
const READ_ONLY = { duration: Number.NaN, paused: true, ended: false, seeking: false, readyState: 0 };

type Settable = keyof typeof SETTABLE;

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
  const write = (key: Settable, value: unknown) => {
    if (real) (real as unknown as Record<Settable, unknown>)[key] = value;
    else if (!destroyed) pending.set(key, value);
  };

  const wrapper = {
    ready,
    element,
    get player() {
      return real;
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
  } as PendingPlayer<P>;
  // The media fields: the player's once it is made; before, what was set, else what an empty media element reads.
  for (const [key, before] of Object.entries({ ...SETTABLE, ...READ_ONLY })) {
    Object.defineProperty(wrapper, key, {
      get: () => (real ? real[key as keyof Player] : (pending.get(key as Settable) ?? before)),
      set: key in SETTABLE ? (value: unknown) => write(key as Settable, value) : undefined,
      enumerable: true,
      configurable: true,
    });
  }
  return wrapper;
}
