/**
 * The vitest projects of this package (`vitest.<name>.config.ts`) that need the packages built: the compat page
 * (compat's global build), the editor's exports and app (the adapters' builds), the Node checks (the size of
 * each build, the docs' snippets type-checked against the packages' declarations), the Vue hydration tests
 * (their global setup renders on the server in Node, where the packages load from their builds) and Popcorn 1.x's
 * own suite (on compat's global builds). They run in `test:built`, after the builds; every other project runs on
 * sources in `test`, from the start of a run.
 */
export const BUILT_PROJECTS = ["compat", "editor", "node", "popcorn1x", "vue-browser"];

/** The glob of the built projects' config files. */
export const builtConfigs = `vitest.{${BUILT_PROJECTS.join(",")}}.config.ts`;
