// What `import("mustache")` gives in the script-tag build: the page's `window.Mustache`.
import { pageGlobal } from "./pageGlobal.js";

/** The page's Mustache (`window.Mustache`). */
const Mustache = pageGlobal("Mustache", "mustache.js");
export default Mustache;
