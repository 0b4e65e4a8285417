import { createVirtualPlayer } from "@popcorn-kit/core";
import { type CompletePopcornInstance, Popcorn } from "../src/complete.js";

/** Instances made by `videoPopcorn`, for the test file's `afterEach` to destroy. */
export const made: CompletePopcornInstance[] = [];

/**
 * An instance of the complete build on a virtual player of 60 s that names `video` as its element (jsdom plays no
 * media), so that the instance lays subtitles over it, with a manual ticker: `at(t)` seeks there and ticks.
 */
export function videoPopcorn(video: HTMLVideoElement) {
  const player = Object.assign(createVirtualPlayer({ duration: 60 }), { element: video });
  const p = Popcorn(player, { ticker: "manual" });
  made.push(p);
  const at = (time: number) => {
    player.currentTime = time;
    p.kit.tick();
  };
  return { p, at };
}
