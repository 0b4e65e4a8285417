import { defineConfig } from "vitest/config";
import { builtConfigs } from "./projects.js";

// One project per file, vitest.<name>.config.ts: core in Chromium (browser), each adapter's conformance run in
// jsdom (react, vue, svelte) and its browser tests (react-browser, ...). All of them run on sources, from the
// start of a run; the projects that need the packages built run in vitest.built.config.ts (projects.ts).
export default defineConfig({
  test: {
    // Three files at a time in every project, each browser file in a page of its own: most of the browser tests'
    // time is media playing and pages loading, which is waiting, not work (on two cores Vitest would run one
    // browser file at a time, and two jsdom files).
    maxWorkers: 3,
    projects: ["vitest.*.config.ts", "!vitest.built.config.ts", `!${builtConfigs}`],
  },
});
