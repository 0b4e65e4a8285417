import { defineConformanceSuite } from "../scenarios.js";
import { vueHarness } from "./harness.js";

defineConformanceSuite(vueHarness);
