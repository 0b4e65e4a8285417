import { PopcornError, describeValue } from "../../errors/errors.js";
import { ListenerRegistry } from "../../events/listenerRegistry.js";
import type { Player, VideoFrameMetadata } from "../player.js";

/** A `<video>` or `<audio>` element wrapped as a player, with `destroy()`. */
export interface HtmlPlayer extends Player {
  /** The media element. */
  readonly element: HTMLMediaElement;
  /** Number of listeners added through this player and still attached, of one type or all. */
  listenerCount(type?: string): number;
  /** Removes every listener added through this player. The element itself is left as it is. */
  destroy(): void;
}

/**
 * Wraps a `<video>` or `<audio>` element (or a selector for one) as a player. An element is already a
 * player (`createPopcorn(video)` works); the wrapper adds `destroy()`, which removes every listener added
 * through it, and resolves selectors with a clear error when nothing matches.
 *
 * @param target - the element, or a selector for it
 * @param root - where a selector is looked up @default document
 * @example
 * const pop = createPopcorn(createHtmlPlayer("#trailer"));
 */
export function createHtmlPlayer(target: HTMLMediaElement | string, root?: ParentNode): HtmlPlayer {
  const element = resolveElement(target, root);
  const attached = new ListenerRegistry<Record<string, unknown>>();
  const video = element as HTMLVideoElement;
  const hasFrames = typeof video.requestVideoFrameCallback === "function";

  const player: HtmlPlayer = {
    element,
    get currentTime() {
      return element.currentTime;
    },
    set currentTime(value: number) {
      element.currentTime = value;
    },
    get duration() {
      return element.duration;
    },
    get paused() {
      return element.paused;
    },
    get ended() {
      return element.ended;
    },
    get seeking() {
      return element.seeking;
    },
    get volume() {
      return element.volume;
    },
    set volume(value: number) {
      element.volume = value;
    },
    get muted() {
      return element.muted;
    },
    set muted(value: boolean) {
      element.muted = value;
    },
    get playbackRate() {
      return element.playbackRate;
    },
    set playbackRate(value: number) {
      element.playbackRate = value;
    },
    get buffered() {
      return element.buffered;
    },
    get readyState() {
      return element.readyState;
    },
    get loop() {
      return element.loop;
    },
    set loop(value: boolean) {
      element.loop = value;
    },
    get error() {
      return element.error;
    },
    play: () => element.play(),
    pause: () => element.pause(),
    addEventListener(type, listener) {
      element.addEventListener(type, listener);
      attached.on(type, listener);
    },
    removeEventListener(type, listener) {
      element.removeEventListener(type, listener);
      attached.off(type, listener);
    },
    listenerCount(type) {
      return attached.listenerCount(type);
    },
    destroy() {
      for (const [type, listeners] of attached)
        for (const listener of listeners) element.removeEventListener(type, listener);
      attached.clear();
    },
  };
  if (hasFrames) {
    player.requestVideoFrameCallback = (callback: (now: number, metadata: VideoFrameMetadata) => void) =>
      video.requestVideoFrameCallback(callback);
    player.cancelVideoFrameCallback = (handle: number) => video.cancelVideoFrameCallback(handle);
  }
  return player;
}

function resolveElement(target: HTMLMediaElement | string, root: ParentNode | undefined): HTMLMediaElement {
  // Read the document only for a selector, and only here: importing or calling this with no DOM must not throw
  // a ReferenceError.
  const scope = root ?? (globalThis as { document?: ParentNode }).document;
  if (typeof target === "string" && !scope) {
    throw new PopcornError(
      "PLAYER",
      `Selector ${describeValue(target)}: there is no document here; expected a <video> or <audio> element, or a selector and a root to search.`,
      {
        value: target,
        expected: "a <video> or <audio> element, or a selector and a root",
      },
    );
  }
  const element = typeof target === "string" ? scope!.querySelector(target) : target;
  if (typeof HTMLMediaElement === "undefined" || !(element instanceof HTMLMediaElement)) {
    const what =
      typeof target === "string"
        ? `Selector ${describeValue(target)} matched ${element ? `a <${element.tagName.toLowerCase()}>` : "nothing"}`
        : `Player target ${describeValue(target)}`;
    throw new PopcornError("PLAYER", `${what}: expected a <video> or <audio> element, or a selector for one.`, {
      value: target,
      expected: "a <video> or <audio> element, or a selector for one",
    });
  }
  return element;
}
