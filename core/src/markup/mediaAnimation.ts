import type { Popcorn } from "../contract/popcorn.js";
import type { MountHandle } from "./mount.js";

/** The part of a Web Animation this mount drives (typed here, so core needs no DOM types). */
interface DrivenAnimation {
  /** Written in milliseconds; read back in browsers as a number or a CSS value, hence unknown here. */
  currentTime: unknown;
  playbackRate: number;
  play(): void;
  pause(): void;
}

/** An element whose CSS animations can be read: an `HTMLElement` in browsers (jsdom has no animations). */
interface AnimatedElement {
  readonly isConnected: boolean;
  getAnimations?(): DrivenAnimation[];
}

/** What `followMedia` takes: the instance, and the media time at which the element's animation begins. */
export interface MediaAnimationInput {
  readonly pop: Popcorn | null;
  readonly start: number;
}

const EVENTS = ["play", "pause", "seeked", "ratechange"] as const;

/**
 * A mount that keeps an element's CSS animations on the media's clock: their time is the media time since
 * `start`, they pause with the media, follow seeks and play at its rate. A word river or a ticker seen
 * after a seek is where it would have been; with `prefers-reduced-motion` the stylesheet has no animation
 * and this does nothing.
 */
export function followMedia(element: AnimatedElement, input: MediaAnimationInput): MountHandle<MediaAnimationInput> {
  let current = input;
  const sync = (): void => {
    const pop = current.pop;
    if (pop === null || pop.destroyed || typeof element.getAnimations !== "function") return;
    for (const animation of element.getAnimations()) {
      animation.playbackRate = pop.playbackRate > 0 ? pop.playbackRate : 1;
      animation.currentTime = Math.max(0, (pop.currentTime - current.start) * 1000);
      if (pop.paused) animation.pause();
      else animation.play();
    }
  };
  let stops: (() => void)[] = [];
  const listen = (): void => {
    for (const stop of stops) stop();
    stops = current.pop === null ? [] : EVENTS.map((type) => current.pop!.on(type, sync));
  };
  listen();
  sync();
  return {
    update(next) {
      const samePop = next.pop === current.pop;
      current = next;
      if (!samePop) listen();
      sync();
    },
    destroy() {
      for (const stop of stops) stop();
      stops = [];
    },
  };
}
