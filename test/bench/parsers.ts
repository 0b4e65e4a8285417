// Parser benchmark: a generated 10,000-cue file as WebVTT and as SRT, parsed by Popcorn Kit and by the
// parsers a user would otherwise pick. Prints cues per millisecond and how many times faster ours is.
// Run: npm run build -w core && node --import tsx test/bench/parsers.ts
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { parse } from "@popcorn-kit/core/parsers";
import { parseText } from "media-captions";
import { parseSync } from "subtitle";
import subsrt from "subsrt-ts";
import { mulberry32 } from "./random.js";
import { fmt, printTable } from "./table.js";

// webvtt-parser ships no type declarations: load it through require, typed with the little that is used.
const { WebVTTParser } = createRequire(import.meta.url)("webvtt-parser") as {
  WebVTTParser: new () => { parse(text: string, mode: string): { cues: unknown[] } };
};

const CUES = 10_000;
const WARMUP = 5;
const RUNS = 15;
/** Slow parsers stop early: at least this many timed runs, then no more once this much time is spent. */
const MIN_RUNS = 5;
const BUDGET_MS = 3000;

type Format = "webvtt" | "srt";
type Parser = (text: string) => number | Promise<number>;

interface Contender {
  name: string;
  webvtt?: Parser;
  srt?: Parser;
}

const contenders: Contender[] = [
  {
    name: "@popcorn-kit/core",
    webvtt: (text) => parse(text, { format: "webvtt" }).events.length,
    srt: (text) => parse(text, { format: "srt" }).events.length,
  },
  {
    name: "webvtt-parser",
    webvtt: (text) => new WebVTTParser().parse(text, "subtitles").cues.length,
  },
  {
    name: "media-captions",
    webvtt: async (text) => (await parseText(text, { type: "vtt" })).cues.length,
    srt: async (text) => (await parseText(text, { type: "srt" })).cues.length,
  },
  {
    name: "subtitle",
    webvtt: (text) => parseSync(text).filter((node) => node.type === "cue").length,
    srt: (text) => parseSync(text).filter((node) => node.type === "cue").length,
  },
  {
    name: "subsrt-ts",
    webvtt: (text) => subsrt.parse(text, { format: "vtt" }).filter((cue) => cue.type === "caption").length,
    srt: (text) => subsrt.parse(text, { format: "srt" }).filter((cue) => cue.type === "caption").length,
  },
];

const WORDS = (
  "the a we you they it is was going to have be not what this that know right here there come on look " +
  "never again tomorrow night city bakery morning coffee window listen wait really sorry thank please"
).split(" ");
const NAMES = ["Alice", "John", "Roger Bingham", "Mary"];

interface GeneratedCue {
  start: number;
  end: number;
  lines: string[];
  italic: boolean;
  voice: string | undefined;
}

function generateCues(count: number): GeneratedCue[] {
  const next = mulberry32(42);
  const cues: GeneratedCue[] = [];
  let time = 1;
  for (let i = 0; i < count; i++) {
    const lineCount = next() < 0.4 ? 2 : 1;
    const lines: string[] = [];
    for (let l = 0; l < lineCount; l++) {
      const words: string[] = [];
      const wordCount = 3 + Math.floor(next() * 8);
      for (let w = 0; w < wordCount; w++) words.push(WORDS[Math.floor(next() * WORDS.length)]!);
      lines.push(`${words.join(" ")}${next() < 0.3 ? "," : "."}`);
    }
    const duration = 1 + Math.round(next() * 3000) / 1000;
    cues.push({
      start: time,
      end: time + duration,
      lines,
      italic: next() < 0.15,
      voice: next() < 0.2 ? NAMES[i % NAMES.length] : undefined,
    });
    time += duration + Math.round(next() * 500) / 1000;
  }
  return cues;
}

