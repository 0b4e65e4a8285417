// The editor's interface with 5,000 events, in headless Chromium: the time between animation frames while a
// person drags an event, zooms the timeline and plays the media. The page (editorFrames/) is <PopcornEditor> full
// page on a project of 5,000 events in 10 lanes over a 20-minute video, bundled by Vite for production and driven
// by Playwright. The video (a colour field and a tone of changing loudness, so the waveform has a shape) is made
// by ffmpeg the first time and kept in the temporary folder.
// Run: npm run bench -w @popcorn-kit/test -- editorframes
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { type Page, chromium } from "playwright";
import { build, defaultClientConditions } from "vite";
import { createProject } from "@popcorn-kit/editor";
import { chromiumArgs, chromiumPath } from "../chromium.js";
import { serveFolder } from "../fresh/serveFolder.js";
import { mulberry32 } from "./random.js";
import { fmt, printTable } from "./table.js";

const here = dirname(fileURLToPath(import.meta.url));
const EVENTS = 5000;
const LANES = 10;
const DURATION = 1200;
/** A frame longer than this missed a 60 Hz display's refresh. */
const MISSED_MS = 1000 / 60 + 1.5;

/** A 20-minute video, made once: 320x180 at 5 fps, and a 180 Hz tone whose loudness rises and falls. */
function longVideo(): string {
  const file = join(tmpdir(), "popcorn-kit-editor-frames-1200s.webm");
  if (existsSync(file)) return file;
  const partial = `${file}.part.webm`;
  try {
    execFileSync(
      "ffmpeg",
      [
        ...["-v", "error", "-y"],
        ...["-f", "lavfi", "-i", `color=c=0x2a3f55:s=320x180:r=5:d=${DURATION}`],
        ...["-f", "lavfi", "-i", `aevalsrc=0.8*sin(2*PI*180*t)*(0.15+0.85*abs(sin(t/3))):s=8000:d=${DURATION}`],
        ...["-c:v", "libvpx", "-b:v", "20k", "-g", "50", "-c:a", "libopus", "-b:a", "12k", "-ac", "1", partial],
      ],
      { stdio: "inherit" },
    );
  } catch (error) {
    throw new Error(`The editor's frame benchmark makes its video with ffmpeg, which failed or is missing: ${error}`);
  }
  copyFileSync(partial, file);
  rmSync(partial);
  return file;
}

/** 5,000 events of three plugins in 10 lanes, 1 to 3 s long with gaps of up to 0.8 s, over the 20 minutes. */
function benchProject(): unknown {
  const next = mulberry32(32);
  const perLane = EVENTS / LANES;
  const types = ["footnote", "text", "subtitle"] as const;
  return createProject({
    id: "frames",
    meta: { title: "Five thousand events" },
    media: { source: { kind: "url", url: "./long.webm" }, duration: DURATION, frameRate: 25 },
    lanes: Array.from({ length: LANES }, (_, l) => {
      let time = l * 0.4;
      return {
        id: `lane-${l + 1}`,
        events: Array.from({ length: perLane }, (_, i) => {
          const start = Math.round(time * 1000) / 1000;
          const end = Math.round((start + 1 + next() * 2) * 1000) / 1000;
          time = end + next() * 0.4;
          return { id: `e-${l}-${i}`, type: types[l % 3]!, start, end, options: { text: `Event ${l}.${i}` } };
        }),
      };
    }),
  });
}

type Frames = { start(): void; stop(): number[] };

/** Runs `action` while the page records its frame times; returns them. */
async function framesDuring(page: Page, action: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => (window as unknown as { frames: Frames }).frames.start());
  await action();
  return page.evaluate(() => (window as unknown as { frames: Frames }).frames.stop());
}

function row(what: string, frames: number[]): (string | number)[] {
  const sorted = frames.slice().sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;
  const mean = frames.reduce((sum, ms) => sum + ms, 0) / frames.length;
  const missed = frames.filter((ms) => ms > MISSED_MS).length;
  return [
    what,
    frames.length,
    fmt(at(0.5), 1),
    fmt(at(0.95), 1),
    fmt(sorted.at(-1) ?? Number.NaN, 1),
    fmt(1000 / mean, 1),
    `${missed}`,
  ];
}

