export {
  PROJECT_SCHEMA,
  PROJECT_VERSION,
  type Credit,
  type Lane,
  type Outlet,
  type OutletBox,
  type OutletPlacement,
  type Project,
  type ProjectEvent,
  type ProjectIssue,
  type ProjectLayout,
  type ProjectMedia,
  type ProjectMediaSource,
  type ProjectMeta,
  type ProjectResult,
} from "./project/types.js";
export { createProject, type ProjectInit } from "./project/createProject.js";
export { CATALOGUE } from "./plugins/catalogue.js";
export { createPluginSet, type PluginSet } from "./plugins/pluginSet.js";
