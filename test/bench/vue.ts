// Re-render cost of @popcorn-kit/vue, counted with Vue's devtools hook ("component:updated", one per component
// render after mount): 1,000 <Cue> mounted on a virtual player driven by a manual clock at 60 frames a
// second, and one useCurrentTime() user for contrast. Each <Cue>'s scoped slot also counts its own runs.
// Run: cd test && node --expose-gc --conditions=@popcorn-kit/source --import tsx bench/vue.ts
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { installDom } from "./dom.js";
import { fmt, printTable } from "./table.js";

const CUES = 1000;
const FRAME_MS = 1000 / 60;
const QUIET_FRAMES = 300;

interface UpdatedComponent {
  type: { name?: string };
}

/**
 * Vue reports component updates to a devtools hook found on the global object when its renderer is created:
 * installed, with a document, before Vue is first imported.
 */
function installDevtoolsHook(onUpdated: (component: UpdatedComponent) => void): () => void {
  const hook = {
    enabled: true,
    emit(event: string, ...args: unknown[]) {
      if (event === "component:updated") onUpdated(args[3] as UpdatedComponent);
    },
    on() {},
    off() {},
    once() {},
  };
  const uninstallDom = installDom();
  (globalThis as { __VUE_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__VUE_DEVTOOLS_GLOBAL_HOOK__ = hook;
  return () => {
    delete (globalThis as { __VUE_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__VUE_DEVTOOLS_GLOBAL_HOOK__;
    uninstallDom();
  };
}

export async function runVueBench(): Promise<void> {
  const updates = new Map<string, number>();
  const uninstall = installDevtoolsHook((component) => {
    const name = component.type.name ?? "anonymous";
    updates.set(name, (updates.get(name) ?? 0) + 1);
  });
  try {
    const { createApp, defineComponent, h, nextTick } = await import("vue");
    const { Cue, providePopcorn, useCurrentTime } = await import("@popcorn-kit/vue");

    const clock = createManualClock();
    const player = createVirtualPlayer({ now: clock.now, duration: 2000 });
    const pop = createPopcorn(player, { ticker: clock });

    // Cue i is active over [10 + i, 10.5 + i): at most one cue is active, and flips are half a second apart.
    let slotRuns = 0;
    const Clock = defineComponent({
      name: "Clock",
      setup() {
        const time = useCurrentTime();
        return () => h("output", time.value.toFixed(2));
      },
    });
    const Scene = defineComponent({
      name: "Scene",
      setup() {
        providePopcorn(pop);
        const cues = Array.from({ length: CUES }, (_, i) =>
          h(Cue, { key: i, start: 10 + i, end: 10.5 + i }, () => {
            slotRuns++;
            return [h("p", `cue ${i}`)];
          }),
        );
        return () => [h(Clock), ...cues];
      },
    });

    const app = createApp(Scene);
    const mountStart = performance.now();
    app.mount(document.getElementById("root")!);
    await nextTick();
    const mountMs = performance.now() - mountStart;
    if (pop.getTrackEvents().length !== CUES) throw new Error("the cues did not all mount");

    /** Runs `step`, lets Vue flush, and returns what updated: <Cue>s, the clock, anything else, the slot runs and the time. */
    const measure = async (step: () => void) => {
      updates.clear();
      slotRuns = 0;
      const started = performance.now();
      step();
      await nextTick();
      const ms = performance.now() - started;
      const cues = updates.get("Cue") ?? 0;
      const clockUpdates = updates.get("Clock") ?? 0;
      let other = 0;
      for (const [name, n] of updates) if (name !== "Cue" && name !== "Clock") other += n;
      return { cues, slots: slotRuns, clock: clockUpdates, other, ms };
    };
    type Measure = Awaited<ReturnType<typeof measure>>;
    const rows: (string | number)[][] = [];
    const row = (what: string, m: Measure) => rows.push([what, m.cues, m.slots, m.clock, m.other, fmt(m.ms, 2)]);

    void pop.play();
    await nextTick();

    // Frames that cross nothing: the time changes, no cue flips.
    let quiet: Measure = { cues: 0, slots: 0, clock: 0, other: 0, ms: 0 };
    pop.seek(20.6);
    await nextTick();
    for (let i = 0; i < QUIET_FRAMES; i++) {
      if (pop.currentTime > 20.95) {
        pop.seek(20.6);
        await nextTick();
      }
      const m = await measure(() => clock.advance(FRAME_MS));
      quiet = {
        cues: Math.max(quiet.cues, m.cues),
        slots: Math.max(quiet.slots, m.slots),
        clock: quiet.clock + m.clock,
        other: Math.max(quiet.other, m.other),
        ms: quiet.ms + m.ms,
      };
    }
    row(`frame, nothing flips (max of ${QUIET_FRAMES}; clock: updates/frame)`, {
      ...quiet,
      clock: quiet.clock / QUIET_FRAMES,
      ms: quiet.ms / QUIET_FRAMES,
    });

    pop.seek(30.99);
    await nextTick();
    row("frame where one cue starts", await measure(() => clock.advance(FRAME_MS)));
    pop.seek(31.49);
    await nextTick();
    row("frame where one cue ends", await measure(() => clock.advance(FRAME_MS)));
    pop.seek(40.2);
    await nextTick();
    row("seek from one cue into another (one ends, one starts)", await measure(() => pop.seek(500.2)));
    row("seek to a time with no cue (one ends)", await measure(() => pop.seek(700.7)));
    row("pause (no cue flips)", await measure(() => pop.pause()));

    printTable(
      `@popcorn-kit/vue: ${CUES.toLocaleString("en-US")} <Cue> mounted (mount ${fmt(mountMs, 0)} ms), component updates per tick from Vue's devtools hook`,
      ["tick", "<Cue> updates", "slot runs", "useCurrentTime updates", "other updates", "ms"],
      rows,
    );
    app.unmount();
    pop.destroy();
  } finally {
    uninstall();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runVueBench();
