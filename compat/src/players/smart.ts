// Popcorn.smart: the right player for a media address, in the element the page names. As in 1.x, a YouTube or
// Vimeo address goes to that service's player, then a player defined with Popcorn.player that says it can play
// the address, then a <video> or <audio> (an HLS stream with hls.js) made by core's smartPlayer.
import { type SmartPlayer, type SmartPlayerOptions, detectSource, smartPlayer } from "@popcorn-kit/core/players/smart";
import { type BoundPlayer, playerFor, playerNames } from "./definePlayer.js";
import { findTarget } from "./findTarget.js";
import { type PendingPlayer, pendingPlayer } from "./pendingPlayer.js";
import { invalid } from "../util/invalid.js";
import { isRecord } from "../util/objects.js";

/** Options of {@link smart}: core's smartPlayer options, and what a player of one's own receives. */
export type SmartOptions = SmartPlayerOptions & Record<string, unknown>;

/** What {@link smart} makes: a player of one's own at once, or core's player behind a {@link PendingPlayer}. */
export type SmartResult = BoundPlayer | PendingPlayer<SmartPlayer>;

/**
 * Popcorn.smart: makes a player for `src` (an address, or a list of which the first usable one is taken) in
 * `target` (an element, its id or a selector), and returns it at once, as 1.x returned its instance at once.
 *
 * Core's `smartPlayer` makes its players asynchronously (it imports each kind when an address needs it), so for
 * a media file, a stream or a YouTube or Vimeo address the player returned is a {@link PendingPlayer}: usable at
 * once (listen, set the time or volume, `play()`), it reads as paused at 0 with no duration until the real player
 * is there (`ready`), then hands it what was set and delegates to it. The real player's events reach the
 * listeners from then on; an instance made on it at once works throughout. It has no
 * `requestVideoFrameCallback`, so an instance ticks on animation frames rather than video frames. A player of
 * one's own (Popcorn.player) whose `_canPlayType` accepts the address is made at once and returned itself.
 *
 * Refused at once with a `PopcornError`: a target that finds no element (`PLAYER`), no usable address (none is a
 * string of an accepted scheme: `javascript:`, `data:`... are refused; `INVALID_OPTION`).
 *
 * @example
 * const player = smart("#stage", "https://youtu.be/dQw4w9WgXcQ");
 * const pop = createPopcorn(player); // works at once; the video plays once `player.ready` resolves
 */
export function smart(
  target: string | HTMLElement,
  src: string | readonly string[],
  options: SmartOptions = {},
): SmartResult {
  const element = findTarget(target, "Popcorn.smart target");
  if (!isRecord(options)) {
    throw invalid("Popcorn.smart options", options, "an object");
  }
  const sources = typeof src === "string" ? [src] : Array.isArray(src) ? src : [];
  const usable = sources.filter((source) => detectSource(source) !== null);
  if (usable.length === 0) {
    throw invalid(
      "Popcorn.smart src",
      src,
      "an http(s), relative or blob: address of a media file, an HLS playlist or a YouTube or Vimeo video, or a list of them",
      { option: "src" },
    );
  }
  for (const source of usable) {
    const kind = detectSource(source)!.kind;
    if (kind === "youtube" || kind === "vimeo") return made(element, source, options);
    for (const name of playerNames()) {
      const player = playerFor(name)!;
      if (player.canPlay(element.nodeName, source)) return player.create(element, source, options);
    }
  }
  return made(element, usable[0]!, options);
}

/** Core's player for an address, behind a pending player until it is made. */
function made(element: HTMLElement, source: string, options: SmartOptions): PendingPlayer<SmartPlayer> {
  const { media, hls, youtube, vimeo } = options;
  return pendingPlayer(smartPlayer(element, source, { media, hls, youtube, vimeo }), element);
}
