import { refusal } from "@popcorn-kit/core/adapter";
import type { Project } from "../project/types.js";
import type { ProjectStorage } from "./projectStorage.js";
import { createProjectSerializer } from "./projectJson.js";
import { type SavedProjectRecord, savedProjectKey } from "./savedProjects.js";

/*
 * Autosave: after every edit, once edits pause for `delay` ms, the project is written as
 * `{ savedAt, title, json }` under `project:<id>`. One write at a time: an edit made while a write is in flight
 * is written after it. The main thread pays for the JSON text of what changed (the rest is remembered, see
 * projectJson.ts) and the storage's copy of one string; an edit itself only sets a timer. A failed write goes to
 * `onError` and the status, never back into the edit.
 */

/** What autosave watches: the editor session, or anything that has its `subscribe` and `getSnapshot`. */
export interface AutosaveSource {
  /** Calls `listener` after every change; returns its unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The current state; a new `project` object after every edit of the project. */
  getSnapshot(): { readonly project: Project };
}

/** Where autosave stands. */
export type AutosaveStatus =
  /** Nothing edited since it started. */
  | "idle"
  /** An edit waits to be written. */
  | "pending"
  /** A write is in flight. */
  | "saving"
  /** The last edit is written. */
  | "saved"
  /** The last write failed (see `error`); the next edit, or `flush()`, tries again. */
  | "error";

/** How autosave runs. */
export interface AutosaveOptions {
  /** How long edits must pause, in milliseconds, before a write. @default 500 */
  readonly delay?: number;
  /** Sets the debounce timer (tests pass a manual clock's). @default globalThis.setTimeout */
  readonly setTimeout?: (callback: () => void, delay: number) => unknown;
  /** Clears what `setTimeout` returned. @default globalThis.clearTimeout */
  readonly clearTimeout?: (handle: any) => void;
  /** The time written as `savedAt`, in milliseconds since 1970. @default Date.now */
  readonly now?: () => number;
  /** Called after each successful write with its `savedAt`. */
  readonly onSaved?: (savedAt: number) => void;
  /** Called when a write fails, with the storage's error. */
  readonly onError?: (error: unknown) => void;
}

/** A running autosave. */
export interface Autosave {
  /**
   * Writes now what is not written yet (cancelling the wait), and resolves once every write has ended. Never
   * rejects: a failure goes to `onError` and `status`.
   */
  flush(): Promise<void>;
  /** Stops watching the editor and clears the timer. A write in flight ends on its own; nothing is written after. */
  dispose(): void;
  /** True while an edit waits to be written or a write is in flight. */
  readonly pending: boolean;
  readonly status: AutosaveStatus;
  /** The last write's error while `status` is "error", else `undefined`. */
  readonly error: unknown;
  /** When the last successful write was made (`savedAt`), or null before the first. */
  readonly savedAt: number | null;
}

/**
 * Saves the editor's project to `storage` after every edit, debounced, one write at a time. Recover it with
 * `listSavedProjects` and `recoverProject`. The project the editor holds when autosave starts counts as
 * unchanged: it is written at the first edit, or by `flush()`.
 *
 * @example
 * const autosave = createAutosave(editor, createIndexedDbStorage(), { onError: (e) => showBanner(e) });
 * addEventListener("pagehide", () => void autosave.flush());
 */
export function createAutosave(
  source: AutosaveSource,
  storage: ProjectStorage,
  options: AutosaveOptions = {},
): Autosave {
  const delay = options.delay ?? 500;
  if (typeof delay !== "number" || !Number.isFinite(delay) || delay < 0) {
    throw refusal(
      "INVALID_OPTION",
      "createAutosave(): the delay",
      delay,
      "a finite number of milliseconds, 0 or more",
      {
        option: "delay",
      },
    );
  }
  const schedule = options.setTimeout ?? ((callback, ms) => setTimeout(callback, ms));
  const cancel = options.clearTimeout ?? ((handle) => clearTimeout(handle));
  const now = options.now ?? Date.now;
  const { onSaved, onError } = options;
  const toJson = createProjectSerializer();

  let latest = source.getSnapshot().project;
  /** The project last written successfully by this autosave. */
  let saved: Project | null = null;
  let writing: Promise<void> | null = null;
  let timer: unknown;
  let waiting = false;
  let disposed = false;
  let status: AutosaveStatus = "idle";
  let lastError: unknown;
  let savedAt: number | null = null;

  const report = (error: unknown) => {
    lastError = error;
    status = "error";
    // A throwing callback must not stop autosave.
    try {
      onError?.(error);
    } catch {}
  };

  const stopWaiting = () => {
    if (!waiting) return;
    waiting = false;
    cancel(timer);
  };

  const write = async (project: Project): Promise<void> => {
    const at = now();
    try {
      const record: SavedProjectRecord = { savedAt: at, title: project.meta.title, json: toJson(project) };
      await storage.set(savedProjectKey(project.id), record);
      saved = project;
      savedAt = at;
      lastError = undefined;
      status = latest === project ? "saved" : "pending";
      try {
        onSaved?.(at);
      } catch {}
    } catch (error) {
      report(error);
    }
    writing = null;
    // An edit made during the write is written now, unless its own wait is still running.
    if (!disposed && !waiting && latest !== project) startWrite();
  };

  const startWrite = () => {
    if (writing !== null || latest === saved) return;
    status = "saving";
    const project = latest;
    // Started from a resolved promise, so that `writing` is set before a storage that throws at once is done.
    writing = Promise.resolve().then(() => write(project));
  };

  const unsubscribe = source.subscribe(() => {
    if (disposed) return;
    let project: Project;
    try {
      project = source.getSnapshot().project;
    } catch (error) {
      report(error);
      return;
    }
    if (project === latest) return;
    latest = project;
    if (writing === null) status = "pending";
    stopWaiting();
    waiting = true;
    timer = schedule(() => {
      waiting = false;
      if (!disposed) startWrite();
    }, delay);
  });

  return {
    async flush() {
      stopWaiting();
      while (writing !== null) await writing;
      if (disposed || latest === saved) return;
      startWrite();
      while (writing !== null) await writing;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      stopWaiting();
      unsubscribe();
    },
    get pending() {
      return waiting || writing !== null;
    },
    get status() {
      return status;
    },
    get error() {
      return lastError;
    },
    get savedAt() {
      return savedAt;
    },
  };
}
