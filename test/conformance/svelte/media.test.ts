import { definePart } from "../parts.js";
import { svelteHarness } from "./harness.js";

definePart("media", svelteHarness);
