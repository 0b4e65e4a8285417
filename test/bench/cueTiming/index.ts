// Cue timing in real Chromium: how many presented video frames late each cue's DOM update lands, for the core
// alone, <Cue> in React, Vue and Svelte, a native TextTrack and a timeupdate dispatcher, at 1x and 2x, with and
// without a loaded main thread. Each subject is a page (pages/*.html) bundled by Vite for production, served
// from a temporary folder beside the sample clip and played in headless Chromium driven by Playwright; what a page
// measures, and how a sighting is attributed to a frame, is in harness.ts.
// Run: npm run bench -w @popcorn-kit/test -- cuetiming
// (CUETIMING_SUBJECTS=react,vue runs only those subjects, CUETIMING_CONDITIONS=1x,2x only those conditions.)
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import react from "@vitejs/plugin-react";
import vue from "@vitejs/plugin-vue";
import { chromium } from "playwright";
import { build, defaultClientConditions } from "vite";
import { chromiumArgs, chromiumPath } from "../../chromium.js";
import { serveFolder } from "../../fresh/serveFolder.js";
import { fmt, printTable } from "../table.js";
import { MEASURED, TOTAL } from "./cues.js";
import type { PageResult } from "./harness.js";

const here = dirname(fileURLToPath(import.meta.url));
const pages = join(here, "pages");
const clip = resolve(here, "../../fixtures/media/clip.webm");

/** The subjects, by page name, with the label printed. */
const allSubjects = [
  ["core", "core: createPopcorn + add(cue)"],
  ["react", "React <Cue>"],
  ["vue", "Vue <Cue>"],
  ["svelte", "Svelte <Cue>"],
  ["native", "native TextTrack cuechange"],
  ["timeupdate", "timeupdate dispatcher"],
] as const;
const onlySubjects = process.env["CUETIMING_SUBJECTS"]?.split(",");
const subjects = allSubjects.filter(([name]) => !onlySubjects || onlySubjects.includes(name));
const frameworks = new Set<string>(["react", "vue", "svelte"]);

/** Busy milliseconds per animation frame in the loaded conditions. */
const LOAD_MS = 12;
/** Playback rate and busy milliseconds per animation frame. */
const allConditions = [
  { label: "1x", rate: 1, load: 0 },
  { label: "2x", rate: 2, load: 0 },
  { label: "1x,loaded", rate: 1, load: LOAD_MS },
  { label: "2x,loaded", rate: 2, load: LOAD_MS },
];
const onlyConditions = process.env["CUETIMING_CONDITIONS"]?.split(",");
const conditions = allConditions.filter(({ label }) => !onlyConditions || onlyConditions.includes(label));

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The value at quantile `q` of sorted `values` (nearest rank). */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

interface Lateness {
  /** Per measured cue with a sighting: presented frames from its reference frame to the sighting. */
  frames: number[];
  /** The same in rendering updates (about one per display refresh). */
  updates: number[];
  /** Cues whose element never showed, or whose start no presented frame reached. */
  missed: number;
}

/**
 * Per measured cue: the reference frame is the first presented frame (as the page's video-frame callbacks saw
 * them) whose mediaTime reaches the cue's start; "late by k" means the element was first seen at the end of a
 * rendering update whose latest presented frame is the k-th presented frame after the reference frame (k = 0:
 * painted with the reference frame, or before the next frame came); "early" means seen while an earlier frame
 * was the latest presented one (k < 0).
 */
function lateness(result: PageResult): Lateness {
  const frames = [...result.frames].sort((a, b) => a.presentedFrames - b.presentedFrames);
  const out: Lateness = { frames: [], updates: [], missed: 0 };
  result.starts.forEach((start, i) => {
    const reference = frames.find((frame) => frame.mediaTime >= start);
    const seen = result.seen[i];
    if (!reference || !seen) {
      out.missed++;
      return;
    }
    out.frames.push(seen.presentedFrames - reference.presentedFrames);
    out.updates.push(seen.update - reference.update);
  });
  out.frames.sort((a, b) => a - b);
  out.updates.sort((a, b) => a - b);
  return out;
}

