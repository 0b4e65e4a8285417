// What core's `import("#peers/mustache")` gives in the script-tag build: the page's `window.Mustache`.
import { pageGlobal } from "./pageGlobal.js";

/** The page's Mustache (`window.Mustache`), read when a plugin first needs it (and again after a failure: a script may come later). */
export async function load(): Promise<unknown> {
  return pageGlobal("Mustache", "mustache.js");
}
