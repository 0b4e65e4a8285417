import { definePart } from "../parts.js";
import { vueHarness } from "./harness.js";

definePart("safety", vueHarness);
