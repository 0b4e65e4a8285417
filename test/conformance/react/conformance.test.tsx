import { defineCatalogueSuite } from "../catalogue.js";
import { defineContractSuite } from "../contract.js";
import { defineSafetySuite } from "../safety.js";
import { defineConformanceSuite } from "../scenarios.js";
import { reactHarness } from "./harness.js";

defineConformanceSuite(reactHarness);
defineSafetySuite(reactHarness);
defineContractSuite(reactHarness);
defineCatalogueSuite(reactHarness);