function stamp(seconds: number, separator: string): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2): string => String(n).padStart(width, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}${separator}${pad(ms % 1000, 3)}`;
}

function toWebVTT(cues: GeneratedCue[]): string {
  let out = "WEBVTT\n\n";
  cues.forEach((cue, i) => {
    const text = cue.lines.join("\n").replaceAll("&", "&amp;");
    const body = cue.italic ? `<i>${text}</i>` : cue.voice ? `<v ${cue.voice}>${text}` : text;
    // No cue identifiers: the "subtitle" package does not read them.
    out += `${stamp(cue.start, ".")} --> ${stamp(cue.end, ".")}${i % 7 === 0 ? " align:start line:90%" : ""}\n${body}\n\n`;
  });
  return out;
}

function toSrt(cues: GeneratedCue[]): string {
  let out = "";
  cues.forEach((cue, i) => {
    const text = cue.lines.join("\n");
    out += `${i + 1}\n${stamp(cue.start, ",")} --> ${stamp(cue.end, ",")}\n${cue.italic ? `<i>${text}</i>` : text}\n\n`;
  });
  return out;
}

interface Measured {
  ms: number;
  cues: number;
  runs: number;
}

/**
 * Times every parser on the same text in interleaved rounds (each round runs each parser once, in a rotating
 * order), so drifts in CPU speed and heap state fall on all of them alike. Returns the median per parser, or
 * the error it threw.
 */
async function measureAll(parsers: Parser[], text: string): Promise<(Measured | Error)[]> {
  const times: number[][] = parsers.map(() => []);
  const spent: number[] = parsers.map(() => 0);
  const cues: number[] = parsers.map(() => 0);
  const failed: (Error | undefined)[] = parsers.map(() => undefined);
  const run = async (index: number): Promise<number> => {
    const started = performance.now();
    cues[index] = await parsers[index]!(text);
    return performance.now() - started;
  };
  for (const [index] of parsers.entries()) {
    try {
      let warm = 0;
      for (let i = 0; i < WARMUP && warm < BUDGET_MS / 3; i++) warm += await run(index);
    } catch (error) {
      failed[index] = error instanceof Error ? error : new Error(String(error));
    }
  }
  (globalThis as { gc?: () => void }).gc?.();
  for (let round = 0; round < RUNS; round++) {
    for (let k = 0; k < parsers.length; k++) {
      const index = (round + k) % parsers.length;
      if (failed[index] !== undefined || (times[index]!.length >= MIN_RUNS && spent[index]! >= BUDGET_MS)) continue;
      const ms = await run(index);
      times[index]!.push(ms);
      spent[index]! += ms;
    }
  }
  return parsers.map((_, index) => {
    const error = failed[index];
    if (error !== undefined) return error;
    const sorted = [...times[index]!].sort((a, b) => a - b);
    return { ms: sorted[Math.floor(sorted.length / 2)]!, cues: cues[index]!, runs: sorted.length };
  });
}

/**
 * Runs the parser benchmark and prints one table per format: for each parser, the median of up to 15 timed
 * runs (interleaved with the other parsers', after warm-up runs; slow parsers stop after at least 5 runs and
 * about 3 s), cues per millisecond, and how many times faster @popcorn-kit/core is.
 */
export async function runParserBench(): Promise<void> {
  const cues = generateCues(CUES);
  const inputs: Record<Format, string> = { webvtt: toWebVTT(cues), srt: toSrt(cues) };
  console.log(
    `\nParser benchmark (Node ${process.version}): median of up to ${RUNS} interleaved runs after warm-up; n/a: the library does not read the format.`,
  );
  for (const format of ["webvtt", "srt"] as const) {
    const able = contenders.filter((contender) => contender[format] !== undefined);
    const results = await measureAll(
      able.map((contender) => contender[format]!),
      inputs[format],
    );
    const ours = results[0];
    const oursRate = ours instanceof Error || ours === undefined ? Number.NaN : ours.cues / ours.ms;
    const rows = contenders.map((contender) => {
      const index = able.indexOf(contender);
      const result = results[index];
      if (index === -1 || result === undefined) return [contender.name, "n/a", "n/a", "n/a", "n/a", "n/a"];
      if (result instanceof Error)
        return [contender.name, `failed: ${result.message.slice(0, 40)}`, "-", "-", "-", "-"];
      const rate = result.cues / result.ms;
      return [
        contender.name,
        result.cues,
        result.runs,
        fmt(result.ms, 2),
        fmt(rate, 0),
        index === 0 ? "-" : `${fmt(oursRate / rate, 2)}x`,
      ];
    });
    printTable(
      `${format === "webvtt" ? "WebVTT" : "SRT"} (${(inputs[format].length / 1024).toFixed(0)} KB, ${CUES} cues)`,
      ["parser", "cues", "runs", "median ms", "cues/ms", "ours faster by"],
      rows,
    );
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runParserBench();
}
