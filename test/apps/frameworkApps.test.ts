import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "playwright";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { chromiumArgs, chromiumPath } from "../chromium.js";
import { type AppName, appNames, apps, prepareApps, type RunningApp, startApp, type Timings } from "./apps.js";
import type { AppSizes } from "./openApp.js";
import { visitApp } from "./visitApp.js";

/**
 * The framework apps of examples/ as their users get them: the kit packed, each app installed from its lockfile,
 * built for production, served by its production server (`next start`, Nuxt's `.output/server/index.mjs`,
 * adapter-node's `build/index.js`) and visited in Chromium (visitApp.ts). Prints each app's install and build time,
 * its server HTML and its client JS.
 */

let root = "";
let browser: Browser;
let timings: Timings;
const running: RunningApp[] = [];
const sizes: Partial<Record<AppName, AppSizes>> = {};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "popcorn-kit-apps-"));
  timings = await prepareApps(root);
  browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
}, 1_200_000);

afterAll(async () => {
  await browser?.close();
  for (const app of running) await app.close();
  // Three apps' node_modules: most of a gigabyte, which takes a while to delete on a busy disk.
  if (root) await rm(root, { recursive: true, force: true });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const rows = appNames
    .filter((app) => sizes[app])
    .map((app) => {
      const size = sizes[app]!;
      return `${apps[app].title.padEnd(10)} install ${timings[app].install.toFixed(0).padStart(4)} s  build ${timings[app].build.toFixed(0).padStart(4)} s  server HTML ${kb(size.html)} (${kb(size.htmlGzip)} gzipped)  client JS ${kb(size.jsGzip)} gzipped in ${size.scripts} scripts`;
    });
  if (rows.length) console.log(`The framework apps:\n${rows.join("\n")}`);
}, 300_000);

for (const app of appNames) {
  describe.sequential(`examples/${app}, built for production and served`, () => {
    test("sends the page and the kit's markup from the server, hydrates without a warning, plays its cues and seeks", async () => {
      const server = await startApp(root, app);
      running.push(server);
      const report = await visitApp(browser, server.url);
      sizes[app] = report.sizes;
      expect(report.console).toEqual([]);
      expect(server.stderr()).toBe("");
    }, 120_000);
  });
}
