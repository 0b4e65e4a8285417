import { defineSketchSuite } from "../catalogue-sketch.js";
import { vueHarness } from "./harness.js";

defineSketchSuite(vueHarness);
