import type { PluginDefinition } from "@popcorn-kit/core";
import { refusal } from "@popcorn-kit/core/errors";
import type { Command } from "../commands/command.js";
import { Draft } from "../commands/draft.js";
import { type ClipboardEvent, clipEvents, pasteEvents, removeEvents } from "../commands/eventCommands.js";
import { type EventChange, History, eventChanges, transactionStep } from "../history/history.js";
import { type EditState, type Op, applyOps, createEditState } from "../history/ops.js";
import { CATALOGUE } from "../plugins/catalogue.js";
import { type PluginSet, createPluginSet } from "../plugins/pluginSet.js";
import { createProject } from "../project/createProject.js";
import type { Project } from "../project/types.js";
import { callListeners } from "./callListeners.js";

/** Options of `createEditor`. */
export interface EditorOptions {
  /** The project to edit (already checked: see `loadProject`). @default a new project */
  project?: Project;
  /** The plugins events may use: their manifests check every edit. @default CATALOGUE */
  plugins?: Iterable<PluginDefinition<any, any>>;
  /** How many steps undo keeps. @default 1000 */
  historyLimit?: number;
}

/** What a view of the editor reads: one frozen object until something changes. */
export interface EditorSnapshot {
  readonly project: Project;
  /** Ids of the selected events, in the order they were selected. */
  readonly selection: readonly string[];
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** What undo would undo ("Move event"), for a menu or a tooltip. */
  readonly undoLabel: string | undefined;
  readonly redoLabel: string | undefined;
  /** Whether a transaction (a drag) is open. */
  readonly inTransaction: boolean;
  /** Where paste puts events, in seconds: the view sets it as the playhead moves (`setPlayhead`). */
  readonly playhead: number;
  /** How many events the clipboard holds. */
  readonly clipboardSize: number;
}

/** How a selection changes. */
export type SelectMode = "replace" | "add" | "toggle" | "remove";

/** An open transaction: every edit until `commit` is one undo step; `cancel` undoes them all. */
export interface Transaction {
  commit(): void;
  cancel(): void;
}

/** An editor session: a project, its history, a selection and a clipboard. */
export interface Editor {
  /** The plugins the project is edited with, by name. */
  readonly plugins: PluginSet;
  /**
   * Runs a command as one undo step (or as part of the open transaction); returns what the command returns. Throws
   * only when the command is refused, and then nothing of it is applied; a listener's error never reaches it.
   */
  run<R>(command: Command<R>): R;
  undo(): boolean;
  redo(): boolean;
  /** Opens a transaction: a drag's edits become one undo step. A second one while one is open is refused. */
  transaction(label: string): Transaction;
  select(ids: string | readonly string[], mode?: SelectMode): void;
  /** Selects every event of the project. */
  selectAll(): void;
  clearSelection(): void;
  /** Copies events (the selection by default) to the clipboard. */
  copy(ids?: readonly string[]): void;
  /** Copies, then removes them as one undo step. */
  cut(ids?: readonly string[]): void;
  /** Pastes the clipboard at a time (the playhead by default) and selects the pasted events. */
  paste(at?: number): string[];
  /** The clipboard's events (for a system clipboard: they are JSON). */
  readonly clipboard: readonly ClipboardEvent[];
  setPlayhead(time: number): void;
  /** Replaces the project (a file opened): clears the history, the selection and any transaction. */
  load(project: Project): void;
  /**
   * Calls `listener` after every change (an edit, a selection, the playhead...), once `getSnapshot()` gives the
   * new state; returns the unsubscribe function. A listener that throws is reported with `console.error` (as core
   * reports a listener error nobody handled) and stops neither the change nor the other listeners.
   */
  subscribe(listener: () => void): () => void;
  /** The current state: the same frozen object until something changes. */
  getSnapshot(): EditorSnapshot;
  /**
   * Listens to what edits, undos and redos do to events: what a live preview mirrors (see `bindPreview`).
   * Called before the `subscribe` listeners, with `getSnapshot()` already current; isolated as they are.
   * Returns the unsubscribe function.
   */
  onEventChanges(listener: (changes: readonly EventChange[]) => void): () => void;
  /** Releases every listener; the editor refuses edits afterwards. */
  destroy(): void;
}

interface OpenTransaction {
  readonly label: string;
  readonly ops: Op[];
  /** In undo order. */
  inverse: Op[];
}

/**
 * Makes an editor session.
 *
 * @example
 * const editor = createEditor({ project });
 * const id = editor.run(addEvent({ type: "footnote", start: 2, end: 6, options: { text: "Apollo 11" } }));
 * editor.undo();
 */
