import { createRequire } from "node:module";
import type { BrowserContext, Frame, Page } from "playwright";

/** A page of the composed site: a story or a docs page of one of its Storybooks, as the built index lists it. */
export interface SitePage {
  /** Where that Storybook is served: "" for the root, "/vue", "/svelte" for the refs. */
  base: string;
  id: string;
  viewMode: "story" | "docs";
}

/** What a visit found wrong; every list is empty on a clean page. */
export interface Findings {
  /** The story or docs page did not render, or its play function threw. */
  render: string[];
  /** Console errors and warnings, and uncaught errors. */
  console: string[];
  /** Requests that answered 4xx/5xx or failed on the network. */
  requests: string[];
  /** axe-core's violations in the kit's markup: `rule (impact): target`. */
  violations: string[];
}

/** The preview's channel events a visit waits on or reports, recorded from the page's first script on. */
const EVENTS = [
  "storyFinished",
  "docsRendered",
  "storyErrored",
  "storyThrewException",
  "playFunctionThrewException",
  "storyMissing",
];

/**
 * Records the events above in `window.__site` of every frame: Storybook's preview sets its channel on
 * `globalThis.__STORYBOOK_ADDONS_CHANNEL__`, and the setter listens on it before anything is emitted.
 */
export async function recordPreviewEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript((names: string[]) => {
    const seen: { events: [string, unknown][] } = { events: [] };
    let channel: { on(name: string, listener: (payload: unknown) => void): void } | undefined;
    Object.assign(window, { __site: seen });
    Object.defineProperty(globalThis, "__STORYBOOK_ADDONS_CHANNEL__", {
      configurable: true,
      get: () => channel,
      set(next) {
        if (next && next !== channel) {
          for (const name of names) next.on(name, (payload: unknown) => seen.events.push([name, payload]));
        }
        channel = next;
      },
    });
  }, EVENTS);
}

/**
 * Waits until the preview in `frame` has finished what it shows: a story once its play function has run; a docs
 * page once it and each story on it have rendered. Returns the render failures it saw (none on success).
 */
export async function untilRendered(frame: Frame | Page, viewMode: SitePage["viewMode"]): Promise<string[]> {
  await frame.waitForFunction(
    (mode) => {
      const { events } = (window as unknown as { __site: { events: [string, unknown][] } }).__site;
      const names = events.map(([name]) => name);
      if (names.some((name) => name !== "storyFinished" && name !== "docsRendered")) return true;
      if (mode === "story") return names.includes("storyFinished");
      const stories = document.querySelectorAll("#storybook-docs .sb-story").length;
      return names.includes("docsRendered") && names.filter((name) => name === "storyFinished").length >= stories;
    },
    viewMode,
    { timeout: 30_000, polling: 100 },
  );
  return frame.evaluate(() =>
    (window as unknown as { __site: { events: [string, unknown][] } }).__site.events
      .filter(
        ([name, payload]) =>
          !["storyFinished", "docsRendered"].includes(name) ||
          (payload as { status?: string } | undefined)?.status === "error",
      )
      .map(([name, payload]) => `${name}: ${JSON.stringify(payload).slice(0, 500)}`),
  );
}

/**
 * Collects a page's console errors and warnings, uncaught errors and failed requests, from now until the
 * returned function is called. A request the page cancels itself (net::ERR_ABORTED) did not fail: a `<video>` or
 * `<audio>` drops the rest of a download it no longer needs (after a seek, once it has buffered enough), and the
 * kit aborts a read whose instance is destroyed or whose tracks changed. The server answered or would have.
 */
export function watchPage(page: Page, findings: Findings): () => void {
  const onConsole = (message: { type(): string; text(): string; location(): { url: string } }) => {
    if (message.type() === "error" || message.type() === "warning") {
      findings.console.push(`${message.type()}: ${message.text().slice(0, 1000)} (${message.location().url})`);
    }
  };
  const onPageError = (error: Error) => findings.console.push(`uncaught: ${error.message}`);
  const onFailed = (request: { url(): string; resourceType(): string; failure(): { errorText: string } | null }) => {
    const reason = request.failure()?.errorText ?? "failed";
    if (reason === "net::ERR_ABORTED") return;
    findings.requests.push(`${reason}: ${request.url()}`);
  };
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.status() >= 400) findings.requests.push(`${response.status()}: ${response.url()}`);
  };
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  page.on("requestfailed", onFailed);
  page.on("response", onResponse);
  return () => {
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    page.off("requestfailed", onFailed);
    page.off("response", onResponse);
  };
}

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * What axe-core checks: the kit's markup, and the prose of the docs pages, never Storybook's own interface.
 * - A story: its root, `#storybook-root`, which holds only what the story rendered.
 * - A docs page: `#storybook-docs` (the page's text and each story on it) without the Controls table
 *   (`.docblock-argstable`), which is Storybook's own form: its boolean switches' labels and its object editor's
 *   tree (`li` elements without a list) are markup the kit does not write. On a docs page Storybook shows the
 *   first story twice (as the primary story and again in the list of stories) and several stories of one
 *   component together, so a landmark the kit names ("Chapters", "Transcript") appears more than once there by
 *   construction: `landmark-unique` is checked in each story on its own (story pages), not across a docs page.
 * Frames are not entered (`iframes: false`): a framed page is the content a `webpage` event shows, not the
 * kit's markup, and axe's messages to a sandboxed frame (origin "null") would warn in the console.
 */
const axeScope = {
  story: { context: { include: [["#storybook-root"]] }, rules: {} },
  docs: {
    context: { include: [["#storybook-docs"]], exclude: [[".docblock-argstable"]] },
    rules: { "landmark-unique": { enabled: false } },
  },
} as const;

/** axe-core's violations on the current page, scoped as {@link axeScope} says. */
export async function axeViolations(page: Page, viewMode: SitePage["viewMode"]): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async ({ context, rules }) => {
    type Result = { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] };
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run(context, { iframes: false, resultTypes: ["violations"], rules });
    return violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(" ")}: ${(node.failureSummary ?? "").replace(/\s+/g, " ")}`,
      ),
    );
  }, axeScope[viewMode]);
}

/** Opens one page of the site at `origin` in `context`, waits for it to render, and returns what it found. */
export async function visitPage(context: BrowserContext, origin: string, target: SitePage): Promise<Findings> {
  const findings: Findings = { render: [], console: [], requests: [], violations: [] };
  const page = await context.newPage();
  const stop = watchPage(page, findings);
  try {
    await page.goto(`${origin}${target.base}/iframe.html?id=${target.id}&viewMode=${target.viewMode}`);
    findings.render.push(...(await untilRendered(page, target.viewMode)));
    // Whatever the page loads once rendered (media, lazily loaded modules) has its chance to fail.
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
    findings.violations.push(...(await axeViolations(page, target.viewMode)));
  } catch (error) {
    findings.render.push(`did not render: ${(error as Error).message.split("\n")[0]}`);
  } finally {
    stop();
    await page.close();
  }
  return findings;
}
