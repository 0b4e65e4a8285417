import { createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import {
  CATALOGUE,
  type Project,
  bindPreview,
  createPluginSet,
  collectSnapTargets,
  createAutosave,
  createEditor,
  createMemoryStorage,
  createProject,
  importFile,
  moveEvents,
  setOptions,
  snapSpan,
} from "@popcorn-kit/editor";
import { mulberry32 } from "./random.js";
import { webVTT } from "./track.js";
import { fmt, printTable } from "./table.js";

// The editor's engine with 5,000 events (the issue's figures: a drag step, undo and redo under 1 ms; autosave of a
// 10,000-cue project under 50 ms of main-thread time), on a live instance bound with bindPreview, as an editor's
// page has it.
// - A drag step is what one pointer move costs: snapping the dragged span to the other events' edges, the
//   playhead and frames (snapSpan, on targets collected once per drag), placing it in a free lane and updating
//   the project and the live instance (moveEvents in a transaction, bindPreview's pop.update).
// - Undo and redo are timed on single edits (an option changed) and on whole drags (one step of 200 moves).
// - Import: a generated WebVTT file of 10,000 cues (track.ts's) read by importFile into the 5,000-event project:
//   parsed, checked by the subtitle plugin's manifest, packed into new lanes.
// - Autosave: createAutosave on a memory storage (which structured-clones what it keeps, as IndexedDB does), the
//   time from an edit to the write done, all of it on the main thread here (an upper bound of a browser's, where
//   IndexedDB writes off the main thread).
// Run: npm run bench -w @popcorn-kit/test -- editor   (BENCH_RUNS=n sets the number of drags, 15 by default)

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const EVENTS = 5_000;
const LANES = 10;
const STEPS = 200;

/** p50, p95, p99 and max of a list of times in milliseconds, and how many of them took 1 ms or more. */
function spread(times: number[]): string[] {
  const sorted = times.slice().sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
  const over = sorted.filter((ms) => ms >= 1).length;
  return [fmt(at(0.5), 4), fmt(at(0.95), 4), fmt(at(0.99), 4), fmt(sorted.at(-1)!, 3), `${over} of ${sorted.length}`];
}

/** A project of `events` events of three plugins in `lanes` lanes, back to back with gaps, over a long media. */
export function editorProject(events: number, lanes: number): Project {
  const next = mulberry32(31);
  const perLane = Math.ceil(events / lanes);
  const types = ["footnote", "text", "subtitle"];
  return createProject({
    id: "bench",
    media: { duration: perLane * 6 + 60, frameRate: 25 },
    lanes: Array.from({ length: lanes }, (_, l) => {
      let time = l * 0.7;
      return {
        id: `lane-${l + 1}`,
        events: Array.from({ length: perLane }, (_, i) => {
          const start = time;
          const end = start + 1 + Math.round(next() * 3000) / 1000;
          time = end + Math.round(next() * 2000) / 1000;
          return { id: `e-${l}-${i}`, type: types[l % 3]!, start, end, options: { text: `Event ${l}.${i}` } };
        }),
      };
    }),
  });
}

export async function runEditorBench(): Promise<void> {
  const project = editorProject(EVENTS, LANES);
  const editor = createEditor({ project });
  const clock = createManualClock();
  const pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: project.media.duration }), {
    ticker: clock,
  });
  bindPreview(editor, pop);
  if (pop.getTrackEvents().length !== EVENTS)
    throw new Error(`the live instance has ${pop.getTrackEvents().length} events`);
  const next = mulberry32(5);
  const drag: number[] = [];
  const undoDrag: number[] = [];
  const redoDrag: number[] = [];
  const commit: number[] = [];
  const zoom = { pixelsPerSecond: 40, tolerancePx: 6 };

  for (let run = 0; run < RUNS + 2; run++) {
    const lane = project.lanes[Math.floor(next() * LANES)]!;
    const id = lane.events[Math.floor(next() * lane.events.length)]!.id;
    const moving = new Set([id]);
    const transaction = editor.transaction("Move event");
    const targets = collectSnapTargets(editor.getSnapshot().project, { playhead: 30, ignore: moving });
    const original = pop.getTrackEvent(id)!;
    let pointer = 0;
    for (let step = 0; step < STEPS; step++) {
      pointer += (next() - 0.45) * 12; // pixels
      const t0 = performance.now();
      const current = pop.getTrackEvent(id)!;
      const start = Math.max(0, original.start + pointer / zoom.pixelsPerSecond);
      const span = snapSpan({ start, end: start + (original.end - original.start) }, targets, zoom);
      editor.run(moveEvents(id, { by: span.start - current.start, lanes: step % 40 === 39 ? 1 : 0 }));
      const ms = performance.now() - t0;
      if (run >= 2) drag.push(ms);
    }
    let t0 = performance.now();
    transaction.commit();
    if (run >= 2) commit.push(performance.now() - t0);
    t0 = performance.now();
    editor.undo();
    const t1 = performance.now();
    editor.redo();
    const t2 = performance.now();
    if (run >= 2) {
      undoDrag.push(t1 - t0);
      redoDrag.push(t2 - t1);
    }
  }

  const undoEdit: number[] = [];
  const redoEdit: number[] = [];
  const ids = editor.getSnapshot().project.lanes.flatMap((lane) => lane.events.map((event) => event.id));
  for (let i = 0; i < RUNS * 20; i++) {
    editor.run(setOptions(ids[Math.floor(next() * ids.length)]!, { text: `Edited ${i}` }));
    const t0 = performance.now();
    editor.undo();
    const t1 = performance.now();
    editor.redo();
    const t2 = performance.now();
    if (i >= 20) {
      undoEdit.push(t1 - t0);
      redoEdit.push(t2 - t1);
    }
  }
  pop.destroy();

  printTable(
    `Editor engine, ${EVENTS.toLocaleString("en-US")} events in ${LANES} lanes, a live instance bound (ms; ${RUNS} drags of ${STEPS} pointer moves)`,
    ["what", "p50", "p95", "p99", "max", ">= 1 ms"],
    [
      ["drag step: snap, lane placement, project and live instance updated", ...spread(drag)],
      ["end of a drag (the transaction made one undo step)", ...spread(commit)],
      ["undo a drag", ...spread(undoDrag)],
      ["redo a drag", ...spread(redoDrag)],
      ["undo an option change", ...spread(undoEdit)],
      ["redo an option change", ...spread(redoEdit)],
    ],
  );

  await importBench();
  await autosaveBench();
}

