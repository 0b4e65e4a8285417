import { defineBrowserCatalogueSuite } from "../catalogue-browser.js";
import { svelteHarness } from "./harness.js";

defineBrowserCatalogueSuite(svelteHarness);
