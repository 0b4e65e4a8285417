import { censusByKind } from "./census.js";
import { type Subject, baseline, kit, timelineOnly, workload } from "./core.js";

// One subject of memory.ts, in a process of its own: a census of the heap by kind before and after adding the
// workload's events, each printed as a line of JSON and dropped at once, so that the second snapshot does not
// hold the first census (thousands of kinds, their names and entries).

const subjects: Record<string, () => Subject> = { kit: () => kit(true), timeline: timelineOnly, baseline };

function printCensus(): void {
  console.log(JSON.stringify(censusByKind()));
}

const w = workload(Number(process.env.MEMORY_SIZE));
const subject = subjects[process.env.MEMORY_SUBJECT!]!();
printCensus();
subject.addAll(w);
printCensus();
// Kept alive to here, so that the second snapshot holds the events.
subject.dispose();
