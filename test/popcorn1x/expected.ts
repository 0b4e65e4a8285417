/** The number of tests in Popcorn 1.x's core suite (test/fixtures/popcorn-1x/popcorn.unit.js). */
export const SUITE_SIZE = 141;

/** compat's global builds that the suite runs on, by file name in `compat/dist/global`. */
export const BUILDS = ["popcorn.js", "popcorn-complete.js"] as const;

/** One of compat's global builds. */
export type Build = (typeof BUILDS)[number];

/** A test of the suite that compat does not pass. */
export interface ExpectedFailure {
  /** QUnit's module and test name, as the suite writes them. */
  module: string;
  name: string;
  /** Why compat does not pass it, in one sentence. */
  reason: string;
  /** The one build that fails it, when the other passes it. */
  only?: Build;
}

/** Why the complete build fails the suite's tests that count the plugins 1.x's core registered (none). */
const CATALOGUE_REGISTERED =
  "popcorn-complete.js registers its catalogue's plugins before the page runs, as 1.x's own complete build did, so a test that counts Popcorn.registry from an empty one, or expects every Popcorn.p method to be protected, sees them too.";

/** Why a test that reads 1.x's timing bookkeeping fails: the core keeps the time, and compat has none of it. */
const TIMING_STATE =
  "It reads 1.x's private timing bookkeeping (data.timeUpdate, data.hooks, data.trackEvents.startIndex, endIndex, animating, previousUpdateTime), which the core's timeline replaces: compat translates to it and keeps no copy that would be true.";

/**
 * The tests of the suite that compat does not pass, on both builds unless `only` says one, each with its
 * reason. The suite's test asserts that each build fails exactly these (test/popcorn1x/suite.test.ts).
 */
export const EXPECTED_FAILURES: readonly ExpectedFailure[] = [
  { module: "Core", name: "Instance", reason: TIMING_STATE },
  { module: "Popcorn TrackEvents", name: "Index Integrity ( timeUpdate )", reason: TIMING_STATE },
  { module: "Popcorn TrackEvents", name: "Index Integrity (frameAnimation)", reason: TIMING_STATE },
  ...[
    "Manifest",
    "Manifest removal",
    "Manifest updates registry and registryByName",
    "Plugin Factory",
    "Plugin Breaker",
    "Remove Plugin",
    "Protected Names",
  ].map((name) => ({
    module: "Popcorn Plugin",
    name,
    reason: CATALOGUE_REGISTERED,
    only: "popcorn-complete.js" as const,
  })),
];

/** The tests `build` is expected to fail: those listed for both builds, and those listed for it alone. */
export function expectedFailures(build: Build): ExpectedFailure[] {
  return EXPECTED_FAILURES.filter((failure) => failure.only === undefined || failure.only === build);
}
