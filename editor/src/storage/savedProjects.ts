import { PopcornError } from "@popcorn-kit/core";
import { refusal } from "@popcorn-kit/core/errors";
import type { ProjectStorage } from "./projectStorage.js";

/*
 * How saved projects sit in a storage: one record per project under `project:<id>`. Autosave writes
 * `{ savedAt, title, json }`, the project as JSON text (cheaper to write than the project's objects: see
 * projectJson.ts); a record `{ savedAt, project }` holding the project itself is read too. Other keys are left
 * alone, so a storage may hold other things beside projects.
 */

const PREFIX = "project:";

/** What autosave writes for a project: when, its title (for the recovery list), and the project as JSON text. */
export interface SavedProjectRecord {
  /** When it was written, in milliseconds since 1970 (`Date.now()`). */
  readonly savedAt: number;
  /** The project's title when it was written. */
  readonly title: string;
  /** The project, as `JSON.stringify` would write it. */
  readonly json: string;
}

/** A saved project as a recovery list shows it. */
export interface SavedProjectSummary {
  readonly id: string;
  /** The project's title; "" when the saved value has none. */
  readonly title: string;
  /** When it was written, in milliseconds since 1970; 0 when the saved value does not say. */
  readonly savedAt: number;
}

/** The storage key of the project `id`: `project:<id>`. */
export function savedProjectKey(id: string): string {
  return `${PREFIX}${id}`;
}

/**
 * Every project saved in `storage`, newest first: what a "recover your work" list shows. Values that are not
 * saved projects are skipped. Reads each saved project whole: a list for the moment of recovery, not for
 * every frame.
 *
 * @example
 * const [latest] = await listSavedProjects(storage);
 * if (latest) offerRecovery(latest.title, new Date(latest.savedAt));
 */
export async function listSavedProjects(storage: ProjectStorage): Promise<SavedProjectSummary[]> {
  const ids = (await storage.keys()).filter((key) => key.startsWith(PREFIX)).map((key) => key.slice(PREFIX.length));
  const values = await Promise.all(ids.map((id) => storage.get(savedProjectKey(id))));
  const list: SavedProjectSummary[] = [];
  ids.forEach((id, index) => {
    const value = values[index];
    if (!isRecord(value)) return;
    let title: unknown;
    if (typeof value.json === "string") title = value.title;
    else if (isRecord(value.project) && isRecord(value.project.meta)) title = value.project.meta.title;
    else return;
    const savedAt = typeof value.savedAt === "number" && Number.isFinite(value.savedAt) ? value.savedAt : 0;
    list.push({ id, title: typeof title === "string" ? title : "", savedAt });
  });
  return list.sort((a, b) => b.savedAt - a.savedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The project saved under `id`, parsed but unchecked, or `undefined` when none is: pass it to `loadProject`,
 * which validates it and reports what it could not take. Rejects with a `PopcornError` (code `PARSE`) when the
 * saved text is not JSON.
 *
 * @example
 * const saved = await recoverProject(storage, id);
 * if (saved !== undefined) editor = createEditor({ project: loadProject(saved).project });
 */
export async function recoverProject(storage: ProjectStorage, id: string): Promise<unknown> {
  checkId(id, "recoverProject()");
  const value = await storage.get(savedProjectKey(id));
  if (!isRecord(value)) return value;
  if (typeof value.json === "string") {
    try {
      return JSON.parse(value.json);
    } catch (error) {
      throw new PopcornError(
        "PARSE",
        `The project saved as "${id}" is not valid JSON (${describeError(error)}): expected the text autosave wrote.`,
        { value: id, cause: error },
      );
    }
  }
  // A record holding the project itself; anything else is handed over as it is, for loadProject to judge.
  return "project" in value ? value.project : value;
}

/**
 * Forgets the project saved under `id` (after the person discards it, or once it is safely elsewhere). Nothing
 * happens when none is saved.
 */
export async function deleteSavedProject(storage: ProjectStorage, id: string): Promise<void> {
  checkId(id, "deleteSavedProject()");
  await storage.delete(savedProjectKey(id));
}

function checkId(id: string, where: string): void {
  if (typeof id !== "string" || id === "") {
    throw refusal("INVALID_OPTION", `${where}: the project id`, id, "a non-empty string");
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
