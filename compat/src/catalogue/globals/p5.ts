// What `import("p5")` gives in the script-tag build: the page's `window.p5`.
import { pageGlobal } from "./pageGlobal.js";

/** The page's p5.js (`window.p5`). */
const p5 = pageGlobal("p5", "p5.js");
export default p5;