/** Bundles the pages for production into `outDir`, the clip beside them. */
async function buildPages(outDir: string): Promise<void> {
  const input = Object.fromEntries(subjects.map(([name]) => [name, join(pages, `${name}.html`)]));
  await build({
    configFile: false,
    root: pages,
    mode: "production",
    logLevel: "error",
    plugins: [react(), vue(), svelte({ configFile: false, compilerOptions: { runes: true } })],
    resolve: { conditions: ["@popcorn-kit/source", ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, minify: true, rollupOptions: { input } },
  });
  copyFileSync(clip, join(outDir, "clip.webm"));
}

export async function runCueTimingBench(): Promise<void> {
  const started = performance.now();
  const outDir = mkdtempSync(join(tmpdir(), "popcorn-kit-cuetiming-"));
  const server = await (async () => {
    await buildPages(outDir);
    return serveFolder(outDir);
  })();
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
  const version = browser.version();
  const results = new Map<string, PageResult>();
  try {
    for (const condition of conditions) {
      for (const [name] of subjects) {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(String(error)));
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text());
        });
        try {
          await page.goto(`${server.url}${name}.html?rate=${condition.rate}&load=${condition.load}`);
          await page.waitForFunction(() => window.cueTiming !== undefined);
          const result = await page.evaluate(() => window.cueTiming!.run());
          if (errors.length > 0) throw new Error(errors.join("\n"));
          results.set(`${name} ${condition.label}`, result);
        } catch (error) {
          throw new Error(`${name} at ${condition.label}: ${error instanceof Error ? error.message : error}`);
        } finally {
          await page.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }

  console.log(
    `\nCue timing in headless Chromium (${version}): the sample clip (10 s, 30 fps) played muted from its start, ${MEASURED} measured cue starts among ${TOTAL.toLocaleString("en-US")} cues mounted (every start off the frame grid).`,
  );
  console.log(
    "Reference: the first presented frame (requestVideoFrameCallback) whose mediaTime reaches the cue's start. A cue is",
  );
  console.log(
    "late by k when its element is first in the DOM, at the end of a rendering update, while the k-th presented frame",
  );
  console.log(
    "after the reference is the latest one (0: painted with it); early when seen before it. Loaded: a requestAnimationFrame",
  );
  console.log(
    `loop busy for ${LOAD_MS} ms per frame. One run per row; "updates late" counts rendering updates (display refreshes) instead.`,
  );

  const rows: (string | number)[][] = [];
  const updateRows: (string | number)[][] = [];
  const renderRows: (string | number)[][] = [];
  for (const [name, label] of subjects) {
    for (const condition of conditions) {
      const result = results.get(`${name} ${condition.label}`)!;
      const late = lateness(result);
      const early = late.frames.filter((k) => k < 0).length;
      rows.push([
        label,
        condition.label,
        quantile(late.frames, 0.5),
        quantile(late.frames, 0.95),
        quantile(late.frames, 0.99),
        late.frames.at(-1) ?? Number.NaN,
        early,
        late.frames.length,
        late.missed,
      ]);
      updateRows.push([
        label,
        condition.label,
        quantile(late.updates, 0.5),
        quantile(late.updates, 0.99),
        late.updates.at(-1) ?? Number.NaN,
        late.updates.filter((u) => u < 0).length,
        `${result.droppedFrames}/${result.totalFrames}`,
      ]);
      if (frameworks.has(name)) {
        const renders = sum(result.renders);
        const flips = sum(result.flips);
        // Renders beyond a cue's own flips: a cue rendered again although its element neither came nor went.
        const extra = sum(result.renders.map((count, i) => Math.max(0, count - result.flips[i]!)));
        const unseen = result.flips.filter((count) => count === 0);
        const unseenRendered = result.flips.filter((count, i) => count === 0 && result.renders[i]! > 0).length;
        renderRows.push([
          label,
          condition.label,
          renders,
          flips,
          fmt(renders / flips, 2),
          extra,
          `${unseen.length} (${unseenRendered})`,
        ]);
      }
    }
  }
  printTable(
    "frames late per cue start (presented video frames after the reference frame)",
    ["subject", "condition", "p50", "p95", "p99", "max", "early", "n", "missed"],
    rows,
  );
  printTable(
    "rendering updates late per cue start (the same sightings, counted in display refreshes), and dropped frames",
    ["subject", "condition", "p50", "p99", "max", "early", "dropped/total frames"],
    updateRows,
  );
  printTable(
    `renders per flip: runs of a keepMounted <Cue>'s render function / slot / snippet during playback, over the cue elements added and removed (${TOTAL.toLocaleString("en-US")} cues, each flips twice; a cue that starts and ends between two presented frames is never shown)`,
    [
      "subject",
      "condition",
      "renders",
      "flips",
      "renders per flip",
      "renders without a flip",
      "cues never shown (rendered)",
    ],
    renderRows,
  );
  console.log(`\ncue timing bench: ${fmt((performance.now() - started) / 1000, 0)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runCueTimingBench();
