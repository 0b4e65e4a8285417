// Cue accuracy on a coarse clock: how late (or early) cue starts fire, in ms of media time, when the player's
// `currentTime` moves only every 250 ms (as embedded providers report it), read raw and through smoothTime, set
// against an exact clock (a local file's) in the same run. Frames tick at 60 Hz on a manual clock, so the
// figures are exact and the same on every machine: this measures accuracy, not speed.
// Run: npm run bench -w @popcorn-kit/test -- smoothing
import { type Player, createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { smoothTime } from "@popcorn-kit/core/players/smooth";
import { coarsePlayer } from "../../core/tests/coarsePlayer.js";
import { fmt, printTable } from "./table.js";

const FRAME = 1000 / 60;
const CUES = 1000;
/** Phases of the provider's updates against the frames, in ms: every run puts the cues elsewhere between updates. */
const PHASES = [0, 37, 74, 111, 148, 185, 222];

type Clock = "exact" | "raw" | "smoothed";

/** How late each cue start fires (truth at the start callback minus the cue's time), in ms. */
function lateness(kind: Clock, phase: number, rate: number): number[] {
  const clock = createManualClock();
  const truthPlayer = createVirtualPlayer({ now: clock.now, duration: 3600 });
  const source = coarsePlayer(truthPlayer, { now: clock.now, every: 250, phase });
  const player: Player =
    kind === "exact" ? truthPlayer : kind === "raw" ? source : smoothTime(source, { now: clock.now });
  const pop = createPopcorn(player, { ticker: clock });
  const truth = kind === "exact" ? () => truthPlayer.currentTime : source.truth;
  const late: number[] = [];
  for (let i = 0; i < CUES; i++) {
    // Cue times spread over every fraction of a frame and of an update period.
    const start = 1 + i * 0.2137;
    pop.add("cue", { start, end: start + 0.05, onStart: () => void late.push((truth() - start) * 1000) });
  }
  player.playbackRate = rate;
  void pop.play();
  clock.advance(((1 + CUES * 0.2137) / rate) * 1000 + 1000, FRAME);
  pop.destroy();
  return late;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function runSmoothingBench(): Promise<void> {
  const rows: (string | number)[][] = [];
  for (const rate of [1, 2]) {
    for (const kind of ["exact", "raw", "smoothed"] as Clock[]) {
      const all = PHASES.flatMap((phase) => lateness(kind, phase, rate)).sort((a, b) => a - b);
      const early = all.filter((ms) => ms < -1e-6).length;
      rows.push([
        `${kind === "exact" ? "exact clock (a local file)" : kind === "raw" ? "250 ms clock, raw" : "250 ms clock, smoothTime"}, rate ${rate}`,
        all.length,
        fmt(quantile(all, 0.5)),
        fmt(quantile(all, 0.95)),
        fmt(quantile(all, 0.99)),
        fmt(all.at(-1)!),
        early,
      ]);
    }
  }
  printTable(
    `Cue start lateness in ms of media time (${CUES.toLocaleString("en-US")} cues × ${PHASES.length} update phases, frames at 60 Hz): how long after its time a cue's start callback runs`,
    ["clock", "cues", "p50", "p95", "p99", "max", "early"],
    rows,
  );
}
