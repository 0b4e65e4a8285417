import { defineSketchSuite } from "../catalogue-sketch.js";
import { reactHarness } from "./harness.js";

defineSketchSuite(reactHarness);
