import { defineCatalogueSuite } from "../catalogue.js";
import { defineTranscriptSuite } from "../catalogue-transcript.js";
import { defineMediaSuite } from "../catalogue-media.js";
import { defineCatalogueSafetySuite } from "../catalogue-safety.js";
import { defineContractSuite } from "../contract.js";
import { defineSafetySuite } from "../safety.js";
import { definePolicySuite } from "../policy.js";
import { defineConformanceSuite } from "../scenarios.js";
import { vueHarness } from "./harness.js";

defineConformanceSuite(vueHarness);
defineSafetySuite(vueHarness);
defineContractSuite(vueHarness);
defineCatalogueSuite(vueHarness);
defineTranscriptSuite(vueHarness);
defineMediaSuite(vueHarness);
defineCatalogueSafetySuite(vueHarness);
definePolicySuite(vueHarness);
