import { defineBrowserCatalogueSuite } from "../catalogue-browser.js";
import { vueHarness } from "./harness.js";

defineBrowserCatalogueSuite(vueHarness);
