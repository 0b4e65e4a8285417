import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright";
import { expect } from "vitest";
import { type Box, inside, overlap } from "../conformance/boxes.js";

/** What the visit saw besides its assertions: every console warning and error, and uncaught errors. */
export interface PageReport {
  console: string[];
}

/** The lines of the sample captions (test/fixtures/media/sample.vtt) as they read on screen. */
const LINES = [
  "The time in the picture is the media time.",
  "Cues follow playback, seeks and rewinds.",
  "A tone plays at 440\u00a0Hz & the bars keep moving.",
  "That's the whole clip.",
];
const CHAPTERS = ["Opening", "The catalogue", "The end"];
/** What the apps show from 0:01 to 0:09 (0:02 to 0:08 for the cue), each exactly once. */
const SHOWN_ONCE = [
  "A cue from 0:02 to 0:08",
  "A footnote from a component",
  "A footnote from the data file",
  "An image from a component",
  "An image from the data file",
  "Ada Example",
  "Archivist",
];
const ALTS = ["The clip's first frame, from a component", "The clip's first frame, from the data file"];

/** The page at the current time: counts of what is on screen, and the boxes of the video and what lies over it. */
interface Seen {
  text: string;
  captions: string;
  transcript: string;
  chapters: string;
  alts: string[];
  maps: number;
  attribution: string;
  video: Box;
  lowerThird: Box | null;
  caption: Box | null;
  /** Whether what the page paints at the middle of each is that element: it is not covered. */
  onTop: { name: boolean; title: boolean; caption: boolean };
}

