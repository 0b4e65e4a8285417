import { PopcornError } from "@popcorn-kit/core";
import { refusal } from "@popcorn-kit/core/adapter";
import { type UseStore, createStore, del, get, keys, set } from "idb-keyval";
import type { ProjectStorage } from "./projectStorage.js";

/** Where in IndexedDB the projects go. */
export interface IndexedDbStorageOptions {
  /**
   * The database's name. Give each storage a database of its own: the store is created when the database is
   * first made, so a second store in an existing database is never created.
   * @default "popcorn-kit-editor"
   */
  readonly database?: string;
  /** The object store's name. @default "projects" */
  readonly store?: string;
}

/**
 * A storage on the browser's IndexedDB, through `idb-keyval`. Opened lazily: nothing touches IndexedDB until the
 * first call, so creating one in Node or during server rendering is harmless. Where there is no IndexedDB, each
 * call rejects with a `PopcornError` (code `LOAD`).
 *
 * @example
 * const autosave = createAutosave(editor, createIndexedDbStorage());
 */
export function createIndexedDbStorage(options: IndexedDbStorageOptions = {}): ProjectStorage {
  const database = options.database ?? "popcorn-kit-editor";
  const storeName = options.store ?? "projects";
  if (typeof database !== "string" || database === "") {
    throw refusal("INVALID_OPTION", "createIndexedDbStorage(): the database", database, "a non-empty name", {
      option: "database",
    });
  }
  if (typeof storeName !== "string" || storeName === "") {
    throw refusal("INVALID_OPTION", "createIndexedDbStorage(): the store", storeName, "a non-empty name", {
      option: "store",
    });
  }
  let store: UseStore | undefined;
  const open = (): UseStore => {
    if (store) return store;
    if (typeof indexedDB === "undefined") {
      throw new PopcornError(
        "LOAD",
        `IndexedDB is not available here, so the database "${database}" cannot be opened: expected a browser, or a storage of another kind (createMemoryStorage()).`,
      );
    }
    store = createStore(database, storeName);
    return store;
  };
  return {
    async get(key) {
      return get(key, open());
    },
    async set(key, value) {
      await set(key, value, open());
    },
    async delete(key) {
      await del(key, open());
    },
    async keys() {
      const all = await keys(open());
      return all.filter((key): key is string => typeof key === "string");
    },
  };
}
