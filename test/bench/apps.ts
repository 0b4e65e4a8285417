// Framework apps benchmark: examples/next, examples/nuxt and examples/sveltekit installed from the packed kit, built
// and served in production (test/apps/apps.ts), then opened in Chromium: each app's install and build time, the
// server's HTML for its page and the client JS the page loads, gzipped. test/apps checks the same apps' behaviour.
// Run: npm run bench -w @popcorn-kit/test -- apps (it installs from the npm registry: a few minutes).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright";
import { appNames, apps, prepareApps, startApp } from "../apps/apps.js";
import { openApp } from "../apps/openApp.js";
import { chromiumArgs, chromiumPath } from "../chromium.js";
import { fmt, printTable } from "./table.js";

export async function runAppsBench(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), "popcorn-kit-apps-bench-"));
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
  try {
    const timings = await prepareApps(root);
    const rows: (string | number)[][] = [];
    for (const app of appNames) {
      const server = await startApp(root, app);
      try {
        const { page, report } = await openApp(browser, server.url);
        await page.close();
        const { html, htmlGzip, jsGzip, scripts } = report.sizes;
        rows.push([
          apps[app].title,
          fmt(timings[app].install),
          fmt(timings[app].build),
          fmt(html / 1024),
          fmt(htmlGzip / 1024),
          fmt(jsGzip / 1024),
          scripts,
        ]);
      } finally {
        await server.close();
      }
    }
    printTable(
      "Framework apps (production builds; kB = 1024 bytes)",
      ["app", "install s", "build s", "HTML kB", "HTML gz kB", "client JS gz kB", "scripts"],
      rows,
    );
  } finally {
    await browser.close();
    rmSync(root, { recursive: true, force: true });
  }
}