const look = (page: Page): Promise<Seen> =>
  page.evaluate(() => {
    const box = (element: Element | null) => {
      if (!element) return null;
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const onTop = (element: HTMLElement | null) => {
      if (!element) return false;
      const { left, top, width, height } = element.getBoundingClientRect();
      // The captions let clicks through, which hit-testing follows: lifted for the moment of the probe.
      const region = element.closest<HTMLElement>(".pk-captions");
      if (region) region.style.pointerEvents = "auto";
      const hit = document.elementFromPoint(left + width / 2, top + height / 2);
      if (region) region.style.pointerEvents = "";
      return hit !== null && element.contains(hit);
    };
    // What is on screen, as rendered: innerText leaves out what is hidden, which textContent would count.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is asserted
    const text = (selector: string) => (document.querySelector<HTMLElement>(selector)?.innerText ?? "").trim();
    return {
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is asserted
      text: document.body.innerText,
      captions: text(".pk-captions"),
      transcript: text(".pk-transcript"),
      chapters: text(".pk-chapters"),
      alts: [...document.querySelectorAll("img")].map((img) => img.alt),
      maps: document.querySelectorAll(".leaflet-container").length,
      attribution: text(".leaflet-control-attribution"),
      video: box(document.querySelector("video"))!,
      lowerThird: box(document.querySelector(".pk-lowerthird")),
      caption: box(document.querySelector(".pk-caption__text")),
      onTop: {
        name: onTop(document.querySelector(".pk-lowerthird__name")),
        title: onTop(document.querySelector(".pk-lowerthird__title")),
        caption: onTop(document.querySelector(".pk-caption__text")),
      },
    };
  });

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** Seeks the app's instance (`window.pop`) and waits for the caption line `line` (or none) to show. */
async function seek(page: Page, time: number, line: string | null): Promise<void> {
  await page.evaluate((to) => (window as unknown as { pop: { seek(t: number): void } }).pop.seek(to), time);
  await page.waitForFunction(
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is asserted
    (expected) => ((document.querySelector<HTMLElement>(".pk-captions")?.innerText ?? "").trim() || null) === expected,
    line,
  );
}

/** The lower third and the caption: shown in full, over the video, apart, painted on top. */
function expectOverlaysInSight(seen: Seen): void {
  expect(seen.lowerThird, "the lower third").not.toBeNull();
  expect(seen.caption, "the caption line").not.toBeNull();
  expect(inside(seen.lowerThird!, seen.video), "the lower third lies within the video").toBe(true);
  expect(inside(seen.caption!, seen.video), "the caption lies within the video").toBe(true);
  expect(overlap(seen.lowerThird!, seen.caption!), "the lower third and the caption overlap").toBe(false);
  expect(seen.onTop).toEqual({ name: true, title: true, caption: true });
}

/**
 * Visits a fresh app's first page (test/fresh/<framework>/src) in Chromium and checks what its user would see:
 * before its time nothing timed shows; at 0:06 each item once (a data file's footnote and image beside the
 * components' own, none doubled), the captions' line once and each line and chapter once in their lists, the map
 * without a tile attribution (it has no tiles), the lower third and the caption in full over the video and apart;
 * while it plays with the pointer away, the caption lower (the controls are hidden) and still apart; after their
 * end, gone. Saves a screenshot mid-playback to `FRESH_SCREENSHOTS` when that is set.
 */
export async function visitFirstPage(browser: Browser, url: string, framework: string): Promise<PageReport> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 1100 } });
  const report: PageReport = { console: [] };
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") report.console.push(message.text());
  });
  page.on("pageerror", (error) => report.console.push(String(error)));
  try {
    await page.goto(url);
    await page.waitForFunction(() => {
      type Pop = { getTrackEvents(filter: { type: string }): unknown[] };
      const pop = (window as unknown as { pop?: Pop }).pop;
      const count = (type: string) => pop?.getTrackEvents({ type }).length ?? 0;
      return (
        document.querySelector("video")!.readyState >= 1 &&
        count("subtitle") === 4 &&
        count("chapter") === 3 &&
        count("footnote") === 2 &&
        count("image") === 2
      );
    });

    await seek(page, 0.2, null);
    const before = await look(page);
    for (const item of SHOWN_ONCE.filter((item) => !item.startsWith("Ada") && item !== "Archivist"))
      expect(occurrences(before.text, item), `"${item}" before its time`).toBe(0);

    await seek(page, 6, LINES[2]!);
    // The map's Leaflet loads when its first event starts.
    await page.waitForSelector(".leaflet-container");
    const paused = await look(page);
    for (const item of SHOWN_ONCE) expect(occurrences(paused.text, item), `"${item}" on screen`).toBe(1);
    expect(paused.captions).toBe(LINES[2]);
    for (const line of LINES) expect(occurrences(paused.transcript, line), `"${line}" in the transcript`).toBe(1);
    for (const title of CHAPTERS) expect(occurrences(paused.chapters, title), `chapter "${title}"`).toBe(1);
    expect(paused.alts.filter((alt) => ALTS.includes(alt)).sort()).toEqual([...ALTS].sort());
    expect(paused.maps).toBe(1);
    expect(paused.attribution).not.toContain("OpenStreetMap");
    expectOverlaysInSight(paused);

    // Playing, the pointer away from the video: the browser hides its controls, the caption takes their room.
    await page.mouse.move(990, 1090);
    await page.evaluate(async () => {
      const video = document.querySelector("video")!;
      video.playbackRate = 0.5;
      await (window as unknown as { pop: { seek(t: number): void; play(): Promise<void> } }).pop.play();
    });
    await page.waitForFunction(
      (bottom) => (document.querySelector(".pk-caption__text")?.getBoundingClientRect().bottom ?? 0) > bottom + 30,
      paused.caption!.bottom,
    );
    // Settled: the controls have faded out and the overlays have eased down.
    await page.waitForTimeout(500);
    const playing = await look(page);
    expect(playing.captions).toBe(LINES[2]);
    for (const item of SHOWN_ONCE) expect(occurrences(playing.text, item), `"${item}" while playing`).toBe(1);
    expectOverlaysInSight(playing);
    if (process.env["FRESH_SCREENSHOTS"]) {
      mkdirSync(process.env["FRESH_SCREENSHOTS"], { recursive: true });
      await page.screenshot({ path: join(process.env["FRESH_SCREENSHOTS"], `${framework}.png`), fullPage: true });
    }
    await page.evaluate(() => (window as unknown as { pop: { pause(): void } }).pop.pause());

    await seek(page, 9.5, LINES[3]!);
    const after = await look(page);
    for (const item of SHOWN_ONCE.filter((item) => !item.startsWith("Ada") && item !== "Archivist"))
      expect(occurrences(after.text, item), `"${item}" after its time`).toBe(0);
    return report;
  } finally {
    await page.close();
  }
}
