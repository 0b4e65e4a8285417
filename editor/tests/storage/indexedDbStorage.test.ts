import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
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
