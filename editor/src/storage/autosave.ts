import { PopcornError } from "@popcorn-kit/core";
import { refusal } from "@popcorn-kit/core/errors";
import type { Project } from "../project/types.js";
import type { ProjectStorage } from "./projectStorage.js";
import { createProjectSerializer } from "./projectJson.js";
import { type SavedProjectRecord, savedProjectKey } from "./savedProjects.js";
import { checkTimeout, storageFailureReason, timedOut } from "./storageErrors.js";

/*
 * Autosave: after every edit, once edits pause for `delay` ms, the project is written as
 * `{ savedAt, title, json }` under `project:<id>`. One write at a time: an edit made while a write is in flight
 * is written after it. The main thread pays for the JSON text of what changed (the rest is remembered, see
 * projectJson.ts) and the storage's copy of one string; an edit itself only sets a timer. A failed write goes to
 * `onError` and the status, never back into the edit.
 *
 * The status says what the storage confirmed: "saved" only once the storage's `set` of the project the editor
 * holds has resolved. A write the storage does not settle within `timeout` is given up as an error, so that the
 * status and `flush()` never wait forever; should the storage confirm it later, that confirmation counts (the
 * storage then holds that project), and a newer edit is written after it.
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
  /** The storage confirmed the write of the project as the editor holds it. */
  | "saved"
  /** The last write failed or timed out (see `error`); the next edit, or `flush()`, tries again. */
  | "error";

/** How autosave runs. */
export interface AutosaveOptions {
  /** How long edits must pause, in milliseconds, before a write. @default 500 */
  readonly delay?: number;
  /**
   * Seconds the storage may take to confirm a write; after that the write is an error that names the time-out
   * (`status` "error"), and the next edit, or `flush()`, tries again. 0 for no time-out.
   * @default 30
   */
  readonly timeout?: number;
  /** Sets the debounce and time-out timers (tests pass a manual clock's). @default globalThis.setTimeout */
  readonly setTimeout?: (callback: () => void, delay: number) => unknown;
  /** Clears what `setTimeout` returned. @default globalThis.clearTimeout */
  readonly clearTimeout?: (handle: any) => void;
  /** The time written as `savedAt`, in milliseconds since 1970. @default Date.now */
  readonly now?: () => number;
  /** Called after each write the storage confirmed, with its `savedAt`. */
  readonly onSaved?: (savedAt: number) => void;
  /** Called when a write fails or times out, with the error `error` then holds. */
  readonly onError?: (error: PopcornError) => void;
}

/** A running autosave. */
export interface Autosave {
  /**
   * Writes now what is not written yet (cancelling the wait), and resolves once every write has ended: confirmed,
   * failed or timed out. Never rejects: a failure goes to `onError` and `status`. After a failure it is the retry.
   */
  flush(): Promise<void>;
  /**
   * Stops watching the editor and clears the debounce timer. A write in flight ends on its own (its time-out timer
   * goes with it, at the latest when it fires); nothing is written after.
   */
  dispose(): void;
  /** True while an edit waits to be written or a write is in flight. */
  readonly pending: boolean;
  readonly status: AutosaveStatus;
  /**
   * While `status` is "error", why: a `PopcornError` (code `LOAD`) whose message says "Saving failed: " and a
   * reason that is never empty (a full storage, the storage's own words, its name), the storage's error as its
   * `cause`, or "Saving timed out after 30 s: ...". Else `undefined`.
   */
  readonly error: PopcornError | undefined;
  /** When the last confirmed write was made (`savedAt`), or null before the first. */
  readonly savedAt: number | null;
}

/** The error autosave reports for a failed write: "Saving failed: <why>.", the storage's error as its cause. */
function savingFailed(error: unknown, key?: string): PopcornError {
  return new PopcornError("LOAD", `Saving failed: ${storageFailureReason(error)}.`, { value: key, cause: error });
}

