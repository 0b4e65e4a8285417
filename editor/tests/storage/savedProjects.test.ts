import { PopcornError } from "@popcorn-kit/core";
import { describe, expect, it } from "vitest";
import { createProject } from "../../src/project/createProject.js";
import { createMemoryStorage } from "../../src/storage/memoryStorage.js";
import {
  deleteSavedProject,
  listSavedProjects,
  recoverProject,
  savedProjectKey,
} from "../../src/storage/savedProjects.js";

async function storageWith(entries: Record<string, unknown>) {
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(entries)) await storage.set(key, value);
  return storage;
}

describe("saved projects", () => {
  const older = createProject({ id: "p-a", meta: { title: "Older" } });
  const newer = createProject({ id: "p-b", meta: { title: "Newer" } });

  it("lists saved projects newest first, with their titles and times", async () => {
    const storage = await storageWith({
      [savedProjectKey("p-a")]: { savedAt: 1000, title: "Older", json: JSON.stringify(older) },
      [savedProjectKey("p-b")]: { savedAt: 2000, project: newer },
    });
    expect(await listSavedProjects(storage)).toEqual([
      { id: "p-b", title: "Newer", savedAt: 2000 },
      { id: "p-a", title: "Older", savedAt: 1000 },
    ]);
  });

  it("skips other keys and values that are not saved projects, and lists one without a title or time", async () => {
    const storage = await storageWith({
      settings: { theme: "dark" },
      "project:broken": "not a record",
      "project:bare": { project: { meta: {} } },
      [savedProjectKey("p-a")]: { savedAt: 1000, project: older },
    });
    expect(await listSavedProjects(storage)).toEqual([
      { id: "p-a", title: "Older", savedAt: 1000 },
      { id: "bare", title: "", savedAt: 0 },
    ]);
  });

  it("lists nothing in an empty storage", async () => {
    expect(await listSavedProjects(createMemoryStorage())).toEqual([]);
  });

  it("recovers the project as it was saved, and undefined for one never saved", async () => {
    const storage = await storageWith({
      [savedProjectKey("p-a")]: { savedAt: 1000, title: "Older", json: JSON.stringify(older) },
      [savedProjectKey("p-b")]: { savedAt: 2000, project: newer },
    });
    expect(await recoverProject(storage, "p-a")).toEqual(older);
    expect(await recoverProject(storage, "p-b")).toEqual(newer);
    expect(await recoverProject(storage, "p-z")).toBeUndefined();
  });

  it("rejects with a PARSE error naming the project when its saved text is not JSON", async () => {
    const storage = await storageWith({ "project:p-x": { savedAt: 1, title: "X", json: '{"schema":' } });
    const failure = await recoverProject(storage, "p-x").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PopcornError);
    expect(failure).toMatchObject({
      code: "PARSE",
      message: expect.stringMatching(/saved as "p-x" is not valid JSON/),
    });
  });

  it("hands over a stored value of another shape as it is, for the loader to judge", async () => {
    const storage = await storageWith({ "project:odd": [1, 2] });
    expect(await recoverProject(storage, "odd")).toEqual([1, 2]);
  });

  it("deletes a saved project, and nothing else", async () => {
    const storage = await storageWith({
      settings: 1,
      [savedProjectKey("p-a")]: { savedAt: 1000, project: older },
      [savedProjectKey("p-b")]: { savedAt: 2000, project: newer },
    });
    await deleteSavedProject(storage, "p-a");
    await deleteSavedProject(storage, "p-never");
    expect(await storage.keys()).toEqual(["project:p-b", "settings"]);
  });

  it("refuses a project id that is not a non-empty string", async () => {
    const storage = createMemoryStorage();
    await expect(recoverProject(storage, "")).rejects.toThrow(PopcornError);
    await expect(deleteSavedProject(storage, 7 as unknown as string)).rejects.toThrow(
      /project id 7: expected a non-empty string/,
    );
  });
});
