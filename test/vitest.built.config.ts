import { defineConfig } from "vitest/config";
import { builtConfigs } from "./projects.js";

// The projects that need the packages built (projects.ts): `npm run test:built`, which turbo runs after the builds.
export default defineConfig({
  test: {
    projects: [builtConfigs],
  },
});
