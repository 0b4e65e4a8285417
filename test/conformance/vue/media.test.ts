import { definePart } from "../parts.js";
import { vueHarness } from "./harness.js";

definePart("media", vueHarness);