/** A 10,000-cue WebVTT file imported into the 5,000-event project. */
async function importBench(): Promise<void> {
  const plugins = createPluginSet(CATALOGUE);
  const into = editorProject(EVENTS, LANES);
  const text = webVTT(10_000);
  const times: number[] = [];
  for (let run = 0; run < RUNS + 2; run++) {
    const t0 = performance.now();
    const { project, issues } = importFile(text, { plugins, fileName: "cues.vtt", into });
    const ms = performance.now() - t0;
    const cues = project.lanes.reduce((sum, lane) => sum + lane.events.length, 0) - EVENTS;
    if (cues !== 10_000 || issues.some((issue) => issue.severity === "error")) {
      throw new Error(`imported ${cues} cues with ${issues.length} issues`);
    }
    if (run >= 2) times.push(ms);
  }
  printTable(
    `Import of a 10,000-cue WebVTT file (${(text.length / 1024).toFixed(0)} kB) into the ${EVENTS.toLocaleString("en-US")}-event project (ms, ${RUNS} runs)`,
    ["what", "p50", "p95", "p99", "max", ">= 1 ms"],
    [["importFile: parse, check, pack into lanes", ...spread(times)]],
  );
}

/** Autosave of a project of 10,000 cues: the first write, then a write after each edit. */
async function autosaveBench(): Promise<void> {
  const project = editorProject(10_000, 1);
  const editor = createEditor({ project });
  const storage = createMemoryStorage();
  const autosave = createAutosave(editor, storage, { delay: 0 });
  const next = mulberry32(9);
  const first: number[] = [];
  const after: number[] = [];
  let t0 = performance.now();
  await autosave.flush();
  first.push(performance.now() - t0);
  const ids = project.lanes[0]!.events.map((event) => event.id);
  for (let i = 0; i < RUNS * 4; i++) {
    editor.run(setOptions(ids[Math.floor(next() * ids.length)]!, { text: `Edited ${i}` }));
    t0 = performance.now();
    await autosave.flush();
    if (i >= 4) after.push(performance.now() - t0);
  }
  autosave.dispose();
  const saved = (await storage.keys()).length;
  if (saved !== 1) throw new Error(`expected one saved project, found ${saved}`);
  printTable(
    "Autosave of a 10,000-cue project on a memory storage (ms, all on the main thread)",
    ["what", "p50", "p95", "p99", "max", ">= 1 ms"],
    [
      ["first write (every event serialised)", ...spread(first)],
      ["write after an edit", ...spread(after)],
    ],
  );
}
