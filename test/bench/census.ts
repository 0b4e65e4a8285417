import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeHeapSnapshot } from "node:v8";

// Memory measured from heap snapshots. A snapshot holds only what is reachable (V8 collects first), so a
// difference between two is exact: no garbage that a collection has not swept yet is counted, nothing that a
// lagging sweep already freed is missed. Typed arrays' contents are counted (JSArrayBufferData). Whatever holds
// a census result between two snapshots is counted in the second: keep only numbers there, or return first.

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** Calls `visit` with each reachable object's kind (see `censusByKind`) and size. */
function eachObject(visit: (type: string, name: string, bytes: number) => void): void {
  const file = writeHeapSnapshot(join(tmpdir(), `popcorn-kit-census-${process.pid}-${Date.now()}.heapsnapshot`));
  let snapshot: Snapshot;
  try {
    snapshot = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  } finally {
    rmSync(file, { force: true });
  }
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const { nodes, strings } = snapshot;
  for (let i = 0; i < nodes.length; i += width)
    visit(types[nodes[i + typeAt]!]!, strings[nodes[i + nameAt]!]!, nodes[i + sizeAt]!);
}

/** Bytes reachable now: the heap's objects and array buffers' contents. */
export function reachableBytes(): number {
  let total = 0;
  eachObject((_type, _name, bytes) => (total += bytes));
  return total;
}

/**
 * Reachable objects by kind, with their count and bytes: objects by constructor (`object: TrackRecord`), strings
 * together (a string's name is its text), everything else by V8's type and name (`number: heap number`).
 */
export function censusByKind(): Record<string, { count: number; bytes: number }> {
  const kinds: Record<string, { count: number; bytes: number }> = {};
  eachObject((type, name, bytes) => {
    const kind =
      type === "string" || type === "concatenated string" || type === "sliced string" ? "string" : `${type}: ${name}`;
    const entry = (kinds[kind] ??= { count: 0, bytes: 0 });
    entry.count++;
    entry.bytes += bytes;
  });
  return kinds;
}
