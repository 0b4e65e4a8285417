"use client";
import type { PluginDefinition } from "@popcorn-kit/core";
import type { MarkupView } from "@popcorn-kit/core/markup";
import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { CATALOGUE } from "../plugins/catalogue.js";
import type { Project } from "../project/types.js";
import { type Editor, createEditor } from "../session/createEditor.js";
import { createIndexedDbStorage } from "../storage/indexedDbStorage.js";
import type { ProjectStorage } from "../storage/projectStorage.js";
import { TopBar } from "./TopBar.js";
import { type EditorSample, type EditorUi, EditorUiContext, type HtmlExportSource } from "./context.js";
import { FileDialogs } from "./files/FileDialogs.js";
import { Inspector } from "./inspector/Inspector.js";
import { MediaDialog } from "./media/MediaDialog.js";
import { Palette } from "./palette/Palette.js";
import { CATALOGUE_VIEWS } from "./preview/views.js";
import { useShortcuts } from "./shortcuts.js";
import { Stage } from "./stage/Stage.js";
import { Transport } from "./stage/Transport.js";
import { createPreviewStore } from "./state/previewStore.js";
import { createViewStore } from "./state/viewStore.js";
import { Timeline } from "./timeline/Timeline.js";

/** The colour theme: the system's, or a fixed one. */
export type EditorTheme = "system" | "light" | "dark";

/** Props of `<PopcornEditor>`. */
export interface PopcornEditorProps {
  /**
   * The project to edit. A project other than the one the editor holds is loaded (its undo history starts
   * again); passing back what `onChange` gave changes nothing, so the component can be controlled.
   */
  project?: Project;
  /** Called with the project after every edit, undo and redo. */
  onChange?: (project: Project) => void;
  /** An engine session to show instead of one the component makes (its `project` prop is then ignored). */
  editor?: Editor;
  /**
   * Plugins of your own, offered in the palette beside the catalogue and edited through their manifests. Read
   * when the component mounts.
   */
  plugins?: readonly PluginDefinition<any, any>[];
  /** The markup the preview shows for your plugins, by type (the catalogue's are built in). */
  views?: Readonly<Record<string, MarkupView<any>>>;
  /**
   * Where autosave writes after every edit and where the recovery prompt looks after a reload. `null` turns
   * both off. @default IndexedDB (`createIndexedDbStorage()`)
   */
  storage?: ProjectStorage | null;
  /** Media the media dialog offers to open in one click, such as a sample video. Read when the component mounts. */
  samples?: readonly EditorSample[];
  /**
   * How the exported HTML page gets the Popcorn runtime (`@popcorn-kit/compat/global/popcorn-complete.js`), the
   * kit's stylesheet (`@popcorn-kit/core/styles.css`) and, for a map, Leaflet: `exportHtml`'s options, or a function
   * returning them, called when the export dialog first shows the page. What they do not name is inside the page
   * (loaded, as a chunk of the editor's own, when the dialog first shows it), so that the page plays offline from one
   * file; `{ runtime: { src }, stylesheet: { href } }` links files you serve instead. Read when the component mounts.
   * @default everything inside the page
   */
  htmlExport?: HtmlExportSource;
  /** The colour theme. @default "system" */
  theme?: EditorTheme;
  /** A class for the editor's root element (it fills its container: give the container a height). */
  className?: string;
  /** Styles for the editor's root element. */
  style?: CSSProperties;
}

const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribeSystemTheme(listener: () => void): () => void {
  if (typeof matchMedia !== "function") return () => undefined;
  const query = matchMedia(DARK_QUERY);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}
const systemIsDark = () => typeof matchMedia === "function" && matchMedia(DARK_QUERY).matches;

