import { copyFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type ServedPages, servePages } from "./servedPages.js";

/**
 * Popcorn 1.x's tutorial page as its readers wrote it: `popcorn.js`, then the page's own `footnote.js` and
 * `subtitle.js` (plugins in 1.x's style, which build their DOM themselves), then
 * `Popcorn("#video").footnote({...}).subtitle({...}).play()` on a webm. Only the script tag's file is compat's
 * core global build; the page, its plugin files and its calls are unchanged. The footnote and the subtitle show
 * at their times, over and beside the playing clip, and nothing is logged.
 */

const FOOTNOTE_JS = `// A footnote plugin written the way Popcorn 1.x's tutorial taught.
(function (Popcorn) {
  Popcorn.plugin("footnote", {
    _setup: function (options) {
      options._container = document.createElement("div");
      options._container.style.display = "none";
      options._container.innerHTML = options.text;
      document.getElementById(options.target).appendChild(options._container);
    },
    start: function (event, options) { options._container.style.display = "inline"; },
    end: function (event, options) { options._container.style.display = "none"; },
    _teardown: function (options) {
      document.getElementById(options.target).removeChild(options._container);
    }
  });
})(Popcorn);
`;

const SUBTITLE_JS = `// A subtitle plugin written the way Popcorn 1.x's tutorial taught: a box laid over the bottom of the video.
(function (Popcorn) {
  Popcorn.plugin("subtitle", {
    _setup: function (options) {
      var media = this.media, position = this.position();
      options._container = document.createElement("div");
      options._container.id = "subtitle";
      options._container.style.cssText = "position:absolute;color:white;font-weight:bold;text-align:center;" +
        "left:" + position.left + "px;top:" + (position.top + media.offsetHeight - 40) + "px;width:" +
        media.offsetWidth + "px";
      document.body.appendChild(options._container);
    },
    start: function (event, options) { options._container.innerHTML = options.text; },
    end: function (event, options) { options._container.innerHTML = ""; },
    _teardown: function (options) { document.body.removeChild(options._container); }
  });
})(Popcorn);
`;

const PAGE = `<!doctype html>
<html>
<head>
  <title>Popcorn tutorial</title>
  <script src="popcorn.js"></script>
  <script src="footnote.js"></script>
  <script src="subtitle.js"></script>
  <script>
    document.addEventListener("DOMContentLoaded", function () {
      var pop = Popcorn("#video");
      pop.footnote({ start: 1, end: 3, target: "footnotediv", text: "Pop!" })
        .subtitle({ start: 2, end: 4, text: "This is a subtitle" })
        .play();
    }, false);
  </script>
</head>
<body>
  <video id="video" width="320" height="240" muted controls>
    <source src="clip.webm" type="video/webm">
  </video>
  <div id="footnotediv"></div>
</body>
</html>
`;

const dist = fileURLToPath(new URL("../../compat/dist/global/popcorn.js", import.meta.url));
const clip = fileURLToPath(new URL("../fixtures/media/clip.webm", import.meta.url));

let pages: ServedPages;

beforeAll(async () => {
  pages = await servePages("popcorn-kit-tutorial-", (folder) => {
    copyFileSync(dist, join(folder, "popcorn.js"));
    copyFileSync(clip, join(folder, "clip.webm"));
    writeFileSync(join(folder, "footnote.js"), FOOTNOTE_JS);
    writeFileSync(join(folder, "subtitle.js"), SUBTITLE_JS);
    writeFileSync(join(folder, "index.html"), PAGE);
    return undefined;
  });
});

afterAll(() => pages?.close());

test("the tutorial's page runs unchanged on popcorn.js: its own footnote and subtitle show at their times while the clip plays", async () => {
  const page = await pages.browser.newPage({ viewport: { width: 800, height: 600 } });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  // What the page shows, and the clip's time, at each frame the clip presents until it passes 4.5 s.
  await page.addInitScript(() => {
    const seen: { time: number; footnote: string; subtitle: string }[] = [];
    Object.assign(window, { seen });
    document.addEventListener("DOMContentLoaded", () => {
      const video = document.querySelector("video")!;
      const look = () => {
        const note = document.querySelector<HTMLElement>("#footnotediv > div");
        seen.push({
          time: video.currentTime,
          footnote: note && note.style.display !== "none" ? (note.textContent ?? "") : "",
          subtitle: document.getElementById("subtitle")?.textContent ?? "",
        });
        if (video.currentTime < 4.5) video.requestVideoFrameCallback(look);
      };
      video.requestVideoFrameCallback(look);
    });
  });
  try {
    await page.goto(`${pages.url}index.html`);
    await page.waitForFunction(() => document.querySelector("video")!.currentTime >= 4.5, undefined, {
      timeout: 30_000,
    });
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { time: number; footnote: string; subtitle: string }[] }).seen,
    );
    // Frames well inside each span (a frame's time and the timeline's next tick may differ by a frame).
    const at = (from: number, to: number) => seen.filter((frame) => frame.time > from && frame.time < to);
    expect(at(0, 0.9).length).toBeGreaterThan(0);
    expect(at(0, 0.9).every((frame) => frame.footnote === "" && frame.subtitle === "")).toBe(true);
    expect(at(1.1, 1.9).every((frame) => frame.footnote === "Pop!" && frame.subtitle === "")).toBe(true);
    expect(at(2.1, 2.9).every((frame) => frame.footnote === "Pop!" && frame.subtitle === "This is a subtitle")).toBe(
      true,
    );
    expect(at(3.1, 3.9).every((frame) => frame.footnote === "" && frame.subtitle === "This is a subtitle")).toBe(true);
    expect(at(4.1, 5).every((frame) => frame.footnote === "" && frame.subtitle === "")).toBe(true);
    for (const [from, to] of [
      [1.1, 1.9],
      [2.1, 2.9],
      [3.1, 3.9],
    ]) {
      expect(at(from!, to!).length, `frames between ${from} and ${to} s`).toBeGreaterThan(0);
    }
    // The subtitle sits over the bottom of the video.
    const boxes = await page.evaluate(() => {
      const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
      return { video: box(document.querySelector("video")!), subtitle: box(document.getElementById("subtitle")!) };
    });
    expect(boxes.subtitle.top).toBeGreaterThan(boxes.video.top);
    expect(boxes.subtitle.top).toBeLessThan(boxes.video.bottom);
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
});
