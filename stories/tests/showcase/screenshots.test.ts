import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type Page, chromium } from "playwright";
import type { PNG } from "pngjs";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { chromiumArgs, chromiumPath } from "../../../test/chromium.js";
import { compareWithReference, showVideoFrame, stablePicture, writeReference } from "../../../test/screenshots.js";
import { startShowcaseServer } from "./server.js";

// The showcase in real Chromium, in React, Vue and Svelte, at three moments, light and dark, desktop and phone
// widths, compared with one set of reference pictures: the three frameworks must draw the same page. The
// references are half-size PNGs in ./screenshots; UPDATE_SCREENSHOTS=1 writes them anew from React.
// Determinism: the video is paused at each moment, the native controls are hidden, motion is reduced (the map
// jumps instead of flying), and each picture is taken once fonts, stills, the map's outline and the field card
// have loaded and two pictures in a row agree.

const references = fileURLToPath(new URL("./screenshots/", import.meta.url));
const update = process.env.UPDATE_SCREENSHOTS === "1";

const FRAMEWORKS = ["react", "vue", "svelte"] as const;
const THEMES = ["light", "dark"] as const;
const WIDTHS = [1280, 390] as const;
/** The moments: seconds, the map's label then (none over the estuary), and the field card shown. */
const MOMENTS = [
  { time: 5, label: "", card: "estuary.html" },
  { time: 14, label: "Alfama", card: "alfama.html" },
  { time: 21, label: "Tower of Belém", card: "belem.html" },
] as const;
/**
 * At most this share of pixels may differ (by pixelmatch's colour threshold, 0.1): about 100 of a desktop picture's
 * 500,000, room for antialiasing and video decoding. The three frameworks match the references exactly on the
 * machine that made them; a change of the accent colour alone changes 500 to 600.
 */
const TOLERANCE = 0.0002;

let server: ViteDevServer;
let url: string;
let browser: Browser;
const failures = mkdtempSync(join(tmpdir(), "showcase-screenshots-"));

beforeAll(async () => {
  ({ server, url } = await startShowcaseServer());
  browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a framework's showcase and waits until everything that loads once has: media, tracks, fonts. */
async function open(framework: string, theme: string, width: number): Promise<{ page: Page; height: number }> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    colorScheme: theme as "light" | "dark",
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  await page.goto(`${url}?framework=${framework}&theme=${theme}`);
  await page.addStyleTag({
    content: "video::-webkit-media-controls { display: none !important; } * { caret-color: transparent !important; }",
  });
  await page.waitForFunction(
    () =>
      (document.querySelector("video")?.readyState ?? 0) >= 2 &&
      document.querySelectorAll(".pk-chapters__item").length === 4 &&
      document.querySelectorAll(".pk-transcript__seek").length === 6,
    null,
    { timeout: 30_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  // The whole page in the viewport: the lazily loaded field card loads, and the picture holds everything.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  expect(problems, `${framework}: console errors or warnings`).toEqual([]);
  return { page, height };
}

/** Pauses the video at `time` and waits until what that moment shows has loaded and drawn. */
async function settle(page: Page, moment: (typeof MOMENTS)[number]): Promise<void> {
  const painted = await showVideoFrame(page, "video", moment.time);
  expect(painted, `the video's frame at ${moment.time} s was presented`).toBe(true);
  await page.waitForFunction(
    ({ label, card }) => {
      const mapLabel = document.querySelector(".pk-map__label")?.textContent ?? "";
      const frame = document.querySelector<HTMLIFrameElement>(".pk-webpage__frame");
      return (
        mapLabel === label &&
        document.querySelector(".pk-map__outline") !== null &&
        frame?.getAttribute("src")?.split("#")[0]?.endsWith(card) === true &&
        // Every still shown has loaded (a hidden one, loaded lazily, never does).
        [...document.images].every(
          (image) => image.getClientRects().length === 0 || (image.complete && image.naturalWidth > 0),
        )
      );
    },
    { label: moment.label, card: moment.card },
    { timeout: 60_000 },
  );
  // The field card of the moment has loaded in its frame.
  const deadline = Date.now() + 60_000;
  let frame = page.frames().find((candidate) => candidate.url().split("#")[0]!.endsWith(moment.card));
  while (!frame && Date.now() < deadline) {
    await page.waitForTimeout(50);
    frame = page.frames().find((candidate) => candidate.url().split("#")[0]!.endsWith(moment.card));
  }
  expect(frame, `the frame of ${moment.card}`).toBeDefined();
  await frame!.waitForLoadState("load");
}

/** The share of pixels that differ from the reference, writing the picture and the difference on failure. */
function compare(actual: PNG, name: string, framework: string): number {
  return compareWithReference(
    actual,
    join(references, `${name}.png`),
    join(failures, `${name}-${framework}`),
    TOLERANCE,
  );
}

// Side by side (vitest.showcase.config.ts says how many at once): each picture is in a browser context of its own,
// and most of a picture's time is waiting for the video to seek and the page to settle.
describe.concurrent("the showcase looks the same as its reference pictures in React, Vue and Svelte", () => {
  if (update) mkdirSync(references, { recursive: true });
  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      test.for(FRAMEWORKS)(
        `${theme}, ${width} px wide, at 0:05, 0:14 and 0:21: %s`,
        { timeout: 180_000 },
        async (framework, { expect }) => {
          const { page, height } = await open(framework, theme, width);
          try {
            for (const moment of MOMENTS) {
              await settle(page, moment);
              // Nothing moves while the film plays: the page is as tall at every moment.
              await expect(page.evaluate(() => document.documentElement.scrollHeight)).resolves.toBe(height);
              const name = `${theme}-${width}-${String(moment.time).padStart(2, "0")}s`;
              const actual = await stablePicture(page);
              if (update && framework === "react") writeReference(actual, join(references, `${name}.png`));
              expect(compare(actual, name, framework), `${framework} ${name}`).toBeLessThanOrEqual(TOLERANCE);
            }
          } finally {
            await page.context().close();
          }
        },
      );
    }
  }
});
