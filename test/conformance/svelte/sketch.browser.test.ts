import { defineSketchSuite } from "../catalogue-sketch.js";
import { svelteHarness } from "./harness.js";

defineSketchSuite(svelteHarness);