/**
 * The Popcorn Kit editor: a palette of plugins, a live preview where outlets are laid out over, beside and
 * below the video, a timeline of lanes, an inspector generated from each plugin's manifest, import and export
 * (project JSON, an HTML page, WebVTT and SRT, React, Vue and Svelte code), undo and redo, and autosave with a
 * recovery prompt. Everything works by keyboard; screen readers hear what each action did.
 *
 * Import its stylesheet once: `import "@popcorn-kit/editor/react/editor.css"`. The editor fills its container.
 *
 * @example
 * const [project, setProject] = useState(() => createProject({ title: "Moon landing" }));
 * <div style={{ height: "100vh" }}>
 *   <PopcornEditor project={project} onChange={setProject} />
 * </div>
 */
export function PopcornEditor(props: PopcornEditorProps): ReactNode {
  const { project, onChange, plugins, views, samples, htmlExport, storage, theme = "system", className, style } = props;
  // The session is made once (a new `project` is loaded below); `plugins`, `views`, `samples` and `htmlExport`
  // are read at mount.
  const [mount] = useState(() => ({
    ownEditor: props.editor ? undefined : createEditor({ project, plugins: [...CATALOGUE, ...(plugins ?? [])] }),
    view: createViewStore(),
    preview: createPreviewStore(),
    views: { ...CATALOGUE_VIEWS, ...views },
    samples: samples ?? [],
    htmlExport,
  }));
  const { ownEditor } = mount;
  const editor = props.editor ?? (ownEditor as Editor);
  // Destroyed after unmount; a remount in the same task (React's StrictMode) keeps it.
  const destroying = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(destroying.current);
    return () => {
      destroying.current = setTimeout(() => ownEditor?.destroy(), 0);
    };
  }, [ownEditor]);

  // A new project from the parent is loaded; the one onChange gave back is the same object.
  useEffect(() => {
    if (project && !props.editor && project !== editor.getSnapshot().project) editor.load(project);
  }, [project, editor, props.editor]);

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    let last = editor.getSnapshot().project;
    return editor.subscribe(() => {
      const next = editor.getSnapshot().project;
      if (next === last) return;
      last = next;
      onChangeRef.current?.(next);
    });
  }, [editor]);

  const [message, setMessage] = useState("");
  const announce = useCallback((text: string) => {
    // A repeated message is still read: the region changes to empty, then to the text.
    setMessage("");
    queueMicrotask(() => setMessage(text));
  }, []);

  const resolvedStorage = useMemo(
    () => (storage === null ? undefined : (storage ?? createIndexedDbStorage())),
    [storage],
  );

  const ui = useMemo<EditorUi>(
    () => ({
      editor,
      view: mount.view,
      preview: mount.preview,
      views: mount.views,
      storage: resolvedStorage,
      samples: mount.samples,
      htmlExport: mount.htmlExport,
      announce,
    }),
    [editor, mount, resolvedStorage, announce],
  );

  const systemDark = useSyncExternalStore(subscribeSystemTheme, systemIsDark, () => false);
  const [themeChoice, setThemeChoice] = useState<EditorTheme>(theme);
  useEffect(() => setThemeChoice(theme), [theme]);
  const dark = themeChoice === "dark" || (themeChoice === "system" && systemDark);

  const root = useRef<HTMLDivElement>(null);
  useShortcuts(root, ui);

  return (
    <EditorUiContext.Provider value={ui}>
      <div
        ref={root}
        className={className ? `pk-editor ${className}` : "pk-editor"}
        style={style}
        data-theme={dark ? "dark" : "light"}
      >
        <TopBar dark={dark} onToggleTheme={() => setThemeChoice(dark ? "light" : "dark")} />
        <aside className="pke-panel pke-palette-area" aria-label="Plugins">
          <Palette />
        </aside>
        <main className="pke-stage-area" aria-label="Preview">
          <Stage />
        </main>
        <div className="pke-panel pke-transport-area">
          <Transport />
        </div>
        <aside className="pke-panel pke-inspector-area" aria-label="Inspector">
          <Inspector />
        </aside>
        <section className="pke-panel pke-timeline-area" aria-label="Timeline">
          <Timeline />
        </section>
        <MediaDialog />
        <FileDialogs />
        <div className="pke-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          {message}
        </div>
      </div>
    </EditorUiContext.Provider>
  );
}
