// What `import("leaflet")` gives in the script-tag build: the page's `window.L`.
import { pageGlobal } from "./pageGlobal.js";

/** The page's Leaflet (`window.L`). */
const L = pageGlobal("L", "Leaflet (leaflet.js)");
export default L;
