import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { type Browser, type Page, chromium } from "playwright";
import { build } from "vite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { CATALOGUE, createPluginSet, createProject, importFile } from "@popcorn-kit/editor";
import { chromiumArgs, chromiumPath } from "../chromium.js";
import { type Served, serveFolder } from "../fresh/serveFolder.js";

/**
 * A WebVTT cue placed by its settings (`line:80%` in test/fixtures/media/sample.vtt, from 3 s to 5 s) goes to the
 * same place over the video in the editor's stage as on a page of the kit: a `.pk-stage` app (`<PopcornVideo>`
 * with core's stylesheet). Both built by Vite from the packages' builds, opened in Chromium, the cue's top
 * measured against the video's box.
 */

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "../..");
const media = join(repo, "test/fixtures/media");
const VTT = readFileSync(join(media, "sample.vtt"), "utf8");

/** The sample's captions imported into a project on the clip, as a person imports a subtitle file. */
const PROJECT = importFile(VTT, {
  plugins: createPluginSet(CATALOGUE),
  fileName: "sample.vtt",
  into: createProject({ id: "p-captions", media: { source: { kind: "url", url: "clip.webm" }, duration: 10 } }),
}).project;

const PAGES = {
  "stage.html": "/src/stage.tsx",
  "app.html": "/src/app.tsx",
} as const;

let root = "";
let served: Served;
let browser: Browser;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "popcorn-kit-editor-captions-"));
  symlinkSync(join(repo, "node_modules"), join(root, "node_modules"), "dir");
  const app = join(root, "app");
  mkdirSync(join(app, "src"), { recursive: true });
  mkdirSync(join(app, "public"));
  for (const file of ["clip.webm", "sample.vtt"]) cpSync(join(media, file), join(app, "public", file));
  for (const [page, entry] of Object.entries(PAGES)) {
    writeFileSync(
      join(app, page),
      `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${page}</title><style>html, body, #app { height: 100%; margin: 0; }</style></head>\n<body><div id="app"></div><script type="module" src="${entry}"></script></body>\n</html>\n`,
    );
  }
  writeFileSync(
    join(app, "src/stage.tsx"),
    `import "@popcorn-kit/core/styles.css";\nimport "@popcorn-kit/editor/react/editor.css";\nimport { PopcornEditor } from "@popcorn-kit/editor/react";\nimport { createRoot } from "react-dom/client";\n\nconst project = JSON.parse(${JSON.stringify(JSON.stringify(PROJECT))});\ncreateRoot(document.getElementById("app")!).render(<PopcornEditor project={project} theme="light" />);\n`,
  );
  writeFileSync(
    join(app, "src/app.tsx"),
    `import "@popcorn-kit/core/styles.css";\nimport { PopcornVideo } from "@popcorn-kit/react";\nimport { createRoot } from "react-dom/client";\n\ncreateRoot(document.getElementById("app")!).render(\n  <div className="pk-stage">\n    <PopcornVideo src="clip.webm" width={640} muted preload="auto" tracks={[{ src: "sample.vtt" }]} />\n  </div>,\n);\n`,
  );
  await build({
    root: app,
    configFile: false,
    logLevel: "error",
    plugins: [react()],
    build: {
      outDir: "dist",
      rollupOptions: { input: Object.fromEntries(Object.keys(PAGES).map((page) => [page, join(app, page)])) },
    },
  });
  served = await serveFolder(join(app, "dist"));
  browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/**
 * The cue placed by its settings over `video`, once shown at `time`: its top from the video's top, and the
 * video's height and the captions region's box against the video's, in px.
 */
async function placedCue(page: Page, video: string, time: number) {
  await page.waitForFunction(
    (selector) => (document.querySelector<HTMLVideoElement>(selector)?.readyState ?? 0) >= 1,
    video,
  );
  await page.evaluate(
    ([selector, at]) => {
      document.querySelector<HTMLVideoElement>(selector as string)!.currentTime = at as number;
    },
    [video, time] as const,
  );
  await page.waitForFunction(() => document.querySelector(".pk-caption[style*='top']") !== null);
  return page.evaluate((selector) => {
    const picture = document.querySelector(selector)!.getBoundingClientRect();
    const cue = document.querySelector(".pk-caption[style*='top']")!;
    const region = cue.closest(".pk-captions")!.getBoundingClientRect();
    return {
      text: cue.textContent,
      top: cue.getBoundingClientRect().top - picture.top,
      height: picture.height,
      region: {
        top: region.top - picture.top,
        bottom: region.bottom - picture.bottom,
        left: region.left - picture.left,
        right: region.right - picture.right,
      },
    };
  }, video);
}

test("a line:80% cue's top is at 80% of the video's height in the editor's stage, as in a .pk-stage app", async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  const app = await context.newPage();
  await app.goto(`${served.url.replace(/\/$/, "")}/app.html`);
  const onPage = await placedCue(app, ".pk-stage > video", 4);
  const stage = await context.newPage();
  await stage.goto(`${served.url.replace(/\/$/, "")}/stage.html`);
  const inEditor = await placedCue(stage, "[data-testid=pke-stage-video] video", 4);
  const figure = ({ top, height }: { top: number; height: number }) =>
    `${top.toFixed(1)} px of ${height.toFixed(1)} px (${((100 * top) / height).toFixed(2)} %)`;
  console.log(
    `[editor captions] line:80% cue top from the video's top: .pk-stage app ${figure(onPage)}, editor's stage ${figure(inEditor)}`,
  );
  expect(inEditor.text).toBe(onPage.text);
  // On the page and in the editor, the line's top is at 80% of the video's height, to a pixel or two.
  expect(Math.abs(onPage.top - 0.8 * onPage.height)).toBeLessThanOrEqual(2);
  expect(Math.abs(inEditor.top - 0.8 * inEditor.height)).toBeLessThanOrEqual(2);
  expect(Math.abs(inEditor.top / inEditor.height - onPage.top / onPage.height) * inEditor.height).toBeLessThanOrEqual(
    2,
  );
  // Because in both the line is placed in the same box: the captions region covers the video, edge to edge.
  for (const edge of Object.values(onPage.region)) expect(Math.abs(edge)).toBeLessThanOrEqual(1);
  for (const edge of Object.values(inEditor.region)) expect(Math.abs(edge)).toBeLessThanOrEqual(1);
  await context.close();
});
