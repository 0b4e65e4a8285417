"use client";
import { type ReactNode, useCallback } from "react";
import { useEditorUi, useView } from "../context.js";
import { ExportDialog } from "./ExportDialog.js";
import { ImportDialog } from "./ImportDialog.js";
import { RecoveryPrompt } from "./RecoveryPrompt.js";

/**
 * The files area of the editor: the import dialog and the export dialog (opened through the view store's
 * `dialog`), and the prompt that offers to recover autosaved projects.
 */
export function FileDialogs(): ReactNode {
  const { view } = useEditorUi();
  const dialog = useView((state) => state.dialog);
  const close = useCallback(() => view.set({ dialog: undefined }), [view]);
  return (
    <>
      <RecoveryPrompt />
      {dialog === "import" ? <ImportDialog onClose={close} /> : null}
      {dialog === "export" ? <ExportDialog onClose={close} /> : null}
    </>
  );
}
