import { runCoreBench } from "./core.js";
import { runParserBench } from "./parsers.js";
import { runReactBench } from "./react.js";
import { runSvelteBench } from "./svelte.js";
import { runVueBench } from "./vue.js";

// Every benchmark of the project, in one run, so that each ratio compares figures taken under the same load.
await runCoreBench();
await runParserBench();
await runReactBench();
await runVueBench();
await runSvelteBench();
