import { type ReactNode, useEffect, useState } from "react";
import { setMeta } from "../commands/projectCommands.js";
import { useEditorState, useEditorUi } from "./context.js";
import { AutosaveIndicator } from "./files/AutosaveIndicator.js";
import { describeError } from "./format.js";
import { Icon } from "./icons.js";

/** The editor's top bar: the project's title, media, undo and redo, import and export, autosave, theme. */
export function TopBar({ dark, onToggleTheme }: { dark: boolean; onToggleTheme: () => void }): ReactNode {
  const { editor, view, announce } = useEditorUi();
  const title = useEditorState((s) => s.project.meta.title);
  const canUndo = useEditorState((s) => s.canUndo);
  const canRedo = useEditorState((s) => s.canRedo);
  const undoLabel = useEditorState((s) => s.undoLabel);
  const redoLabel = useEditorState((s) => s.redoLabel);
  const [draft, setDraft] = useState(title);
  useEffect(() => setDraft(title), [title]);

  const commitTitle = () => {
    if (draft === title) return;
    try {
      editor.run(setMeta({ title: draft }));
    } catch (error) {
      announce(describeError(error));
      setDraft(title);
    }
  };

  return (
    <header className="pke-bar">
      <div className="pke-brand">
        <span className="pke-brand-mark" aria-hidden="true" />
        <span className="pke-visually-hidden">Popcorn Kit editor</span>
      </div>
      <input
        className="pke-title"
        aria-label="Project title"
        value={draft}
        placeholder="Untitled project"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitTitle}
        onKeyDown={(event) => {
          if (event.key === "Enter") event.currentTarget.blur();
          if (event.key === "Escape") {
            setDraft(title);
            event.currentTarget.blur();
          }
        }}
      />
      <div className="pke-bar-group">
        <button type="button" className="pke-button" data-variant="ghost" onClick={() => view.set({ dialog: "media" })}>
          <Icon name="film" />
          Media
        </button>
      </div>
      <span className="pke-separator" aria-hidden="true" />
      <div className="pke-bar-group">
        <button
          type="button"
          className="pke-button pke-icon-button"
          data-variant="ghost"
          aria-label={undoLabel ? `Undo ${undoLabel}` : "Undo"}
          title={undoLabel ? `Undo ${undoLabel} (Ctrl+Z)` : "Undo (Ctrl+Z)"}
          disabled={!canUndo}
          onClick={() => editor.undo()}
        >
          <Icon name="undo" />
        </button>
        <button
          type="button"
          className="pke-button pke-icon-button"
          data-variant="ghost"
          aria-label={redoLabel ? `Redo ${redoLabel}` : "Redo"}
          title={redoLabel ? `Redo ${redoLabel} (Ctrl+Shift+Z)` : "Redo (Ctrl+Shift+Z)"}
          disabled={!canRedo}
          onClick={() => editor.redo()}
        >
          <Icon name="redo" />
        </button>
      </div>
      <div className="pke-bar-spacer" />
      <AutosaveIndicator />
      <div className="pke-bar-group">
        <button
          type="button"
          className="pke-button"
          data-variant="ghost"
          onClick={() => view.set({ dialog: "import" })}
        >
          <Icon name="upload" />
          Import
        </button>
        <button
          type="button"
          className="pke-button"
          data-variant="primary"
          onClick={() => view.set({ dialog: "export" })}
        >
          <Icon name="download" />
          Export
        </button>
      </div>
      <button
        type="button"
        className="pke-button pke-icon-button"
        data-variant="ghost"
        aria-label={dark ? "Use the light theme" : "Use the dark theme"}
        title={dark ? "Light theme" : "Dark theme"}
        onClick={onToggleTheme}
      >
        <Icon name={dark ? "sun" : "moon"} />
      </button>
    </header>
  );
}
