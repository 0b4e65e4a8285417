import { type Player, Timeline, TimelineItem, createPopcorn } from "@popcorn-kit/core";
import { pathToFileURL } from "node:url";
import { SortedArrayTimeline } from "./baseline.js";
import { mulberry32 } from "./random.js";
import { fmt, heapAfterGc, printTable } from "./table.js";

// The workload of the timeline issue, so figures compare with other implementations: for N events, a timeline
// of N/2 s; starts uniform in [0, N/2), lengths uniform in [0.5, 10] s, ends capped at N/2; mulberry32 seeded
// 42 + N; added unsorted; a 60 Hz sweep from 0 to the end; then 10,000 seeks to uniform random times.
// "add ms" includes building the index (adds are buffered until the first query that needs it).
// Reference figures for Popcorn.js 1.x measured on this workload at N = 100,000 (from the issue).
const POPCORN_1X = { addMs: 29_800, tickNs: 88, seekUs: 2_100 };
const SEEKS = 10_000;

interface Workload {
  n: number;
  duration: number;
  events: { start: number; end: number }[];
  seekTimes: Float64Array;
}

function workload(n: number): Workload {
  const random = mulberry32(42 + n);
  const duration = n / 2;
  const events = Array.from({ length: n }, () => {
    const start = random() * duration;
    return { start, end: Math.min(duration, start + 0.5 + random() * 9.5) };
  });
  const seekTimes = new Float64Array(SEEKS);
  for (let i = 0; i < SEEKS; i++) seekTimes[i] = random() * duration;
  return { n, duration, events, seekTimes };
}

/** A media-less player whose time the benchmark sets directly: nothing but the instance is measured. */
function benchPlayer(duration: number): Player & { time: number } {
  return {
    time: 0,
    get currentTime() {
      return this.time;
    },
    set currentTime(value: number) {
      this.time = value;
    },
    duration,
    paused: false,
    ended: false,
    seeking: false,
    volume: 1,
    muted: false,
    playbackRate: 1,
    readyState: 4,
    play: () => Promise.resolve(),
    pause: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
  };
}

interface Figures {
  addMs: number;
  tickNs: number;
  idleNs: number;
  seekUs: number;
  starts: number;
  ends: number;
  bytesPerEvent: number;
}

const IDLE_TICKS = 1_000_000;

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

function runPopcorn(w: Workload): Figures {
  const before = heapAfterGc();
  const player = benchPlayer(w.duration);
  const pop = createPopcorn(player, { ticker: "manual" });
  let starts = 0;
  let ends = 0;
  pop.on("trackstart", () => starts++);
  pop.on("trackend", () => ends++);

  let t0 = performance.now();
  for (const e of w.events) pop.add("cue", { start: e.start, end: e.end });
  // Adding is buffered until the index is next needed; the seek makes the add figure include building it.
  pop.seek(0);
  const addMs = performance.now() - t0;
  const bytesPerEvent = (heapAfterGc() - before) / w.n;

  const ticks = Math.floor(w.duration * 60);
  t0 = performance.now();
  for (let i = 1; i <= ticks; i++) {
    player.time = i / 60;
    pop.tick();
  }
  player.time = w.duration;
  pop.tick();
  const tickNs = ((performance.now() - t0) * 1e6) / (ticks + 1);

  t0 = performance.now();
  for (let i = 0; i < SEEKS; i++) pop.seek(w.seekTimes[i]!);
  const seekUs = ((performance.now() - t0) * 1e3) / SEEKS;

  const gap = idleGap(w);
  pop.seek(gap.from);
  t0 = performance.now();
  for (let i = 1; i <= IDLE_TICKS; i++) {
    player.time = gap.from + i * gap.step;
    pop.tick();
  }
  const idleNs = ((performance.now() - t0) * 1e6) / IDLE_TICKS;
  pop.destroy();
  return { addMs, tickNs, idleNs, seekUs, starts, ends, bytesPerEvent };
}

