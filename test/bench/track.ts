import { createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import type { ParseResult } from "@popcorn-kit/core/parsers";
import { parse } from "@popcorn-kit/core/parsers";
import { parseLazily } from "@popcorn-kit/core/parsers/lazy";
import { pathToFileURL } from "node:url";
import { BenchPlayer, workload } from "./core.js";
import { mulberry32 } from "./random.js";
import { fmt, heapAfterGc, median, printTable } from "./table.js";

// From a subtitle file's text to its first caption on screen: a generated WebVTT file of N cues, the first at
// 0 s, loaded into a fresh instance on a virtual player with a store subscriber (as an adapter on the page
// would), timed from `pop.loadTrack({ text })` to the store's notification whose snapshot holds the first
// cue active at time 0. The parse alone, on the same text, is timed beside it: the rest is adding the file's
// events (in one batch) and the store's commit. Each figure is the p50 over the runs, after a warm-up.
// A second table sets the timeline benchmark's 100,000 adds (core.ts) through pop.add one by one against the
// same events added in one batch, as loadTrack adds a file's (through a `parse` that returns them made).
// Run: npm run bench -w @popcorn-kit/test -- track   (BENCH_RUNS=n sets the number of runs, 15 by default)

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = 3;
const SIZES = [1_000, 10_000];
const WORDS = ["the", "light", "over", "river", "we", "could", "never", "say", "again", "morning", "stone", "and"];

/** A WebVTT file of `count` cues, back to back from 0 s, one or two lines of words each, some with settings. */
export function webVTT(count: number): string {
  const next = mulberry32(7 + count);
  const stamp = (seconds: number): string => {
    const ms = Math.round(seconds * 1000);
    const pad = (n: number, width = 2): string => String(n).padStart(width, "0");
    return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
  };
  let out = "WEBVTT\n\n";
  let time = 0;
  for (let i = 0; i < count; i++) {
    const lines: string[] = [];
    for (let l = next() < 0.4 ? 2 : 1; l > 0; l--) {
      const words: string[] = [];
      for (let w = 3 + Math.floor(next() * 8); w > 0; w--) words.push(WORDS[Math.floor(next() * WORDS.length)]!);
      lines.push(words.join(" "));
    }
    const duration = 1 + Math.round(next() * 3000) / 1000;
    const settings = i % 7 === 0 ? " align:start line:90%" : "";
    out += `${stamp(time)} --> ${stamp(time + duration)}${settings}\n${next() < 0.15 ? `<i>${lines.join("\n")}</i>` : lines.join("\n")}\n\n`;
    time += duration + Math.round(next() * 500) / 1000;
  }
  return out;
}

type Parser = typeof parse | typeof parseLazily;

/** Milliseconds from `loadTrack({ text })` to the first snapshot that shows the cue at 0 s active. */
async function toFirstCaption(text: string, parser: Parser, cues: number): Promise<number> {
  const pop = createPopcorn(createVirtualPlayer(), { parse: parser });
  let shown = Number.NaN;
  let t0 = 0;
  pop.store.subscribe(() => {
    if (!Number.isNaN(shown)) return;
    const first = pop.store.getSnapshot().active[0];
    if (first?.type === "subtitle" && first.start === 0) shown = performance.now() - t0;
  });
  t0 = performance.now();
  const added = await pop.loadTrack({ text });
  if (added.length !== cues || Number.isNaN(shown))
    throw new Error(`loaded ${added.length} of ${cues} cues; shown: ${shown}`);
  pop.destroy();
  return shown;
}

/** Milliseconds the parse alone takes. */
function parseOnly(text: string, cues: number): number {
  const t0 = performance.now();
  const { events } = parse(text);
  const ms = performance.now() - t0;
  if (events.length !== cues) throw new Error(`parsed ${events.length} of ${cues} cues`);
  return ms;
}

/** Milliseconds to add the core workload's events (index included: a seek to 0 after), in one batch or not. */
async function addAll(w: ReturnType<typeof workload>, batched: boolean): Promise<number> {
  const parsed: ParseResult = {
    events: w.events.map(({ start, end }) => ({ type: "cue", start, end, options: {} })),
    errors: [],
    format: "popcorn-json",
    meta: {},
  };
  const player = new BenchPlayer(w.duration);
  const pop = createPopcorn(player, { ticker: "manual", parse: () => parsed });
  pop.on("trackstart", () => {});
  pop.on("trackend", () => {});
  pop.store.subscribe(() => {});
  heapAfterGc();
  const t0 = performance.now();
  if (batched) await pop.loadTrack({ text: "-" });
  else for (const { start, end } of w.events) pop.add("cue", { start, end });
  pop.seek(0);
  const ms = performance.now() - t0;
  pop.destroy();
  return ms;
}

/** Runs the benchmark and prints its tables. */
export async function runTrackBench(): Promise<void> {
  const rows: string[][] = [];
  for (const cues of SIZES) {
    const text = webVTT(cues);
    const figures = { parse: [] as number[], lazily: [] as number[], parseOnly: [] as number[] };
    for (let r = -WARMUP; r < RUNS; r++) {
      // Interleaved run by run; a full collection first, so that each run pays for its own garbage.
      heapAfterGc();
      const a = await toFirstCaption(text, parse, cues);
      heapAfterGc();
      const b = await toFirstCaption(text, parseLazily, cues);
      heapAfterGc();
      const c = parseOnly(text, cues);
      if (r < 0) continue;
      figures.parse.push(a);
      figures.lazily.push(b);
      figures.parseOnly.push(c);
    }
    const p50 = (values: number[]) => fmt(median(values), 1);
    rows.push([
      `${cues.toLocaleString("en-US")} cues (${fmt(text.length / 1024, 0)} KiB)`,
      p50(figures.parse),
      p50(figures.lazily),
      p50(figures.parseOnly),
      fmt(median(figures.parse) - median(figures.parseOnly), 1),
    ]);
  }
  printTable(
    `A WebVTT file to its first caption shown (Node ${process.version}): loadTrack({ text }) on a new instance (virtual player, a store subscriber) until the store's snapshot holds the cue at 0 s active; p50 of ${RUNS} runs after ${WARMUP} of warm-up, in ms (goal: under 100 ms at 10,000 cues)`,
    ["file", "to first caption, parse", "to first caption, parseLazily", "parse alone", "the rest (adds, commit)"],
    rows,
  );
  const w = workload(100_000);
  const adds = { one: [] as number[], batch: [] as number[] };
  for (let r = -WARMUP; r < RUNS; r++) {
    const one = await addAll(w, false);
    const batch = await addAll(w, true);
    if (r < 0) continue;
    adds.one.push(one);
    adds.batch.push(batch);
  }
  printTable(
    `Adding the timeline benchmark's 100,000 events (index included, a store subscriber): p50 (min) of ${RUNS} runs, in ms (goal: under 150 ms; the same-run comparison with a git revision is the compare benchmark's)`,
    ["path", "ms"],
    [
      ["pop.add, one by one", `${fmt(median(adds.one))} (${fmt(Math.min(...adds.one))})`],
      [
        "one batch (loadTrack, a parse that returns the events)",
        `${fmt(median(adds.batch))} (${fmt(Math.min(...adds.batch))})`,
      ],
    ],
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runTrackBench();
