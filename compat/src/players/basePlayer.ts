// Popcorn.baseplayer: core's virtual player seen through Popcorn 1.x's fields and events. Core keeps the time
// (from a time source), the end, the loop and the checks of time, volume and rate; this file adds what 1.x's
// players of one's own relied on and the virtual player has not: `dispatchEvent` to listeners called with the
// player as `this`, fields that change silently, a duration of NaN until known, and a ticker that drives
// `timeupdate` while playing (the virtual player only reports the time when it is read).
import {
  MEDIA_EVENTS,
  type Player,
  type PlayerListener,
  PopcornError,
  type Ticker,
  createIntervalTicker,
  createVirtualPlayer,
} from "@popcorn-kit/core";
import { invalid } from "../util/invalid.js";

/** Options of {@link createBasePlayer}. */
export interface BasePlayerOptions {
  /** Time source in milliseconds, such as a manual clock's `now`. @default performance.now */
  now?: () => number;
  /** What drives `timeupdate` while playing (a manual clock in tests). @default a 250 ms timer, as media elements */
  ticker?: Ticker;
}

/** A media event as a base player hands it to its listeners (or the object given to `dispatchEvent`). */
export interface BasePlayerEvent {
  readonly type: string;
  readonly target?: unknown;
}

/**
 * A media-like object for a player of one's own (Popcorn.baseplayer), which `createPopcorn` drives as it drives a
 * `<video>`. Its fields are settable, as 1.x's were, for the code that makes it follow a real player:
 * `currentTime` seeks (`seeking`, `timeupdate`, `seeked`); `duration` fires `durationchange`; `volume` and
 * `muted` `volumechange`; `playbackRate` `ratechange`; `paused`, `ended`, `seeking`, `readyState`, `error` change
 * silently. Any of them may be replaced with `Object.defineProperty` (they are configurable).
 */
export interface BasePlayer extends Player {
  /** Length in seconds; `NaN` until set (playback then has no end). @default NaN */
  duration: number;
  paused: boolean;
  ended: boolean;
  seeking: boolean;
  /** 0 to 4, as `HTMLMediaElement.readyState`. @default 0 */
  readyState: number;
  loop: boolean;
  error: unknown;
  /** The media address the player was made for. @default "" */
  src: string;
  /** Starts playback: `play`, `playing`, then `timeupdate` while playing. From the start again once ended. */
  play(): Promise<void>;
  /** Pauses: `timeupdate`, `pause`. */
  pause(): void;
  /** Nothing to load: 1.x's placeholder. */
  load(): void;
  /**
   * Calls the listeners of an event, a name or an object with a `type`, in the order they were added (`this` is
   * the player). A listener that throws does not stop the others; the first error is thrown after them all.
   */
  dispatchEvent(event: string | BasePlayerEvent): boolean;
  /** Number of listeners attached, of one type or all: lets tests prove that nothing leaked. */
  listenerCount(type?: string): number;
  /** Stops playback, lets go of the ticker and removes every listener. `play()` is then refused (`DESTROYED`). */
  destroy(): void;
}

/**
 * Creates a base player (Popcorn.baseplayer) on core's virtual player: paused at 0, duration `NaN`, ready
 * state 0.
 *
 * @example
 * const player = createBasePlayer();
 * player.duration = 60;
 * player.readyState = 4;
 * const pop = createPopcorn(player);
 * player.play();
 */
export function createBasePlayer(options: BasePlayerOptions = {}): BasePlayer {
  const virtual = createVirtualPlayer({ now: options.now });
  // 1.x's listeners: called with the player as `this`, by the player's own events and by `dispatchEvent`.
  const listeners = new Map<string, Set<PlayerListener>>();
  let ticker = options.ticker;
  let stopTicks: (() => void) | undefined;
  let duration = Number.NaN;
  let asked = duration;
  // Set by 1.x code that marks the end itself; the virtual player knows only the end it reached.
  let endedMark = false;
  let quiet = false;
  let destroyed = false;

  // The ticker runs while the virtual player plays, and is let go of when it pauses, ends or is destroyed. Each
  // tick reads `paused` first, which lets the virtual player reach its end (`timeupdate`, `pause`, `ended`).
  const follow = () => {
    if (!virtual.paused) {
      ticker ??= createIntervalTicker(250);
      stopTicks ??= ticker.subscribe(() => virtual.paused || player.dispatchEvent("timeupdate"));
    } else {
      stopTicks?.();
      stopTicks = undefined;
    }
  };
  for (const type of MEDIA_EVENTS) {
    virtual.addEventListener(type, () => {
      if (type === "seeking" || type === "play") endedMark = false;
      if (type === "durationchange") duration = asked;
      follow();
      if (!quiet) player.dispatchEvent(type);
    });
  }

  const player = {
    seeking: false,
    readyState: 0,
    error: null,
    src: "",
    get duration() {
      return duration;
    },
    set duration(value: number) {
      asked = +value;
      if (Object.is(asked, duration)) return;
      // NaN (not known yet) is the virtual player's open end; its `durationchange` makes `asked` the duration.
      virtual.duration = Number.isNaN(asked) ? Number.POSITIVE_INFINITY : asked;
    },
    get paused() {
      return virtual.paused;
    },
    set paused(value: boolean) {
      // 1.x code that sets `paused` fires its own events.
      quiet = true;
      try {
        value ? virtual.pause() : virtual.play();
      } finally {
        quiet = false;
      }
    },
    get ended() {
      return endedMark || virtual.ended;
    },
    set ended(value: boolean) {
      endedMark = !!value;
    },
    play() {
      if (destroyed) {
        return Promise.reject(new PopcornError("DESTROYED", "play() on a base player that was destroyed.", {}));
      }
      // Ended as 1.x code said: from the start again, as after the virtual player's own end.
      if (endedMark && virtual.paused) virtual.currentTime = 0;
      return virtual.play();
    },
    pause() {
      virtual.pause();
    },
    load() {},
    addEventListener(type, listener) {
      if (typeof listener !== "function") {
        throw invalid(`addEventListener("${String(type)}") listener`, listener, "a function");
      }
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
    dispatchEvent(event) {
      const type = typeof event === "string" ? event : event?.type;
      if (typeof type !== "string" || type === "") {
        throw invalid("dispatchEvent() event", event, "an event name, or an object with a type");
      }
      const payload = typeof event === "string" ? { type, target: player } : event;
      let failure: { error: unknown } | undefined;
      // The list as it was: a listener added or removed while dispatching changes the next dispatch only.
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          listener.call(player, payload);
        } catch (error) {
          failure ??= { error };
        }
      }
      if (failure) throw failure.error;
      return true;
    },
    listenerCount(type) {
      let count = 0;
      for (const [name, list] of listeners) if (type === undefined || name === type) count += list.size;
      return count;
    },
    destroy() {
      virtual.destroy();
      follow();
      listeners.clear();
      destroyed = true;
    },
  } as BasePlayer;
  // The fields the virtual player keeps and checks (a bad time, volume or rate is refused, naming it).
  for (const key of ["currentTime", "volume", "muted", "playbackRate", "loop"] as const) {
    Object.defineProperty(player, key, {
      get: () => virtual[key],
      set: (value: never) => {
        virtual[key] = value;
      },
      enumerable: true,
      configurable: true,
    });
  }
  return player;
}
