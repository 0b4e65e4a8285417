import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { fmt, printTable } from "./table.js";

// What an event costs in memory, object by object: for the kit through pop (with a store subscriber, as the
// timeline benchmark adds), the Timeline alone and the sorted-array baseline, each in a Node process of its own,
// a heap snapshot before and after adding the timeline benchmark's N events (census.ts). A snapshot counts only
// reachable objects, so the figures are exact, where the heap in use after a collection may still count garbage
// that a sweep has not freed. The timeline benchmark's memory column comes from here.
// Run: npm run bench -w @popcorn-kit/test -- memory   (BENCH_SIZES=n the size, 100000 by default)

const SIZE = Number((process.env.BENCH_SIZES ?? "100000").split(",")[0]);
const SUBJECTS = [
  ["kit", "popcorn-kit through pop, store subscribed"],
  ["timeline", "popcorn-kit Timeline only"],
  ["baseline", "sorted arrays (baseline)"],
] as const;

type Growth = Record<string, { count: number; bytes: number }>;
type Subject = (typeof SUBJECTS)[number][0];

/** The growth of each kind of object when `subject` adds the workload's `n` events, in a process of its own. */
function measure(subject: Subject, n: number): Growth {
  const output = execFileSync(
    process.execPath,
    ["--conditions=@popcorn-kit/source", "--import", "tsx", fileURLToPath(new URL("./memorySide.ts", import.meta.url))],
    {
      env: { ...process.env, MEMORY_SUBJECT: subject, MEMORY_SIZE: String(n) },
      cwd: fileURLToPath(new URL("..", import.meta.url)),
      maxBuffer: 1 << 26,
    },
  );
  const [before, after] = output
    .toString()
    .trim()
    .split("\n")
    .slice(-2)
    .map((line) => JSON.parse(line) as Growth);
  const growth: Growth = {};
  for (const [kind, { count, bytes }] of Object.entries(after!)) {
    const was = before![kind] ?? { count: 0, bytes: 0 };
    if (count !== was.count || bytes !== was.bytes)
      growth[kind] = { count: count - was.count, bytes: bytes - was.bytes };
  }
  for (const [kind, was] of Object.entries(before!))
    if (!(kind in after!)) growth[kind] = { count: -was.count, bytes: -was.bytes };
  return growth;
}

/**
 * Bytes per event that adding the timeline benchmark's `n` events leaves reachable, from heap snapshots in a
 * process of its own (a snapshot slows every later collection in the process that takes it: never take one
 * where something is timed).
 */
export function memoryPerEvent(subject: Subject, n: number): number {
  let total = 0;
  for (const { bytes } of Object.values(measure(subject, n))) total += bytes;
  return total / n;
}

/** Prints each subject's growth per event by kind, largest first; kinds under 0.5 B per event are summed as "other". */
export async function runMemoryBench(): Promise<void> {
  const totals: (string | number)[][] = [];
  for (const [subject, name] of SUBJECTS) {
    const growth = measure(subject, SIZE);
    const kinds = Object.entries(growth).sort((a, b) => b[1].bytes - a[1].bytes);
    const rows: (string | number)[][] = [];
    let other = 0;
    let total = 0;
    for (const [kind, { count, bytes }] of kinds) {
      total += bytes;
      if (Math.abs(bytes) / SIZE < 0.5) other += bytes;
      else rows.push([kind, fmt(count / SIZE, 2), fmt(bytes / SIZE, 1)]);
    }
    rows.push(["other kinds", "", fmt(other / SIZE, 1)], ["total", "", fmt(total / SIZE, 1)]);
    printTable(
      `Memory per event, ${name}, N=${SIZE.toLocaleString("en-US")}: what adding the events left reachable, by kind (heap snapshots)`,
      ["kind", "objects/event", "B/event"],
      rows,
    );
    totals.push([name, fmt(total / SIZE, 1)]);
  }
  printTable(
    "Memory per event, totals (heap snapshots; typed arrays' contents included)",
    ["implementation", "B/event"],
    totals,
  );
}
