// Linear-time benchmark: how parse time grows with input size, for the growing files and the crafted worst
// cases of test/linear/inputs.ts. Linear parsing takes about 10 times as long for 10 times the input (8 for
// 8); a quadratic path takes about 100 (64). The linear-time test checks the patterns statically and catches
// hangs; this prints the growth.
// Run: npm run bench -w @popcorn-kit/test -- linear
import { parse, type SubtitleFormat } from "@popcorn-kit/core/parsers";
import { ADVERSARIES, MB, SHAPES, adversaryText } from "../linear/inputs.js";
import { fmt, printTable } from "./table.js";

/** The median of `times` runs, each after the same warm-up. */
function median(run: () => unknown, times: number): number {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return ms[Math.floor(ms.length / 2)]!;
}

/**
 * Mean time of `times` runs in a row whose results are all kept: ten 1 MB parses then make as much garbage
 * and as many live objects as one 10 MB parse, so the comparison measures the parser, not the heap growing.
 */
function meanKept(run: () => unknown, times: number): number {
  const kept: unknown[] = [];
  const started = performance.now();
  for (let i = 0; i < times; i++) kept.push(run());
  return (performance.now() - started) / kept.length;
}

/** Times `small` (mean of `factor` kept runs, three times, median) against `large` (median of three). */
function growth(small: string, large: string, format: SubtitleFormat | undefined, factor: number): [number, number] {
  const run = (text: string) => () => (format === undefined ? parse(text) : parse(text, { format }));
  run(small)();
  run(large)();
  const smallMs = [0, 1, 2].map(() => meanKept(run(small), factor)).sort((a, b) => a - b)[1]!;
  return [smallMs, median(run(large), 3)];
}

/** Prints, for every input, the time at two sizes and their ratio, with the ratio a linear parser shows. */
export async function runLinearBench(): Promise<void> {
  console.log(
    `\nLinear-time benchmark (Node ${process.version}): small size as the mean of kept runs, large as the median of 3.`,
  );
  const shapeRows = SHAPES.map(([name, format, make]) => {
    const [smallMs, largeMs] = growth(make(MB), make(10 * MB), format, 10);
    return [`${name} (${format})`, fmt(smallMs, 2), fmt(largeMs, 2), `${fmt(largeMs / smallMs, 1)}x`];
  });
  printTable(
    "Growing files: 1 MB against 10 MB (linear: about 10x)",
    ["input", "1 MB ms", "10 MB ms", "ratio"],
    shapeRows,
  );
  const adversaryRows = ADVERSARIES.map((adversary) => {
    const [smallMs, largeMs] = growth(
      adversaryText(adversary, 50 * 1024),
      adversaryText(adversary, 400 * 1024),
      adversary.format,
      8,
    );
    return [
      `${adversary.name} (${adversary.format ?? "detected"})`,
      fmt(smallMs, 2),
      fmt(largeMs, 2),
      `${fmt(largeMs / smallMs, 1)}x`,
    ];
  });
  printTable(
    "Crafted worst cases: 50 KB against 400 KB (linear: about 8x)",
    ["input", "50 KB ms", "400 KB ms", "ratio"],
    adversaryRows,
  );
}
