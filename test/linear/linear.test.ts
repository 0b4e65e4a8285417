// Parsers read files from anywhere, so every regular expression that sees input must be linear. Two checks,
// neither of which measures time:
// - every regular expression in the packages' sources goes through a static analysis of its backtracking
//   (recheck): an exponential or polynomial pattern fails with the attack string that shows it;
// - the crafted worst cases and the growing files of ./inputs.ts parse in a worker thread that is stopped at a
//   deadline. What a linear parser does in milliseconds, a backtracking pattern or a quadratic scanner on the
//   same runs takes hours to do, so the deadline only catches a hang; it decides nothing by a margin.
// How parse time grows with size is a benchmark's job: `npm run bench -w @popcorn-kit/test -- linear`.
import { build } from "esbuild";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { checkSync } from "recheck";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADVERSARIES, MB, SHAPES } from "./inputs.js";
import { SCANNER_SIZE, SCANNERS } from "./scanners.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SOURCES = ["core/src", "react/src", "vue/src", "svelte/src", "compat/src", "editor/src"];

interface Pattern {
  where: string;
  source: string;
  flags: string;
}

/** The script of a .vue or .svelte file (its <script> blocks), or a .ts file as it is. */
function scriptOf(path: string): string {
  const text = readFileSync(path, "utf8");
  if (/\.(ts|tsx)$/.test(path)) return text;
  return [...text.matchAll(/<script\b[^>]*>([^<]*(?:<(?!\/script>)[^<]*)*)<\/script>/g)]
    .map((match) => match[1])
    .join("\n");
}

/** Every regular expression literal and RegExp construction in the sources (tests excluded). */
function findPatterns(): { patterns: Pattern[]; constructed: string[] } {
  const patterns: Pattern[] = [];
  const constructed: string[] = [];
  for (const dir of SOURCES) {
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ts|tsx|vue|svelte)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name);
      const file = ts.createSourceFile(path, scriptOf(path), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const at = (node: ts.Node) =>
        `${relative(ROOT, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      const visit = (node: ts.Node): void => {
        if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
          const text = node.getText();
          const slash = text.lastIndexOf("/");
          patterns.push({ where: at(node), source: text.slice(1, slash), flags: text.slice(slash + 1) });
        } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText() === "RegExp") {
          constructed.push(at(node));
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
  }
  return { patterns, constructed };
}

/** recheck's options: the step limits alone bound the analysis (see below), so that it decides the same on every run. */
const ANALYSIS = { timeout: null, attackTimeout: null, incubationTimeout: null, seedingTimeout: null } as const;

describe("every regular expression in the sources is linear (static analysis)", () => {
  const { patterns, constructed } = findPatterns();

  test("the sources are found and read", () => {
    // The parsers alone hold dozens; finding none would mean the scan looks in the wrong place.
    expect(patterns.length).toBeGreaterThan(30);
  });

  test("no pattern is built at run time, where the analysis cannot see it", () => {
    expect(constructed).toEqual([]);
  });

  test("the analysis tells a backtracking pattern from a linear one", () => {
    expect(checkSync("^(a+)+$", "").status).toBe("vulnerable");
    // Unanchored, `\s+$` retries from each space of a long run of spaces: quadratic.
    expect(checkSync("\\s+$", "").status).toBe("vulnerable");
    expect(checkSync("^\\s*(\\d+):(\\d+)\\s*$", "").status).toBe("safe");
  });

  test.each(patterns.map((pattern) => [`/${pattern.source}/${pattern.flags} at ${pattern.where}`, pattern] as const))(
    "%s",
    (_, { source, flags }) => {
      // No time limit anywhere in recheck: its own (10 s by default, reported as "unknown") and those of its fuzzing
      // steps (an attack string's match over 1 s counts as an attack, an incubation or seeding round ends at 250 or
      // 100 ms) make the verdict depend on how busy the machine is. Without them only the step limits bound the
      // analysis, so its verdict is the same on every run; the test's time-out only catches a hang.
      const diagnostics = checkSync(source, flags, ANALYSIS);
      const found =
        diagnostics.status === "vulnerable"
          ? `${diagnostics.complexity.type}, attack: ${diagnostics.attack.pattern}`
          : diagnostics.status;
      expect(found).toBe("safe");
    },
  );
});

// ---- Worst cases under a deadline -------------------------------------------------------------------------

/** Far beyond a linear parse of these inputs (tens of milliseconds), far below a super-linear one (hours). */
const DEADLINE_MS = 20_000;
const ADVERSARY_SIZE = 1 * MB;
const SHAPE_SIZE = 4 * MB;

// The worker builds each input itself from ./inputs.ts (sending 4 MB strings would copy them) and answers with
// what it read.
const RUNNER = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", async ({ id, kind, index, size, lazily }) => {
  if (kind === "scanner") {
    parentPort.postMessage({ id, answer: bundle.scanners.SCANNERS[index].read(size) });
    return;
  }
  let text, format;
  if (kind === "shape") {
    const [, shapeFormat, make] = bundle.inputs.SHAPES[index];
    text = make(size);
    format = shapeFormat;
  } else {
    const adversary = bundle.inputs.ADVERSARIES[index];
    text = bundle.inputs.adversaryText(adversary, size);
    format = adversary.format;
  }
  // parseLazily's WebVTT path: the scan for references outside the common ones, and their small reader.
  const result = lazily
    ? await bundle.lazyWebVTT.parseWebVTTLazily(text)
    : format === undefined
      ? bundle.parsers.parse(text)
      : bundle.parsers.parse(text, { format });
  parentPort.postMessage({ id, format: result.format, events: result.events.length, errors: result.errors.length });
});`;

interface Read {
  format: string;
  events: number;
  errors: number;
  /** A scanner's summary of what it returned (./scanners.ts). */
  answer?: string;
}

let workerCode = "";
let worker: Worker | undefined;
let nextId = 0;

/**
 * Parses, in the worker, a shape or an adversary of ./inputs.ts at `size` (`lazily`: as parseLazily reads
 * WebVTT), or runs a scanner of ./scanners.ts; rejects at the deadline.
 */
async function parseInWorker(
  kind: "shape" | "adversary" | "scanner",
  index: number,
  size: number,
  lazily = false,
): Promise<Read> {
  worker ??= new Worker(workerCode, { eval: true });
  const current = worker;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // A backtracking pattern cannot be interrupted from inside: stop the thread, start a fresh one next time.
      worker = undefined;
      void current.terminate();
      reject(new Error(`no answer within ${DEADLINE_MS} ms: not linear`));
    }, DEADLINE_MS);
    const onMessage = (message: Read & { id: number }): void => {
      if (message.id !== id) return;
      clearTimeout(timer);
      current.off("message", onMessage);
      resolve(message);
    };
    current.on("message", onMessage);
    current.postMessage({ id, kind, index, size, lazily });
  });
}

