import { defineConformanceSuite } from "../scenarios.js";
import { svelteHarness } from "./harness.js";

defineConformanceSuite(svelteHarness);
