import type { TimeRangesLike } from "../player.js";
import { type SmoothedPlayer, smoothTime } from "../smooth.js";
import type { EmbeddedSource } from "./EmbeddedSource.js";

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
