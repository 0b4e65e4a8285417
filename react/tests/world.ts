import { type PluginDefinition, createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";

/** An instance over a virtual player on a manual clock: time moves only when a test says so. */
export function world(options: { duration?: number; plugins?: PluginDefinition<any, any>[] } = {}) {
  const clock = createManualClock();
  const player = createVirtualPlayer({ now: clock.now, duration: options.duration ?? 60 });
  const pop = createPopcorn(player, { ticker: clock, plugins: options.plugins });
  const errors: unknown[] = [];
  pop.on("error", (e) => errors.push(e));
  return { clock, player, pop, errors };
}
