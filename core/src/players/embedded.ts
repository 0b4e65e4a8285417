import { PopcornError, describeValue } from "../errors.js";
import type { Player, PlayerListener, TimeRangesLike } from "./player.js";
import { type SmoothedPlayer, smoothTime } from "./smooth.js";

// What the players of embedded providers (YouTube, Vimeo) share: their argument checks and their listeners.

/** Checks a player factory's `element` and `options` (an object), and `options.start`; returns the start, in seconds. */
export function checkEmbed(factory: string, element: unknown, options: unknown, expected: string): number {
  if (typeof HTMLElement === "undefined" || !(element instanceof HTMLElement)) {
    throw new PopcornError(
      "PLAYER",
      `${factory}(${describeValue(element)}): expected the element to put the video in.`,
      { value: element, expected: "an HTMLElement" },
    );
  }
  if (options === null || typeof options !== "object") {
    throw new PopcornError("INVALID_OPTION", `${factory} options ${describeValue(options)}: expected ${expected}.`, {
      value: options,
      expected: "an object",
    });
  }
  const start = (options as { start?: unknown }).start ?? 0;
  if (typeof start !== "number" || !(start >= 0) || !Number.isFinite(start)) {
    throw new PopcornError("INVALID_TIME", `start ${describeValue(start)}: expected a number of seconds, 0 or more.`, {
      value: start,
      option: "start",
    });
  }
  return start;
}

/**
 * The options that decide which video an adapter's component shows, as one string: the component makes a new
 * player when the string changes and keeps its player otherwise. Objects count by their content, so that an
 * object written inline (Vimeo's `embed`) does not make a new player at every render.
 */
export function playerKey(values: readonly unknown[]): string {
  return JSON.stringify(values);
}

/** Checks a time to seek to. */
export function checkSeek(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new PopcornError(
      "INVALID_TIME",
      `currentTime ${describeValue(value)}: expected a number of seconds, 0 or more.`,
      { value, expected: "a number of seconds, 0 or more" },
    );
  }
  return value;
}

/** Checks a volume, 0 to 1. */
export function checkVolume(value: unknown): number {
  if (typeof value !== "number" || !(value >= 0 && value <= 1)) {
    throw new PopcornError("INVALID_OPTION", `volume ${describeValue(value)}: expected a number from 0 to 1.`, {
      value,
      expected: "a number from 0 to 1",
    });
  }
  return value;
}

/** Checks a playback rate (`provider` says what the provider itself takes). */
export function checkRate(value: unknown, provider = ""): number {
  if (typeof value !== "number" || !(value > 0) || !Number.isFinite(value)) {
    throw new PopcornError(
      "INVALID_OPTION",
      `playbackRate ${describeValue(value)}: expected a positive number${provider}.`,
      { value, expected: "a positive number" },
    );
  }
  return value;
}

/** A player's listeners, by event type. */
export class Listeners {
  #byType = new Map<string, Set<PlayerListener>>();

  add(type: string, listener: PlayerListener): void {
    const set = this.#byType.get(type);
    if (set) set.add(listener);
    else this.#byType.set(type, new Set([listener]));
  }

  remove(type: string, listener: PlayerListener): void {
    this.#byType.get(type)?.delete(listener);
  }

  /** Calls the listeners of `type` with `{ type, target }`; one added or removed meanwhile does not change this call. */
  emit(type: string, target: object): void {
    const set = this.#byType.get(type);
    if (!set || set.size === 0) return;
    const event = { type, target };
    for (const listener of [...set]) listener(event);
  }

  clear(): void {
    this.#byType.clear();
  }
}

/** A provider's video as a player (YouTube, Vimeo): `currentTime` smoothed, with the provider's own objects. */
export interface EmbeddedPlayer<Provider> extends SmoothedPlayer {
  /** Resolves once the video's player is ready; rejects with a `PopcornError` (`PLAYER`). */
  readonly ready: Promise<void>;
  /** The provider's player object, once ready (for what the media-element shape does not cover). */
  readonly provider: Provider | null;
  /** The `<iframe>`, once ready. */
  readonly iframe: HTMLIFrameElement | null;
  /** What is loaded (`progress` fires as it changes). */
  readonly buffered: TimeRangesLike;
}

/** What a provider's source player exposes besides the media-element shape. */
interface EmbeddedSource<Provider> extends Player {
  readonly ready: Promise<void>;
  readonly provider: Provider | null;
  readonly iframe: HTMLIFrameElement | null;
}

/** Smooths a provider's source player and exposes its `ready`, `provider` and `iframe`. */
export function smoothEmbedded<Provider>(
  source: EmbeddedSource<Provider>,
  now: (() => number) | undefined,
): EmbeddedPlayer<Provider> {
  return Object.defineProperties(smoothTime(source, now ? { now } : {}), {
    ready: { get: () => source.ready },
    provider: { get: () => source.provider },
    iframe: { get: () => source.iframe },
  }) as EmbeddedPlayer<Provider>;
}
