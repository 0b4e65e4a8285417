import { defineCatalogueSuite } from "../catalogue.js";
import { defineContractSuite } from "../contract.js";
import { defineSafetySuite } from "../safety.js";
import { defineConformanceSuite } from "../scenarios.js";
import { vueHarness } from "./harness.js";

defineConformanceSuite(vueHarness);
defineSafetySuite(vueHarness);
defineContractSuite(vueHarness);
defineCatalogueSuite(vueHarness);
