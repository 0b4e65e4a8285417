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
export { checkEvent, type EventInput } from "./project/checkEvent.js";
export {
  createEditor,
  type Editor,
  type EditorOptions,
  type EditorSnapshot,
  type SelectMode,
  type Transaction,
} from "./session/createEditor.js";
export type { Command } from "./commands/command.js";
export { Draft } from "./commands/draft.js";
export {
  addEvent,
  removeEvents,
  moveEvents,
  nudgeEvents,
  resizeEvent,
  setOptions,
  moveToLane,
  splitEvent,
  duplicateEvents,
  pasteEvents,
  clipEvents,
  retime,
  type AddEventInput,
  type MoveBy,
  type ClipboardEvent,
} from "./commands/eventCommands.js";
export {
  addLane,
  compactLanes,
  removeLane,
  renameLane,
  reorderLane,
  addOutlet,
  updateOutlet,
  removeOutlet,
  checkOutlet,
  setTrim,
  setMedia,
  setMeta,
} from "./commands/projectCommands.js";
export {
  eventsPastEnd,
  trimEventsToEnd,
  moveEventsBeforeEnd,
  type PastEnd,
  type EventPastEnd,
} from "./commands/mediaEnd.js";
export { classifyMediaAddress, MEDIA_ADDRESS_EXPECTED, type MediaAddress } from "./io/mediaAddress.js";
export {
  readFrameRate,
  snapFrameRate,
  COMMON_FRAME_RATES,
  type FrameRateReading,
  type ReadFrameRateOptions,
} from "./io/frameRate.js";
export type { EventChange } from "./history/history.js";
export type { Op, EventPlace } from "./history/ops.js";
export { bindPreview, type PreviewOptions } from "./live/bindPreview.js";
export { eventsFit, findFreeLane, spanFits, type FindFreeLaneOptions } from "./placement/findFreeLane.js";
export type { Span } from "./placement/span.js";
export {
  SNAP_KINDS,
  createSnapTargets,
  snapTargetAt,
  type CreateSnapTargetsOptions,
  type SnapKind,
  type SnapTarget,
  type SnapTargets,
} from "./placement/snapTargets.js";
export { collectSnapTargets, type CollectSnapTargetsOptions } from "./placement/collectSnapTargets.js";
export { snap, snapSpan, type SnapOptions, type SnapResult, type SpanSnapResult } from "./placement/snap.js";
export { frameTime, nudge } from "./placement/frames.js";
export type { ProjectStorage } from "./storage/projectStorage.js";
export { createMemoryStorage } from "./storage/memoryStorage.js";
export { createIndexedDbStorage, type IndexedDbStorageOptions } from "./storage/indexedDbStorage.js";
export {
  createAutosave,
  type Autosave,
  type AutosaveOptions,
  type AutosaveSource,
  type AutosaveStatus,
} from "./storage/autosave.js";
export {
  deleteSavedProject,
  listSavedProjects,
  recoverProject,
  savedProjectKey,
  type SavedProjectRecord,
  type SavedProjectSummary,
} from "./storage/savedProjects.js";
export { createProjectSerializer, type ProjectSerializer } from "./storage/projectJson.js";
export { loadProject, type LoadProjectOptions } from "./project/loadProject.js";
export {
  importFile,
  MAX_IMPORT_LANES,
  type ImportFileOptions,
  type ImportFormat,
  type ImportResult,
} from "./io/importFile.js";
export {
  importPopcornMaker,
  isPopcornMakerProject,
  type ImportPopcornMakerOptions,
  type FindPlace,
  type FoundPlace,
} from "./io/importPopcornMaker.js";
export { loadGazetteer, type Gazetteer, type GazetteerPlace } from "./io/gazetteer/index.js";
export { exportProjectJson } from "./export/projectJson.js";
export { exportSubtitles, type ExportSubtitlesOptions, type SubtitleExportFormat } from "./export/subtitles.js";
export { exportPopcornData } from "./export/popcornData.js";
export { packLanes } from "./placement/packLanes.js";
export { exportHtml } from "./export/html.js";
export { exportHtmlAsync } from "./export/htmlAsync.js";
export {
  COMPAT_RUNTIME_URL,
  KIT_STYLESHEET_URL,
  LEAFLET_URLS,
  type ExportHtmlOptions,
} from "./export/htmlPage.js";
export { exportReact, type ExportComponentOptions } from "./export/react.js";
export { exportVue } from "./export/vue.js";
export { exportSvelte } from "./export/svelte.js";
export type { ExportResult } from "./export/code/scene.js";
export { layoutCss } from "./export/code/layout.js";
