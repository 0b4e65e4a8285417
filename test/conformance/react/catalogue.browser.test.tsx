import { defineBrowserCatalogueSuite } from "../catalogue-browser.js";
import { reactHarness } from "./harness.js";

defineBrowserCatalogueSuite(reactHarness);
