import { createVirtualPlayer } from "@popcorn-kit/core";
import { Popcorn, type PopcornInstance } from "../src/index.js";

/** Instances made by `virtualPopcorn`, for the test file's `afterEach` to destroy. */
export const made: PopcornInstance[] = [];

/**
 * An instance on a virtual player of `duration` seconds with a manual ticker: `at(t)` seeks there and ticks;
 * `playTo(t)` plays from where it is to `t` as continuous playback (one tick at the end), then pauses.
 */
export function virtualPopcorn(duration = 60) {
  let now = 0;
  const player = createVirtualPlayer({ duration, now: () => now });
  const p = Popcorn(player, { ticker: "manual" });
  made.push(p);
  const at = (time: number) => {
    player.currentTime = time;
    p.kit.tick();
  };
  const playTo = async (time: number) => {
    await player.play();
    now += (time - player.currentTime) * 1000;
    p.kit.tick();
    player.pause();
  };
  return { p, player, at, playTo };
}

const defined: string[] = [];

/** Defines a page plugin (`Popcorn.plugin`) for one test; `forgetPlugins()` removes it afterwards. */
export function define(
  name: string,
  definition: Parameters<typeof Popcorn.plugin>[1],
  manifest?: Record<string, unknown>,
) {
  defined.push(name);
  return Popcorn.plugin(name, definition, manifest);
}

/** After each test: destroys the instances it made, removes the plugins it defined, and empties the page. */
export function forgetPlugins(): void {
  for (const p of made.splice(0)) p.destroy();
  for (const name of defined.splice(0)) Popcorn.removePlugin(name);
  document.body.innerHTML = "";
}
