import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { fmt, printTable } from "./table.js";

// What template instances leave in memory once destroyed: TEMPLATE_COUNT (3,000 by default) instances, each
// filling a distinct template of about 2 KB, made, filled and destroyed one after another; the memory in use
// after full collections, before and after, in a Node process of its own per subject. Beside the plugin, the
// same templates rendered with `Mustache.render`, as the plugin filled them before it had a writer of its own:
// Mustache's shared cache keeps every template it parsed for as long as the page lives.
// (Heap snapshots, as memory.ts takes, would count exactly, but a snapshot of the shared cache's heap is too
// large to read back as one string: the collected heap is measured instead, to within a few hundred kB.)
// Run: npm run bench -w @popcorn-kit/test -- template   (TEMPLATE_COUNT=n the number of instances)

const SUBJECTS = [
  ["kit", "template plugin: instances made, filled and destroyed"],
  ["shared", "Mustache.render with its shared cache (the plugin before)"],
] as const;

/** Bytes in use after the subject ran, less before, measured in a process of its own. */
function retained(subject: string): number {
  const output = execFileSync(
    process.execPath,
    [
      "--expose-gc",
      "--conditions=@popcorn-kit/source",
      "--import",
      "tsx",
      fileURLToPath(new URL("./templateSide.ts", import.meta.url)),
    ],
    { env: { ...process.env, TEMPLATE_SUBJECT: subject }, cwd: fileURLToPath(new URL("..", import.meta.url)) },
  );
  const { before, after } = JSON.parse(output.toString().trim().split("\n").at(-1)!) as {
    before: number;
    after: number;
  };
  return after - before;
}

/** Prints the memory each subject left in use, in MB, and per template. */
export async function runTemplateBench(): Promise<void> {
  const count = Number(process.env.TEMPLATE_COUNT ?? 3000);
  const rows = SUBJECTS.map(([subject, name]) => {
    const bytes = retained(subject);
    return [name, fmt(bytes / 1e6, 2), fmt(bytes / count, 0)];
  });
  printTable(
    `Memory left after ${count.toLocaleString("en-US")} distinct 2 KB templates (collected heap and array buffers)`,
    ["subject", "MB", "B/template"],
    rows,
  );
}
