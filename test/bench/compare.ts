import { execFileSync, execSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fmt, median, printTable } from "./table.js";

// Compares the core of the working tree with the core of a git revision, like with like: each side's
// `core/src` is loaded in a Node process of its own (so neither shares compiled code with the other), the
// processes alternate run by run, and each figure is the median over the runs. Use it to say what a change did.
// Run: BENCH_AGAINST=<revision> npm run bench -w @popcorn-kit/test -- compare
// (HEAD by default; BENCH_RUNS=n runs per side, 5 by default; BENCH_SIZES=n the size, 100000 by default)

const AGAINST = process.env.BENCH_AGAINST ?? "HEAD";
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIZE = Number((process.env.BENCH_SIZES ?? "100000").split(",")[0]);

const here = fileURLToPath(new URL(".", import.meta.url));
const root = fileURLToPath(new URL("../../", import.meta.url));

/** Copies both sides' `core/src` under `test/bench/.compare/` (bare imports still resolve from the workspace). */
function prepare(): { against: string; working: string; label: string } {
  const base = `${here}.compare`;
  rmSync(base, { recursive: true, force: true });
  const against = `${base}/against`;
  const working = `${base}/working`;
  mkdirSync(against, { recursive: true });
  const label = execFileSync("git", ["rev-parse", "--short", AGAINST], { cwd: root }).toString().trim();
  execSync(`git archive ${label} core/src | tar -x --strip-components=2 -C "${against}"`, { cwd: root });
  cpSync(`${root}core/src`, working, { recursive: true });
  return { against, working, label };
}

/** One run of one side, in a process of its own; returns its figures (its memory only, with `memory`). */
function runSide(src: string, memory = false): Record<string, number> {
  const output = execFileSync(
    process.execPath,
    ["--expose-gc", "--conditions=@popcorn-kit/source", "--import", "tsx", `${here}compareSide.ts`],
    {
      env: { ...process.env, COMPARE_SRC: src, COMPARE_SIZE: String(SIZE), COMPARE_MEMORY: memory ? "1" : "" },
      // Where the bench script runs: TSX_TSCONFIG_PATH is relative to it.
      cwd: fileURLToPath(new URL("..", import.meta.url)),
    },
  );
  return JSON.parse(output.toString().trim().split("\n").pop()!) as Record<string, number>;
}

/** Runs the comparison and prints its table. */
export async function runCompareBench(): Promise<void> {
  const { against, working, label } = prepare();
  const runs: { against: Record<string, number>[]; working: Record<string, number>[] } = { against: [], working: [] };
  let memory: { against: Record<string, number>; working: Record<string, number> };
  try {
    // Memory once per side, in processes of their own: heap snapshots are exact, and would slow the timed runs.
    memory = { against: runSide(against, true), working: runSide(working, true) };
    for (let r = 0; r < RUNS; r++) {
      // Alternated, and each run starts with the other side.
      for (const side of r % 2 === 0 ? (["against", "working"] as const) : (["working", "against"] as const)) {
        runs[side].push(runSide(side === "against" ? against : working));
      }
    }
  } finally {
    rmSync(`${here}.compare`, { recursive: true, force: true });
  }
  const row = (measure: string, before: number, after: number) => [
    measure,
    fmt(before, 2),
    fmt(after, 2),
    `${(after / before).toFixed(2)}x`,
  ];
  const rows = [
    ...Object.keys(memory.against).map((measure) => row(measure, memory.against[measure]!, memory.working[measure]!)),
    ...Object.keys(runs.against[0]!).map((measure) =>
      row(
        measure,
        median(runs.against.map((figures) => figures[measure]!)),
        median(runs.working.map((figures) => figures[measure]!)),
      ),
    ),
  ];
  printTable(
    `Core at ${label} against the working tree, N=${SIZE.toLocaleString("en-US")}, through pop: memory from heap snapshots, once per side; the rest medians of ${RUNS} runs per side; each run in a process of its own, the sides alternated (below 1x: the working tree takes less)`,
    ["measure", label, "working tree", `working / ${label}`],
    rows,
  );
}
