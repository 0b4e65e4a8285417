import { createManualClock, createPopcorn, createVirtualPlayer, definePlugin } from "@popcorn-kit/core";
import { describe, expect, it, vi } from "vitest";
import {
  type Project,
  addEvent,
  bindPreview,
  createEditor,
  createProject,
  moveEvents,
  removeEvents,
  removeLane,
  setOptions,
  splitEvent,
} from "../src/index.js";

function project(): Project {
  return createProject({
    media: { duration: 60 },
    lanes: [
      {
        id: "lane-1",
        events: [{ id: "a", type: "footnote", start: 0, end: 5, options: { text: "A" } }],
      },
      { id: "lane-2", events: [{ id: "old", type: "retired-plugin", start: 1, end: 2, options: { any: 1 } }] },
    ],
  });
}

function setup() {
  const clock = createManualClock();
  const player = createVirtualPlayer({ now: clock.now, duration: 60 });
  const pop = createPopcorn(player, { ticker: clock });
  const log: string[] = [];
  pop.on("trackstart", (e) => log.push(`+${(e as { id: string }).id}`));
  pop.on("trackend", (e) => log.push(`-${(e as { id: string }).id}`));
  const skipped = vi.fn();
  const editor = createEditor({ project: project() });
  const unbind = bindPreview(editor, pop, { onSkip: skipped });
  /** The instance's events as `id type start-end text`, sorted by id. */
  const events = () =>
    pop
      .getTrackEvents()
      .map((e) => `${e.id} ${e.type} ${e.start}-${e.end} ${String((e.options as { text?: string }).text)}`)
      .sort();
  return { clock, player, pop, log, editor, unbind, skipped, events };
}

describe("bindPreview", () => {
  it("adds the project's events to the instance, skipping (and reporting) unknown plugin types", () => {
    const { events, skipped } = setup();
    expect(events()).toEqual(["a footnote 0-5 A"]);
    expect(skipped).toHaveBeenCalledWith(
      expect.objectContaining({ id: "old" }),
      expect.stringContaining("retired-plugin"),
    );
  });

  it("mirrors every edit, undo and redo without restarting playback or rebuilding the instance", async () => {
    const { pop, player, clock, editor, events, log } = setup();
    await pop.play();
    clock.advance(2000, 16);
    expect(log).toEqual(["+a"]);
    const time = pop.currentTime;

    editor.run(setOptions("a", { text: "A, edited" }));
    expect(events()).toEqual(["a footnote 0-5 A, edited"]);
    // The active event changed in place: it did not end and start again.
    expect(log).toEqual(["+a"]);

    const id = editor.run(addEvent({ type: "footnote", start: 1, end: 3, options: { text: "New" }, lane: 0 }));
    expect(events()).toContain(`${id} footnote 1-3 New`);
    // Added over the playhead: it starts at once.
    expect(log).toEqual(["+a", `+${id}`]);

    editor.run(moveEvents(id, { by: 10 }));
    expect(events()).toContain(`${id} footnote 11-13 New`);
    expect(log).toEqual(["+a", `+${id}`, `-${id}`]);

    editor.undo();
    expect(events()).toContain(`${id} footnote 1-3 New`);
    editor.undo();
    editor.undo();
    expect(events()).toEqual(["a footnote 0-5 A"]);
    editor.redo();
    expect(events()).toEqual(["a footnote 0-5 A, edited"]);

    expect(player.paused).toBe(false);
    expect(pop.currentTime).toBeGreaterThanOrEqual(time);
  });

  it("follows splits, removals and whole lanes", () => {
    const { editor, events } = setup();
    const second = editor.run(splitEvent("a", 2));
    expect(events()).toEqual(["a footnote 0-2 A", `${second} footnote 2-5 A`]);
    editor.run(removeEvents(second));
    expect(events()).toEqual(["a footnote 0-2 A"]);
    editor.run(removeLane("lane-1"));
    expect(events()).toEqual([]);
    editor.undo();
    expect(events()).toEqual(["a footnote 0-2 A"]);
  });

  it("brings an option the edit removed back to its default on the instance", () => {
    const withDefault = definePlugin({
      name: "badge",
      manifest: { options: { label: { type: "text", default: "New" }, tone: { type: "text" } } },
    });
    const clock = createManualClock();
    const pop = createPopcorn(createVirtualPlayer({ now: clock.now }), { ticker: clock });
    const editor = createEditor({ plugins: [withDefault] });
    bindPreview(editor, pop);
    const id = editor.run(addEvent({ type: "badge", start: 0, end: 1, options: { label: "Hot", tone: "red" } }));
    editor.run(setOptions(id, { label: undefined, tone: undefined }));
    expect(pop.getTrackEvent(id)?.options).toEqual({ label: "New" });
  });

  it("unbinds: stops following and removes the events it added", () => {
    const { editor, pop, unbind } = setup();
    unbind();
    expect(pop.getTrackEvents()).toEqual([]);
    editor.run(addEvent({ type: "footnote", start: 30, end: 31, options: { text: "x" } }));
    expect(pop.getTrackEvents()).toEqual([]);
  });
});
