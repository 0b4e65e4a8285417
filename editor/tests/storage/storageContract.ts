import { describe, expect, it } from "vitest";
import type { ProjectStorage } from "../../src/storage/projectStorage.js";

/** What every ProjectStorage does, run against each one. */
export function describeStorageContract(name: string, make: () => ProjectStorage): void {
  describe(`${name}: the storage contract`, () => {
    it("gives back what was set, and undefined for a key never set", async () => {
      const storage = make();
      await storage.set("a", { title: "A", times: [1, 2.5] });
      expect(await storage.get("a")).toEqual({ title: "A", times: [1, 2.5] });
      expect(await storage.get("missing")).toBeUndefined();
    });

    it("stores a copy: changing the value afterwards changes nothing stored", async () => {
      const storage = make();
      const value = { list: [1] };
      await storage.set("a", value);
      value.list.push(2);
      const read = (await storage.get("a")) as { list: number[] };
      expect(read).toEqual({ list: [1] });
      read.list.push(3);
      expect(await storage.get("a")).toEqual({ list: [1] });
    });

    it("replaces a value set again under the same key", async () => {
      const storage = make();
      await storage.set("a", 1);
      await storage.set("a", 2);
      expect(await storage.get("a")).toBe(2);
    });

    it("lists its keys in ascending order, and forgets a deleted one", async () => {
      const storage = make();
      await storage.set("project:b", 1);
      await storage.set("project:a", 2);
      await storage.set("other", 3);
      expect(await storage.keys()).toEqual(["other", "project:a", "project:b"]);
      await storage.delete("project:a");
      await storage.delete("never-set");
      expect(await storage.keys()).toEqual(["other", "project:b"]);
      expect(await storage.get("project:a")).toBeUndefined();
    });

    it("refuses a value that cannot be cloned, as IndexedDB does, keeping what was there", async () => {
      const storage = make();
      await storage.set("a", 1);
      await expect(storage.set("a", { run: () => 1 })).rejects.toThrow();
      expect(await storage.get("a")).toBe(1);
    });
  });
}