function runTimelineOnly(w: Workload): Figures {
  let starts = 0;
  let ends = 0;
  const timeline = new Timeline<TimelineItem>({ start: () => starts++, end: () => ends++ });
  let t0 = performance.now();
  w.events.forEach((e, i) => timeline.insert(new TimelineItem(String(i), e.start, e.end, i)));
  timeline.seek(0);
  const addMs = performance.now() - t0;
  const ticks = Math.floor(w.duration * 60);
  t0 = performance.now();
  for (let i = 1; i <= ticks; i++) timeline.advance(i / 60);
  timeline.advance(w.duration);
  const tickNs = ((performance.now() - t0) * 1e6) / (ticks + 1);
  t0 = performance.now();
  for (let i = 0; i < SEEKS; i++) timeline.seek(w.seekTimes[i]!);
  const seekUs = ((performance.now() - t0) * 1e3) / SEEKS;
  const gap = idleGap(w);
  timeline.seek(gap.from);
  t0 = performance.now();
  for (let i = 1; i <= IDLE_TICKS; i++) timeline.advance(gap.from + i * gap.step);
  const idleNs = ((performance.now() - t0) * 1e6) / IDLE_TICKS;
  timeline.endAll();
  return { addMs, tickNs, idleNs, seekUs, starts, ends, bytesPerEvent: Number.NaN };
}

function runBaseline(w: Workload): Figures {
  const before = heapAfterGc();
  const baseline = new SortedArrayTimeline();
  let t0 = performance.now();
  for (const e of w.events) baseline.add(e.start, e.end);
  const addMs = performance.now() - t0;
  const bytesPerEvent = (heapAfterGc() - before) / w.n;
  const ticks = Math.floor(w.duration * 60);
  t0 = performance.now();
  for (let i = 1; i <= ticks; i++) baseline.advance(i / 60);
  baseline.advance(w.duration);
  const tickNs = ((performance.now() - t0) * 1e6) / (ticks + 1);
  const seeks = w.n >= 100_000 ? 1_000 : SEEKS;
  t0 = performance.now();
  for (let i = 0; i < seeks; i++) baseline.seek(w.seekTimes[i]!);
  const seekUs = ((performance.now() - t0) * 1e3) / seeks;
  const gap = idleGap(w);
  baseline.seek(gap.from);
  t0 = performance.now();
  for (let i = 1; i <= IDLE_TICKS; i++) baseline.advance(gap.from + i * gap.step);
  const idleNs = ((performance.now() - t0) * 1e6) / IDLE_TICKS;
  baseline.endAll();
  return { addMs, tickNs, idleNs, seekUs, starts: baseline.starts, ends: baseline.ends, bytesPerEvent };
}

/** Runs the timeline benchmark and prints its table. */
export async function runCoreBench(sizes = [1_000, 10_000, 100_000]): Promise<void> {
  const rows: (string | number)[][] = [];
  const ratios: (string | number)[][] = [];
  for (const n of sizes) {
    const w = workload(n);
    // Warm-up: let the JIT compile every path before anything is timed.
    const small = workload(Math.min(n, 10_000));
    runPopcorn(small);
    runTimelineOnly(small);
    runBaseline(small);
    const ours = runPopcorn(w);
    const raw = runTimelineOnly(w);
    const base = runBaseline(w);
    const row = (name: string, f: Figures) => [
      `${name} N=${n.toLocaleString("en-US")}`,
      fmt(f.addMs),
      fmt(f.tickNs),
      fmt(f.idleNs),
      fmt(f.seekUs, 2),
      f.starts,
      f.ends,
      fmt(f.bytesPerEvent, 0),
    ];
    rows.push(row("popcorn-kit pop.tick()", ours), row("popcorn-kit Timeline only", raw), row("sorted arrays (1.x approach)", base));
    ratios.push([
      `N=${n.toLocaleString("en-US")}`,
      `${fmt(base.addMs / ours.addMs)}x`,
      `${fmt(base.seekUs / ours.seekUs)}x`,
      `${fmt(base.tickNs / raw.tickNs, 2)}x`,
      n === 100_000 ? `${fmt(POPCORN_1X.addMs / ours.addMs)}x` : "",
      n === 100_000 ? `${fmt(POPCORN_1X.seekUs / ours.seekUs)}x` : "",
      n === 100_000 ? `${fmt(POPCORN_1X.tickNs / ours.idleNs, 2)}x` : "",
    ]);
    if (ours.starts !== ours.ends) throw new Error(`starts ${ours.starts} != ends ${ours.ends} at N=${n}`);
  }
  printTable(
    "Timeline: add N events, 60 Hz sweep, 10,000 random seeks (the baseline times 1,000 seeks at N=100,000)",
    ["implementation", "add ms", "ns/tick (sweep)", "ns/idle tick", "µs/seek", "starts", "ends", "heap B/event"],
    rows,
  );
  printTable(
    "Speed-up of popcorn-kit (higher is better): against the in-run baseline, and against Popcorn.js 1.x's published figures",
    ["size", "add vs baseline", "seek vs baseline", "sweep tick (Timeline) vs baseline", "add vs 1.x", "seek vs 1.x", "idle pop.tick() vs 1.x"],
    ratios,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runCoreBench();
