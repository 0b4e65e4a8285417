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
 * The standalone editor as the composed site serves it (storybook-static/editor, written by the stories build's
 * `build:editor` from editor/app): linked from the Welcome page, served with its sample media, and rendered with
 * no error. What the editor does is the editor interface test's (test/editor/interface.test.ts).
 */

const root = fileURLToPath(new URL("../storybook-static", import.meta.url));
if (!existsSync(`${root}/editor/index.html`)) {
  throw new Error(
    "storybook-static/editor is missing: build the site first (`npm run build -w @popcorn-kit/stories`).",
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

describe("the editor app", () => {
  test("the Welcome page links to it, and the link opens it in the whole window", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await recordPreviewEvents(context);
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/?path=/docs/welcome--docs`);
      await page.locator('iframe[id="storybook-preview-iframe"]').waitFor();
      const preview = page.frame({ name: "storybook-preview-iframe" })!;
      expect(await untilRendered(preview, "docs")).toEqual([]);
      const link = preview.locator('#storybook-docs a[href="/editor/"]');
      expect(await link.getAttribute("target")).toBe("_top");
      await link.click();
      await page.waitForURL(`${origin}/editor/`);
      await expect.poll(() => page.title()).toBe("Popcorn Kit editor");
    } finally {
      await context.close();
    }
  });

  test("renders the editor with its sample video, with no error and nothing missing", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(String(error)));
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
    });
    try {
      const response = await page.goto(`${origin}/editor/`);
      expect(response?.status()).toBe(200);
      await page.locator(".pk-editor").waitFor();
      await expect(page.getByRole("textbox", { name: "Project title" }).isVisible()).resolves.toBe(true);
      const media = await page.request.get(`${origin}/editor/media/showcase.webm`);
      expect(media.status()).toBe(200);
      expect(media.headers()["content-type"]).toContain("video/webm");
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
