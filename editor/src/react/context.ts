import type { MarkupView } from "@popcorn-kit/core/markup";
import { createContext, useContext, useSyncExternalStore } from "react";
import type { ExportHtmlOptions } from "../export/htmlPage.js";
import type { Editor, EditorSnapshot } from "../session/createEditor.js";
import type { ProjectStorage } from "../storage/projectStorage.js";
import type { PreviewState, PreviewStore } from "./state/previewStore.js";
import type { ViewState, ViewStore } from "./state/viewStore.js";

/** A media file the media dialog offers to open in one click (the standalone app's sample video). */
export interface EditorSample {
  /** What the dialog calls it: "Lisbon harbour (39 s)". */
  readonly label: string;
  /** Its address, relative to the page or absolute (http or https). */
  readonly url: string;
  /** Its frame rate, when known. @default 30 */
  readonly frameRate?: number;
  /** A poster image's address, shown in the dialog. */
  readonly poster?: string;
}

/**
 * Options for the HTML page export (`exportHtml`'s): as they are, or from a function called the first time the
 * export dialog shows the page (to fetch a text, or decide an address, only then).
 */
export type HtmlExportSource = ExportHtmlOptions | (() => Promise<ExportHtmlOptions>);

/** What every panel of `<PopcornEditor>` reads: the engine's session and the interface's stores. */
export interface EditorUi {
  /** The engine's session: the project, the commands' history, the selection, the clipboard. */
  readonly editor: Editor;
  /** Zoom, scroll and modes. */
  readonly view: ViewStore;
  /** The live preview: its instance and playback. */
  readonly preview: PreviewStore;
  /** The markup the preview shows for each plugin type. */
  readonly views: Readonly<Record<string, MarkupView<any>>>;
  /** Where autosave writes and recovery reads, when autosave is on. */
  readonly storage: ProjectStorage | undefined;
  /** How the export dialog's HTML page gets the Popcorn runtime, the kit's stylesheet and Leaflet (see `PopcornEditorProps`). */
  readonly htmlExport: HtmlExportSource | undefined;
  /** The media the media dialog offers in one click. */
  readonly samples: readonly EditorSample[];
  /** Says `message` to screen readers (a polite live region). */
  announce(message: string): void;
}

/** The context `<PopcornEditor>` provides to its panels. */
export const EditorUiContext = createContext<EditorUi | null>(null);

/** The editor interface the component is rendered in. */
export function useEditorUi(): EditorUi {
  const ui = useContext(EditorUiContext);
  if (!ui) throw new Error("An editor panel was rendered outside <PopcornEditor>.");
  return ui;
}

/**
 * Reads a value from the engine's snapshot and re-renders when it changes. `select` must return a stable
 * value for an unchanged snapshot (a part of it, or a primitive).
 */
export function useEditorState<T>(select: (snapshot: EditorSnapshot) => T): T {
  const { editor } = useEditorUi();
  return useSyncExternalStore(
    editor.subscribe,
    () => select(editor.getSnapshot()),
    () => select(editor.getSnapshot()),
  );
}

/** Reads a value from the view store and re-renders when it changes. */
export function useView<T>(select: (state: ViewState) => T): T {
  const { view } = useEditorUi();
  return useSyncExternalStore(
    view.subscribe,
    () => select(view.getSnapshot()),
    () => select(view.getSnapshot()),
  );
}

/** Reads a value from the preview store and re-renders when it changes. */
export function usePreview<T>(select: (state: PreviewState) => T): T {
  const { preview } = useEditorUi();
  return useSyncExternalStore(
    preview.subscribe,
    () => select(preview.getSnapshot()),
    () => select(preview.getSnapshot()),
  );
}
