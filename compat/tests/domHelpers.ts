import { type Popcorn, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { COMPLETE_PLUGINS } from "../src/catalogue/complete.js";
import { bindMedia } from "../src/dom/host.js";

/** An instance on a virtual player of 60 s with a manual ticker, the catalogue registered, and its media bound. */
export function createPage(media: HTMLElement | null = null) {
  const player = createVirtualPlayer({ duration: 60 });
  const pop: Popcorn = createPopcorn(player, { ticker: "manual" });
  for (const entry of COMPLETE_PLUGINS) pop.registerPlugin(entry.plugin);
  bindMedia(pop, media);
  const errors: unknown[] = [];
  pop.on("error", (event) => errors.push(event));
  return {
    pop,
    player,
    errors,
    /** Plays (or seeks) to `t` and ticks. */
    at(t: number) {
      player.currentTime = t;
      pop.tick();
    },
    /** Adds an event as the compat instance does: `add(plugin.name, { id, start, end, ...fromPopcorn(rest) })`. */
    popcorn(name: string, options: Record<string, unknown>) {
      const entry = COMPLETE_PLUGINS.find((item) => item.name === name);
      if (entry === undefined) throw new Error(`no entry ${name}`);
      const { id, start, end, ...rest } = options;
      return pop.add(entry.plugin.name, { id, start, end, ...entry.fromPopcorn(rest) } as never);
    },
  };
}
