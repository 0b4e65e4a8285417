import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright";
import { afterAll, beforeAll, describe, test } from "vitest";
import { chromiumArgs, chromiumPath } from "../chromium.js";
import { BUILDS, type Build, type ExpectedFailure, expectedFailures, SUITE_SIZE } from "./expected.js";
import { runSuite, type SuiteProgress, type SuiteTest } from "./runSuite.js";
import { serveSuite } from "./server.js";

/**
 * Popcorn 1.x's own core QUnit suite (test/fixtures/popcorn-1x) run on each of compat's global builds, as a 1.x
 * page loads them: the suite's page loads the build as its `popcorn.js`. Compat does not pass every test (many
 * read 1.x's private state), so each build is held to expected.ts: the tests it fails are exactly those listed,
 * and a listed test that passes fails here too, so that the list stays true. The builds run side by side, each in
 * a page and on a server of its own; a run lasts as long as the suite takes (runSuite.ts).
 */

/**
 * compat's global builds: `POPCORN1X_DIST` when set (a folder holding popcorn.js and popcorn-complete.js, to run
 * the suite on a build of work in progress), else compat's own, `compat/dist/global`.
 */
const DIST = process.env.POPCORN1X_DIST
  ? resolve(process.env.POPCORN1X_DIST)
  : fileURLToPath(new URL("../../compat/dist/global/", import.meta.url));

let browser: Browser;

beforeAll(async () => {
  const missing = BUILDS.filter((build) => !existsSync(join(DIST, build)));
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(" and ")} missing in ${DIST}: build compat first (\`npm run build -w @popcorn-kit/compat\`).`,
    );
  }
  browser = await chromium.launch({
    executablePath: await chromiumPath(),
    // chromiumArgs let media play unprompted; the suite's clip has sound, which nobody needs to hear.
    args: [...chromiumArgs, "--mute-audio"],
  });
});

afterAll(async () => {
  await browser?.close();
});

/** A test's name as expected.ts and the messages here write it. */
const key = (test: { module: string; name: string }) => `${test.module}: ${test.name}`;

/** QUnit's verdict: every assertion passed, and there was one at least. */
const passes = (test: SuiteTest) => test.failed === 0 && test.total > 0;

/**
 * How a build's run differs from what expected.ts lists for it: tests that fail unlisted (with their failed
 * assertions), listed tests that pass, and listed tests the suite does not have.
 */
function differences(tests: SuiteTest[], listed: ExpectedFailure[]) {
  const held = new Set(listed.map(key));
  const found = new Set(tests.map(key));
  return {
    unexpectedFailures: tests
      .filter((test) => !passes(test) && !held.has(key(test)))
      .map((test) => `${key(test)} (${test.failed} of ${test.total} assertions failed): ${test.failures.join(" | ")}`),
    unexpectedPasses: tests.filter((test) => passes(test) && held.has(key(test))).map(key),
    notInSuite: listed.map(key).filter((name) => !found.has(name)),
  };
}

describe("Popcorn 1.x's core QUnit suite on compat's global builds, in Chromium", () => {
  test.concurrent.for(BUILDS)(
    "%s fails exactly the tests expected.ts lists",
    async (build: Build, { expect, onTestFailed }) => {
      const server = await serveSuite(join(DIST, build));
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      let progress: SuiteProgress | undefined = { testsDone: 0, running: null };
      // A hang is ended by the test's time-out: say where the suite had got to (once done, the assertions say).
      onTestFailed(() => {
        if (progress) {
          console.error(
            `[popcorn 1.x suite] ${build}: ${progress.testsDone} tests done, running ${progress.running ?? "none"}`,
          );
        }
      });
      try {
        const run = await runSuite(context, server.origin, (now) => {
          progress = now;
        });
        progress = undefined;
        const passed = run.tests.filter(passes).length;
        const assertions = run.tests.reduce((sum, test) => sum + test.total, 0);
        const assertionsPassed = run.tests.reduce((sum, test) => sum + test.passed, 0);
        console.info(
          `[popcorn 1.x suite] ${build}: ${passed} of ${run.tests.length} tests pass (${assertionsPassed} of ${assertions} assertions)`,
        );
        expect(run.done, "QUnit reported that the suite is done").toBeTruthy();
        expect(run.tests.length, "tests run").toBe(SUITE_SIZE);
        expect(new Set(run.tests.map(key)).size, "tests with a name of their own").toBe(SUITE_SIZE);
        expect(
          differences(run.tests, expectedFailures(build)),
          `the tests ${build} fails are those test/popcorn1x/expected.ts lists: fix or list a new failure (with its reason), take a listed test that passes off the list`,
        ).toEqual({ unexpectedFailures: [], unexpectedPasses: [], notInSuite: [] });
      } finally {
        await context.close();
        await server.close();
      }
    },
  );
});
