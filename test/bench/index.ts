import { runAppsBench } from "./apps.js";
import { runCompareBench } from "./compare.js";
import { runCoreBench } from "./core.js";
import { runCueTimingBench } from "./cueTiming/index.js";
import { runEditorBench } from "./editor.js";
import { runEditorFramesBench } from "./editorFrames.js";
import { runLinearBench } from "./linear.js";
import { runMemoryBench } from "./memory.js";
import { runParserBench } from "./parsers.js";
import { runReactBench } from "./react.js";
import { runPageWeightBench, runSizeBench } from "./size.js";
import { runSmoothingBench } from "./smoothing.js";
import { runSvelteBench } from "./svelte.js";
import { runTemplateBench } from "./template.js";
import { runTrackBench } from "./track.js";
import { runVueBench } from "./vue.js";
import { runXmlBench } from "./xml.js";

// Every benchmark of the project, in one run, so that each ratio compares figures taken under the same load.
// Names given after `--` run only those: `npm run bench -w @popcorn-kit/test -- core`.
const benches = {
  core: runCoreBench,
  memory: runMemoryBench,
  parsers: runParserBench,
  track: runTrackBench,
  xml: runXmlBench,
  linear: runLinearBench,
  size: runSizeBench,
  page: runPageWeightBench,
  smoothing: runSmoothingBench,
  template: runTemplateBench,
  react: runReactBench,
  vue: runVueBench,
  svelte: runSvelteBench,
  cuetiming: runCueTimingBench,
  editor: runEditorBench,
  editorframes: runEditorFramesBench,
};
// `compare` is not part of the full run: it measures two versions of the core against each other (compare.ts);
// nor is `apps`, which installs the framework apps from the npm registry and builds them (apps.ts).
const names = process.argv.slice(2);
const chosen = names.filter((name): name is keyof typeof benches => name in benches);
const all = chosen.length === 0 && !names.includes("compare") && !names.includes("apps");
for (const name of all ? (Object.keys(benches) as (keyof typeof benches)[]) : chosen) await benches[name]();
if (names.includes("compare")) await runCompareBench();
if (names.includes("apps")) await runAppsBench();
