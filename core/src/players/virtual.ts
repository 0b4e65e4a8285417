import { PopcornError, describeValue } from "../errors.js";
import { hostNow } from "../host.js";
import type { Player, PlayerListener } from "./player.js";

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
  play(): Promise<void>;
  /** Number of listeners attached, of one type or all: lets tests prove that nothing leaked. */
  listenerCount(type?: string): number;
  /** Removes every listener; the player stops. */
  destroy(): void;
}

/**
 * Creates a virtual player: Popcorn's "null player". It behaves like a media element with no media, firing
 * the same events synchronously (`play`, `playing`, `pause`, `seeking`, `seeked`, `timeupdate`, `ratechange`,
 * `volumechange`, `durationchange`, `ended`). Time comes from `now`, so a manual clock makes it exact.
 *
 * The end of the timeline is noticed when time is read (each tick reads it): then `timeupdate`, `pause` and
 * `ended` fire, or with `loop` it wraps to 0 with `seeking`/`seeked`.
 *
 * @example
 * const player = createVirtualPlayer({ duration: 60 });
 * const pop = createPopcorn(player);
 */
export function createVirtualPlayer(options: VirtualPlayerOptions = {}): VirtualPlayer {
  const now = options.now ?? hostNow;
  let duration = checkDuration(options.duration ?? Infinity);
  let position = checkTime(options.currentTime ?? 0, "currentTime");
  let rate = checkRate(options.playbackRate ?? 1);
  let anchor = now();
  let paused = true;
  let ended = false;
  let volume = 1;
  let muted = false;
  let loop = options.loop ?? false;
  let listeners = new Map<string, PlayerListener[]>();

  const emit = (type: string) => {
    const list = listeners.get(type);
    if (!list) return;
    const event = { type, target: player };
    for (const listener of list) listener(event);
  };

  // Brings `position` up to date with the time source and handles reaching the end.
  const sync = () => {
    if (paused) return;
    const at = now();
    position += ((at - anchor) / 1000) * rate;
    anchor = at;
    if (position < duration) return;
    if (loop && duration > 0) {
      position %= duration;
      emit("seeking");
      emit("timeupdate");
      emit("seeked");
      return;
    }
    position = duration;
    paused = true;
    ended = true;
    emit("timeupdate");
    emit("pause");
    emit("ended");
  };

  const player: VirtualPlayer = {
    get currentTime() {
      sync();
      return position;
    },
    set currentTime(value: number) {
      sync();
      position = Math.min(checkTime(value, "currentTime"), duration);
      anchor = now();
      ended = false;
      emit("seeking");
      emit("timeupdate");
      emit("seeked");
    },
    get duration() {
      return duration;
    },
    set duration(value: number) {
      duration = checkDuration(value);
      if (position > duration) position = duration;
      emit("durationchange");
    },
    get paused() {
      sync();
      return paused;
    },
    get ended() {
      sync();
      return ended;
    },
    seeking: false,
    get volume() {
      return volume;
    },
    set volume(value: number) {
      if (typeof value !== "number" || !(value >= 0 && value <= 1)) {
        throw new PopcornError("INVALID_OPTION", `volume ${describeValue(value)}: expected a number from 0 to 1.`, {
          value,
          expected: "a number from 0 to 1",
        });
      }
      volume = value;
      emit("volumechange");
    },
    get muted() {
      return muted;
    },
    set muted(value: boolean) {
      muted = Boolean(value);
      emit("volumechange");
    },
    get playbackRate() {
      return rate;
    },
    set playbackRate(value: number) {
      sync();
      rate = checkRate(value);
      anchor = now();
      emit("ratechange");
    },
    get loop() {
      return loop;
    },
    set loop(value: boolean) {
      loop = Boolean(value);
    },
    readyState: 4,
    error: null,
    play() {
      sync();
      if (ended || position >= duration) {
        position = 0;
        ended = false;
        emit("seeking");
        emit("timeupdate");
        emit("seeked");
      }
      if (paused) {
        paused = false;
        anchor = now();
        emit("play");
        emit("playing");
      }
      return Promise.resolve();
    },
    pause() {
      sync();
      if (paused) return;
      paused = true;
      emit("timeupdate");
      emit("pause");
    },
    addEventListener(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    removeEventListener(type, listener) {
      const list = listeners.get(type);
      if (!list) return;
      const index = list.indexOf(listener);
      if (index < 0) return;
      const next = [...list.slice(0, index), ...list.slice(index + 1)];
      if (next.length === 0) listeners.delete(type);
      else listeners.set(type, next);
    },
    listenerCount(type) {
      if (type !== undefined) return listeners.get(type)?.length ?? 0;
      let count = 0;
      for (const list of listeners.values()) count += list.length;
      return count;
    },
    destroy() {
      sync();
      paused = true;
      listeners = new Map();
    },
  };
  return player;
}

function checkTime(value: unknown, name: string): number {
  if (typeof value !== "number" || !(value >= 0) || value === Infinity) {
    throw new PopcornError("INVALID_TIME", `${name} ${describeValue(value)}: expected a finite number of seconds, 0 or more.`, {
      value,
      expected: "a finite number of seconds, 0 or more",
    });
  }
  return value;
}

function checkDuration(value: unknown): number {
  if (typeof value !== "number" || !(value >= 0)) {
    throw new PopcornError("INVALID_TIME", `duration ${describeValue(value)}: expected seconds, 0 or more, or Infinity.`, {
      value,
      expected: "seconds, 0 or more, or Infinity",
    });
  }
  return value;
}

function checkRate(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    throw new PopcornError("INVALID_OPTION", `playbackRate ${describeValue(value)}: expected a positive finite number.`, {
      value,
      expected: "a positive finite number",
    });
  }
  return value;
}
