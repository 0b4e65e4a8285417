import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Page } from "playwright";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { writeExamplePage } from "../../compat/scripts/examplePage.mjs";
import { type ServedPages, servePages } from "./servedPages.js";

/**
 * A Popcorn 1.x page of one script tag, as compat/README.md shows it: a video, a box for notes, popcorn-complete.js
 * and no stylesheet. In Chromium: the subtitle looks as 1.x's did (white bold text with a dark shadow, centred, a
 * little above the video's bottom edge), the footnote's HTML shows with its script and handler removed, the kit's
 * stylesheet still wins when a page links it, and popcorn.js alone says where a catalogue plugin is.
 * `COMPAT_LOOK_SCREENSHOT=<file.png>` saves the page with both showing.
 */

/** A pixel, so that the image the sanitizer keeps loads nothing from the server. */
const PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
const FOOTNOTE = `A <b>bold</b> footnote<script>window.hacked = 1</script><img src="${PIXEL}" alt="" onerror="window.hacked = 2"> <a href="javascript:window.hacked = 3">and a link</a>`;

/** A string as a literal in an inline script: its `</script>` must not end the script element. */
const inScript = (text: string) => JSON.stringify(text).split("<").join("\\u003c");

/** The page: `head` goes into its <head> (a stylesheet), `script` names the global build. */
const onePage = (head: string, script: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>One script tag</title><link rel="icon" href="data:,">${head}</head>
<body>
<video id="video" src="media/clip.webm" preload="auto" muted controls></video>
<div id="notes"></div>
<script src="${script}"></script>
<script>
  document.addEventListener("DOMContentLoaded", function () {
    var pop = Popcorn("#video");
    window.pop = pop;
    if (!Popcorn.registryByName.footnote) return;
    pop.footnote({ start: 1, end: 5, text: ${inScript(FOOTNOTE)}, target: "notes" })
      .subtitle({ start: 1, end: 5, text: "Over the video, as in Popcorn 1.x" });
  }, false);
</script>
</body>
</html>
`;

let pages: ServedPages;

beforeAll(async () => {
  pages = await servePages("popcorn-kit-compat-look-", (folder) => {
    const page = writeExamplePage(folder);
    writeFileSync(join(page, "one.html"), onePage("", "popcorn-complete.js"));
    writeFileSync(
      join(page, "kit.html"),
      onePage('<link rel="stylesheet" href="popcorn-kit.css">', "popcorn-complete.js"),
    );
    writeFileSync(join(page, "core.html"), onePage("", "popcorn.js"));
    return page;
  });
});

afterAll(() => pages?.close());

/** Opens `file`, waits for the clip, and seeks it to 2 s (both events active), a frame drawn. */
async function open(file: string): Promise<{ page: Page; problems: string[] }> {
  const page = await pages.browser.newPage({ viewport: { width: 900, height: 700 } });
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.goto(`${pages.url}${file}`);
  await page.waitForFunction(() => document.querySelector<HTMLVideoElement>("#video")!.readyState >= 2);
  await page.evaluate(async () => {
    const video = document.querySelector<HTMLVideoElement>("#video")!;
    const seeked = new Promise((resolve) => video.addEventListener("seeked", resolve, { once: true }));
    video.currentTime = 2;
    await seeked;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return { page, problems };
}

/** What a visitor sees of the subtitle line: its look, and where it sits on the video. */
const subtitle = (page: Page) =>
  page.evaluate(() => {
    const line = document.querySelector<HTMLElement>(".pk-compat-overlay .pk-caption__text");
    if (line === null) return null;
    const style = getComputedStyle(line);
    const box = line.getBoundingClientRect();
    const video = document.querySelector("#video")!.getBoundingClientRect();
    return {
      text: line.textContent,
      color: style.color,
      weight: Number(style.fontWeight),
      size: style.fontSize,
      shadow: style.textShadow,
      background: style.backgroundColor,
      /** From the line's centre to the video's, across. */
      offCentre: Math.abs(box.left + box.width / 2 - (video.left + video.width / 2)),
      /** From the line's bottom to the video's bottom edge. */
      aboveBottom: video.bottom - box.bottom,
      within: box.top >= video.top && box.bottom <= video.bottom,
    };
  });

describe("a Popcorn 1.x page of one script tag, popcorn-complete.js, no stylesheet", () => {
  test("the subtitle is white bold text with a dark shadow, centred on the video, a little above its bottom edge", async () => {
    const { page, problems } = await open("one.html");
    try {
      const seen = await subtitle(page);
      expect(seen).toMatchObject({
        text: "Over the video, as in Popcorn 1.x",
        color: "rgb(255, 255, 255)",
        size: "18px",
        shadow: "rgb(0, 0, 0) 2px 2px 6px",
        within: true,
      });
      expect(seen!.weight).toBeGreaterThanOrEqual(700);
      expect(seen!.offCentre).toBeLessThan(2);
      expect(seen!.aboveBottom).toBeGreaterThanOrEqual(36);
      expect(seen!.aboveBottom).toBeLessThanOrEqual(56);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test("the footnote shows its HTML: <b> bold, the script, the handler and the javascript: link gone", async () => {
    const { page, problems } = await open("one.html");
    try {
      const note = await page.evaluate(() => {
        const box = document.querySelector("#notes .pk-footnote")!;
        const bold = box.querySelector("b");
        return {
          text: box.textContent,
          bold: bold === null ? null : { text: bold.textContent, weight: Number(getComputedStyle(bold).fontWeight) },
          script: box.querySelector("script") !== null,
          handler: box.querySelector("[onerror]") !== null,
          href: box.querySelector("a")?.getAttribute("href") ?? null,
          hacked: (window as { hacked?: unknown }).hacked ?? null,
        };
      });
      expect(note).toMatchObject({
        text: "A bold footnote and a link",
        bold: { text: "bold" },
        script: false,
        handler: false,
        href: null,
        hacked: null,
      });
      expect(note.bold!.weight).toBeGreaterThanOrEqual(700);
      expect(problems).toEqual([]);
      const file = process.env["COMPAT_LOOK_SCREENSHOT"];
      if (file) {
        mkdirSync(dirname(file), { recursive: true });
        await page.screenshot({ path: file, fullPage: true });
      }
    } finally {
      await page.close();
    }
  });

  test("destroying the instance takes the look away with the subtitles", async () => {
    const { page } = await open("one.html");
    try {
      const before = await page.evaluate(() => document.querySelectorAll("style[data-popcorn-compat]").length);
      const after = await page.evaluate(() => {
        (window as unknown as { pop: { destroy(): void } }).pop.destroy();
        return {
          looks: document.querySelectorAll("style[data-popcorn-compat]").length,
          overlays: document.querySelectorAll(".pk-compat-overlay").length,
        };
      });
      expect(before).toBe(1);
      expect(after).toEqual({ looks: 0, overlays: 0 });
    } finally {
      await page.close();
    }
  });
});

describe("the same page with the kit's stylesheet linked", () => {
  test("the kit's caption look wins: its box behind the text, at the bottom of the video", async () => {
    const { page } = await open("kit.html");
    try {
      const seen = await subtitle(page);
      expect(seen?.text).toBe("Over the video, as in Popcorn 1.x");
      // The kit's .pk-caption__text background (rgb(0 0 0 / 78%)) and its own room under the captions, not 1.x's 40px.
      expect(seen?.background).toBe("rgba(0, 0, 0, 0.78)");
      expect(seen?.color).toBe("rgb(255, 255, 255)");
      expect(seen!.aboveBottom).toBeLessThan(20);
      expect(seen?.within).toBe(true);
    } finally {
      await page.close();
    }
  });
});

describe("popcorn.js alone", () => {
  test("a catalogue plugin's method throws a PopcornError saying to load popcorn-complete.js", async () => {
    const { page } = await open("core.html");
    try {
      const called = await page.evaluate(() => {
        const Popcorn = (window as unknown as { Popcorn: { registryByName: Record<string, unknown> } }).Popcorn;
        const pop = (window as unknown as { pop: Record<string, (options: object) => unknown> }).pop;
        const kind = typeof pop.footnote;
        try {
          pop.footnote!({ start: 1, end: 2, text: "Hi", target: "notes" });
          return { kind, thrown: null, registered: "footnote" in Popcorn.registryByName };
        } catch (error) {
          const { name, code, message } = error as { name: string; code: string; message: string };
          return { kind, thrown: { name, code, message }, registered: "footnote" in Popcorn.registryByName };
        }
      });
      expect(called.kind).toBe("function");
      expect(called.registered).toBe(false);
      expect(called.thrown).toMatchObject({ name: "PopcornError", code: "UNKNOWN_PLUGIN" });
      expect(called.thrown!.message).toContain('"footnote"');
      expect(called.thrown!.message).toContain("popcorn-complete.js");
    } finally {
      await page.close();
    }
  });
});