export async function runEditorFramesBench(): Promise<void> {
  const video = longVideo();
  const outDir = mkdtempSync(join(tmpdir(), "popcorn-kit-editor-frames-"));
  await build({
    configFile: false,
    root: join(here, "editorFrames"),
    mode: "production",
    logLevel: "error",
    plugins: [react()],
    resolve: { conditions: ["@popcorn-kit/source", ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
  copyFileSync(video, join(outDir, "long.webm"));
  writeFileSync(join(outDir, "project.json"), JSON.stringify(benchProject()));
  const server = await serveFolder(outDir);
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
  const errors: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(server.url);
    await page.waitForFunction(
      () =>
        (document.querySelector<HTMLVideoElement>("[data-testid=pke-stage-video] video")?.readyState ?? 0) >= 2 &&
        document.querySelectorAll(".pke-timeline-event").length > 0,
      null,
      { timeout: 60_000 },
    );
    // The waveform of 20 minutes is decoded and its peaks computed before anything is timed.
    await page.waitForTimeout(4000);
    const count = (selector: string) => page.evaluate((what) => document.querySelectorAll(what).length, selector);
    const atFit = `${await count(".pke-timeline-event")} event boxes and ${await count(".pke-timeline-run")} runs`;
    const lanes = await page.locator('[data-pke-drop="timeline"]').boundingBox();
    if (!lanes) throw new Error("The timeline's lanes are not on screen.");
    const playFor = async (ms: number) => {
      await page.locator(".pke-transport-play").click();
      const frames = await framesDuring(page, () => page.waitForTimeout(ms));
      await page.locator(".pke-transport-play").click();
      return frames;
    };
    /** Ctrl+wheel notches over the lanes (each zooms by 1.5), in when `notches` is negative. */
    const wheel = async (notches: number) => {
      await page.mouse.move(lanes.x + lanes.width / 3, lanes.y + 20);
      await page.keyboard.down("Control");
      for (let notch = 0; notch < Math.abs(notches); notch++) {
        await page.mouse.wheel(0, notches < 0 ? -100 : 100);
        await page.waitForTimeout(16);
      }
      await page.keyboard.up("Control");
    };

    // Playback with the whole media in view: the playhead moves, events come and go.
    const playFit = await playFor(5000);
    // Zoom from the whole media to single frames and back: 20 notches in, 20 out.
    const zoom = await framesDuring(page, () => wheel(-20).then(() => wheel(20)));
    // A working zoom: from the whole media, in until events show one by one (not merged into runs) and a few
    // dozen are in view.
    await page.getByRole("button", { name: "Fit the whole media" }).click();
    for (let notch = 0; notch < 40 && (await count(".pke-timeline-event")) < 60; notch++) await wheel(-1);
    const seconds = await page.evaluate(() => {
      const labels = [...document.querySelectorAll(".pke-timeline-tick-label")].map((e) => e.textContent ?? "");
      return `${labels[0]} to ${labels.at(-1)}`;
    });
    const atWork = `${await count(".pke-timeline-event")} event boxes, ${seconds} in view`;
    const playWork = await playFor(5000);

    // Drag: an event of the third lane, 600 px right and back, one pointer move every 8 ms (a 120 Hz mouse).
    const target = page
      .locator('[data-pke-drop="timeline"] [role="group"]')
      .nth(2)
      .locator(".pke-timeline-event")
      .nth(2);
    const box = await target.boundingBox();
    if (!box) throw new Error("No event of the third lane is on screen.");
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    const drag = await framesDuring(page, async () => {
      for (let step = 0; step <= 240; step++) {
        const x = from.x + (step <= 120 ? step : 240 - step) * 5;
        await page.mouse.move(x, from.y + (step % 60 < 30 ? 0 : 40));
        await page.waitForTimeout(8);
      }
    });
    await page.mouse.up();

    const version = browser.version();
    printTable(
      `Editor interface with ${EVENTS.toLocaleString("en")} events in ${LANES} lanes over ${DURATION / 60} minutes, headless Chromium ${version}, 1440x900 (frame times in ms; whole media in view: ${atFit}; at the working zoom: ${atWork})`,
      ["what", "frames", "p50", "p95", "max", "fps", `> ${fmt(MISSED_MS, 1)} ms`],
      [
        row("drag an event at the working zoom (241 pointer moves)", drag),
        row("zoom from the whole media to frames and back (40 notches)", zoom),
        row("playback, the whole media in view (5 s)", playFit),
        row("playback at the working zoom (5 s)", playWork),
      ],
    );
    if (errors.length > 0) console.log(`Page errors: ${errors.join("; ")}`);
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
