"use client";
import type { Popcorn } from "@popcorn-kit/core";
import { createOutletRegistry } from "@popcorn-kit/core/adapter";
import { type ReactNode, useMemo, useState } from "react";
import { PopcornContext } from "./context.js";

/** Props of `<PopcornProvider>`. */
export interface PopcornProviderProps {
  /** The instance to provide; `null` while it does not exist yet (hooks then read the server snapshot). */
  popcorn: Popcorn | null;
  children?: ReactNode;
}

/**
 * Provides an instance made elsewhere (a virtual player, a YouTube player, one shared by several parts of the
 * page) to the hooks, cues and outlets below it. Each provider holds its own `<PopcornTarget>` outlets.
 * `<PopcornVideo>` and `<PopcornAudio>` render one for you.
 *
 * @example
 * ```tsx
 * const [pop] = useState(() => createPopcorn(createVirtualPlayer({ duration: 20 })));
 * useEffect(() => () => pop.destroy(), [pop]);
 * return (
 *   <PopcornProvider popcorn={pop}>
 *     <Cue start={2} end={5}>Hello</Cue>
 *   </PopcornProvider>
 * );
 * ```
 */
export function PopcornProvider({ popcorn, children }: PopcornProviderProps) {
  const [outlets] = useState(() => createOutletRegistry<HTMLElement>());
  const value = useMemo(() => ({ popcorn, outlets }), [popcorn, outlets]);
  return <PopcornContext.Provider value={value}>{children}</PopcornContext.Provider>;
}
