/**
 * Where projects are kept between visits: a small asynchronous key-value store. The editor ships one on
 * IndexedDB for browsers (`createIndexedDbStorage`) and one in memory for tests and Node (`createMemoryStorage`);
 * any other (a server, the file system) implements these four methods.
 *
 * Values are structured-cloned, as IndexedDB does: a stored value is a copy, and what `get` returns is another.
 */
export interface ProjectStorage {
  /** The value stored under `key`, or `undefined` when there is none. */
  get(key: string): Promise<unknown>;
  /** Stores `value` under `key`, replacing what was there. Resolves once it is written. */
  set(key: string, value: unknown): Promise<void>;
  /** Removes `key` and its value; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Every key stored, in ascending order. */
  keys(): Promise<string[]>;
}
