import { defineCatalogueSuite } from "./catalogue.js";
import { defineMediaSuite } from "./catalogue-media.js";
import { defineCatalogueSafetySuite } from "./catalogue-safety.js";
import { defineTranscriptSuite } from "./catalogue-transcript.js";
import { defineContractSuite } from "./contract.js";
import type { ConformanceHarness } from "./harness.js";
import { definePolicySuite } from "./policy.js";
import { defineSafetySuite } from "./safety.js";
import { defineConformanceSuite } from "./scenarios.js";

/**
 * The conformance suite every adapter passes in jsdom, in parts of about the same weight: each adapter runs
 * each part as a test file of its own (`conformance/<adapter>/<part>.test.ts`), so that the parts run side by
 * side. Every suite is in exactly one part.
 */
export const PARTS = {
  scenarios: [defineConformanceSuite, defineContractSuite, definePolicySuite],
  safety: [defineSafetySuite, defineCatalogueSafetySuite],
  catalogue: [defineCatalogueSuite],
  media: [defineMediaSuite, defineTranscriptSuite],
} satisfies Record<string, ((harness: ConformanceHarness) => void)[]>;

/** Defines the suites of one part of the conformance suite for an adapter's harness. */
export function definePart(part: keyof typeof PARTS, harness: ConformanceHarness): void {
  for (const define of PARTS[part]) define(harness);
}
