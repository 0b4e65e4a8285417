// What core's `import("#peers/p5")` gives in the script-tag build: the page's `window.p5`.
import { pageGlobal } from "./pageGlobal.js";

/** The page's p5.js (`window.p5`), read when a plugin first needs it (and again after a failure: a script may come later). */
export async function load(): Promise<unknown> {
  return pageGlobal("p5", "p5.js");
}
