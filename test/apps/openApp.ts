import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright";

/** What the server sends and what the browser loads, in bytes. */
export interface AppSizes {
  /** The page's HTML as the server sends it, and gzipped. */
  html: number;
  htmlGzip: number;
  /** Every script the page loads by the time it is live, gzipped one by one and summed; and how many. */
  jsGzip: number;
  scripts: number;
}

/** What a visit saw besides its assertions: each console warning and error, and uncaught errors. */
export interface AppReport {
  console: string[];
  sizes: AppSizes;
}

/** An app's page, open in Chromium and live, with what it took to get there. */
export interface OpenedApp {
  page: Page;
  /** The page's HTML as the server sent it. */
  html: string;
  status: number;
  report: AppReport;
  /** How many elements of <main> the server sent; those the browser no longer has; whether the <video> is one. */
  kept: { sent: number; lost: string[]; video: boolean };
}

/**
 * Opens an app's page in Chromium as a first-time visitor and waits until it is live (the kit has loaded the
 * narration's lines into the transcript and the chapters, the video its metadata). Collects what the console says,
 * the sizes of the HTML and of every script loaded, and which of the server's elements hydration kept.
 */
export async function openApp(browser: Browser, url: string): Promise<OpenedApp> {
  const response = await fetch(url);
  const html = await response.text();
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const report: AppReport = {
    console: [],
    sizes: { html: Buffer.byteLength(html), htmlGzip: gzipSync(html).length, jsGzip: 0, scripts: 0 },
  };
  const scripts: Promise<number>[] = [];
  page.on("response", (answer) => {
    if (answer.request().resourceType() === "script" && answer.ok()) {
      scripts.push(answer.body().then((body) => gzipSync(body).length));
    }
  });
  page.on("console", (message) => {
    if (message.type() !== "warning" && message.type() !== "error") return;
    // The visit's own script (below) runs in every frame, and a sandboxed one (the webpage plugin's) refuses it.
    if (message.text().startsWith("Blocked script execution in") && message.location().url !== url) return;
    report.console.push(message.text());
  });
  page.on("pageerror", (error) => report.console.push(String(error)));
  // A <video> drops its pending range request when it seeks, and a frame its page when it is given another
  // (net::ERR_ABORTED, the page's own doing): any other failure is reported.
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "";
    const dropped = request.resourceType() === "media" || request.frame() !== page.mainFrame();
    if (!(dropped && reason === "net::ERR_ABORTED")) report.console.push(`failed: ${request.url()} ${reason}`);
  });
  // Before any of the page's scripts: keep every element the parser puts into <main>, until the document is parsed.
  // A string, which no transpiler rewrites (tsx names functions with a helper the page does not have).
  await page.addInitScript(`{
    const sent = [];
    window.sentByServer = sent;
    const keep = (records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof Element && node.closest("main")) sent.push(node);
    };
    const observer = new MutationObserver(keep);
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener("readystatechange", () => (keep(observer.takeRecords()), observer.disconnect()), {
      once: true,
    });
  }`);
  try {
    await page.goto(url);
    await page.waitForFunction(
      () =>
        document.querySelectorAll(".pk-transcript__lines li").length === 6 &&
        document.querySelectorAll(".pk-chapters__list li").length === 4 &&
        document.querySelector("video")!.readyState >= 1,
      undefined,
      { timeout: 30_000 },
    );
    const kept = await page.evaluate(() => {
      const sent = (window as unknown as { sentByServer: Element[] }).sentByServer;
      return {
        sent: sent.length,
        lost: sent
          .filter((element) => !element.isConnected)
          .map((element) => element.localName + (element.className ? `.${element.className}` : "")),
        video: sent.includes(document.querySelector("video")!),
      };
    });
    const sizes = await Promise.all(scripts);
    report.sizes.scripts = sizes.length;
    report.sizes.jsGzip = sizes.reduce((sum, size) => sum + size, 0);
    return { page, html, status: response.status, report, kept };
  } catch (error) {
    await page.close();
    throw error;
  }
}
