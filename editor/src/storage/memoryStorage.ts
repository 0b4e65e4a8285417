import type { ProjectStorage } from "./projectStorage.js";

/**
 * A storage held in memory, gone with the page: for tests and Node. Like IndexedDB it stores structured clones,
 * so a value that IndexedDB would refuse (a function, say) is refused here too.
 *
 * @example
 * const storage = createMemoryStorage();
 * const autosave = createAutosave(editor, storage);
 */
export function createMemoryStorage(): ProjectStorage {
  const values = new Map<string, unknown>();
  return {
    async get(key) {
      return values.has(key) ? structuredClone(values.get(key)) : undefined;
    },
    async set(key, value) {
      values.set(key, structuredClone(value));
    },
    async delete(key) {
      values.delete(key);
    },
    async keys() {
      return [...values.keys()].sort();
    },
  };
}
