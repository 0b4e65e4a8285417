import { type RenderResult, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createProject, type ProjectInit } from "../../src/project/createProject.js";
import { CATALOGUE } from "../../src/plugins/catalogue.js";
import { type Editor, createEditor } from "../../src/session/createEditor.js";
import { type EditorUi, EditorUiContext } from "../../src/react/context.js";
import { CATALOGUE_VIEWS } from "../../src/react/preview/views.js";
import { createPreviewStore } from "../../src/react/state/previewStore.js";
import { createViewStore } from "../../src/react/state/viewStore.js";
import { createMemoryStorage } from "../../src/storage/memoryStorage.js";
import type { ProjectStorage } from "../../src/storage/projectStorage.js";

/** What `renderPanel` gives a test: the rendered panel, its interface context and the messages announced. */
export interface RenderedPanel extends RenderResult {
  readonly ui: EditorUi;
  readonly editor: Editor;
  readonly announced: string[];
}

/**
 * Renders one panel of the editor inside an interface context of its own (a session on `project`, fresh view and
 * preview stores, a memory storage unless `options.storage` gives one, or `null` for none), for tests in jsdom.
 */
export function renderPanel(
  panel: ReactNode,
  project: ProjectInit = {},
  options: { readonly storage?: ProjectStorage | null } = {},
): RenderedPanel {
  const editor = createEditor({ project: createProject(project), plugins: CATALOGUE });
  const announced: string[] = [];
  const ui: EditorUi = {
    editor,
    view: createViewStore(),
    preview: createPreviewStore(),
    views: CATALOGUE_VIEWS,
    storage: options.storage === undefined ? createMemoryStorage() : (options.storage ?? undefined),
    samples: [],
    htmlExport: undefined,
    announce: (message) => announced.push(message),
  };
  const result = render(<EditorUiContext.Provider value={ui}>{panel}</EditorUiContext.Provider>);
  return { ...result, ui, editor, announced };
}
