// The worker that measures the Timeline alone (core.ts, measureTimelineAlone): Node does not run the parent's
// `--import tsx` in a worker, so it registers tsx's loader itself, then loads the benchmark, which sees it is in
// a worker and runs its part.
import { register } from "tsx/esm/api";

register();
await import("./core.ts");
