import { defineCatalogueSuite } from "../catalogue.js";
import { defineTranscriptSuite } from "../catalogue-transcript.js";
import { defineMediaSuite } from "../catalogue-media.js";
import { defineCatalogueSafetySuite } from "../catalogue-safety.js";
import { defineContractSuite } from "../contract.js";
import { defineSafetySuite } from "../safety.js";
import { definePolicySuite } from "../policy.js";
import { defineConformanceSuite } from "../scenarios.js";
import { svelteHarness } from "./harness.js";

defineConformanceSuite(svelteHarness);
defineSafetySuite(svelteHarness);
defineContractSuite(svelteHarness);
defineCatalogueSuite(svelteHarness);
defineTranscriptSuite(svelteHarness);
defineMediaSuite(svelteHarness);
defineCatalogueSafetySuite(svelteHarness);
definePolicySuite(svelteHarness);
