import type { Player, PlayerListener } from "@popcorn-kit/core";

/**
 * A custom player: a Web Animations API `Animation` (a CSS animation, or `element.animate()`) driven as if it
 * were media, so that cues follow an animation instead of a video. It keeps the `Player` contract: time in
 * seconds, `play()`/`pause()`, and the media events the kit listens to (`play`, `pause`, `seeking`, `seeked`,
 * `timeupdate`, `ratechange`, `volumechange`, `ended`), fired on every change it makes or sees.
 *
 * @example
 * const animation = document.querySelector(".orbit")!.animate(keyframes, { duration: 12_000 });
 * const pop = createPopcorn(createAnimationPlayer(animation));
 */
export function createAnimationPlayer(animation: Animation): Player & { destroy(): void } {
  const listeners = new Map<string, Set<PlayerListener>>();
  const emit = (type: string) => {
    for (const listener of listeners.get(type) ?? []) listener({ type });
  };
  let seeking = false;
  let volume = 1;
  let muted = false;
  // The animation ends on its own: say so, as a media element does.
  const onFinish = () => emit("ended");
  animation.addEventListener("finish", onFinish);
  const durationMs = () => Number(animation.effect?.getComputedTiming().endTime ?? 0);

  return {
    get currentTime() {
      return Number(animation.currentTime ?? 0) / 1000;
    },
    set currentTime(seconds: number) {
      seeking = true;
      emit("seeking");
      animation.currentTime = seconds * 1000;
      seeking = false;
      emit("seeked");
      emit("timeupdate");
    },
    get duration() {
      return durationMs() / 1000;
    },
    get paused() {
      return animation.playState !== "running";
    },
    get ended() {
      return animation.playState === "finished";
    },
    get seeking() {
      return seeking;
    },
    get volume() {
      return volume;
    },
    set volume(value: number) {
      volume = value;
      emit("volumechange");
    },
    get muted() {
      return muted;
    },
    set muted(value: boolean) {
      muted = value;
      emit("volumechange");
    },
    get playbackRate() {
      return animation.playbackRate;
    },
    set playbackRate(rate: number) {
      animation.playbackRate = rate;
      emit("ratechange");
    },
    // An animation has nothing to load: it can always play.
    readyState: 4,
    play() {
      animation.play();
      emit("play");
    },
    pause() {
      animation.pause();
      emit("pause");
    },
    addEventListener(type, listener) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
    destroy() {
      animation.removeEventListener("finish", onFinish);
      listeners.clear();
    },
  };
}
