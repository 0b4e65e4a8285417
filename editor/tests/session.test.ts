import { createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type Project,
  addEvent,
  bindPreview,
  createAutosave,
  createEditor,
  createMemoryStorage,
  createProject,
  moveEvents,
  recoverProject,
  removeEvents,
  setOptions,
} from "../src/index.js";

function project(): Project {
  return createProject({
    id: "session",
    media: { duration: 120 },
    lanes: [
      {
        id: "lane-1",
        events: [
          { id: "a", type: "footnote", start: 0, end: 5, options: { text: "A" } },
          { id: "b", type: "footnote", start: 10, end: 15, options: { text: "B" } },
        ],
      },
    ],
  });
}

describe("createEditor", () => {
  it("gives one snapshot object until something changes, and tells subscribers once per change", () => {
    const editor = createEditor({ project: project() });
    const listener = vi.fn();
    const stop = editor.subscribe(listener);
    const first = editor.getSnapshot();
    expect(editor.getSnapshot()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    editor.run(setOptions("a", { text: "A2" }));
    expect(listener).toHaveBeenCalledTimes(1);
    const second = editor.getSnapshot();
    expect(second).not.toBe(first);
    // What did not change is the same object: a view of lane 2 or of the layout does not re-render.
    expect(second.project.layout).toBe(first.project.layout);
    expect(second.project.lanes[0]!.events[1]).toBe(first.project.lanes[0]!.events[1]);
    expect(second).toMatchObject({ canUndo: true, canRedo: false, undoLabel: "Change options" });
    stop();
    editor.run(setOptions("a", { text: "A3" }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("makes a whole drag one undo step, whatever the number of moves", () => {
    const editor = createEditor({ project: project() });
    const original = editor.getSnapshot().project;
    const drag = editor.transaction("Move event");
    for (let i = 0; i < 200; i++) editor.run(moveEvents("b", { by: 0.25 }));
    expect(editor.getSnapshot().inTransaction).toBe(true);
    drag.commit();
    const moved = editor.getSnapshot().project;
    expect(moved.lanes[0]!.events[1]).toMatchObject({ id: "b", start: 60, end: 65 });
    expect(editor.getSnapshot()).toMatchObject({ inTransaction: false, undoLabel: "Move event" });
    editor.undo();
    expect(editor.getSnapshot().project).toEqual(original);
    expect(editor.getSnapshot().canUndo).toBe(false);
    editor.redo();
    expect(editor.getSnapshot().project).toEqual(moved);
  });

  it("cancels a drag back to where it began, with no undo step", () => {
    const editor = createEditor({ project: project() });
    const original = editor.getSnapshot().project;
    const drag = editor.transaction("Move event");
    editor.run(moveEvents("a", { by: 30 }));
    editor.run(addEvent({ type: "footnote", start: 50, end: 51, options: { text: "x" } }));
    drag.cancel();
    expect(editor.getSnapshot().project).toEqual(original);
    expect(editor.getSnapshot().canUndo).toBe(false);
    expect(() => {
      editor.transaction("one");
      editor.transaction("two");
    }).toThrow(/no transaction already open/);
  });

  it("keeps nothing of an event added then removed inside one transaction", () => {
    const editor = createEditor({ project: project() });
    const original = editor.getSnapshot().project;
    const step = editor.transaction("Try");
    const id = editor.run(addEvent({ type: "footnote", start: 50, end: 51, options: { text: "x" } }));
    editor.run(removeEvents(id));
    editor.run(setOptions("a", { text: "kept" }));
    step.commit();
    editor.undo();
    expect(editor.getSnapshot().project).toEqual(original);
    editor.redo();
    expect(editor.getSnapshot().project.lanes[0]!.events.map((e) => e.id)).toEqual(["a", "b"]);
  });

  it("selects, toggles and forgets removed events", () => {
    const editor = createEditor({ project: project() });
    editor.select("a");
    editor.select(["b", "nope"], "add");
    expect(editor.getSnapshot().selection).toEqual(["a", "b"]);
    editor.select("a", "toggle");
    expect(editor.getSnapshot().selection).toEqual(["b"]);
    editor.selectAll();
    expect(editor.getSnapshot().selection).toEqual(["a", "b"]);
    editor.run(removeEvents("a"));
    expect(editor.getSnapshot().selection).toEqual(["b"]);
    expect(() => editor.select("b", "sideways" as never)).toThrow(/"replace"/);
  });

  it("copies, cuts and pastes at the playhead, selecting what it pasted", () => {
    const editor = createEditor({ project: project() });
    editor.select(["a", "b"]);
    editor.copy();
    expect(editor.getSnapshot().clipboardSize).toBe(2);
    editor.setPlayhead(40);
    const pasted = editor.paste();
    expect(editor.getSnapshot().selection).toEqual(pasted);
    const events = editor.getSnapshot().project.lanes[0]!.events;
    expect(events.map((e) => `${e.start}-${e.end}:${e.options.text}`)).toEqual([
      "0-5:A",
      "10-15:B",
      "40-45:A",
      "50-55:B",
    ]);
    editor.cut(["a"]);
    expect(editor.getSnapshot().project.lanes[0]!.events.map((e) => e.id)).not.toContain("a");
    expect(editor.paste(100)).toHaveLength(1);
    expect(JSON.parse(JSON.stringify(editor.clipboard))).toEqual(editor.clipboard);
  });

  it("undo and redo say whether they did anything", () => {
    const editor = createEditor({ project: project() });
    expect(editor.undo()).toBe(false);
    expect(editor.redo()).toBe(false);
  });

  it("keeps at most historyLimit steps", () => {
    const editor = createEditor({ project: project(), historyLimit: 3 });
    for (let i = 0; i < 5; i++) editor.run(setOptions("a", { text: `v${i}` }));
    let undone = 0;
    while (editor.undo()) undone++;
    expect(undone).toBe(3);
    expect(editor.getSnapshot().project.lanes[0]!.events[0]!.options.text).toBe("v1");
  });

  it("loads another project, clearing the history and the selection", () => {
    const editor = createEditor({ project: project() });
    editor.select("a");
    editor.run(setOptions("a", { text: "x" }));
    const other = createProject({ id: "other" });
    editor.load(other);
    expect(editor.getSnapshot()).toMatchObject({ project: other, selection: [], canUndo: false });
  });

  it("releases its listeners on destroy and refuses edits afterwards", () => {
    const editor = createEditor({ project: project() });
    const listener = vi.fn();
    editor.subscribe(listener);
    editor.onEventChanges(listener);
    editor.destroy();
    expect(() => editor.run(setOptions("a", { text: "x" }))).toThrow(/destroyed/);
    expect(listener).not.toHaveBeenCalled();
  });

  it("refuses a command that is not one, and a bad history limit", () => {
    const editor = createEditor();
    expect(() => editor.run({} as never)).toThrow(/a command/);
    expect(() => createEditor({ historyLimit: -1 })).toThrow(/historyLimit/);
  });
});

describe("createEditor's listeners, each on its own", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** console.error, silenced: where a listener's error is reported, as core reports one nobody handled. */
  const reported = () => vi.spyOn(console, "error").mockImplementation(() => undefined);
  const texts = (p: Project) => p.lanes[0]!.events.map((event) => event.options.text);

  it("a subscribe listener that throws stops neither run(), nor the snapshot, nor the listeners after it", () => {
    const errors = reported();
    const editor = createEditor({ project: project() });
    const broken = new Error("a view broke");
    const seen: unknown[][] = [];
    editor.subscribe(() => {
      throw broken;
    });
    editor.subscribe(() => seen.push(texts(editor.getSnapshot().project)));
    let id: string | undefined;
    expect(() => {
      id = editor.run(addEvent({ type: "footnote", start: 20, end: 25, options: { text: "C" } }));
    }).not.toThrow();
    expect(id).toEqual(expect.any(String));
    editor.run(setOptions("a", { text: "A2" }));
    expect(seen).toEqual([
      ["A", "B", "C"],
      ["A2", "B", "C"],
    ]);
    expect(texts(editor.getSnapshot().project)).toEqual(["A2", "B", "C"]);
    expect(editor.getSnapshot()).toMatchObject({ canUndo: true, undoLabel: "Change options" });
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenCalledWith("[popcorn-kit] listener error:", broken);
    // Undo and redo tell everyone too.
    expect(editor.undo()).toBe(true);
    expect(seen.at(-1)).toEqual(["A", "B", "C"]);
  });

  it("an onEventChanges listener that throws leaves the preview, the views and autosave told, snapshot current", async () => {
    const errors = reported();
    const clock = createManualClock();
    const pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 120 }), { ticker: clock });
    const editor = createEditor({ project: project() });
    const broken = new Error("a change listener broke");
    const inside: unknown[][] = [];
    editor.onEventChanges(() => {
      // The snapshot is current inside a change listener, before any view is told.
      inside.push(texts(editor.getSnapshot().project));
      throw broken;
    });
    const unbind = bindPreview(editor, pop);
    const views = vi.fn();
    editor.subscribe(views);
    const storage = createMemoryStorage();
    const autosave = createAutosave(editor, storage);
    for (const text of ["C", "D", "E"]) {
      expect(() =>
        editor.run(
          addEvent({
            type: "footnote",
            start: 30 + inside.length * 10,
            end: 35 + inside.length * 10,
            options: { text },
          }),
        ),
      ).not.toThrow();
    }
    expect(inside).toEqual([
      ["A", "B", "C"],
      ["A", "B", "C", "D"],
      ["A", "B", "C", "D", "E"],
    ]);
    expect(errors).toHaveBeenCalledTimes(3);
    expect(errors).toHaveBeenCalledWith("[popcorn-kit] listener error:", broken);
    expect(views).toHaveBeenCalledTimes(3);
    // The preview holds all 3 new events.
    expect(pop.getTrackEvents().map((event) => event.options.text)).toEqual(["A", "B", "C", "D", "E"]);
    expect(autosave.status).toBe("pending");
    await autosave.flush();
    expect(autosave.status).toBe("saved");
    const saved = (await recoverProject(storage, "session")) as Project;
    expect(texts(saved)).toEqual(["A", "B", "C", "D", "E"]);
    autosave.dispose();
    unbind();
    pop.destroy();
    editor.destroy();
  });

  it("a throwing listener does not keep autosave from 3 edits: storage holds all 3 after a flush", async () => {
    reported();
    const editor = createEditor({ project: project() });
    editor.subscribe(() => {
      throw new Error("first");
    });
    editor.onEventChanges(() => {
      throw new Error("second");
    });
    const storage = createMemoryStorage();
    const autosave = createAutosave(editor, storage);
    editor.run(setOptions("a", { text: "1" }));
    editor.run(setOptions("b", { text: "2" }));
    editor.run(addEvent({ type: "footnote", start: 50, end: 55, options: { text: "3" } }));
    await autosave.flush();
    expect(texts((await recoverProject(storage, "session")) as Project)).toEqual(["1", "2", "3"]);
    expect(autosave).toMatchObject({ status: "saved", pending: false });
    autosave.dispose();
  });
});