describe("crafted worst cases and growing files parse, and the hand-written scanners answer, before a deadline", () => {
  beforeAll(async () => {
    // The parsers and the inputs bundled as one script for the worker (tests run on sources, which a worker
    // cannot load).
    const built = await build({
      stdin: {
        contents: `export * as parsers from "../../core/src/parsers/index.ts"; export * as inputs from "./inputs.ts"; export * as lazyWebVTT from "../../core/src/parsers/webvtt/lazyWebVTT.ts"; export * as scanners from "./scanners.ts";`,
        resolveDir: fileURLToPath(new URL(".", import.meta.url)),
        loader: "ts",
      },
      bundle: true,
      // On sources, as the tests are.
      conditions: ["@popcorn-kit/source"],
      format: "cjs",
      platform: "node",
      write: false,
      logLevel: "silent",
    });
    workerCode = `const bundle = (() => { const module = { exports: {} }; ${built.outputFiles[0]!.text}; return module.exports; })();\n${RUNNER}`;
  });
  afterAll(async () => {
    await worker?.terminate();
  });

  const adversaries = ADVERSARIES.map((adversary, index) => ({
    ...adversary,
    index,
    read: adversary.format ?? "format detected",
  }));
  test.each(adversaries)("$name ($read), 1 MB", async ({ index, format }) => {
    const read = await parseInWorker("adversary", index, ADVERSARY_SIZE);
    if (format !== undefined) expect(read.format).toBe(format);
  });

  test.each(adversaries.filter(({ format }) => format === "webvtt"))(
    "$name (webvtt, read as parseLazily reads it), 1 MB",
    async ({ index }) => {
      const read = await parseInWorker("adversary", index, ADVERSARY_SIZE, true);
      expect(read.format).toBe("webvtt");
    },
  );

  test.each(SCANNERS.map(({ name, answer }, index) => [name, answer, index] as const))(
    "%s, 1 MB",
    async (_, answer, index) => {
      const read = await parseInWorker("scanner", index, SCANNER_SIZE);
      expect(read.answer).toBe(answer);
    },
  );

  test.each(SHAPES.map(([name, format], index) => [name, format, index] as const))(
    "%s (%s), 4 MB",
    async (_, format, index) => {
      const read = await parseInWorker("shape", index, SHAPE_SIZE);
      expect(read.format).toBe(format);
      // The shape must be read as something (events, or errors capped at 1000 and more), or nothing is tested.
      expect(read.events + read.errors).toBeGreaterThan(0);
    },
  );
});
