import { existsSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium } from "playwright";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { chromiumArgs, chromiumPath } from "../../test/chromium.js";
import { createSiteServer } from "../siteServer.js";
import { type Findings, type SitePage, recordPreviewEvents, untilRendered, visitPage, watchPage } from "./visit.js";

/**
 * The composed site as a visitor gets it: the built storybook-static (the React Storybook at the root, the Vue
 * and Svelte ones as its refs), served as a static host serves it, every story and docs page of every
 * Storybook opened in Chromium. The pages come from the built indexes, so a story or docs page added anywhere
 * is visited without a change here. On each: no console error or warning, no failed request, and no axe-core
 * violation in the kit's markup (visit.ts says what is checked and what is Storybook's own).
 */

const root = fileURLToPath(new URL("../storybook-static", import.meta.url));
if (!existsSync(`${root}/index.json`)) {
  throw new Error("storybook-static is missing: build the site first (`npm run build -w @popcorn-kit/stories`).");
}

/** The refs the built manager composes (`window['REFS']` in its index.html): id, title and URL. */
const refs: { id: string; title: string; url: string }[] = Object.values(
  JSON.parse(/window\['REFS'\] = (\{[\s\S]*?\n\});/.exec(readFileSync(`${root}/index.html`, "utf8"))?.[1] ?? "{}"),
);

/** The kit's favicon (stories/brand), which every Storybook of the site serves. */
const favicon = readFileSync(fileURLToPath(new URL("../brand/assets/favicon.svg", import.meta.url)), "utf8");

/** The entries of the index.json a Storybook built at `base` serves. */
function entriesAt(base: string): { id: string; type: string }[] {
  const index = JSON.parse(readFileSync(`${root}${base}/index.json`, "utf8")) as {
    entries: Record<string, { id: string; type: string }>;
  };
  return Object.values(index.entries);
}

const storybooks = [{ id: "", base: "" }, ...refs.map((ref) => ({ id: ref.id, base: ref.url }))];
const pages: SitePage[] = storybooks.flatMap(({ base }) =>
  entriesAt(base).map((entry) => ({ base, id: entry.id, viewMode: entry.type === "docs" ? "docs" : "story" })),
);

let server: Server;
let origin = "";
let browser: Browser;
let context: BrowserContext;
const started = Date.now();

beforeAll(async () => {
  server = createSiteServer(root);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
  // One context for every page: Storybook's bundles load once, from the cache, after the first page.
  context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  await recordPreviewEvents(context);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  console.info(`[site] ${pages.length} pages and ${storybooks.length} manager views in ${Date.now() - started} ms`);
});

/**
 * What Storybook 10's manager itself logs, whatever the site holds: composing refs, a ref's preview reports its
 * globals (the viewport's, the backgrounds') and the manager warns that it takes no globals from a ref; opened on
 * a ref's page, the manager also loads the root's preview frame (hidden) with that page's id, which the root has
 * not, so that hidden frame logs a NoStoryMatchError for exactly that id; and on a story its toolbar's popover
 * warns of a prop it will require in Storybook 11.
 */
function storybooksOwn(message: string, refEntry: string | null): boolean {
  return (
    /^warning: received (globals|a GLOBALS_UPDATED) from a non-local ref\. This is not currently supported\./.test(
      message,
    ) ||
    message.startsWith("warning: The 'ariaLabel' prop on 'PopoverProvider' will become mandatory in Storybook 11.") ||
    (refEntry !== null &&
      message.startsWith(`error: SB_PREVIEW_API_0009 (NoStoryMatchError): Couldn't find story matching '${refEntry}'.`))
  );
}

/** A visit's findings, as the assertion prints them: nothing at all on a clean page. */
const problems = (findings: Findings) => Object.entries(findings).filter(([, list]) => list.length > 0);

