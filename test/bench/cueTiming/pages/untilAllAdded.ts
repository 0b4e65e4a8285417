import type { Popcorn } from "@popcorn-kit/core";

/** Resolves once `pop` holds `count` track events (the framework has mounted every cue). */
export async function untilAllAdded(pop: Popcorn, count: number): Promise<void> {
  while (pop.getTrackEvents().length < count) await new Promise((resolve) => setTimeout(resolve, 20));
}
