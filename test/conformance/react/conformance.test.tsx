import { defineCatalogueSuite } from "../catalogue.js";
import { defineTranscriptSuite } from "../catalogue-transcript.js";
import { defineMediaSuite } from "../catalogue-media.js";
import { defineCatalogueSafetySuite } from "../catalogue-safety.js";
import { defineContractSuite } from "../contract.js";
import { defineSafetySuite } from "../safety.js";
import { definePolicySuite } from "../policy.js";
import { defineConformanceSuite } from "../scenarios.js";
import { reactHarness } from "./harness.js";

defineConformanceSuite(reactHarness);
defineSafetySuite(reactHarness);
defineContractSuite(reactHarness);
defineCatalogueSuite(reactHarness);
defineTranscriptSuite(reactHarness);
defineMediaSuite(reactHarness);
defineCatalogueSafetySuite(reactHarness);
definePolicySuite(reactHarness);
