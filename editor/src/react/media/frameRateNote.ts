import { useSyncExternalStore } from "react";
import type { ProjectMediaSource } from "../../project/types.js";
import type { Editor } from "../../session/createEditor.js";
import { useEditorState, useEditorUi } from "../context.js";
import { type UiStore, createUiStore } from "../state/createStore.js";

/** Where the project's frame rate came from when media was opened in this session. */
export type FrameRateOrigin =
  /** Read from the file's container. */
  | "file"
  /** Given with a sample. */
  | "sample"
  /** The file (or address) says nothing: the project's rate was kept. */
  | "assumed";

/** The frame rate media was opened at, and where it came from. */
export interface FrameRateNote {
  readonly source: ProjectMediaSource;
  readonly frameRate: number;
  readonly origin: FrameRateOrigin;
}

interface NoteState {
  readonly note: FrameRateNote | undefined;
}

// One store per editor session, made when first asked for: the note lives as long as the session.
const stores = new WeakMap<Editor, UiStore<NoteState>>();

/** The note store of `editor`'s session (what the media dialog writes when it opens media). */
export function frameRateNotes(editor: Editor): UiStore<NoteState> {
  let store = stores.get(editor);
  if (!store) {
    store = createUiStore<NoteState>({ note: undefined });
    stores.set(editor, store);
  }
  return store;
}

function sameSource(a: ProjectMediaSource | null, b: ProjectMediaSource): boolean {
  if (a === null || a.kind !== b.kind) return false;
  if (a.kind === "file" && b.kind === "file") return a.name === b.name && a.mimeType === b.mimeType;
  return "url" in a && "url" in b && a.url === b.url;
}

/**
 * Where the project's current frame rate came from, when this session opened its media: read from the file,
 * given with a sample, or assumed (the file says nothing). Undefined when the project's media or rate is not
 * what was opened (a loaded project, undo, another media). What the transport and the project's details show
 * beside the rate ("30 fps, assumed").
 */
export function useFrameRateNote(): FrameRateNote | undefined {
  const { editor } = useEditorUi();
  const store = frameRateNotes(editor);
  const { note } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const source = useEditorState((snapshot) => snapshot.project.media.source);
  const frameRate = useEditorState((snapshot) => snapshot.project.media.frameRate);
  return note && sameSource(source, note.source) && note.frameRate === frameRate ? note : undefined;
}
