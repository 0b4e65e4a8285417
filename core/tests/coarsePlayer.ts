import type { Player, PlayerListener, VirtualPlayer } from "../src/index.js";

/** Options of the coarse stand-in. */
export interface CoarseOptions {
  /** The time source the virtual player runs on, in ms. */
  now: () => number;
  /** How often the reported time moves while playing, in ms (an embedded provider's quarter second). */
  every?: number;
  /** When, in ms, the first update falls (the provider's phase against the page's frames). */
  phase?: number;
  /** How fast the provider really plays, against its `playbackRate` (a slow or drifting provider below 1). */
  drift?: number;
}

/**
 * A provider stand-in with a coarse clock, over a virtual player (the truth): while playing, `currentTime`
 * moves only every `every` ms, to where playback was at that moment; paused and after a seek it is exact. It
 * fires no `seeking` or `seeked` (as embedded providers do not). `truth()` is where playback really is.
 */
export function coarsePlayer(
  inner: VirtualPlayer,
  { now, every = 250, phase = 0, drift = 1 }: CoarseOptions,
): Player & { truth(): number; stall(): void; resume(): void } {
  // With drift, the truth runs at rate × drift: the provider's playbackRate is what it says, not what it does.
  let origin = inner.currentTime;
  let originAt = now();
  // Stalled (buffering): still playing, not paused, but the time stands until resume().
  let stalled = false;
  const local = new Map<string, Set<PlayerListener>>();
  const emit = (type: string) => {
    for (const listener of local.get(type) ?? []) listener({ type });
  };
  const truth = () =>
    inner.paused || inner.ended
      ? inner.currentTime
      : stalled
        ? origin
        : Math.min(inner.duration, origin + ((now() - originAt) / 1000) * inner.playbackRate * drift);
  const resync = () => {
    origin = truth();
    originAt = now();
  };
  const hidden = new Set(["seeking", "seeked"]);
  return {
    truth,
    stall() {
      origin = truth();
      originAt = now();
      stalled = true;
      emit("waiting");
    },
    resume() {
      originAt = now();
      stalled = false;
      emit("playing");
    },
    get currentTime() {
      const t = now();
      if (inner.paused || inner.ended || stalled) return truth();
      // The last update at or before t: phase + k × every.
      const k = Math.floor((t - phase) / every);
      const at = Math.max(originAt, phase + k * every);
      return Math.min(inner.duration, origin + ((at - originAt) / 1000) * inner.playbackRate * drift);
    },
    set currentTime(value: number) {
      inner.currentTime = value;
      origin = inner.currentTime;
      originAt = now();
    },
    get duration() {
      return inner.duration;
    },
    get paused() {
      return inner.paused;
    },
    get ended() {
      return inner.ended;
    },
    seeking: false,
    get volume() {
      return inner.volume;
    },
    set volume(value: number) {
      inner.volume = value;
    },
    get muted() {
      return inner.muted;
    },
    set muted(value: boolean) {
      inner.muted = value;
    },
    get playbackRate() {
      return inner.playbackRate;
    },
    set playbackRate(value: number) {
      resync();
      inner.playbackRate = value;
    },
    readyState: 4,
    play() {
      resync();
      return inner.play();
    },
    pause() {
      const at = truth();
      inner.pause();
      inner.currentTime = at;
      origin = at;
      originAt = now();
    },
    addEventListener(type: string, listener: PlayerListener) {
      if (type === "waiting" || type === "playing") local.set(type, (local.get(type) ?? new Set()).add(listener));
      if (!hidden.has(type)) inner.addEventListener(type, listener);
    },
    removeEventListener(type: string, listener: PlayerListener) {
      local.get(type)?.delete(listener);
      if (!hidden.has(type)) inner.removeEventListener(type, listener);
    },
    destroy() {
      inner.destroy();
    },
  };
}
