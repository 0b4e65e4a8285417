import { describe, expect, it } from "vitest";
import { addEvent, moveEvents } from "../../src/commands/eventCommands.js";
import { createProject } from "../../src/project/createProject.js";
import { createEditor } from "../../src/session/createEditor.js";
import { createAutosave } from "../../src/storage/autosave.js";
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
});