/**
 * Saves the editor's project to `storage` after every edit, debounced, one write at a time. Recover it with
 * `listSavedProjects` and `recoverProject`. The project the editor holds when autosave starts counts as
 * unchanged: it is written at the first edit, or by `flush()`.
 *
 * @example
 * const autosave = createAutosave(editor, createIndexedDbStorage(), { onError: (e) => showBanner(e.message) });
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
  const timeout = checkTimeout("createAutosave()", "timeout", options.timeout ?? 30);
  const schedule = options.setTimeout ?? ((callback, ms) => setTimeout(callback, ms));
  const cancel = options.clearTimeout ?? ((handle) => clearTimeout(handle));
  const now = options.now ?? Date.now;
  const { onSaved, onError } = options;
  const toJson = createProjectSerializer();

  let latest = source.getSnapshot().project;
  /** The project the storage last confirmed for this autosave. */
  let saved: Project | null = null;
  let writing: Promise<void> | null = null;
  let timer: unknown;
  let waiting = false;
  let disposed = false;
  let status: AutosaveStatus = "idle";
  let lastError: PopcornError | undefined;
  let savedAt: number | null = null;

  const report = (error: PopcornError) => {
    lastError = error;
    status = "error";
    // A throwing callback must not stop autosave.
    try {
      onError?.(error);
    } catch {}
  };

  /** The project the source holds now, or `undefined` when reading it threw (reported). */
  const read = (): Project | undefined => {
    try {
      return source.getSnapshot().project;
    } catch (error) {
      report(savingFailed(error));
      return undefined;
    }
  };

  /** Whether the source holds a project autosave was not told of (a change that notified no one). */
  const unheard = () => {
    if (disposed) return false;
    try {
      return source.getSnapshot().project !== latest;
    } catch {
      return false;
    }
  };

  const stopWaiting = () => {
    if (!waiting) return;
    waiting = false;
    cancel(timer);
  };

  /** Writes `project`; the promise resolves (never rejects) once the storage confirmed it, failed, or timed out. */
  const write = (project: Project): Promise<void> =>
    new Promise<void>((done) => {
      const key = savedProjectKey(project.id);
      let deadline: unknown;
      let over = false;
      const end = (error?: PopcornError) => {
        over = true;
        if (timeout > 0) cancel(deadline);
        writing = null;
        if (error) report(error);
        done();
        // An edit made during the write is written now, unless its own wait is still running.
        if (!disposed && !waiting && latest !== project) startWrite();
      };
      if (timeout > 0) {
        deadline = schedule(() => {
          if (!over)
            end(timedOut("Saving", timeout, "the storage did not confirm the write; retry, or reload the page", key));
        }, timeout * 1000);
      }
      let at = 0;
      // Started from a resolved promise, so that `writing` is set before a storage that throws at once is done.
      Promise.resolve()
        .then(() => {
          at = now();
          const record: SavedProjectRecord = { savedAt: at, title: project.meta.title, json: toJson(project) };
          return storage.set(key, record);
        })
        .then(
          () => {
            // Confirmed, in time or after the time-out: either way the storage holds this project now.
            saved = project;
            savedAt = at;
            if (!over || (writing === null && !waiting && latest === project)) {
              lastError = undefined;
              status = latest === project ? "saved" : "pending";
            }
            if (!over) end();
            // A late confirmation may have overwritten a newer project: the newest is written again.
            else if (!disposed && !waiting && latest !== project) startWrite();
            try {
              onSaved?.(at);
            } catch {}
          },
          (error: unknown) => {
            // After its time-out, a write's failure says nothing new.
            if (!over) end(savingFailed(error, key));
          },
        );
    });

  function startWrite(): void {
    if (writing !== null || latest === saved) return;
    status = "saving";
    writing = write(latest);
  }

  const unsubscribe = source.subscribe(() => {
    if (disposed) return;
    const project = read();
    if (project === undefined || project === latest) return;
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
      // A change the source made without telling autosave is written too.
      if (!disposed) latest = read() ?? latest;
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
      return waiting || writing !== null || unheard();
    },
    get status() {
      return (status === "saved" || status === "idle") && unheard() ? "pending" : status;
    },
    get error() {
      return status === "error" ? lastError : undefined;
    },
    get savedAt() {
      return savedAt;
    },
  };
}
