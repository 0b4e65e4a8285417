import { runCoreBench } from "./core.js";
import { runParserBench } from "./parsers.js";

// Every benchmark of the project, in one run, so that each ratio compares figures taken under the same load.
await runCoreBench();
await runParserBench();
