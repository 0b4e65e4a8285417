import type { ProjectStorage } from "../../storage/projectStorage.js";

/*
 * The projects this page has autosaved, by storage: the recovery prompt does not offer back what the same page
 * session wrote a moment ago.
 */
const saved = new WeakMap<ProjectStorage, Set<string>>();

/** Notes that this page session autosaved project `id` into `storage`. */
export function noteSessionSave(storage: ProjectStorage, id: string): void {
  let ids = saved.get(storage);
  if (!ids) saved.set(storage, (ids = new Set()));
  ids.add(id);
}

/** Whether this page session autosaved project `id` into `storage`. */
export function savedThisSession(storage: ProjectStorage, id: string): boolean {
  return saved.get(storage)?.has(id) ?? false;
}
