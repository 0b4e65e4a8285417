import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type Browser, chromium, type Page } from "playwright";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { writeExamplePage } from "../../compat/scripts/examplePage.mjs";
import { chromiumArgs, chromiumPath } from "../chromium.js";
import type { Box } from "../conformance/boxes.js";
import { type Served, serveFolder } from "../fresh/serveFolder.js";

/**
 * The compat example page (compat/examples/index.html) as a visitor gets it: plain files on a static server, the
 * page loading one script, `popcorn-complete.js` (compat's global build), and running the Popcorn 1.x tutorial's
 * code unchanged. The clip is sought and played through its <video>, as a visitor does with the controls, and
 * what the page shows is checked at given times. `COMPAT_SCREENSHOT=<file.png>` saves the page mid-playback.
 */

const SUBTITLE = 'Popcorn("#video") found this video.';
const FOOTNOTE = "A footnote, from 1 to 4 seconds.";
const SRT = [
  "These lines come from captions.srt,\nread by parseSRT.",
  "The clock in the picture is the media time.",
  "Each line sits over the video, as in Popcorn 1.x.",
];
const DATA = [
  "From data.json: the test card's colour bars, generated, not filmed.",
  "From data.json: the last seconds; the tone under them is 440 Hz.",
];

let folder = "";
let served: Served;
let browser: Browser;
let page: Page;
/** Every console warning and error, uncaught error and failed request of the visit. */
const problems: string[] = [];
/** The scripts the page loaded, by path. */
const scripts: string[] = [];

/** What the page shows now, as rendered (innerText leaves out what is hidden). */
interface Seen {
  time: number;
  clock: string;
  notes: string;
  still: { src: string; caption: string } | null;
  scenes: { title: string; playing: boolean }[];
  exec: string;
  dataStatus: string;
  video: Box;
  /** The text of each element that lies over the video and is not the video. */
  overVideo: string[];
  angle: { time: number; paused: boolean; muted: boolean; rate: number } | null;
}

const look = (): Promise<Seen> =>
  page.evaluate(() => {
    const box = (element: Element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is asserted
    const text = (selector: string) => (document.querySelector<HTMLElement>(selector)?.innerText ?? "").trim();
    const video = document.querySelector<HTMLVideoElement>("#video")!;
    const videoBox = box(video);
    // What lies over the video: each element holding text of its own whose box is within the video's and that is
    // painted on top there (lifting `pointer-events: none`, which overlays use, for the probe), taken up to its
    // highest ancestor that is still within the video's box and is not the video's own container.
    const within = (element: Element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return (
        right > left &&
        left >= videoBox.left - 1 &&
        top >= videoBox.top - 1 &&
        right <= videoBox.right + 1 &&
        bottom <= videoBox.bottom + 1
      );
    };
    const onTop = (element: HTMLElement) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      const before = element.style.pointerEvents;
      element.style.pointerEvents = "auto";
      const hit = document.elementFromPoint(left + width / 2, top + height / 2);
      element.style.pointerEvents = before;
      return hit !== null && element.contains(hit);
    };
    const overVideo = new Set<string>();
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim() !== "");
      if (!ownText || element.closest("script, style") || !within(element) || !onTop(element)) continue;
      let line = element;
      while (line.parentElement && within(line.parentElement) && !line.parentElement.contains(video)) {
        line = line.parentElement;
      }
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is asserted
      overVideo.add(line.innerText.trim());
    }
    const image = document.querySelector<HTMLImageElement>("#still img");
    const angle = document.querySelector<HTMLVideoElement>("#angle video");
    return {
      time: video.currentTime,
      clock: text("#clock"),
      notes: text("#notes"),
      still: image ? { src: new URL(image.src).pathname, caption: text("#still") } : null,
      scenes: [...document.querySelectorAll<HTMLElement>("#scenes li")].map((item) => ({
        title: item.textContent!.trim(),
        playing: item.classList.contains("is-playing"),
      })),
      exec: text("#halfway"),
      dataStatus: text("#data-status"),
      video: videoBox,
      overVideo: [...overVideo],
      angle: angle
        ? { time: angle.currentTime, paused: angle.paused, muted: angle.muted, rate: angle.playbackRate }
        : null,
    };
  });

