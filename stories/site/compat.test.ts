import { existsSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { chromiumArgs, chromiumPath } from "../../test/chromium.js";
import { createSiteServer } from "../siteServer.js";
import { recordPreviewEvents, untilRendered } from "./visit.js";

/**
 * The compat example page as the composed site serves it (storybook-static/compat, written by the stories build's
 * `build:compat` from compat/examples and compat's global build): linked from the Welcome page, served, its one
 * script loaded and run. What the page shows while the clip plays is the compat page test's (test/compat).
 */

const root = fileURLToPath(new URL("../storybook-static", import.meta.url));
if (!existsSync(`${root}/compat/index.html`)) {
  throw new Error(
    "storybook-static/compat is missing: build the site first (`npm run build -w @popcorn-kit/stories`).",
  );
}

let server: Server;
let origin = "";
let browser: Browser;

beforeAll(async () => {
  server = createSiteServer(root);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe("the compat example page", () => {
  test("the Welcome page links to it, and the link opens it in the whole window", async () => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    await recordPreviewEvents(context);
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/?path=/docs/welcome--docs`);
      await page.locator('iframe[id="storybook-preview-iframe"]').waitFor();
      const preview = page.frame({ name: "storybook-preview-iframe" })!;
      expect(await untilRendered(preview, "docs")).toEqual([]);
      const link = preview.locator('#storybook-docs a[href="/compat/"]');
      expect(await link.getAttribute("target")).toBe("_top");
      await link.click();
      await page.waitForURL(`${origin}/compat/`);
      await expect.poll(() => page.title()).toBe("A Popcorn.js 1.x page on Popcorn Kit");
    } finally {
      await context.close();
    }
  });

  test("is served with its script and that script's parsers, which set window.Popcorn and run the page, with no error", async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const problems: string[] = [];
    const scripts: [string, number][] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(String(error)));
    page.on("response", (response) => {
      if (response.request().resourceType() === "script")
        scripts.push([new URL(response.url()).pathname, response.status()]);
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
    });
    try {
      const response = await page.goto(`${origin}/compat/`);
      expect(response?.status()).toBe(200);
      // Run: the page's own plugin listed its scenes, data.json was read, the clip's metadata is in.
      await page.waitForFunction(
        () =>
          document.querySelectorAll("#scenes li").length === 2 &&
          document.querySelector("#data-status")?.textContent?.startsWith("data.json read") === true &&
          document.querySelector<HTMLVideoElement>("#video")!.readyState >= 1,
        undefined,
        { timeout: 20_000 },
      );
      // Its one script tag, and the parsers that build loads from beside itself to read the page's files.
      expect(scripts).toEqual([
        ["/compat/popcorn-complete.js", 200],
        ["/compat/popcorn-parsers.mjs", 200],
      ]);
      expect(await page.evaluate(() => typeof (window as unknown as { Popcorn?: unknown }).Popcorn)).toBe("function");
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
