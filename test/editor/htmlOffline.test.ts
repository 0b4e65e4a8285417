import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { COMPAT_RUNTIME_URL, LEAFLET_URLS, createProject, exportHtml } from "@popcorn-kit/editor";
import { type Browser, type Page, chromium } from "playwright";
import { afterAll, beforeAll, expect, test } from "vitest";
import { chromiumArgs, chromiumPath } from "../chromium.js";

/**
 * The editor's HTML export as a person uses it: the page `exportHtml` writes by default, saved to a file beside its
 * video, opened from disk (`file://`) in Chromium with the network off (offline, and every http(s) request
 * refused), and played. It holds its runtime, the kit's stylesheet and Leaflet, so its events play: the subtitle
 * over the video, the footnote beside it, the map (without its tiles, which are the network's) at their times.
 * The same page with Leaflet or the runtime linked instead says, where the reader looks, what did not load.
 */

const here = dirname(fileURLToPath(import.meta.url));
const media = resolve(here, "../fixtures/media");

const TEXTS = { subtitle: "A line over the harbour", footnote: "Built in 1755, rebuilt in 1758" };
const TIMES = { subtitle: [0.5, 3], footnote: [2, 4], map: [1, 5] } as const;

/** A project of three events: a subtitle over the video, a footnote beside it, a map of Lisbon over it. */
const PROJECT = createProject({
  id: "p-offline",
  meta: { title: "Lisbon, offline" },
  media: { source: { kind: "url", url: "clip.webm" }, duration: 10 },
  layout: {
    outlets: [
      { name: "notes", placement: "beside", box: { left: 0, top: 0, width: 100, height: 50 } },
      { name: "chart", placement: "over", box: { left: 55, top: 5, width: 40, height: 50 } },
    ],
  },
  lanes: [
    { id: "lines", events: [{ id: "s", type: "subtitle", start: 0.5, end: 3, options: { text: TEXTS.subtitle } }] },
    {
      id: "notes",
      events: [{ id: "f", type: "footnote", start: 2, end: 4, options: { text: TEXTS.footnote, target: "notes" } }],
    },
    {
      id: "maps",
      events: [
        {
          id: "m",
          type: "map",
          start: 1,
          end: 5,
          options: {
            lat: 38.71,
            lng: -9.14,
            zoom: 11,
            label: "Lisbon & <the Tagus>",
            markers: [{ lat: 38.7, lng: -9.13, label: "Praça do Comércio" }],
            target: "chart",
          },
        },
      ],
    },
  ],
});

let folder = "";
let browser: Browser;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "popcorn-kit-html-offline-"));
  cpSync(join(media, "clip.webm"), join(folder, "clip.webm"));
  writeFileSync(join(folder, "index.html"), exportHtml(PROJECT).code);
  writeFileSync(join(folder, "leaflet-linked.html"), exportHtml(PROJECT, { leaflet: LEAFLET_URLS }).code);
  writeFileSync(
    join(folder, "runtime-linked.html"),
    exportHtml(PROJECT, { runtime: { src: COMPAT_RUNTIME_URL } }).code,
  );
  browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** What a page asked of the network (every request refused), and what went wrong in it. */
interface Opened {
  page: Page;
  refused: { url: string; type: string }[];
  errors: string[];
}

/** Opens `file` of the folder from disk, in a context with the network off: offline, every http(s) request refused. */
async function openOffline(file: string): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.setOffline(true);
  const refused: Opened["refused"] = [];
  await context.route(
    (url) => url.protocol !== "file:",
    (route) => {
      refused.push({ url: route.request().url(), type: route.request().resourceType() });
      return route.abort("internetdisconnected");
    },
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // A refused request is already in `refused`, by its kind.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  await page.goto(pathToFileURL(join(folder, file)).href);
  await page.waitForFunction(() => (document.querySelector("video")?.readyState ?? 0) >= 2);
  return { page, refused, errors };
}

/** One change of what the page shows, at the video's time then. */
interface Change {
  what: "subtitle" | "footnote" | "map" | "mapNotice";
  shown: boolean;
  at: number;
}

/**
 * Plays the page's video from the start to `until` seconds, recording when each thing appears and goes (the video's
 * time at the change, read by a mutation observer), and pauses.
 */
