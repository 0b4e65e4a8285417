import { PopcornError } from "@popcorn-kit/core";
import { afterEach, describe, expect, it } from "vitest";
import { createIndexedDbStorage } from "../../src/storage/indexedDbStorage.js";
import { createMemoryStorage } from "../../src/storage/memoryStorage.js";
import { describeStorageContract } from "./storageContract.js";

describeStorageContract("createMemoryStorage", createMemoryStorage);

describe("createIndexedDbStorage where there is no IndexedDB", () => {
  const saved = Object.getOwnPropertyDescriptor(globalThis, "indexedDB");
  afterEach(() => {
    if (saved) Object.defineProperty(globalThis, "indexedDB", saved);
  });

  it("can be created without touching anything, and each call rejects with a clear PopcornError", async () => {
    if (saved) Reflect.deleteProperty(globalThis, "indexedDB");
    const storage = createIndexedDbStorage();
    const failure = await storage.get("project:p").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PopcornError);
    expect((failure as PopcornError).code).toBe("LOAD");
    expect((failure as PopcornError).message).toMatch(
      /IndexedDB is not available.*"popcorn-kit-editor".*createMemoryStorage/,
    );
    await expect(storage.set("a", 1)).rejects.toThrow(PopcornError);
    await expect(storage.keys()).rejects.toThrow(PopcornError);
  });

  it("refuses an empty database or store name", () => {
    expect(() => createIndexedDbStorage({ database: "" })).toThrow(/database "": expected a non-empty name/);
    expect(() => createIndexedDbStorage({ store: "" })).toThrow(PopcornError);
  });
});
