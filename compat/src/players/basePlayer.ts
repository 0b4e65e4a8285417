// Popcorn.baseplayer: a media-like object for players of one's own. It keeps a timeline's time (from a time
// source, never summed tick by tick), fires media events to its listeners, and while playing fires `timeupdate`
// from a ticker it subscribes to only then, and lets go of on pause, at the end and on destroy.
import { PopcornError, type Player, type PlayerListener, type Ticker, createIntervalTicker } from "@popcorn-kit/core";
import { refusal } from "@popcorn-kit/core/errors";
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
 * `currentTime` seeks (`seeking`, `seeked`, `timeupdate`); `duration` fires `durationchange`; `volume` and
 * `muted` `volumechange`; `playbackRate` `ratechange`; `paused`, `ended`, `seeking`, `readyState`, `error` change
 * silently. Any of them may be replaced with `Object.defineProperty` (they are configurable).
 */
export interface BasePlayer extends Player {
  currentTime: number;
  /** Length in seconds; `NaN` until set (playback then has no end). @default NaN */
  duration: number;
  paused: boolean;
  ended: boolean;
  seeking: boolean;
  volume: number;
  muted: boolean;
  playbackRate: number;
  /** 0 to 4, as `HTMLMediaElement.readyState`. @default 0 */
  readyState: number;
  loop: boolean;
  error: unknown;
  /** The media address the player was made for. @default "" */
  src: string;
  /** Starts playback: `play`, `playing`, then `timeupdate` while playing. From the start again once ended. */
  play(): Promise<void>;
  /** Pauses: `pause`. */
  pause(): void;
  /** Nothing to load: 1.x's placeholder. */
  load(): void;
  addEventListener(type: string, listener: PlayerListener): void;
  removeEventListener(type: string, listener: PlayerListener): void;
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

const defaultNow = () => (globalThis.performance ? globalThis.performance.now() : Date.now());

/**
 * Creates a base player (Popcorn.baseplayer): paused at 0, duration `NaN`, ready state 0.
 *
 * @example
 * const player = createBasePlayer();
 * player.duration = 60;
 * player.readyState = 4;
 * const pop = createPopcorn(player);
 * player.play();
 */
export function createBasePlayer(options: BasePlayerOptions = {}): BasePlayer {
  const now = options.now ?? defaultNow;
  if (typeof now !== "function") throw invalid("createBasePlayer() now", now, "a function returning milliseconds");
  if (options.ticker !== undefined && typeof options.ticker?.subscribe !== "function") {
    throw invalid("createBasePlayer() ticker", options.ticker, "an object with subscribe(frame)");
  }
  const listeners = new Map<string, PlayerListener[]>();
  let ticker = options.ticker;
  let stopTicks: (() => void) | undefined;
  // The position is where playback last (re)started plus the time source since then.
  let origin = 0;
  let anchor = now();
  let playing = false;
  let duration = Number.NaN;
  let rate = 1;
  let volume = 1;
  let muted = false;
  let destroyed = false;

  const hasEnd = () => Number.isFinite(duration) && duration >= 0;
  const unclamped = () => (playing ? origin + ((now() - anchor) / 1000) * rate : origin);
  const position = () => (hasEnd() ? Math.min(unclamped(), duration) : unclamped());
  const restartAt = (time: number) => {
    origin = time;
    anchor = now();
  };
  const stop = () => {
    origin = position();
    playing = false;
    stopTicks?.();
    stopTicks = undefined;
  };
  const start = () => {
    restartAt(origin);
    playing = true;
    ticker ??= createIntervalTicker(250);
    stopTicks ??= ticker.subscribe(tick);
  };
  const tick = () => {
    if (!playing) return;
    if (hasEnd() && unclamped() >= duration) {
      if (player.loop && duration > 0) {
        restartAt(0);
        fire("seeking", "seeked", "timeupdate");
        return;
      }
      stop();
      origin = duration;
      player.ended = true;
      fire("timeupdate", "pause", "ended");
      return;
    }
    fire("timeupdate");
  };
  const fire = (...types: string[]) => {
    for (const type of types) player.dispatchEvent(type);
  };

  const player: BasePlayer = {
    ended: false,
    seeking: false,
    readyState: 0,
    loop: false,
    error: null,
    src: "",
    get currentTime() {
      return position();
    },
    set currentTime(value: number) {
      const time = +value;
      if (!(time >= 0 && time < Number.POSITIVE_INFINITY)) {
        throw refusal("INVALID_TIME", "currentTime", value, "a finite number of seconds, 0 or more");
      }
      restartAt(hasEnd() ? Math.min(time, duration) : time);
      player.ended = false;
      fire("seeking", "seeked", "timeupdate");
    },
    get duration() {
      return duration;
    },
    set duration(value: number) {
      const next = +value;
      if (next < 0) throw refusal("INVALID_TIME", "duration", value, "a number of seconds, 0 or more, NaN or Infinity");
      if (Object.is(next, duration)) return;
      restartAt(position());
      duration = next;
      if (hasEnd() && origin > duration) origin = duration;
      fire("durationchange");
    },
    get paused() {
      return !playing;
    },
    set paused(value: boolean) {
      if (!value === playing) return;
      if (value) stop();
      else start();
    },
    get volume() {
      return volume;
    },
    set volume(value: number) {
      if (typeof value !== "number" || !(value >= 0 && value <= 1)) {
        throw invalid("volume", value, "a number from 0 to 1");
      }
      volume = value;
      fire("volumechange");
    },
    get muted() {
      return muted;
    },
    set muted(value: boolean) {
      muted = !!value;
      fire("volumechange");
    },
    get playbackRate() {
      return rate;
    },
    set playbackRate(value: number) {
      if (typeof value !== "number" || !(value > 0 && value < Number.POSITIVE_INFINITY)) {
        throw invalid("playbackRate", value, "a positive finite number");
      }
      restartAt(position());
      rate = value;
      fire("ratechange");
    },
    play() {
      if (destroyed) {
        return Promise.reject(new PopcornError("DESTROYED", "play() on a base player that was destroyed.", {}));
      }
      if (playing) return Promise.resolve();
      if (player.ended || (hasEnd() && origin >= duration)) origin = 0;
      player.ended = false;
      start();
      fire("play", "playing");
      return Promise.resolve();
    },
    pause() {
      if (!playing) return;
      stop();
      fire("pause");
    },
    load() {},
    addEventListener(type, listener) {
      if (typeof listener !== "function") {
        throw invalid(`addEventListener("${String(type)}") listener`, listener, "a function");
      }
      const list = listeners.get(type) ?? [];
      if (!list.includes(listener)) listeners.set(type, [...list, listener]);
    },
    removeEventListener(type, listener) {
      const list = listeners.get(type);
      if (!list) return;
      const rest = list.filter((item) => item !== listener);
      if (rest.length > 0) listeners.set(type, rest);
      else listeners.delete(type);
    },
    dispatchEvent(event) {
      const type = typeof event === "string" ? event : event?.type;
      if (typeof type !== "string" || type === "") {
        throw invalid("dispatchEvent() event", event, "an event name, or an object with a type");
      }
      const payload = typeof event === "string" ? { type, target: player } : event;
      let failure: { error: unknown } | undefined;
      // The list as it was: a listener added or removed while dispatching changes the next dispatch only.
      for (const listener of listeners.get(type) ?? []) {
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
      if (type !== undefined) return listeners.get(type)?.length ?? 0;
      let count = 0;
      for (const list of listeners.values()) count += list.length;
      return count;
    },
    destroy() {
      if (playing) stop();
      listeners.clear();
      destroyed = true;
    },
  };
  return player;
}