async function play(page: Page, until: number): Promise<Change[]> {
  await page.evaluate((texts) => {
    const video = document.querySelector("video")!;
    const log: { what: string; shown: boolean; at: number }[] = [];
    const state: Record<string, boolean> = {};
    const check = () => {
      const now: Record<string, boolean> = {
        subtitle: document.querySelector(".pk-scene-captions")?.textContent?.includes(texts.subtitle) ?? false,
        footnote: document.getElementById("notes")?.textContent?.includes(texts.footnote) ?? false,
        map: document.querySelector("#chart .leaflet-container") !== null,
        mapNotice: document.getElementById("chart")?.textContent?.includes("cannot be shown") ?? false,
      };
      for (const [what, shown] of Object.entries(now)) {
        if ((state[what] ?? false) === shown) continue;
        state[what] = shown;
        log.push({ what, shown, at: video.currentTime });
      }
      // The footnote's look, which the kit's stylesheet gives it.
      const note = document.querySelector("#notes .pk-footnote");
      if (note)
        (window as unknown as { noteBackground: string }).noteBackground = getComputedStyle(note).backgroundColor;
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    check();
    (window as unknown as { changes: typeof log }).changes = log;
    void video.play();
  }, TEXTS);
  await page.waitForFunction((time) => document.querySelector("video")!.currentTime >= time, until, { timeout: 0 });
  return page.evaluate(() => {
    document.querySelector("video")!.pause();
    return (window as unknown as { changes: Change[] }).changes;
  });
}

/** The times `what` appeared and went, in order. */
const timesOf = (changes: Change[], what: Change["what"]) =>
  changes.filter((change) => change.what === what).map((change) => [change.shown, change.at] as const);

/** Playback reads the frame's time a little before the element's clock catches up: this much either way. */
const SLACK = 0.1;

/** Expects `what` to have appeared once within its event's time, and gone at its end. */
function expectPlayed(changes: Change[], what: "subtitle" | "footnote" | "map"): void {
  const [start, end] = TIMES[what];
  const seen = timesOf(changes, what);
  expect(
    seen.map(([shown]) => shown),
    what,
  ).toEqual([true, false]);
  expect(seen[0]![1], `${what} appeared at`).toBeGreaterThanOrEqual(start - SLACK);
  expect(seen[0]![1], `${what} appeared at`).toBeLessThan(end);
  expect(seen[1]![1], `${what} went at`).toBeGreaterThanOrEqual(end - SLACK);
}

test("the default page, opened from disk with the network off, plays its subtitle, footnote and map at their times", async () => {
  const { page, refused, errors } = await openOffline("index.html");
  // Nothing to load from elsewhere before it plays: the runtime, the stylesheet and Leaflet are in the file.
  expect(refused).toEqual([]);
  const changes = await play(page, 5.3);
  console.log(`[html offline] ${JSON.stringify(changes)}`);
  expectPlayed(changes, "subtitle");
  expectPlayed(changes, "footnote");
  // The map is drawn by the Leaflet inside the page; only its tiles, which are the network's, were asked for.
  expectPlayed(changes, "map");
  expect(timesOf(changes, "mapNotice")).toEqual([]);
  expect([...new Set(refused.map((request) => request.type))]).toEqual(["image"]);
  expect(refused.every((request) => request.url.startsWith("https://tile.openstreetmap.org/"))).toBe(true);
  // The kit's stylesheet, inside the page too, gave the footnote its look: a background of its own.
  const background = await page.evaluate(() => (window as unknown as { noteBackground?: string }).noteBackground);
  expect(background).toMatch(/^rgb/);
  expect(background).not.toBe("rgba(0, 0, 0, 0)");
  expect(errors).toEqual([]);
  await page.context().close();
});

test("Leaflet linked, offline: the footnote plays, and the map says in its place that Leaflet did not load", async () => {
  const { page, refused, errors } = await openOffline("leaflet-linked.html");
  expect(refused.map((request) => request.url).sort()).toEqual([LEAFLET_URLS.href, LEAFLET_URLS.src].sort());
  const changes = await play(page, 5.3);
  expectPlayed(changes, "footnote");
  expect(timesOf(changes, "map")).toEqual([]);
  const notice = timesOf(changes, "mapNotice");
  expect(notice.map(([shown]) => shown)).toEqual([true, false]);
  expect(notice[0]![1]).toBeGreaterThanOrEqual(TIMES.map[0] - SLACK);
  await page.evaluate(() => {
    document.querySelector("video")!.currentTime = 2.5;
  });
  await page.waitForFunction(() => document.getElementById("chart")?.textContent?.includes("cannot be shown"));
  expect(await page.evaluate(() => document.getElementById("chart")!.textContent)).toBe(
    `The map of Lisbon & <the Tagus> cannot be shown: Leaflet, which draws it, did not load from ${LEAFLET_URLS.src}. Open the page with the network on, or export it again with Leaflet inside.`,
  );
  expect(errors).toEqual([]);
  await page.context().close();
});

test("the runtime linked, offline: the page says above the video that it cannot play its events, and why", async () => {
  const { page, refused, errors } = await openOffline("runtime-linked.html");
  expect(refused.map((request) => request.url)).toContain(COMPAT_RUNTIME_URL);
  const alert = page.getByRole("alert");
  await alert.waitFor();
  expect(await alert.textContent()).toBe(
    `This page cannot play its events: the Popcorn runtime (popcorn-complete.js) did not load from ${COMPAT_RUNTIME_URL}. Open the page with the network on, or export it again with the runtime inside.`,
  );
  // Above the video, where the reader looks first.
  const [notice, video] = await Promise.all([alert.boundingBox(), page.locator("video").boundingBox()]);
  expect(notice!.y + notice!.height).toBeLessThanOrEqual(video!.y);
  expect(errors).toEqual([]);
  await page.context().close();
});
