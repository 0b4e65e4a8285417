import { type Player, createPopcorn } from "@popcorn-kit/core";
// The timeline is core's internal data structure, not public API: the benchmark measures it from the source.
import { Timeline } from "../../core/src/timeline/timeline.js";
import { TimelineItem } from "../../core/src/timeline/item.js";
import { pathToFileURL } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { type BaselineEvent, SortedArrayTimeline, type TransitionDispatch } from "./baseline.js";
import { memoryPerEvent } from "./memory.js";
import { mulberry32 } from "./random.js";
import { fmt, heapAfterGc, median, memoryInUse, printTable } from "./table.js";

// The timeline workload: for N events, a timeline of N/2 s; starts uniform in [0, N/2), lengths uniform in
// [0.5, 10] s, ends capped at N/2; mulberry32 seeded 42 + N; added unsorted. Then a 60 Hz sweep from 0 to the
// end, random seeks, a million ticks inside a stretch with nothing to start or end, random reschedules, and
// removing every event one by one. Every figure is set against the in-run baseline (baseline.ts): the same
// operations on the same workload, in the same V8 isolate, interleaved run by run, after a warm-up. The Timeline
// alone runs in a worker with a baseline of its own (see measureTimelineAlone).
// Run: npm run bench -w @popcorn-kit/test -- core   (BENCH_RUNS=n sets the number of runs, 5 by default;
// BENCH_SIZES=1000,10000 the sizes)

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SEEKS = 10_000;
const UPDATES = 10_000;
const IDLE_TICKS = 1_000_000;
/** The baseline's seek, update and remove are O(n): at this size it times fewer of them, and adds only once. */
const LARGE = 100_000;
const LARGE_BASELINE_OPS = 1_000;

export interface Workload {
  n: number;
  duration: number;
  events: { start: number; end: number }[];
  seekTimes: Float64Array;
  /** Reschedules: which event (index) and its new interval. */
  updates: { index: number; start: number; end: number }[];
}

export function workload(n: number): Workload {
  const random = mulberry32(42 + n);
  const duration = n / 2;
  const interval = () => {
    const start = random() * duration;
    return { start, end: Math.min(duration, start + 0.5 + random() * 9.5) };
  };
  const events = Array.from({ length: n }, interval);
  const seekTimes = new Float64Array(SEEKS);
  for (let i = 0; i < SEEKS; i++) seekTimes[i] = random() * duration;
  const updates = Array.from({ length: UPDATES }, () => ({ index: Math.floor(random() * n), ...interval() }));
  return { n, duration, events, seekTimes, updates };
}

/**
 * A media-less player whose time the benchmark sets directly. A class, so that reading `currentTime` costs what
 * a field read costs (an object literal's getter costs tens of ns in V8 and would measure the harness).
 */
export class BenchPlayer implements Player {
  time = 0;
  readonly duration: number;
  readonly paused = false;
  readonly ended = false;
  readonly seeking = false;
  volume = 1;
  muted = false;
  playbackRate = 1;
  readonly readyState = 4;
  constructor(duration: number) {
    this.duration = duration;
  }
  get currentTime(): number {
    return this.time;
  }
  set currentTime(value: number) {
    this.time = value;
  }
  play(): Promise<void> {
    return Promise.resolve();
  }
  pause(): void {}
  addEventListener(): void {}
  removeEventListener(): void {}
}

/** One run's figures for one implementation; NaN where it was not measured. */
interface Figures {
  addMs: number;
  bytesPerEvent: number;
  sweepNs: number;
  /** The baseline only: the same sweep with the dispatch an instance does at each transition. */
  sweepDispatchNs: number;
  starts: number;
  ends: number;
  idleNs: number;
  idleBytes: number;
  seekUs: number;
  updateUs: number;
  removeUs: number;
  removeAllMs: number;
}

/** A stretch of time with active events but no start or end in it, for timing ticks with nothing to do. */
function idleGap(w: Workload): { from: number; step: number } {
  const at = w.duration / 2;
  let next = Infinity;
  let active = 0;
  for (const e of w.events) {
    if (e.start > at) next = Math.min(next, e.start);
    if (e.end > at) next = Math.min(next, e.end);
    if (e.start <= at && at < e.end) active++;
  }
  if (active === 0) throw new Error("idle gap has no active events");
  return { from: at, step: (next - at) / (IDLE_TICKS + 2) };
}

