import type { ReactNode } from "react";
import type { ProjectInit } from "../../../src/project/createProject.js";
import type { ProjectStorage } from "../../../src/storage/projectStorage.js";
import { type RenderedPanel, renderPanel } from "../renderEditor.js";

/** Like `renderPanel`, with the storage the test made (and filled) before the panel mounts, or none. */
export function renderWithStorage(
  panel: ReactNode,
  storage: ProjectStorage | undefined,
  project: ProjectInit = {},
): RenderedPanel {
  return renderPanel(panel, project, { storage: storage ?? null });
}
