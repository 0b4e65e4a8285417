import { PopcornError } from "@popcorn-kit/core";
import { describeValue, refusal } from "@popcorn-kit/core/errors";
import { type UseStore, del, get, keys, promisifyRequest, set } from "idb-keyval";
import type { ProjectStorage } from "./projectStorage.js";
import { checkTimeout, readField, storageFailure, timedOut, withinTime } from "./storageErrors.js";

/** Where in IndexedDB the projects go, and how long IndexedDB may take. */
export interface IndexedDbStorageOptions {
  /**
   * The database's name. Give each storage a database of its own: the store is created when the database is
   * first made, so a second store in an existing database is never created.
   * @default "popcorn-kit-editor"
   */
  readonly database?: string;
  /** The object store's name. @default "projects" */
  readonly store?: string;
  /**
   * Seconds opening the database may take; after that, the call that needed it rejects with a time-out (a
   * `LOAD` error) and the next call opens it again. A browser may never answer an open (another tab holding the
   * database, a private window). 0 for no time-out.
   * @default 10
   */
  readonly openTimeout?: number;
  /** Seconds each read or write may take once the database is open, before it rejects with a time-out; 0 for none. @default 15 */
  readonly timeout?: number;
}

/**
 * A storage on the browser's IndexedDB, through `idb-keyval`. Opened lazily: nothing touches IndexedDB until the
 * first call, so creating one in Node or during server rendering is harmless. Every failure rejects with a
 * `PopcornError` (code `LOAD`) that says why, the browser's error as its `cause`: IndexedDB missing, an open or
 * an operation that takes longer than its time-out, a full storage. Each timer is released when its call settles.
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
  const openTimeout = checkTimeout("createIndexedDbStorage()", "openTimeout", options.openTimeout ?? 10);
  const timeout = checkTimeout("createIndexedDbStorage()", "timeout", options.timeout ?? 15);
  const named = `the IndexedDB database ${describeValue(database)}`;
  let connection: Promise<IDBDatabase> | undefined;

  const connect = (): Promise<IDBDatabase> => {
    if (connection) return connection;
    if (typeof indexedDB === "undefined") {
      return Promise.reject(
        new PopcornError(
          "LOAD",
          `IndexedDB is not available here, so the database "${database}" cannot be opened: expected a browser, or a storage of another kind (createMemoryStorage()).`,
        ),
      );
    }
    const action = `Opening ${named}`;
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(database);
    } catch (error) {
      return Promise.reject(storageFailure(action, error, database));
    }
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    const opened = promisifyRequest(request);
    const current = withinTime(opened, openTimeout, () =>
      timedOut(
        action,
        openTimeout,
        "another tab of this site may be holding it; close other tabs of this site or reload the page, then retry",
        database,
      ),
    ).catch((error: unknown) => {
      throw storageFailure(action, error, database);
    });
    connection = current;
    // A failed or timed-out open is not kept: the next call (a retry) opens the database again.
    const forget = () => {
      if (connection === current) connection = undefined;
    };
    current.then((db) => {
      // Safari may close a connection on its own; another tab upgrading the database asks this one to close.
      db.onclose = forget;
      db.onversionchange = () => {
        forget();
        db.close();
      };
    }, forget);
    // A database that opens only after its time-out is closed at once: nothing uses that connection.
    opened.then(
      (db) => current.catch(() => db.close()),
      () => undefined,
    );
    return current;
  };

  const run = async <T>(action: string, key: unknown, operate: (store: UseStore) => Promise<T>): Promise<T> => {
    const held = connect();
    const db = await held;
    const store: UseStore = (mode, callback) =>
      Promise.resolve().then(() => callback(db.transaction(storeName, mode).objectStore(storeName)));
    try {
      return await withinTime(operate(store), timeout, () =>
        timedOut(action, timeout, "retry, or reload the page", key),
      );
    } catch (error) {
      // A connection the browser closed without saying so is not kept: the retry opens the database again.
      if (connection === held && readField(error, "name") === "InvalidStateError") {
        connection = undefined;
      }
      throw storageFailure(action, error, key);
    }
  };

  return {
    get: (key) => run(`Reading ${describeValue(key)} from ${named}`, key, (store) => get(key, store)),
    set: (key, value) => run(`Writing ${describeValue(key)} to ${named}`, key, (store) => set(key, value, store)),
    delete: (key) => run(`Deleting ${describeValue(key)} from ${named}`, key, (store) => del(key, store)),
    keys: () =>
      run(`Listing the keys of ${named}`, undefined, async (store) =>
        (await keys(store)).filter((key): key is string => typeof key === "string"),
      ),
  };
}
