import type * as Core from "@popcorn-kit/core";
import { BenchPlayer, workload } from "./core.js";
import { reachableBytes } from "./census.js";
import { heapAfterGc } from "./table.js";

// One side of compare.ts: loads the `core/src` that COMPARE_SRC names, measures it on the timeline benchmark's
// workload through `pop` (a store subscriber, and without one for the sweep and idle ticks), and prints its
// figures as one line of JSON.

const { createPopcorn } = (await import(`${process.env.COMPARE_SRC}/index.ts`)) as typeof Core;
const n = Number(process.env.COMPARE_SIZE);
const w = workload(n);
const figures: Record<string, number> = {};

function make(subscribed: boolean): { pop: Core.Popcorn; player: BenchPlayer; ids: string[] } {
  const player = new BenchPlayer(w.duration);
  const pop = createPopcorn(player, { ticker: "manual" });
  let transitions = 0;
  pop.on("trackstart", () => transitions++);
  pop.on("trackend", () => transitions++);
  if (subscribed) pop.store.subscribe(() => {});
  const ids = w.events.map((event) => pop.add("cue", { start: event.start, end: event.end }).id);
  pop.seek(0);
  return { pop, player, ids };
}

function sweep(pop: Core.Popcorn, player: BenchPlayer, ticks: number): void {
  for (let i = 1; i <= ticks; i++) {
    player.time = i / 60;
    pop.tick();
  }
}

function idle(pop: Core.Popcorn, player: BenchPlayer, from: number, step: number, count: number): void {
  for (let i = 1; i <= count; i++) {
    player.time = from + i * step;
    pop.tick();
  }
}

// A warm-up instance compiles every path; then the add (index included) of a fresh one, or its memory.
make(true).pop.destroy();
if (process.env.COMPARE_MEMORY) {
  // From heap snapshots (census.ts), exact. Alone in its process: a snapshot slows every later collection.
  const before = reachableBytes();
  const { pop } = make(true);
  console.log(JSON.stringify({ "memory B/event": (reachableBytes() - before) / n }));
  pop.destroy();
  process.exit(0);
}
heapAfterGc();
const t0 = performance.now();
const subject = make(true);
figures["add ms"] = performance.now() - t0;

const ticks = Math.floor(w.duration * 60);
// A stretch with no start or end in it, for idle ticks.
const at = w.duration / 2;
let next = Infinity;
for (const event of w.events) {
  if (event.start > at) next = Math.min(next, event.start);
  if (event.end > at) next = Math.min(next, event.end);
}
const step = (next - at) / 1_000_002;
for (const [name, { pop, player }] of [
  ["subscribed", subject],
  ["no subscriber", make(false)],
] as const) {
  pop.seek(0);
  sweep(pop, player, ticks);
  pop.seek(0);
  heapAfterGc();
  let start = performance.now();
  sweep(pop, player, ticks);
  figures[`sweep ns/tick, ${name}`] = ((performance.now() - start) * 1e6) / ticks;
  pop.seek(at);
  idle(pop, player, at, step, 100_000);
  pop.seek(at);
  heapAfterGc();
  start = performance.now();
  idle(pop, player, at, step, 1_000_000);
  figures[`idle ns/tick, ${name}`] = ((performance.now() - start) * 1e6) / 1_000_000;
}

const { pop, ids } = subject;
heapAfterGc();
let start = performance.now();
for (const time of w.seekTimes) pop.seek(time);
figures["seek µs"] = ((performance.now() - start) * 1e3) / w.seekTimes.length;
heapAfterGc();
start = performance.now();
for (const update of w.updates) pop.update(ids[update.index]!, { start: update.start, end: update.end });
figures["update µs"] = ((performance.now() - start) * 1e3) / w.updates.length;
heapAfterGc();
start = performance.now();
for (const id of ids) pop.remove(id);
figures["remove all ms"] = performance.now() - start;
console.log(JSON.stringify(figures));
