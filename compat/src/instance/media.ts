import type { TimeInput } from "@popcorn-kit/core";
import { refusal } from "@popcorn-kit/core/errors";
import { type InstanceState, stateOf } from "./state.js";
import type { PopcornInstance, PopcornPosition } from "./types.js";
import { invalid } from "../util/invalid.js";

type Method = (this: PopcornInstance, ...args: any[]) => unknown;

function reportPlay(state: InstanceState, promise: Promise<void>): void {
  // A refused play (autoplay rules) is the instance's `error` event, not an unhandled rejection.
  promise.catch((error: unknown) => {
    if (!state.kit.destroyed) state.kit.emit("error", { error, phase: "player" });
  });
}

function seek(state: InstanceState, time: TimeInput): void {
  if (typeof time !== "number" && typeof time !== "string") {
    throw refusal("INVALID_TIME", "currentTime()", time, "seconds or a timecode");
  }
  state.kit.seek(time);
  // A hook that seeks reads the time it went to, not the time it started at (see `timeFloor`).
  state.timeFloor = Number.NEGATIVE_INFINITY;
}

/** An attribute of the media read with no argument, set with one (emitting `attrchange` when it changed). */
function attribute(name: string): Method {
  return function (this: PopcornInstance, ...args: unknown[]) {
    const state = stateOf(this);
    const media = state.media;
    if (args.length === 0) return media[name];
    const previous = media[name];
    media[name] = args[0];
    if (previous !== args[0]) {
      state.kit.emit("attrchange", { attribute: name, previousValue: previous, currentValue: args[0] });
    }
    return this;
  };
}

/** A media property that is only read. */
function reading(name: string): Method {
  return function (this: PopcornInstance) {
    return stateOf(this).media[name];
  };
}

/** The playback rates a media element takes (Chromium's range). */
const MIN_RATE = 0.0625;
const MAX_RATE = 16;

/** The media methods of `Popcorn.p`: Popcorn 1.x's getters with no argument, chainable setters with one. */
export const mediaMethods: Record<string, Method> = {
  play(time?: TimeInput) {
    const state = stateOf(this);
    if (time !== undefined && time !== null) seek(state, time);
    reportPlay(state, state.kit.play());
    return this;
  },
  pause(time?: TimeInput) {
    const state = stateOf(this);
    state.kit.pause();
    if (time !== undefined && time !== null) seek(state, time);
    return this;
  },
  load() {
    const state = stateOf(this);
    state.media.load?.();
    return this;
  },
  currentTime(...args: [TimeInput?]) {
    const state = stateOf(this);
    if (args.length === 0) return Math.max(state.kit.currentTime, state.timeFloor);
    seek(state, args[0] as TimeInput);
    return this;
  },
  playbackRate(...args: [number?]) {
    const state = stateOf(this);
    if (args.length === 0) return state.kit.playbackRate;
    const rate = args[0] as number;
    // A media element throws a DOMException for a rate outside the range it plays: checked before it is set.
    const element = typeof HTMLMediaElement !== "undefined" && state.element instanceof HTMLMediaElement;
    if (element && !(rate >= MIN_RATE && rate <= MAX_RATE)) {
      throw invalid("playbackRate()", rate, `a number from ${MIN_RATE} to ${MAX_RATE}`);
    }
    state.kit.playbackRate = rate;
    return this;
  },
  volume(...args: [number?]) {
    const state = stateOf(this);
    if (args.length === 0) return state.kit.volume;
    state.kit.volume = args[0] as number;
    return this;
  },
  mute(toggle?: boolean) {
    const state = stateOf(this);
    const muting = toggle === undefined || toggle === null || toggle === true;
    if (muting) {
      this.data.state.volume = state.kit.volume;
      state.kit.muted = true;
    } else {
      state.kit.muted = false;
      state.kit.volume = this.data.state.volume;
    }
    state.kit.emit(muting ? "muted" : "unmuted");
    return this;
  },
  unmute(toggle?: boolean) {
    return this.mute(toggle === undefined || toggle === null ? false : !toggle);
  },
  muted() {
    return stateOf(this).kit.muted;
  },
  duration() {
    return stateOf(this).kit.duration;
  },
  paused() {
    return stateOf(this).kit.paused;
  },
  ended() {
    return stateOf(this).kit.ended;
  },
  seeking: reading("seeking"),
  readyState: reading("readyState"),
  buffered: reading("buffered"),
  played: reading("played"),
  seekable: reading("seekable"),
  autoplay: attribute("autoplay"),
  loop: attribute("loop"),
  controls: attribute("controls"),
  preload: attribute("preload"),
  position(): PopcornPosition | null {
    return positionOf(stateOf(this).element);
  },
  roundTime() {
    return Math.round(this.currentTime());
  },
};

/**
 * `Popcorn.position(element)`: an element's box in page coordinates; null, as in Popcorn 1.x, for an element that
 * is not in a document tree (no parent) or for no element.
 */
export function positionOf(element: Element | null | undefined): PopcornPosition | null {
  if (!element?.parentNode) return null;
  const box = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  const x = view?.scrollX ?? 0;
  const y = view?.scrollY ?? 0;
  return {
    top: box.top + y,
    left: box.left + x,
    bottom: box.bottom + y,
    right: box.right + x,
    width: box.width,
    height: box.height,
  };
}
