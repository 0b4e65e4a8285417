import {
  PopcornError,
  type PopcornOptions,
  type VirtualPlayerOptions,
  createManualClock,
  createPopcorn,
  createVirtualPlayer,
  definePlugin,
} from "../src/index.js";
import { parse } from "../src/parsers/index.js";

/** A plugin that writes every lifecycle call into a log, as `phase:id`. */
export function probePlugin(log: string[], name = "probe", withFrame = false) {
  return definePlugin({
    name,
    manifest: { options: { label: { type: "text" } } },
    setup: (ctx) => void log.push(`setup:${ctx.event.id}`),
    start: (ctx) => void log.push(`start:${ctx.event.id}`),
    end: (ctx) => void log.push(`end:${ctx.event.id}`),
    update: (ctx, changes) => void log.push(`update:${ctx.event.id}:${JSON.stringify(changes)}`),
    teardown: (ctx) => void log.push(`teardown:${ctx.event.id}`),
    ...(withFrame
      ? { frame: (ctx: { event: { id: string } }, p: number) => void log.push(`frame:${ctx.event.id}:${p.toFixed(2)}`) }
      : {}),
  });
}

/** An instance over a virtual player on a manual clock, logging transitions as `+id` / `-id`. */
export function setup(options: { player?: VirtualPlayerOptions; popcorn?: PopcornOptions } = {}) {
  const clock = createManualClock();
  const player = createVirtualPlayer({ now: clock.now, ...options.player });
  const pop = createPopcorn(player, { ticker: clock, parse, ...options.popcorn });
  const log: string[] = [];
  pop.on("trackstart", (e) => log.push(`+${e.id}`));
  pop.on("trackend", (e) => log.push(`-${e.id}`));
  /** Returns what was logged since the last call, space-separated. */
  const take = () => log.splice(0).join(" ");
  return { clock, player, pop, log, take };
}

/** The PopcornError `fn` throws; fails the test when it throws anything else, or nothing. */
export function caught(fn: () => unknown): PopcornError {
  try {
    fn();
  } catch (error) {
    if (error instanceof PopcornError) return error;
    throw new Error(`expected a PopcornError, got ${String(error)}`);
  }
  throw new Error("expected a PopcornError, nothing was thrown");
}
