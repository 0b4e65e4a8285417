// Re-render cost of @popcorn-kit/react, counted with React's <Profiler>: 1,000 <Cue> mounted on a virtual
// player driven by a manual clock at 60 frames a second, each cue in a Profiler of its own, and one
// useCurrentTime() user for contrast. A commit is one Profiler reporting an "update" for that tick.
// Run: cd test && node --expose-gc --conditions=@popcorn-kit/source --import tsx bench/react.ts
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { installDom } from "./dom.js";
import { fmt, printTable } from "./table.js";

const CUES = 1000;
const FRAME_MS = 1000 / 60;
const QUIET_FRAMES = 300;

export async function runReactBench(): Promise<void> {
  const uninstall = installDom();
  // act() flushes React's work synchronously in an environment that declares itself a test environment.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  try {
    const { Profiler, act, createElement: h } = await import("react");
    const { createRoot } = await import("react-dom/client");
    const { Cue, PopcornProvider, useCurrentTime } = await import("@popcorn-kit/react");

    const clock = createManualClock();
    const player = createVirtualPlayer({ now: clock.now, duration: 2000 });
    const pop = createPopcorn(player, { ticker: clock });

    // Cue i is active over [10 + i, 10.5 + i): at most one cue is active, and flips are half a second apart.
    const commits = new Map<string, number>();
    const onRender = (id: string, phase: string) => {
      if (phase !== "mount") commits.set(id, (commits.get(id) ?? 0) + 1);
    };
    const Clock = () => h("output", null, useCurrentTime().toFixed(2));
    const cues = Array.from({ length: CUES }, (_, i) =>
      h(
        Profiler,
        { key: i, id: `cue ${i}`, onRender },
        h(Cue, { start: 10 + i, end: 10.5 + i }, h("p", null, `cue ${i}`)),
      ),
    );
    const app = h(PopcornProvider, { popcorn: pop }, h(Profiler, { id: "clock", onRender }, h(Clock)), ...cues);

    const root = createRoot(document.getElementById("root")!);
    const mountStart = performance.now();
    await act(async () => root.render(app));
    const mountMs = performance.now() - mountStart;
    if (pop.getTrackEvents().length !== CUES) throw new Error("the cues did not all mount");

    /** Runs `step` inside act and returns what committed: cue Profilers, the clock's, and the time taken. */
    const measure = async (step: () => void) => {
      commits.clear();
      const started = performance.now();
      await act(async () => step());
      const ms = performance.now() - started;
      const clockCommits = commits.get("clock") ?? 0;
      return { cues: commits.size - (clockCommits > 0 ? 1 : 0), clock: clockCommits, ms };
    };

    await act(async () => void pop.play());
    await act(async () => pop.seek(9.9));
    const rows: (string | number)[][] = [];
    const row = (what: string, m: { cues: number; clock: number; ms: number }) =>
      rows.push([what, m.cues, m.clock, fmt(m.ms, 2)]);

    // Frames that cross nothing: the time changes, no cue flips.
    let quiet = { cues: 0, clock: 0, ms: 0 };
    await act(async () => pop.seek(20.6));
    for (let i = 0; i < QUIET_FRAMES; i++) {
      if (pop.currentTime > 20.95) await act(async () => pop.seek(20.6));
      const m = await measure(() => clock.advance(FRAME_MS));
      quiet = { cues: Math.max(quiet.cues, m.cues), clock: quiet.clock + m.clock, ms: quiet.ms + m.ms };
    }
    row(`frame, nothing flips (max of ${QUIET_FRAMES}; clock: commits/frame)`, {
      cues: quiet.cues,
      clock: quiet.clock / QUIET_FRAMES,
      ms: quiet.ms / QUIET_FRAMES,
    });

    await act(async () => pop.seek(30.99));
    row("frame where one cue starts", await measure(() => clock.advance(FRAME_MS)));
    await act(async () => pop.seek(31.49));
    row("frame where one cue ends", await measure(() => clock.advance(FRAME_MS)));
    await act(async () => pop.seek(40.2));
    row("seek from one cue into another (one ends, one starts)", await measure(() => pop.seek(500.2)));
    row("seek to a time with no cue (one ends)", await measure(() => pop.seek(700.7)));
    row("pause (no cue flips)", await measure(() => pop.pause()));

    printTable(
      `@popcorn-kit/react: ${CUES.toLocaleString("en-US")} <Cue> mounted (mount ${fmt(mountMs, 0)} ms), commits per tick counted with <Profiler>`,
      ["tick", "<Cue> commits", "useCurrentTime commits", "ms (incl. act)"],
      rows,
    );
    await act(async () => root.unmount());
    pop.destroy();
  } finally {
    uninstall();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runReactBench();
