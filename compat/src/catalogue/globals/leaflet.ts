// What core's `import("#peers/leaflet")` gives in the script-tag build: the page's `window.L`.
import { pageGlobal } from "./pageGlobal.js";

/** The page's Leaflet (`window.L`), read when a plugin first needs it (and again after a failure: a script may come later). */
export async function load(): Promise<unknown> {
  return pageGlobal("L", "Leaflet (leaflet.js)");
}