/**
 * What each implementation offers the benchmark. Every timed loop is written inside the implementation's own
 * object, so that each loop calls one monomorphic piece of code that V8 can inline, as an application's would.
 * The loops hold nothing but the loop: the caller reads the clock (`timed`). Code after a long loop has no type
 * feedback when V8 compiles the loop on stack, so a clock read there deoptimized the loop on every call, and the
 * next call ran its first thousands of steps in the interpreter, which boxes every double (that was the 16 B
 * "allocated" per idle `pop.tick()` in earlier tables: the harness's, not the kit's).
 */
export interface Subject {
  /** Adds every event and builds whatever index the first query needs. */
  addAll(w: Workload): void;
  seek(t: number): void;
  /** The 60 Hz sweep from 0 to the end: `ticks` steps of 1/60 s, then one to the end. */
  sweep(ticks: number, end: number): void;
  /** The baseline only: the sweep, calling a plugin hook and the listeners at each start and end. */
  sweepDispatching?(ticks: number, end: number): void;
  /** `count` seeks to `times[0..count)`. */
  seeks(times: Float64Array, count: number): void;
  /** `count` steps of `step` from `from`. */
  idle(from: number, step: number, count: number): void;
  /** The first `count` reschedules. */
  updates(updates: Workload["updates"], count: number): void;
  /** Removes events 0 to count - 1 in insertion order. */
  removeFirst(count: number): void;
  readonly starts: number;
  readonly ends: number;
  resetCounts(): void;
  dispose(): void;
}

/** The kit through its public API; `subscribed` adds a store subscriber, as an adapter on the page would. */
export function kit(subscribed: boolean): Subject {
  const player = new BenchPlayer(0);
  let pop = createPopcorn(player, { ticker: "manual" });
  let ids: string[] = [];
  let starts = 0;
  let ends = 0;
  return {
    addAll(w) {
      pop.destroy();
      (player as { duration: number }).duration = w.duration;
      player.time = 0;
      pop = createPopcorn(player, { ticker: "manual" });
      pop.on("trackstart", () => starts++);
      pop.on("trackend", () => ends++);
      // With a subscriber each tick compares the media fields and notifies (currentTime changes every tick);
      // without one a tick only marks the store stale.
      if (subscribed) pop.store.subscribe(() => {});
      ids = new Array(w.n);
      for (let i = 0; i < w.n; i++) ids[i] = pop.add("cue", { start: w.events[i]!.start, end: w.events[i]!.end }).id;
      // Adds are buffered until the index is needed; the seek makes the add figure include building it.
      pop.seek(0);
    },
    seek: (t) => pop.seek(t),
    sweep(ticks, end) {
      for (let i = 1; i <= ticks; i++) {
        player.time = i / 60;
        pop.tick();
      }
      player.time = end;
      pop.tick();
    },
    seeks(times, count) {
      for (let i = 0; i < count; i++) pop.seek(times[i]!);
    },
    idle(from, step, count) {
      for (let i = 1; i <= count; i++) {
        player.time = from + i * step;
        pop.tick();
      }
    },
    updates(updates, count) {
      for (let i = 0; i < count; i++) {
        const u = updates[i]!;
        pop.update(ids[u.index]!, { start: u.start, end: u.end });
      }
    },
    removeFirst(count) {
      for (let i = 0; i < count; i++) pop.remove(ids[i]!);
    },
    get starts() {
      return starts;
    },
    get ends() {
      return ends;
    },
    resetCounts: () => void (starts = ends = 0),
    dispose: () => pop.destroy(),
  };
}

