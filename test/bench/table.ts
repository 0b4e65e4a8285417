/** Prints rows as an aligned plain-text table (first column left, the rest right-aligned). */
export function printTable(title: string, header: string[], rows: (string | number)[][]): void {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? "").length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** The median of the values that are not NaN, or NaN when none is. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Formats a number with `digits` significant decimals. */
export function fmt(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return "n/a";
  return value >= 100 ? Math.round(value).toLocaleString("en-US") : value.toFixed(digits);
}

/**
 * Forces two full collections and returns the memory in use (needs node --expose-gc): see `memoryInUse`.
 */
export function heapAfterGc(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run the benchmarks with node --expose-gc");
  gc();
  gc();
  return memoryInUse();
}

/**
 * The JavaScript heap in use plus the memory of array buffers: a typed array's contents live outside the heap
 * (V8 keeps only arrays of up to 64 bytes inside it), so `heapUsed` alone would not count the times an index
 * keeps in typed arrays, and would favour a structure that uses them over one that uses plain arrays.
 */
export function memoryInUse(): number {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}
