import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "playwright";
import { chromiumArgs, chromiumPath } from "../chromium.js";
import { type Served, serveFolder } from "../fresh/serveFolder.js";

/** Pages written into a temporary folder, served on 127.0.0.1, and a Chromium to open them. */
export interface ServedPages {
  folder: string;
  /** The server's address, ending in a slash: `${url}index.html`. */
  url: string;
  browser: Browser;
  /** Closes the browser and the server and deletes the folder. */
  close(): Promise<void>;
}

/**
 * Makes a temporary folder (named from `prefix`), lets `write` fill it (it may return another folder it filled,
 * such as `writeExamplePage`'s), serves it and launches Chromium.
 */
export async function servePages(prefix: string, write: (folder: string) => string | undefined): Promise<ServedPages> {
  const made = mkdtempSync(join(tmpdir(), prefix));
  const folder = write(made) ?? made;
  let served: Served | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await served?.close();
    rmSync(made, { recursive: true, force: true });
  };
  try {
    served = await serveFolder(folder);
    browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
  } catch (error) {
    await close();
    throw error;
  }
  return { folder, url: served.url, browser, close };
}
