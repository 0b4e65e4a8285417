import { type Player, type Popcorn, type PopcornOptions, createPopcorn, devWarn } from "@popcorn-kit/core";
import { parseLazily } from "@popcorn-kit/core/parsers/lazy";
import { createHtmlPlayer } from "@popcorn-kit/core/players/html";
import { type RefObject, useEffect, useRef, useState } from "react";

/** What `usePopcornInstance` binds to: a ref to a `<video>`/`<audio>`, an element, or any player. */
export type PopcornInstanceTarget = RefObject<Player | null> | Player | null | undefined;

/**
 * Creates a Popcorn instance bound to an existing `<video>`/`<audio>` (through a ref or the element itself)
 * or to a player object (`createVirtualPlayer()`, a YouTube player), and destroys it on unmount or when the
 * target changes. Returns `null` until the instance exists (after mount, never on the server).
 *
 * `ticker` and `frameRate` are read when the instance is made; `plugins` added later are registered as they
 * appear. A player object stays yours: it is not destroyed with the instance.
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
export function usePopcornInstance(target: PopcornInstanceTarget, options: PopcornOptions = {}): Popcorn | null {
  const [player, setPlayer] = useState<Player | null>(() => (isRef(target) ? null : (target ?? null)));
  const [pop, setPop] = useState<Popcorn | null>(null);

  // A ref's element is known only after commit: read it after every render, and bind again if it changed.
  useEffect(() => {
    setPlayer(isRef(target) ? target.current : (target ?? null));
  });

  const madeWith = useRef<PopcornOptions | null>(null);
  useEffect(() => {
    if (!player) return;
    const html = isMediaElement(player) ? createHtmlPlayer(player) : null;
    const instance = createPopcorn(html ?? player, { parse: parseLazily, ...options });
    madeWith.current = options;
    setPop(instance);
    return () => {
      instance.destroy();
      html?.destroy();
      setPop(null);
    };
    // Creation options apply to a new instance only; plugins added later are registered below.
  }, [player]);

  const { plugins, ticker, frameRate } = options;
  useEffect(() => {
    if (pop && plugins) for (const plugin of plugins) pop.registerPlugin(plugin);
  }, [pop, plugins]);

  useEffect(() => {
    const made = madeWith.current;
    if (pop && made && (made.ticker !== ticker || made.frameRate !== frameRate)) {
      devWarn(
        "`ticker` and `frameRate` changed after the instance was made: they are read once, so the instance keeps the first ones. Give the component a new `key` to make a new instance with them.",
      );
    }
  }, [pop, ticker, frameRate]);

  return pop;
}

function isRef(target: PopcornInstanceTarget): target is RefObject<Player | null> {
  return typeof target === "object" && target !== null && "current" in target && !("addEventListener" in target);
}

function isMediaElement(player: Player): player is HTMLMediaElement {
  return typeof HTMLMediaElement !== "undefined" && player instanceof HTMLMediaElement;
}
