import { runCoreBench } from "./core.js";
import { runLinearBench } from "./linear.js";
import { runParserBench } from "./parsers.js";
import { runReactBench } from "./react.js";
import { runSizeBench } from "./size.js";
import { runSmoothingBench } from "./smoothing.js";
import { runSvelteBench } from "./svelte.js";
import { runVueBench } from "./vue.js";

// Every benchmark of the project, in one run, so that each ratio compares figures taken under the same load.
// Names given after `--` run only those: `npm run bench -w @popcorn-kit/test -- core`.
const benches = { core: runCoreBench, parsers: runParserBench, linear: runLinearBench, size: runSizeBench, smoothing: runSmoothingBench, react: runReactBench, vue: runVueBench, svelte: runSvelteBench };
const chosen = process.argv.slice(2).filter((name): name is keyof typeof benches => name in benches);
for (const name of chosen.length > 0 ? chosen : (Object.keys(benches) as (keyof typeof benches)[])) await benches[name]();