export function createEditor(options: EditorOptions = {}): Editor {
  const plugins = createPluginSet(options.plugins ?? CATALOGUE);
  const limit = options.historyLimit ?? 1000;
  if (!Number.isInteger(limit) || limit < 0) {
    throw refusal("INVALID_OPTION", "historyLimit", options.historyLimit, "a whole number of steps, 0 or more");
  }
  let state: EditState = createEditState(options.project ?? createProject());
  const history = new History(limit);
  const listeners = new Set<() => void>();
  const changeListeners = new Set<(changes: readonly EventChange[]) => void>();
  let selection: readonly string[] = [];
  let clipboard: readonly ClipboardEvent[] = [];
  let playhead = 0;
  let open: OpenTransaction | undefined;
  let snapshot: EditorSnapshot | undefined;
  let destroyed = false;

  const alive = () => {
    if (destroyed) throw refusal("DESTROYED", "Editor", "destroyed", "an editor not yet destroyed");
  };

  // The state is complete before anyone is told: a listener reads a current snapshot. Listeners are isolated
  // (callListeners.ts): one that throws is reported, the others are still told, and the edit stands.
  const notify = (changes?: readonly EventChange[]) => {
    snapshot = undefined;
    if (changes?.length) {
      // Events that are gone leave the selection.
      if (selection.some((id) => !state.index.has(id))) selection = selection.filter((id) => state.index.has(id));
      callListeners([...changeListeners], changes);
    }
    callListeners([...listeners]);
  };

  const changesOf = (ops: readonly Op[], inverse: readonly Op[]): EventChange[] => {
    const changes: EventChange[] = [];
    // `inverse` is in undo order: the inverse of ops[i] is at the mirrored index.
    for (let i = 0; i < ops.length; i++) eventChanges(ops[i]!, inverse[inverse.length - 1 - i]!, changes);
    return changes;
  };

  const editor: Editor = {
    plugins,
    run<R>(command: Command<R>): R {
      alive();
      if (command === null || typeof command !== "object" || typeof command.run !== "function") {
        throw refusal("INVALID_OPTION", "editor.run()", command, "a command such as addEvent({...})");
      }
      const before = state.project;
      const draft = new Draft(state, plugins);
      let result: R;
      try {
        result = command.run(draft);
      } catch (error) {
        // A refused edit changes nothing: what the command applied is undone, the project object is the same.
        applyOps(state, draft.record.inverse);
        state.project = before;
        throw error;
      }
      const { ops, inverse } = draft.record;
      if (ops.length === 0) return result;
      if (open) {
        open.ops.push(...ops);
        open.inverse = [...inverse, ...open.inverse];
      } else {
        history.push({ label: command.label, ops, inverse });
      }
      notify(changesOf(ops, inverse));
      return result;
    },
    undo: () => replay((edited) => history.undo(edited)),
    redo: () => replay((edited) => history.redo(edited)),
    transaction(label) {
      alive();
      if (open) throw refusal("INVALID_OPTION", "editor.transaction()", label, "no transaction already open");
      const mine: OpenTransaction = { label: String(label), ops: [], inverse: [] };
      open = mine;
      notify();
      return {
        commit: () => {
          if (open === mine) commitOpen();
        },
        cancel: () => {
          if (open !== mine) return;
          open = undefined;
          const ops = mine.inverse;
          const inverse = applyOps(state, ops);
          notify(changesOf(ops, inverse));
        },
      };
    },
    select(ids, mode = "replace") {
      const list = typeof ids === "string" ? [ids] : [...ids];
      const known = list.filter((id) => state.index.has(id));
      const current = new Set(selection);
      if (mode === "replace") selection = [...new Set(known)];
      else if (mode === "add") selection = [...selection, ...known.filter((id) => !current.has(id))];
      else if (mode === "remove") selection = selection.filter((id) => !known.includes(id));
      else if (mode === "toggle") {
        const toggled = new Set(known);
        selection = [...selection.filter((id) => !toggled.has(id)), ...known.filter((id) => !current.has(id))];
      } else throw refusal("INVALID_OPTION", "select() mode", mode, '"replace", "add", "toggle" or "remove"');
      notify();
    },
    selectAll() {
      selection = state.project.lanes.flatMap((lane) => lane.events.map((event) => event.id));
      notify();
    },
    clearSelection() {
      if (selection.length === 0) return;
      selection = [];
      notify();
    },
    copy(ids = selection) {
      clipboard = clipEvents(new Draft(state, plugins), ids);
      notify();
    },
    cut(ids = selection) {
      editor.copy(ids);
      if (ids.length > 0) editor.run(removeEvents(ids));
    },
    paste(at = playhead) {
      if (clipboard.length === 0) return [];
      const lane = Math.max(
        0,
        ...selection.map((id) => state.project.lanes.findIndex((l) => l.id === state.index.get(id)?.lane)),
      );
      const ids = editor.run(pasteEvents(clipboard, at, lane));
      editor.select(ids);
      return ids;
    },
    get clipboard() {
      return clipboard;
    },
    setPlayhead(time) {
      if (typeof time !== "number" || !Number.isFinite(time) || time < 0) {
        throw refusal("INVALID_TIME", "setPlayhead()", time, "a time in seconds, 0 or more");
      }
      if (time === playhead) return;
      playhead = time;
      notify();
    },
    load(project) {
      alive();
      const removed: EventChange[] = [];
      for (const lane of state.project.lanes) for (const event of lane.events) removed.push({ kind: "removed", event });
      open = undefined;
      state = createEditState(project);
      history.clear();
      selection = [];
      const added: EventChange[] = [];
      for (const lane of project.lanes) for (const event of lane.events) added.push({ kind: "added", event });
      notify([...removed, ...added]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot() {
      snapshot ??= Object.freeze({
        project: state.project,
        selection,
        canUndo: history.canUndo || (open?.ops.length ?? 0) > 0,
        canRedo: history.canRedo,
        undoLabel: open?.ops.length ? open.label : history.undoLabel,
        redoLabel: history.redoLabel,
        inTransaction: open !== undefined,
        playhead,
        clipboardSize: clipboard.length,
      });
      return snapshot;
    },
    onEventChanges(listener) {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
    destroy() {
      destroyed = true;
      open = undefined;
      listeners.clear();
      changeListeners.clear();
    },
  };

  /** Undo or redo: an open transaction is committed first; false when there was nothing to replay. */
  function replay(step: (edited: EditState) => EventChange[] | undefined): boolean {
    alive();
    if (open) commitOpen();
    const changes = step(state);
    if (!changes) return false;
    notify(changes);
    return true;
  }

  function commitOpen(): void {
    const transaction = open!;
    open = undefined;
    if (transaction.ops.length > 0) {
      history.push(transactionStep(state, transaction.label, transaction.ops, transaction.inverse));
    }
    notify();
  }

  return editor;
}
