import "fake-indexeddb/auto";
import { PopcornError } from "@popcorn-kit/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createProject } from "../../src/project/createProject.js";
import { createAutosave } from "../../src/storage/autosave.js";
import { createIndexedDbStorage } from "../../src/storage/indexedDbStorage.js";
import { listSavedProjects, recoverProject } from "../../src/storage/savedProjects.js";
import { describeStorageContract } from "./storageContract.js";

let databases = 0;
/** A storage in a database of its own, so that tests do not see each other's keys. */
const fresh = () => createIndexedDbStorage({ database: `test-${++databases}` });

describeStorageContract("createIndexedDbStorage", fresh);

describe("createIndexedDbStorage", () => {
  it("opens no database until it is first used", async () => {
    const storage = createIndexedDbStorage({ database: "lazy" });
    const names = async () => (await indexedDB.databases()).map((database) => database.name);
    expect(await names()).not.toContain("lazy");
    await storage.keys();
    expect(await names()).toContain("lazy");
  });

  it("finds again after a reload what an earlier page saved", async () => {
    await createIndexedDbStorage({ database: "reload", store: "saves" }).set("project:p", { savedAt: 1 });
    const later = createIndexedDbStorage({ database: "reload", store: "saves" });
    expect(await later.get("project:p")).toEqual({ savedAt: 1 });
  });

  it("holds what autosave writes, for recovery", async () => {
    const storage = fresh();
    let snapshot = { project: createProject({ id: "p-1", meta: { title: "Draft" } }) };
    const listeners = new Set<() => void>();
    const editor = {
      subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
      getSnapshot: () => snapshot,
    };
    const autosave = createAutosave(editor, storage, { delay: 0, now: () => 1234 });
    const edited = createProject({
      id: "p-1",
      meta: { title: "Moon landing" },
      lanes: [{ id: "lane-1", events: [{ id: "e-1", type: "footnote", start: 1, end: 2, options: { text: "Hi" } }] }],
    });
    snapshot = { project: edited };
    for (const listener of listeners) listener();
    await autosave.flush();
    expect(await listSavedProjects(storage)).toEqual([{ id: "p-1", title: "Moon landing", savedAt: 1234 }]);
    expect(await recoverProject(storage, "p-1")).toEqual(edited);
    autosave.dispose();
  });
});

describe("createIndexedDbStorage when IndexedDB does not answer or fails", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** Fakes only the timers the storage sets: fake-indexeddb runs its own tasks. */
  const fakeTimers = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });

  /** Every transaction of the database hands out a store whose requests never end. */
  const hangOperations = () =>
    vi
      .spyOn(IDBDatabase.prototype, "transaction")
      .mockImplementation(
        () => ({ objectStore: () => ({ get: () => ({}), put: () => undefined, transaction: {} }) }) as never,
      );

  it("rejects after openTimeout when the database never opens, opens again on the next call, and closes a late one", async () => {
    fakeTimers();
    const late = { result: { close: vi.fn() } } as unknown as IDBOpenDBRequest & { onsuccess: () => void };
    const open = vi.spyOn(indexedDB, "open").mockImplementationOnce(() => late);
    const storage = createIndexedDbStorage({ database: "stuck", openTimeout: 3 });
    const reading = storage.get("project:p").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_999);
    await vi.advanceTimersByTimeAsync(1);
    const failure = (await reading) as PopcornError;
    expect(failure).toBeInstanceOf(PopcornError);
    expect(failure.code).toBe("LOAD");
    expect(failure.message).toBe(
      'Opening the IndexedDB database "stuck" timed out after 3 s: another tab of this site may be holding it; close other tabs of this site or reload the page, then retry.',
    );
    expect(vi.getTimerCount()).toBe(0);
    // The open answers at last: nothing uses that connection, so it is closed.
    late.onsuccess();
    await new Promise((resolve) => setImmediate(resolve));
    expect(late.result.close).toHaveBeenCalled();
    await storage.set("project:p", 1);
    expect(await storage.get("project:p")).toBe(1);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("rejects an operation that never ends after its timeout, naming it", async () => {
    fakeTimers();
    const storage = createIndexedDbStorage({ database: "slow-writes", timeout: 4 });
    await storage.keys();
    hangOperations();
    const writing = storage.set("project:p", { savedAt: 1 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(((await writing) as PopcornError).message).toBe(
      'Writing "project:p" to the IndexedDB database "slow-writes" timed out after 4 s: retry, or reload the page.',
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  it("turns IndexedDB's errors into LOAD errors that say why, the browser's error as the cause", async () => {
    const storage = createIndexedDbStorage({ database: "full" });
    await storage.keys();
    const full = new DOMException("", "QuotaExceededError");
    vi.spyOn(IDBDatabase.prototype, "transaction").mockImplementation(() => {
      throw full;
    });
    const failure = (await storage.set("project:p", 1).catch((error: unknown) => error)) as PopcornError;
    expect(failure).toBeInstanceOf(PopcornError);
    expect(failure).toMatchObject({ code: "LOAD", cause: full });
    expect(failure.message).toBe(
      `Writing "project:p" to the IndexedDB database "full" failed: the storage on this device is full (QuotaExceededError): free some space, such as older saved projects or other sites' data, then retry.`,
    );
  });

  it("refuses a time-out that is not a number of seconds", () => {
    expect(() => createIndexedDbStorage({ openTimeout: -1 })).toThrow(
      /createIndexedDbStorage\(\): the openTimeout -1: expected a number of seconds from 0/,
    );
    expect(() => createIndexedDbStorage({ timeout: Number.POSITIVE_INFINITY })).toThrow(PopcornError);
  });
});
