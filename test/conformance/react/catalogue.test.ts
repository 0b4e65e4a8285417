import { definePart } from "../parts.js";
import { reactHarness } from "./harness.js";

definePart("catalogue", reactHarness);
