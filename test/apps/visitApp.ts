import type { Browser, Page } from "playwright";
import { expect } from "vitest";
import { type AppReport, openApp } from "./openApp.js";

/** The showcase's narration (test/fixtures/showcase/showcase.en.vtt), lines 1, 3 and 4 as they read on screen. */
const LINE_1 = "Lisbon grew up where the river Tagus meets the Atlantic Ocean.";
const LINE_3 = "In Alfama, the oldest quarter, narrow streets still wind down to the water.";
const LINE_4 = "In 1520, the Tower of Belém was finished, to guard the mouth of the harbour.";
/** Words of the showcase's notes (examples/showcase/scene.ts), one per chapter but the last. */
const NOTES = {
  river: "The Tagus runs about 1,000 km",
  harbour: "Phoenician traders anchored here",
  alfama: "al-hamma, the baths",
  tower: "Francisco de Arruda",
};
/** The notes' outlet. */
const OUTLET = '[data-popcorn-target="notes"]';

/**
 * The server's HTML: the page's own text and the video are in it, and so is the kit's markup (the stage, the
 * caption region and the outlets, empty), with none of the timed content, which shows only from its time.
 */
export function checkServerHtml(html: string): void {
  expect(html).toContain("Lisbon, a harbour city</h1>");
  expect(html).toMatch(/<video[^>]*src="\/showcase\/showcase\.webm"/);
  expect(html, "the stage").toMatch(/class="[^"]*\bpk-stage\b/);
  for (const markup of ['class="pk-captions"', 'data-popcorn-target="notes"', 'data-popcorn-target="transcript"'])
    expect(html, `the server's HTML has ${markup}`).toContain(markup);
  for (const timed of [LINE_1, ...Object.values(NOTES), "pk-lowerthird", "pk-footnote", "pk-image"])
    expect(html, `the server's HTML shows "${timed}" before its time`).not.toContain(timed);
}

/** Text as rendered (innerText leaves out what is hidden) of the first element matching `selector`. */
const shown = (page: Page, selector: string) =>
  page.evaluate(
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is asserted
    (css) => (document.querySelector<HTMLElement>(css)?.innerText ?? "").replace(/\s+/g, " ").trim(),
    selector,
  );

/** What the caption region shows (a part of its text, or "" for nothing), and which note the notes' outlet holds. */
interface Expected {
  caption: string;
  note: string;
  /** A note that is gone by then. */
  gone: string;
}

/** Seeks the page's `<video>` as its controls would, and waits until the captions and notes show `expected`. */
async function seekVideo(page: Page, time: number, expected: Expected): Promise<void> {
  await page.evaluate((to) => {
    document.querySelector("video")!.currentTime = to;
  }, time);
  // The video got there: a server that answers no byte ranges leaves it unseekable, at 0.
  await page.waitForFunction((to) => {
    const video = document.querySelector("video")!;
    return !video.seeking && Math.abs(video.currentTime - to) < 0.5;
  }, time);
  await waitForShown(page, expected);
}

/** Waits until the caption line and the notes' outlet read as `expected`. */
async function waitForShown(page: Page, expected: Expected): Promise<void> {
  await page
    .waitForFunction(
      ({ caption, note, gone, outlet }) => {
        const read = (css: string) =>
          // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is asserted
          (document.querySelector<HTMLElement>(css)?.innerText ?? "").replace(/\s+/g, " ").trim();
        const matches = (text: string, part: string) => (part === "" ? text === "" : text.includes(part));
        const notes = read(outlet);
        return matches(read(".pk-captions"), caption) && notes.includes(note) && !notes.includes(gone);
      },
      { ...expected, outlet: OUTLET },
      { timeout: 15_000 },
    )
    .catch(async (error: Error) => {
      const seen = {
        caption: await shown(page, ".pk-captions"),
        notes: await shown(page, OUTLET),
      };
      throw new Error(`expected ${JSON.stringify(expected)}, the page shows ${JSON.stringify(seen)}`, { cause: error });
    });
}

/**
 * Visits an app's page (see {@link openApp}) and checks what its visitor gets: the server's HTML (see
 * {@link checkServerHtml}); hydration keeps every element the server sent, the `<video>` among them (a framework
 * replaces what does not match: in production React and Vue say so in the console, Svelte does not); playing from
 * 0:12.6, the caption line and the note on Alfama go live at their time; seeking the video to 0:21.5 shows the
 * line and the note on the tower instead, and back to 0:04 the first line and the first note. Returns every
 * console warning and error (the caller expects none) and the page's sizes.
 */
export async function visitApp(browser: Browser, url: string): Promise<AppReport> {
  const { page, html, status, report, kept } = await openApp(browser, url);
  try {
    expect(status).toBe(200);
    checkServerHtml(html);
    expect(kept.sent, "the server sent the page's elements").toBeGreaterThan(10);
    expect(kept.lost, "elements from the server replaced on hydration").toEqual([]);
    expect(kept.video, "the <video> from the server is the one on the page after hydration").toBe(true);

    // Playing: the third line and the note on Alfama start while the video plays, at their time (13.24 s).
    await seekVideo(page, 12.6, { caption: "", note: NOTES.harbour, gone: NOTES.alfama });
    await page.evaluate(() => document.querySelector("video")!.play());
    await waitForShown(page, { caption: LINE_3, note: NOTES.alfama, gone: NOTES.harbour });
    const at = await page.evaluate(() => {
      const video = document.querySelector("video")!;
      return { time: video.currentTime, paused: video.paused };
    });
    expect(at.paused, "the video is playing").toBe(false);
    expect(at.time, "the line and the note show at their time").toBeGreaterThanOrEqual(13.24);
    expect(at.time).toBeLessThan(15);
    await page.evaluate(() => document.querySelector("video")!.pause());

    // Seeking the video changes what shows, forwards and back.
    await seekVideo(page, 21.5, { caption: LINE_4, note: NOTES.tower, gone: NOTES.alfama });
    expect(await shown(page, ".pk-chapters [aria-current]")).toContain("The Tower of Belém");
    await seekVideo(page, 4, { caption: LINE_1, note: NOTES.river, gone: NOTES.tower });
    expect(await shown(page, ".pk-chapters [aria-current]")).toContain("The river and the sea");
    return report;
  } finally {
    await page.close();
  }
}
