// Re-render cost of @popcorn-kit/svelte: 1,000 keepMounted <Cue> on a virtual player driven by a manual clock at
// 60 frames a second, and one currentTime() reader for contrast. Svelte re-runs only the parts of a template
// whose inputs changed: a "run" is one re-evaluation of a cue's snippet expression that reads `active` (or of
// the clock's `$time` expression), counted per cue. Components are compiled for the browser by svelte/compiler
// through a module hook and run in jsdom, with Svelte's production runtime.
// Run: cd test && node --expose-gc --conditions=@popcorn-kit/source --import tsx bench/svelte.ts
import { register } from "node:module";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { installDom } from "./dom.js";
import { fmt, printTable } from "./table.js";

const CUES = 1000;
const FRAME_MS = 1000 / 60;
const QUIET_FRAMES = 300;

/** Compiles `.svelte` files for the browser on import, and resolves Svelte's browser runtime. */
function registerSvelteHook(): void {
  const compiler = import.meta.resolve("svelte/compiler");
  const hook = `
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { compile } from ${JSON.stringify(compiler)};
const browser = (specifier) => specifier === "svelte" || specifier.startsWith("svelte/") || specifier === "esm-env";
export async function resolve(specifier, context, next) {
  return next(specifier, browser(specifier) ? { ...context, conditions: [...context.conditions, "browser"] } : context);
}
export async function load(url, context, next) {
  if (!url.endsWith(".svelte")) return next(url, context);
  const filename = fileURLToPath(url);
  const { js } = compile(await readFile(filename, "utf8"), { filename, generate: "client", dev: false });
  return { format: "module", source: js.code, shortCircuit: true };
}
`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}

export async function runSvelteBench(): Promise<void> {
  registerSvelteHook();
  const uninstall = installDom();
  try {
    const { flushSync, mount, unmount } = await import("svelte");
    const { default: BenchApp } = await import("./svelte/BenchApp.svelte");

    const clock = createManualClock();
    const player = createVirtualPlayer({ now: clock.now, duration: 2000 });
    const pop = createPopcorn(player, { ticker: clock });

    // Cue i is active over [10 + i, 10.5 + i): at most one cue is active, and flips are half a second apart.
    const runs = new Map<string, number>();
    const ran = (who: string) => runs.set(who, (runs.get(who) ?? 0) + 1);

    const mountStart = performance.now();
    const app = mount(BenchApp, { target: document.getElementById("root")!, props: { pop, cues: CUES, ran } });
    flushSync();
    const mountMs = performance.now() - mountStart;
    if (pop.getTrackEvents().length !== CUES) throw new Error("the cues did not all mount");

    /** Runs `step`, applies Svelte's updates, and returns the cues that re-ran, the clock's runs and the time. */
    const measure = (step: () => void) => {
      runs.clear();
      const started = performance.now();
      flushSync(step);
      const ms = performance.now() - started;
      const clockRuns = runs.get("clock") ?? 0;
      return { cues: runs.size - (clockRuns > 0 ? 1 : 0), clock: clockRuns, ms };
    };

    flushSync(() => void pop.play());
    flushSync(() => pop.seek(9.9));
    const rows: (string | number)[][] = [];
    const row = (what: string, m: { cues: number; clock: number; ms: number }) =>
      rows.push([what, m.cues, m.clock, fmt(m.ms, 2)]);

    // Frames that cross nothing: the time changes, no cue flips.
    let quiet = { cues: 0, clock: 0, ms: 0 };
    flushSync(() => pop.seek(20.6));
    for (let i = 0; i < QUIET_FRAMES; i++) {
      if (pop.currentTime > 20.95) flushSync(() => pop.seek(20.6));
      const m = measure(() => clock.advance(FRAME_MS));
      quiet = { cues: Math.max(quiet.cues, m.cues), clock: quiet.clock + m.clock, ms: quiet.ms + m.ms };
    }
    row(`frame, nothing flips (max of ${QUIET_FRAMES}; clock: runs/frame)`, {
      cues: quiet.cues,
      clock: quiet.clock / QUIET_FRAMES,
      ms: quiet.ms / QUIET_FRAMES,
    });

    flushSync(() => pop.seek(30.99));
    row(
      "frame where one cue starts",
      measure(() => clock.advance(FRAME_MS)),
    );
    flushSync(() => pop.seek(31.49));
    row(
      "frame where one cue ends",
      measure(() => clock.advance(FRAME_MS)),
    );
    flushSync(() => pop.seek(40.2));
    row(
      "seek from one cue into another (one ends, one starts)",
      measure(() => pop.seek(500.2)),
    );
    row(
      "seek to a time with no cue (one ends)",
      measure(() => pop.seek(700.7)),
    );
    row(
      "pause (no cue flips)",
      measure(() => pop.pause()),
    );

    printTable(
      `@popcorn-kit/svelte: ${CUES.toLocaleString("en-US")} <Cue keepMounted> mounted (mount ${fmt(mountMs, 0)} ms), snippet runs per tick`,
      ["tick", "<Cue> snippets re-run", "currentTime runs", "ms (incl. flushSync)"],
      rows,
    );
    const listeners = pop.listenerCount();
    unmount(app);
    flushSync();
    if (pop.listenerCount() !== 0) throw new Error(`unmounting left ${pop.listenerCount()} of ${listeners} listeners`);
    pop.destroy();
  } finally {
    uninstall();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runSvelteBench();
