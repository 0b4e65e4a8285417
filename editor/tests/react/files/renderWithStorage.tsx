import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { CATALOGUE } from "../../../src/plugins/catalogue.js";
import { type ProjectInit, createProject } from "../../../src/project/createProject.js";
import { type EditorUi, EditorUiContext } from "../../../src/react/context.js";
import { CATALOGUE_VIEWS } from "../../../src/react/preview/views.js";
import { createPreviewStore } from "../../../src/react/state/previewStore.js";
import { createViewStore } from "../../../src/react/state/viewStore.js";
import { createEditor } from "../../../src/session/createEditor.js";
import type { ProjectStorage } from "../../../src/storage/projectStorage.js";

/** Like `renderPanel`, with the storage the test made (and filled) before the panel mounts, or none. */
export function renderWithStorage(panel: ReactNode, storage: ProjectStorage | undefined, project: ProjectInit = {}) {
  const editor = createEditor({ project: createProject(project), plugins: CATALOGUE });
  const announced: string[] = [];
  const ui: EditorUi = {
    editor,
    view: createViewStore(),
    preview: createPreviewStore(),
    views: CATALOGUE_VIEWS,
    storage,
    samples: [],
    htmlExport: undefined,
    announce: (message) => announced.push(message),
  };
  const result = render(<EditorUiContext.Provider value={ui}>{panel}</EditorUiContext.Provider>);
  return { ...result, ui, editor, announced };
}
