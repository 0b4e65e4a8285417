export { PopcornEditor, type PopcornEditorProps, type EditorTheme } from "./PopcornEditor.js";
export { CATALOGUE_VIEWS } from "./preview/views.js";
export type { EditorSample } from "./context.js";
