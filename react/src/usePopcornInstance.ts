import type { Player, Popcorn } from "@popcorn-kit/core";
import { type MediaInstanceOptions, createMediaInstance } from "@popcorn-kit/core/adapter";
import { type RefObject, useEffect, useState, useSyncExternalStore } from "react";

/** What `usePopcornInstance` binds to: a ref to a `<video>`/`<audio>`, an element, or any player. */
export type PopcornInstanceTarget = RefObject<Player | null> | Player | null | undefined;

/**
 * Creates a Popcorn instance bound to an existing `<video>`/`<audio>` (through a ref or the element itself,
 * wrapped in `createHtmlPlayer`) or to a player object (`createVirtualPlayer()`, a YouTube player), and destroys
 * it on unmount or when the target changes. Returns `null` until the instance exists (after mount, never on the
 * server). What `<PopcornVideo>` uses, through core's `createMediaInstance`.
 *
 * `tracks` load once the instance exists and reload when they change (by content); `plugins` added later are
 * registered; `ticker`, `frameRate`, `sanitizeHtml` and `parse` are read when the instance is made (a change is
 * a development warning). A player object stays yours: it is not destroyed with the instance.
 *
 * @example
 * ```tsx
 * const videoRef = useRef<HTMLVideoElement>(null);
 * const pop = usePopcornInstance(videoRef, { plugins: [footnote] });
 * return (
 *   <>
 *     <video ref={videoRef} src="/media/clip.webm" />
 *     <PopcornProvider popcorn={pop}><Cue start={2} end={4}>Hi</Cue></PopcornProvider>
 *   </>
 * );
 * ```
 */
export function usePopcornInstance(target: PopcornInstanceTarget, options: MediaInstanceOptions = {}): Popcorn | null {
  return useMediaInstance(target, options, "usePopcornInstance()");
}

/** @internal `usePopcornInstance`, naming `caller` in its warnings. */
export function useMediaInstance(
  target: PopcornInstanceTarget,
  options: MediaInstanceOptions,
  caller: string,
): Popcorn | null {
  const [media] = useState(() => createMediaInstance(options, caller));
  const [player, setPlayer] = useState<Player | null>(() => (isRef(target) ? null : (target ?? null)));
  // A ref's element is known only after commit: read it after every render, and bind again if it changed.
  useEffect(() => {
    setPlayer(isRef(target) ? target.current : (target ?? null));
  });
  // Before attaching, so that a new instance is made with this commit's options.
  useEffect(() => media.update(options));
  useEffect(() => (player ? media.attach(player) : undefined), [media, player]);
  return useSyncExternalStore(media.subscribe, media.getSnapshot, getNone);
}

const getNone = () => null;

function isRef(target: PopcornInstanceTarget): target is RefObject<Player | null> {
  return typeof target === "object" && target !== null && "current" in target && !("addEventListener" in target);
}