describe("the composed site", () => {
  test("has the React Storybook at its root and the Vue and Svelte ones as refs, each with pages", () => {
    expect(refs.map((ref) => ref.id).sort()).toEqual(["svelte", "vue"]);
    for (const { base } of storybooks) {
      const entries = entriesAt(base);
      expect(entries.filter((entry) => entry.type === "story").length, `stories at ${base || "/"}`).toBeGreaterThan(0);
      expect(entries.filter((entry) => entry.type === "docs").length, `docs pages at ${base || "/"}`).toBeGreaterThan(
        0,
      );
    }
  });

  test.concurrent.each(pages.map((page) => [`${page.base || "/"} ${page.viewMode} ${page.id}`, page] as const))(
    "%s: renders, with no console error or warning, failed request or axe violation",
    async (_, page) => {
      expect(problems(await visitPage(context, origin, page))).toEqual([]);
    },
  );

  // A framework's Storybook opened on its own (at /vue/, /svelte/): its Getting started page's links, written with
  // the composed site's ids, reach its own stories in its own manager and the root's Guides in the composed site.
  test.each(refs)("the $url Storybook's docs links work when it is opened on its own", async (ref) => {
    const page = await context.newPage();
    try {
      const open = async () => {
        await page.goto(`${origin}${ref.url}/?path=/docs/getting-started--docs`);
        const preview = page.frameLocator("#storybook-preview-iframe");
        await preview.locator("#storybook-docs a").first().waitFor();
        return preview;
      };
      let preview = await open();
      const guide = preview.locator('#storybook-docs a[href^="?path=/docs/guides-"]').first();
      const guideHref = (await guide.getAttribute("href")) ?? "";
      await guide.click();
      await page.waitForURL(`${origin}/${guideHref}`);

      preview = await open();
      const story = preview.locator(`#storybook-docs a[href^="?path=/story/${ref.id}_"]`).first();
      const storyId = ((await story.getAttribute("href")) ?? "").slice(`?path=/story/${ref.id}_`.length);
      await story.click();
      await page.waitForURL(`${origin}${ref.url}/?path=/story/${storyId}`);
      const frame = await (await page.locator("iframe#storybook-preview-iframe").elementHandle())?.contentFrame();
      expect(frame, "the preview frame").toBeTruthy();
      expect(await untilRendered(frame!, "story")).toEqual([]);
    } finally {
      await page.close();
    }
  });

  // The manager composes the refs: opening a page of each Storybook through it loads every ref's index (and the
  // stories.json and metadata.json the manager asks each ref for), lists each ref in the sidebar, and shows the
  // page in the preview frame of its Storybook.
  test.each(storybooks)(
    "the manager shows a page of the $base Storybook, with every ref loaded",
    async ({ id, base }) => {
      const entry = entriesAt(base).find((candidate) => candidate.type === "docs") ?? entriesAt(base)[0]!;
      const viewMode = entry.type === "docs" ? "docs" : "story";
      const findings: Findings = { render: [], console: [], requests: [], violations: [] };
      const page = await context.newPage();
      const stop = watchPage(page, findings);
      try {
        const refsLoaded = Promise.all(
          refs.map((ref) => page.waitForResponse((response) => response.url().endsWith(`${ref.url}/index.json`))),
        );
        await page.goto(`${origin}/?path=/${viewMode}/${id ? `${id}_` : ""}${entry.id}`);
        await refsLoaded;
        for (const ref of refs) await page.locator("#storybook-explorer-tree").getByText(ref.title).first().waitFor();
        const name = id ? `storybook-ref-${id}` : "storybook-preview-iframe";
        await page.locator(`iframe[id="${name}"]`).waitFor();
        findings.render.push(...(await untilRendered(page.frame({ name })!, viewMode)));
        // The kit's name and logo head the sidebar, and its mark is the tab's icon (in place of Storybook's).
        await page.locator('img[alt="Popcorn Kit"][src="./brand/logo.svg"]').waitFor();
        const icon = await page.evaluate(async () => {
          const link = document.querySelector<HTMLLinkElement>('link[rel="icon"][type="image/svg+xml"]');
          return link ? (await fetch(link.href)).text() : "";
        });
        expect(icon).toBe(favicon);
        await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
      } finally {
        stop();
        await page.close();
      }
      findings.console = findings.console.filter((message) => !storybooksOwn(message, id ? entry.id : null));
      expect(problems(findings)).toEqual([]);
    },
  );
});
