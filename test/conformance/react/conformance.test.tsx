import { defineConformanceSuite } from "../scenarios.js";
import { reactHarness } from "./harness.js";

defineConformanceSuite(reactHarness);