export function timelineOnly(): Subject {
  let starts = 0;
  let ends = 0;
  const sink = { start: () => starts++, end: () => ends++ };
  let timeline = new Timeline<TimelineItem>(sink);
  let items: TimelineItem[] = [];
  return {
    addAll(w) {
      timeline = new Timeline<TimelineItem>(sink);
      items = w.events.map((e, i) => new TimelineItem(String(i), e.start, e.end, i));
      for (const item of items) timeline.insert(item);
      timeline.seek(0);
    },
    seek: (t) => void timeline.seek(t),
    sweep(ticks, end) {
      for (let i = 1; i <= ticks; i++) timeline.advance(i / 60);
      timeline.advance(end);
    },
    seeks(times, count) {
      for (let i = 0; i < count; i++) timeline.seek(times[i]!);
    },
    idle(from, step, count) {
      for (let i = 1; i <= count; i++) timeline.advance(from + i * step);
    },
    updates(updates, count) {
      for (let i = 0; i < count; i++) {
        const u = updates[i]!;
        const item = items[u.index]!;
        const { start, end } = item;
        item.moveTo(u.start, u.end);
        timeline.reschedule(item, start, end);
      }
    },
    removeFirst(count) {
      for (let i = 0; i < count; i++) timeline.remove(items[i]!);
    },
    get starts() {
      return starts;
    },
    get ends() {
      return ends;
    },
    resetCounts: () => void (starts = ends = 0),
    dispose: () => timeline.endAll(),
  };
}

/**
 * What an instance does at a transition besides flipping a flag, done plainly: the event's plugin hook (the
 * `cue` plugin's, which calls `onStart` or `onEnd` when the options hold one: the benchmark's events hold none),
 * then each `trackstart` or `trackend` listener, each call guarded so that one that throws does not stop
 * playback. The kit's no-subscriber rows do this and no more at a transition (with one listener for each),
 * plus the ordered active set, the queue and the store's mark.
 */
function instanceDispatch(): TransitionDispatch {
  const options: Record<string, unknown> = {};
  let heard = 0;
  // What an instance would report: nothing here throws.
  // biome-ignore lint/correctness/noUnusedVariables: counted as the instance counts, never read
  let failures = 0;
  const listeners = new Map<string, ((event: BaselineEvent) => void)[]>([
    ["trackstart", [() => void heard++]],
    ["trackend", [() => void heard++]],
  ]);
  const none: ((event: BaselineEvent) => void)[] = [];
  const dispatch = (callback: string, type: string, event: BaselineEvent): void => {
    try {
      const hook = options[callback];
      if (typeof hook === "function") (hook as (event: BaselineEvent) => void)(event);
    } catch {
      failures++;
    }
    for (const listener of listeners.get(type) ?? none) {
      try {
        listener(event);
      } catch {
        failures++;
      }
    }
  };
  return {
    start: (event) => dispatch("onStart", "trackstart", event),
    end: (event) => dispatch("onEnd", "trackend", event),
  };
}

export function baseline(): Subject {
  let timeline = new SortedArrayTimeline();
  let events: BaselineEvent[] = [];
  const dispatch = instanceDispatch();
  return {
    addAll(w) {
      timeline = new SortedArrayTimeline();
      events = w.events.map((e) => timeline.add(e.start, e.end));
    },
    seek: (t) => timeline.seek(t),
    sweep(ticks, end) {
      for (let i = 1; i <= ticks; i++) timeline.advance(i / 60);
      timeline.advance(end);
    },
    sweepDispatching(ticks, end) {
      timeline.dispatch = dispatch;
      try {
        this.sweep(ticks, end);
      } finally {
        timeline.dispatch = null;
      }
    },
    seeks(times, count) {
      for (let i = 0; i < count; i++) timeline.seek(times[i]!);
    },
    idle(from, step, count) {
      for (let i = 1; i <= count; i++) timeline.advance(from + i * step);
    },
    updates(updates, count) {
      for (let i = 0; i < count; i++) {
        const u = updates[i]!;
        events[u.index] = timeline.update(events[u.index]!, u.start, u.end);
      }
    },
    removeFirst(count) {
      for (let i = 0; i < count; i++) timeline.remove(events[i]!);
    },
    get starts() {
      return timeline.starts;
    },
    get ends() {
      return timeline.ends;
    },
    resetCounts: () => void (timeline.starts = timeline.ends = 0),
    dispose: () => timeline.endAll(),
  };
}

/** Each timed stretch runs at least this long: small sizes repeat their sweep. */
const MIN_SWEEP_TICKS = 3_000_000;

