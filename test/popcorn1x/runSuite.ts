import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { BrowserContext, Page } from "playwright";
import { FIXTURE } from "./server.js";

/** One test of the suite as QUnit reported it. */
export interface SuiteTest {
  module: string;
  name: string;
  /** Assertions passed, failed and run. */
  passed: number;
  failed: number;
  total: number;
  /** Each failed assertion's message, with what it got and expected when it compared values. */
  failures: string[];
}

/** QUnit's count of assertions over the whole suite, as it reports them when it is done. */
export interface QUnitTotals {
  passed: number;
  failed: number;
  total: number;
}

/** What the page reported once QUnit was done: its totals and each test run. */
export interface SuiteRun {
  done: QUnitTotals;
  tests: SuiteTest[];
}

/** How far the suite has got: the tests done and the one running. */
export interface SuiteProgress {
  testsDone: number;
  running: string | null;
}

/** A failed assertion as headless-collector.js records it: `actual` and `expected` as JSON, when compared. */
interface CollectedFailure {
  message: string;
  actual?: string;
  expected?: string;
}

/** What test/fixtures/popcorn-1x/headless-collector.js records in the page, as `window.__popcornResults`. */
interface Collected {
  done: QUnitTotals | null;
  current: { module: string | null; name: string } | null;
  tests: (Omit<SuiteTest, "failures"> & { failures: CollectedFailure[] })[];
}

/**
 * QUnit's time-out of each test, in ms, given to the page as `?timeout=`. The suite waits for media events and
 * timers, and a test of a behaviour compat lacks may wait for one that never comes: this ends it as failed. Long
 * enough that it only catches such a hang, even on a busy machine; each of those tests takes this long.
 */
const QUNIT_TIMEOUT = 20_000;

/** How often the page is asked whether the suite is done. */
const POLL_INTERVAL = 1_000;

/** The suite's media on Mozilla's old host (its `<source>`s of one test): answered with the fixture's trailer. */
const EXTERNAL_MEDIA = /^http:\/\/videos\.mozilla\.org\/serv\/webmademovies\/popcornplug\.(mp4|ogv|webm)$/;

/** The script Popcorn.getScript's test loads from popcornjs.org: answered with the fixture's copy. */
const EXTERNAL_SCRIPT = "http://popcornjs.org/code/test/data/testfunction2.js";

/**
 * Keeps the page on `origin`: the suite's two external resources are answered from the fixture, as the suite's
 * headless runner did, and every other request off `origin` (Flickr's JSONP feed, `http://localhost/404.gif`) is
 * aborted, which the suite's tests of failed requests expect; so nothing depends on the network.
 */
async function stayLocal(context: BrowserContext, origin: string): Promise<void> {
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      const url = route.request().url();
      const media = EXTERNAL_MEDIA.exec(url);
      // Through the local server, which answers the byte ranges a <video> asks for (and 404s the absent .mp4/.ogv).
      if (media) return route.continue({ url: `${origin}/test/trailer.${media[1]}` });
      if (url === EXTERNAL_SCRIPT) {
        return route.fulfill({ path: join(FIXTURE, "data/testfunction2.js"), contentType: "application/javascript" });
      }
      return route.abort("blockedbyclient");
    },
  );
}

/** What the page has collected so far (see headless-collector.js), or undefined before the collector runs. */
function collected(page: Page): Promise<Collected | undefined> {
  return page.evaluate(() => (window as unknown as { __popcornResults?: Collected }).__popcornResults);
}

/**
 * A failed assertion as one line of text, with what it got and expected when it compared values. It names the
 * page's scripts by path alone (a stack's `/test/popcorn.unit.js:553:1`), the same on every port.
 */
function failure({ message, actual, expected }: CollectedFailure, origin: string): string {
  const text =
    actual === undefined && expected === undefined ? message : `${message} (actual ${actual}, expected ${expected})`;
  return text.split(origin).join("");
}

/**
 * Runs Popcorn 1.x's core suite (`/test/core-headless.html` on `origin`, see server.ts) in a new page of
 * `context` and returns what it reported once QUnit is done. It waits as long as the suite runs: the caller's
 * time-out is the only limit. `onProgress` hears how far it has got at each look.
 */
export async function runSuite(
  context: BrowserContext,
  origin: string,
  onProgress: (progress: SuiteProgress) => void,
): Promise<SuiteRun> {
  await stayLocal(context, origin);
  const page = await context.newPage();
  await page.goto(`${origin}/test/core-headless.html?timeout=${QUNIT_TIMEOUT}`);
  for (;;) {
    const results = await collected(page);
    const current = results?.current;
    onProgress({
      testsDone: results?.tests.length ?? 0,
      running: current ? `${current.module ?? ""}: ${current.name}` : null,
    });
    if (results?.done) {
      const tests = results.tests.map((test) => ({
        ...test,
        failures: test.failures.map((assertion) => failure(assertion, origin)),
      }));
      return { done: results.done, tests };
    }
    await sleep(POLL_INTERVAL);
  }
}
