import "fake-indexeddb/auto";
import { PopcornError } from "@popcorn-kit/core";
import { describe, expect, it, vi } from "vitest";
import { addEvent, moveEvents } from "../../src/commands/eventCommands.js";
import { createProject } from "../../src/project/createProject.js";
import { createEditor } from "../../src/session/createEditor.js";
import { createAutosave } from "../../src/storage/autosave.js";
import { createIndexedDbStorage } from "../../src/storage/indexedDbStorage.js";
import { createMemoryStorage } from "../../src/storage/memoryStorage.js";
import { listSavedProjects, recoverProject } from "../../src/storage/savedProjects.js";

describe("autosave of an editor session", () => {
  it("recovers after a crash the project as the last edit left it, undo included", async () => {
    const storage = createMemoryStorage();
    const editor = createEditor({
      project: createProject({ id: "p-1", meta: { title: "Talk" }, media: { duration: 60 } }),
    });
    let writes = 0;
    const autosave = createAutosave(editor, storage, { delay: 0, onSaved: () => writes++ });
    const id = editor.run(addEvent({ type: "footnote", start: 1, end: 3, options: { text: "Hello" } }));
    const drag = editor.transaction("Drag");
    for (let step = 1; step <= 5; step++) editor.run(moveEvents(id, { by: 0.5 }));
    drag.commit();
    editor.undo();
    await autosave.flush();
    // A selection alone is not an edit: nothing more to write.
    editor.select(id);
    await autosave.flush();
    autosave.dispose();
    editor.destroy();

    expect(writes).toBe(1);
    expect(await listSavedProjects(storage)).toEqual([{ id: "p-1", title: "Talk", savedAt: expect.any(Number) }]);
    const recovered = await recoverProject(storage, "p-1");
    expect(recovered).toEqual(editor.getSnapshot().project);
    expect(recovered).toMatchObject({ lanes: [{ events: [{ id, start: 1, end: 3 }] }] });
  });

  it("with an IndexedDB that never opens: an error naming the time-out after 10 s, flush settles, retry saves", async () => {
    // Only the timers autosave and the storage set are faked; fake-indexeddb runs its own tasks.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      // The first open is never answered, as when another tab blocks it or the browser hangs.
      const open = vi.spyOn(indexedDB, "open").mockImplementationOnce(() => ({}) as IDBOpenDBRequest);
      const storage = createIndexedDbStorage({ database: "never-opens" });
      const editor = createEditor({ project: createProject({ id: "p-1", meta: { title: "Talk" } }) });
      const autosave = createAutosave(editor, storage);
      ["one", "two", "three"].forEach((text, at) => {
        editor.run(addEvent({ type: "footnote", start: at * 2, end: at * 2 + 1, options: { text } }));
      });
      let flushed = false;
      const flushing = autosave.flush().then(() => (flushed = true));
      await vi.advanceTimersByTimeAsync(9_999);
      expect(autosave.status).toBe("saving");
      expect(flushed).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await flushing;
      expect(autosave.status).toBe("error");
      expect(autosave.error).toBeInstanceOf(PopcornError);
      expect(autosave.error?.message).toMatch(
        /^Saving failed: Opening the IndexedDB database "never-opens" timed out after 10 s: .+ then retry\.$/,
      );
      expect(autosave.savedAt).toBeNull();
      // Retry: the database is opened again, and answers this time.
      await autosave.flush();
      expect(open).toHaveBeenCalledTimes(2);
      expect(autosave).toMatchObject({ status: "saved", error: undefined, pending: false });
      const saved = (await recoverProject(storage, "p-1")) as { lanes: { events: { options: { text: string } }[] }[] };
      expect(saved.lanes.flatMap((lane) => lane.events.map((event) => event.options.text))).toEqual([
        "one",
        "two",
        "three",
      ]);
      autosave.dispose();
      editor.destroy();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