/** Milliseconds `fn` takes. */
function timed(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

/**
 * One run of every measurement on one subject. A full collection runs before each timed section, so that a
 * section pays for the garbage it makes and not for what the one before left (adding 100,000 events leaves a
 * major collection due, which otherwise lands in whatever allocates next: the updates). `addAll` is skipped (and the subject reused from the last run)
 * when `rebuild` is false, and the removals when `remove` is false: the baseline's quadratic add is timed once
 * at the largest size, and its removals in the last run only, so that every run sweeps all N events.
 */
function run(subject: Subject, w: Workload, options: { rebuild: boolean; remove: boolean; opsLimit: number }): Figures {
  const f: Figures = {
    addMs: Number.NaN,
    bytesPerEvent: Number.NaN,
    sweepNs: 0,
    sweepDispatchNs: Number.NaN,
    starts: 0,
    ends: 0,
    idleNs: 0,
    idleBytes: 0,
    seekUs: 0,
    updateUs: 0,
    removeUs: Number.NaN,
    removeAllMs: Number.NaN,
  };
  if (options.rebuild) {
    heapAfterGc();
    const t0 = performance.now();
    subject.addAll(w);
    f.addMs = performance.now() - t0;
  }

  const ticks = Math.floor(w.duration * 60);
  const sweeps = Math.max(1, Math.round(MIN_SWEEP_TICKS / ticks));
  let sweepNs = 0;
  subject.resetCounts();
  for (let k = 0; k < sweeps; k++) {
    subject.seek(0);
    heapAfterGc();
    // Starts and ends of the sweep only: the seek back to 0 ends what the last sweep left active.
    const [s, e] = [subject.starts, subject.ends];
    sweepNs += (timed(() => subject.sweep(ticks, w.duration)) * 1e6) / (ticks + 1);
    f.starts += subject.starts - s;
    f.ends += subject.ends - e;
  }
  f.sweepNs = sweepNs / sweeps;
  f.starts /= sweeps;
  f.ends /= sweeps;
  if (subject.sweepDispatching) {
    let dispatchNs = 0;
    for (let k = 0; k < sweeps; k++) {
      subject.seek(0);
      heapAfterGc();
      dispatchNs += (timed(() => subject.sweepDispatching!(ticks, w.duration)) * 1e6) / (ticks + 1);
    }
    f.sweepDispatchNs = dispatchNs / sweeps;
  }

  const seeks = Math.min(SEEKS, options.opsLimit);
  heapAfterGc();
  f.seekUs = (timed(() => subject.seeks(w.seekTimes, seeks)) * 1e3) / seeks;

  const gap = idleGap(w);
  subject.seek(gap.from);
  heapAfterGc();
  f.idleNs = (timed(() => subject.idle(gap.from, gap.step, IDLE_TICKS)) * 1e6) / IDLE_TICKS;
  // Bytes allocated per idle tick, over a stretch short enough to hold no collection (after a full one). The
  // long timed call above ran in on-stack-replaced code: a few short calls first let V8 optimize the function
  // itself, so that the measured call runs what an application's steady ticks run.
  for (let k = 0; k < 50; k++) {
    subject.seek(gap.from);
    subject.idle(gap.from, gap.step, 10_000);
  }
  subject.seek(gap.from);
  heapAfterGc();
  const before = memoryInUse();
  subject.idle(gap.from, gap.step, 10_000);
  f.idleBytes = Math.max(0, (memoryInUse() - before) / 10_000);

  const updates = Math.min(UPDATES, options.opsLimit);
  heapAfterGc();
  f.updateUs = (timed(() => subject.updates(w.updates, updates)) * 1e3) / updates;

  if (options.remove) {
    const removals = Math.min(w.n, options.opsLimit);
    heapAfterGc();
    const ms = timed(() => subject.removeFirst(removals));
    f.removeUs = (ms * 1e3) / removals;
    if (removals === w.n) f.removeAllMs = ms;
  }
  subject.dispose();
  return f;
}

/** "median (min–max)" of the finite values, or the single value, or n/a. */
function spread(values: number[], digits = 1, suffix = ""): string {
  const finite = values.filter((v) => !Number.isNaN(v));
  if (finite.length === 0) return "n/a";
  const m = `${fmt(median(finite), digits)}${suffix}`;
  if (finite.length === 1) return m;
  return `${m} (${fmt(Math.min(...finite), digits)}–${fmt(Math.max(...finite), digits)})`;
}

/** Runs the timeline benchmark and prints its tables. */
/** The sizes to run: `BENCH_SIZES=1000,10000` picks some; all three by default. */
const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,100000").split(",").map(Number);

/**
 * Warms up, then runs every subject RUNS times at size `n`, interleaved run by run; the last subject is the
 * baseline. Returns each subject's figures, run by run.
 */
function measure(makers: (() => Subject)[], n: number): Figures[][] {
  const w = workload(n);
  const large = n >= LARGE;
  const instances = makers.map((make) => make());
  const BASE = makers.length - 1;
  const opsLimit = (index: number) => (index === BASE && large ? LARGE_BASELINE_OPS : Infinity);
  // Warm-up: every path compiled before anything is timed (a smaller workload for the quadratic baseline).
  for (const [index, subject] of instances.entries()) {
    run(subject, index === BASE && large ? workload(10_000) : w, {
      rebuild: true,
      remove: true,
      opsLimit: opsLimit(index),
    });
  }
  const runs: Figures[][] = makers.map(() => []);
  for (let r = 0; r < RUNS; r++) {
    // Each run starts with the next subject: whichever runs first after another's bulk load may pay for a
    // collection that load left due, so no subject always takes that place.
    for (let k = 0; k < instances.length; k++) {
      const index = (r + k) % instances.length;
      const subject = instances[index]!;
      // The baseline at the largest size is built once (half a minute) and reused by later runs; it removes
      // its first events in the last run only.
      const reused = index === BASE && large;
      const rebuild = !(reused && r > 0);
      const remove = !reused || r === RUNS - 1;
      runs[index]!.push(run(subject, w, { rebuild, remove, opsLimit: opsLimit(index) }));
    }
  }
  return runs;
}

/**
 * The Timeline on its own, with a baseline of its own, measured in a worker: a V8 isolate of its own, so that
 * the timeline's compiled code is not shared with the instances' timelines (on a page only instances drive it;
 * shared, each side's call sites see the other's classes and both run slower).
 */
function measureTimelineAlone(n: number): Promise<Figures[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./coreWorker.mjs", import.meta.url), { workerData: { timelineAlone: n } });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

if (!isMainThread && (workerData as { timelineAlone?: number } | null)?.timelineAlone) {
  parentPort!.postMessage(measure([timelineOnly, baseline], (workerData as { timelineAlone: number }).timelineAlone));
}

export async function runCoreBench(sizes = SIZES): Promise<void> {
  console.log(
    `\nTimeline benchmark (Node ${process.version}): ${RUNS} runs per size, interleaved, after a warm-up run; ` +
      "each cell is the median (min–max) over the runs.",
  );
  const figureRows: (string | number)[][] = [];
  const ratioRows: (string | number)[][] = [];
  const subjects = [
    { name: "popcorn-kit pop.tick(), store subscribed" },
    { name: "popcorn-kit pop.tick(), no subscriber" },
    { name: "sorted arrays (baseline)" },
    { name: "popcorn-kit Timeline only (in a worker)" },
    { name: "sorted arrays (baseline, in that worker)" },
  ];
  /** The rows of the two baselines, which count starts and ends their own way. */
  const BASELINES = new Set([2, 4]);
  for (const n of sizes) {
    const runs = [...measure([() => kit(true), () => kit(false), baseline], n), ...(await measureTimelineAlone(n))];
    // Memory comes from heap snapshots in processes of their own (memory.ts): exact, where the heap's figures
    // after a collection drift, and a snapshot would slow every later collection in the process that took it.
    const memory = {
      kit: memoryPerEvent("kit", n),
      timeline: memoryPerEvent("timeline", n),
      baseline: memoryPerEvent("baseline", n),
    };
    for (const [index, subject] of (["kit", "kit", "baseline", "timeline", "baseline"] as const).entries())
      runs[index]![0]!.bytesPerEvent = memory[subject];
    for (const [index, s] of subjects.entries()) {
      const f = runs[index]!;
      const col = (key: keyof Figures, digits = 1) =>
        spread(
          f.map((x) => x[key]),
          digits,
        );
      figureRows.push([
        `${s.name} N=${n.toLocaleString("en-US")}`,
        col("addMs"),
        col("bytesPerEvent", 0),
        col("sweepNs"),
        col("sweepDispatchNs"),
        col("idleNs"),
        col("idleBytes", 1),
        col("seekUs", 2),
        col("updateUs", 2),
        col("removeUs", 2),
        col("removeAllMs"),
        col("starts", 0),
        col("ends", 0),
      ]);
      for (const x of f) {
        if (!BASELINES.has(index) && x.starts !== x.ends)
          throw new Error(`${s.name}: starts ${x.starts} != ends ${x.ends} at N=${n}`);
      }
    }
    const [ours, bare, base, raw, rawBase] = runs as [Figures[], Figures[], Figures[], Figures[], Figures[]];
    const ratio = (mine: Figures[], key: keyof Figures, against = base) =>
      spread(
        mine.map((x, r) => (against[r]![key] as number) / (x[key] as number)),
        2,
        "x",
      );
    // The baseline's add is timed in the first run only at the largest size: later runs divide that figure.
    const baseAdd = base.map((x) => (Number.isNaN(x.addMs) ? base[0]!.addMs : x.addMs));
    ratioRows.push([
      `N=${n.toLocaleString("en-US")}`,
      spread(
        ours.map((x, r) => baseAdd[r]! / x.addMs),
        2,
        "x",
      ),
      ratio(ours, "sweepNs"),
      ratio(bare, "sweepNs"),
      spread(
        bare.map((x, r) => base[r]!.sweepDispatchNs / x.sweepNs),
        2,
        "x",
      ),
      ratio(raw, "sweepNs", rawBase),
      ratio(ours, "idleNs"),
      ratio(bare, "idleNs"),
      ratio(raw, "idleNs", rawBase),
      ratio(ours, "seekUs"),
      ratio(ours, "updateUs"),
      ratio(ours, "removeUs"),
    ]);
  }
  printTable(
    "Timeline figures: add N events (index included), memory per event (reachable objects and array buffers, from heap snapshots), 60 Hz sweep, idle tick, random seeks, reschedules, removals",
    [
      "implementation",
      "add ms",
      "memory B/event",
      "ns/sweep tick",
      "ns/sweep tick, dispatching",
      "ns/idle tick",
      "B alloc/idle tick",
      "µs/seek",
      "µs/update",
      "µs/remove",
      "remove all ms",
      "sweep starts",
      "sweep ends",
    ],
    figureRows,
  );
  console.log(
    `(At N=${LARGE.toLocaleString("en-US")} the baseline adds once, in the first run, and times ${LARGE_BASELINE_OPS.toLocaleString("en-US")} ` +
      "seeks, updates and removals (the removals in the last run): each is O(n) there. Starts and ends are counted during the sweep only; both sides " +
      "count every start and end they fire. They agree on this workload because no event lies wholly inside one 1/60 s " +
      "step; where one does, the kit still fires it (timing rule 2). The Timeline alone runs in a worker, a V8 isolate of its own, " +
      "against a baseline in that worker: in one isolate with the instances, each side's compiled code would see the other's classes. " +
      "The baseline's dispatching sweep also calls, at each start and end, the cue plugin's hook and the one trackstart or trackend " +
      "listener, each guarded, as the kit's no-subscriber rows do: the like-for-like comparison for a tick through pop.)",
  );
  printTable(
    "Speed-up over the in-run baseline, baseline time / kit time (above 1: the kit is faster), median (min–max) of the per-run ratios; add, seek, update and remove through pop with a subscriber",
    [
      "size",
      "add",
      "sweep, subscribed",
      "sweep, no subscriber",
      "sweep, no subscriber, against a walk that dispatches alike",
      "sweep, Timeline (worker)",
      "idle, subscribed",
      "idle, no subscriber",
      "idle, Timeline (worker)",
      "seek",
      "update",
      "remove",
    ],
    ratioRows,
  );
}

if (isMainThread && import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runCoreBench();