/** Moves the clip to `time` as the controls do, and waits until the seek is done and a frame has been drawn. */
async function seek(time: number): Promise<void> {
  await page.evaluate(async (to) => {
    const video = document.querySelector<HTMLVideoElement>("#video")!;
    const seeked = new Promise((resolve) => video.addEventListener("seeked", resolve, { once: true }));
    video.currentTime = to;
    await seeked;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, time);
}

/** The lines of text lying over the video, waited for until they are `expected` (a line's parts may wrap). */
async function expectOverVideo(expected: string[]): Promise<void> {
  const flat = (lines: string[]) => lines.map((line) => line.replace(/\s+/g, " ")).sort();
  await expect.poll(async () => flat((await look()).overVideo), { timeout: 5_000 }).toEqual(flat(expected));
}

/**
 * A page on the core global build alone (popcorn.js): the same instance API and a plugin of the page's own, no
 * catalogue. Written beside the example page for this test.
 */
const CORE_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>popcorn.js alone</title><link rel="icon" href="data:,"></head>
<body>
<video id="video" src="media/clip.webm" preload="auto" muted></video>
<p id="log"></p>
<script src="popcorn.js"></script>
<script>
  var log = [];
  Popcorn.plugin("mark", {
    start: function (event, options) {
      // Popcorn 1.x pages read the time in their callbacks: it is never before the event's start.
      log.push("mark " + options.text + (this.currentTime() >= options.start ? "" : " early"));
    },
    end: function (event, options) { log.push("unmark " + options.text); }
  });
  Popcorn.parser("parseMarks", "TEXT", function (text) {
    return { data: text.trim().split("\\n").map(function (line) {
      var parts = line.split(" ");
      return { mark: { start: Number(parts[0]), end: Number(parts[1]), text: parts[2] } };
    }) };
  });
  var pop = Popcorn("#video");
  pop.mark({ start: 0.5, end: 1, text: "on" })
    .exec(0.75, function () { log.push("exec" + (this.currentTime() >= 0.75 ? "" : " early")); })
    .listen("ended", function () { log.push("ended"); document.getElementById("log").textContent = log.join("; "); })
    .parseMarks("marks.txt");
  // More cues on the way, which log only when a callback reads a time before its own.
  [0.55, 0.6, 0.65, 0.7, 0.8, 0.85, 0.9, 0.95].forEach(function (t) {
    pop.exec(t, function () { if (this.currentTime() < t) log.push("early at " + t); });
  });
  window.methods = { footnote: typeof pop.footnote, subtitle: typeof pop.subtitle, smart: typeof Popcorn.smart };
</script>
</body>
</html>
`;

beforeAll(async () => {
  folder = writeExamplePage(mkdtempSync(join(tmpdir(), "popcorn-kit-compat-page-")));
  writeFileSync(join(folder, "core.html"), CORE_PAGE);
  writeFileSync(join(folder, "marks.txt"), "1.5 2 parsed\n");
  served = await serveFolder(folder);
  browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
  page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  page.on("requestfailed", (request) => {
    // A <video> drops a pending range request when it seeks: the page's own doing.
    const reason = request.failure()?.errorText ?? "";
    if (!(request.resourceType() === "media" && reason === "net::ERR_ABORTED"))
      problems.push(`failed: ${request.url()} ${reason}`);
  });
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  await page.goto(served.url);
  // Ready: both files read (the SRT lines and the data file's notes are track events), the clip's metadata in.
  await page
    .waitForFunction(
      () =>
        document.querySelector<HTMLVideoElement>("#video")!.readyState >= 2 &&
        document.querySelector("#data-status")?.textContent?.startsWith("data.json read") === true &&
        document.querySelectorAll("#scenes li").length === 2 &&
        (document.querySelector<HTMLVideoElement>("#angle video")?.readyState ?? 0) >= 1,
      undefined,
      { timeout: 20_000 },
    )
    .catch(async (error: unknown) => {
      // Say what the page got to, and what it logged, rather than only that it timed out.
      const state = await page.evaluate(() => ({
        video: document.querySelector<HTMLVideoElement>("#video")?.readyState,
        data: document.querySelector("#data-status")?.textContent,
        scenes: document.querySelectorAll("#scenes li").length,
        angle: document.querySelector<HTMLVideoElement>("#angle video")?.readyState ?? "no <video> in #angle",
      }));
      throw new Error(`the page did not get ready: ${JSON.stringify({ state, problems })}`, { cause: error });
    });
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe("the Popcorn 1.x tutorial on compat's global build, in Chromium", () => {
  test("the page loads one script, popcorn-complete.js (which loads its parsers beside it), and uses the global Popcorn", async () => {
    const html = await (await fetch(served.url)).text();
    expect([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "popcorn-complete.js",
    ]);
    expect(scripts).toEqual(["/popcorn-complete.js", "/popcorn-parsers.mjs"]);
    expect(await page.evaluate(() => typeof (window as unknown as { Popcorn?: unknown }).Popcorn)).toBe("function");
  });

  test("at 0 s: the page's own plugin lists both scenes and marks the first; nothing timed shows yet", async () => {
    const seen = await look();
    expect(seen.scenes).toEqual([
      { title: "Colour bars", playing: true },
      { title: "The tone holds", playing: false },
    ]);
    expect(seen.notes).toBe("");
    expect(seen.still).toBeNull();
    expect(seen.exec).toBe("cue(6) has not run yet.");
    expect(seen.dataStatus).toBe("data.json read: two more notes, from 4.5 s.");
    expect(seen.overVideo).toEqual([]);
  });

  test("at 1.5 s: the subtitle over the video, the footnote in its target, the clock from timeupdate", async () => {
    await seek(1.5);
    await expectOverVideo([SUBTITLE]);
    const seen = await look();
    expect(seen.notes).toBe(FOOTNOTE);
    expect(seen.clock).toBe("1.5 s");
    expect(seen.still).toBeNull();
  });

  test("at 3.5 s: parseSRT's first line over the video in place of the subtitle", async () => {
    await seek(3.5);
    await expectOverVideo([SRT[0]!]);
    const seen = await look();
    expect(seen.notes).toBe(FOOTNOTE);
    expect(seen.clock).toBe("3.5 s");
  });

  test("playing from 5.2 s past 6 s: the image, data.json's note, the second scene; exec runs once; the smart player plays", async () => {
    await seek(5.2);
    const before = await look();
    expect(before.angle).toMatchObject({ paused: true, muted: true, rate: 0.5 });
    await page.evaluate(() => document.querySelector<HTMLVideoElement>("#video")!.play());
    await page.waitForFunction(
      () => document.querySelector<HTMLVideoElement>("#video")!.currentTime >= 6.4,
      undefined,
      {
        timeout: 10_000,
      },
    );
    const playing = await look();
    expect(playing.angle?.paused, "the smart player plays with the first").toBe(false);
    await page.evaluate(() => document.querySelector<HTMLVideoElement>("#video")!.pause());
    await expect.poll(async () => (await look()).angle?.paused).toBe(true);

    const seen = await look();
    expect(seen.time).toBeGreaterThanOrEqual(6.4);
    expect(seen.exec).toBe("cue(6) has run 1 time.");
    expect(seen.still).toEqual({ src: "/media/poster.jpg", caption: "The clip's first frame." });
    expect(seen.notes).toBe(DATA[0]);
    expect(seen.scenes.map((scene) => scene.playing)).toEqual([false, true]);
    expect(seen.clock).toBe(`${seen.time.toFixed(1)} s`);
    // The smart player played its own media, at half speed, for about as long as the first played (it starts on the
    // first's `play` event, a moment later).
    expect(seen.angle!.time).toBeGreaterThan(0.1);
    expect(seen.angle!.time).toBeLessThan(seen.time - 5.2);
    await expectOverVideo([SRT[1]!]);

    if (process.env["COMPAT_SCREENSHOT"]) {
      mkdirSync(dirname(process.env["COMPAT_SCREENSHOT"]), { recursive: true });
      await page.screenshot({ path: process.env["COMPAT_SCREENSHOT"], fullPage: true });
    }
  });

  test("at 8.5 s by a seek: the last SRT line and data.json's second note; exec does not run again", async () => {
    await seek(8.5);
    await expectOverVideo([SRT[2]!]);
    const seen = await look();
    expect(seen.notes).toBe(DATA[1]);
    expect(seen.still).not.toBeNull();
    expect(seen.exec).toBe("cue(6) has run 1 time.");
  });

  test("at 9.5 s: the image has ended, the last line not yet; back at 0.2 s: only the first scene", async () => {
    await seek(9.5);
    await expectOverVideo([SRT[2]!]);
    expect((await look()).still).toBeNull();
    await seek(0.2);
    const seen = await look();
    expect(seen.notes).toBe("");
    expect(seen.still).toBeNull();
    expect(seen.scenes.map((scene) => scene.playing)).toEqual([true, false]);
    expect(seen.clock).toBe("0.2 s");
    await expectOverVideo([]);
  });

  test("the visit logged no console error or warning, no uncaught error and no failed request", () => {
    expect(problems).toEqual([]);
  });

  test("the subtitle overlay stays on the video when the page's layout moves it", async () => {
    await seek(1.5);
    await expectOverVideo([SUBTITLE]);
    const boxes = () =>
      page.evaluate(() => {
        const box = (selector: string) => {
          const { top, left, width, height } = document.querySelector(selector)!.getBoundingClientRect();
          return { top: Math.round(top), left: Math.round(left), width: Math.round(width), height: Math.round(height) };
        };
        return { video: box("#video"), overlay: box(".pk-compat-overlay") };
      });
    const before = await boxes();
    expect(before.overlay).toEqual(before.video);
    // Text added above the video (a banner, an expanded paragraph) moves it down without resizing it.
    await page.evaluate(() => {
      const banner = document.createElement("p");
      banner.id = "banner";
      banner.style.height = "120px";
      banner.textContent = "A banner the page added";
      document.querySelector("#video")!.before(banner);
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = await boxes();
    expect(after.video.top).toBeGreaterThan(before.video.top);
    expect(after.overlay).toEqual(after.video);
    await page.evaluate(() => document.querySelector("#banner")?.remove());
  });
});

describe("the core global build, popcorn.js, alone", () => {
  test("runs Popcorn(), exec, listen, a plugin and a parser of the page's own; no catalogue, no smart player", async () => {
    const core = await browser.newPage();
    const errors: string[] = [];
    core.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error") errors.push(message.text());
    });
    core.on("pageerror", (error) => errors.push(String(error)));
    try {
      await core.goto(`${served.url}core.html`);
      // The catalogue's methods are there only to say what to load (calling one throws a PopcornError naming
      // popcorn-complete.js, test/compat/popcornLook.test.ts); the smart player is not a method.
      expect(await core.evaluate(() => (window as unknown as { methods: unknown }).methods)).toEqual({
        footnote: "function",
        subtitle: "function",
        smart: "undefined",
      });
      // Played through at four times the speed: each event starts and ends once, in time order (exec at 0.75 s
      // between the mark's start at 0.5 s and its end at 1 s, the parsed mark from 1.5 s to 2 s).
      await core.evaluate(() => {
        const video = document.querySelector("video")!;
        video.playbackRate = 4;
        return video.play();
      });
      await core.waitForFunction(() => document.getElementById("log")!.textContent !== "", undefined, {
        timeout: 15_000,
      });
      const log = ((await core.textContent("#log")) ?? "").split("; ");
      expect(log).toEqual(["mark on", "exec", "unmark on", "mark parsed", "unmark parsed", "ended"]);
      // What Popcorn 1.x itself logged on this page: one warning on the first call of each renamed method.
      expect(errors).toEqual([
        "[popcorn-kit] Deprecated method 'exec', use 'cue' instead.",
        "[popcorn-kit] Deprecated method 'listen', use 'on' instead.",
      ]);
    } finally {
      await core.close();
    }
  });
});
