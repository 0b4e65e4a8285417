import { createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { expect, test } from "vitest";
import { addEvent, moveEvents } from "../../../src/commands/eventCommands.js";
import { setTrim } from "../../../src/commands/projectCommands.js";
import { CATALOGUE } from "../../../src/plugins/catalogue.js";
import { createProject } from "../../../src/project/createProject.js";
import { connectPreview } from "../../../src/react/stage/connectPreview.js";
import { createPreviewStore } from "../../../src/react/state/previewStore.js";
import { createEditor } from "../../../src/session/createEditor.js";

function setup(duration = 40, projectDuration = 0) {
  const clock = createManualClock();
  const player = createVirtualPlayer({ now: clock.now, duration });
  const pop = createPopcorn(player, { ticker: clock });
  const editor = createEditor({
    project: createProject({
      media: { source: { kind: "url", url: "/media/clip.webm" }, duration: projectDuration, frameRate: 24 },
    }),
    plugins: CATALOGUE,
  });
  const preview = createPreviewStore();
  return { clock, pop, editor, preview, player };
}

test("the project's events play in the preview, and the active ones are published as a set of ids", () => {
  const { clock, pop, editor, preview } = setup(40, 40);
  const id = editor.run(addEvent({ type: "footnote", start: 1, end: 3, options: { text: "Harbour" } }));
  const stop = connectPreview(pop, { editor, preview });
  expect(preview.getSnapshot().pop).toBe(pop);
  expect(pop.getTrackEvent(id)).toBeDefined();
  expect(preview.getSnapshot().activeIds.size).toBe(0);

  void pop.play();
  clock.advance(1500);
  expect(preview.getSnapshot().playing).toBe(true);
  const active = preview.getSnapshot().activeIds;
  expect([...active]).toEqual([id]);
  // While nothing starts or ends, the same set: panels that read it do not re-render per frame.
  clock.advance(100);
  expect(preview.getSnapshot().activeIds).toBe(active);
  clock.advance(2000);
  expect(preview.getSnapshot().activeIds.size).toBe(0);
  stop();
});

test("an edit updates the playing instance in place: playback does not restart", () => {
  const { clock, pop, editor, preview } = setup(40, 40);
  const id = editor.run(addEvent({ type: "footnote", start: 5, end: 8, options: { text: "Later" } }));
  const stop = connectPreview(pop, { editor, preview });
  void pop.play();
  clock.advance(2000);
  editor.run(moveEvents(id, { by: -4 }));
  expect(pop.currentTime).toBeCloseTo(2, 1);
  expect(pop.paused).toBe(false);
  expect(preview.getSnapshot().activeIds.has(id)).toBe(true);
  stop();
});

test("the editor's playhead follows a pause and a seek, not every frame of playback", () => {
  const { clock, pop, editor, preview } = setup();
  const stop = connectPreview(pop, { editor, preview });
  void pop.play();
  clock.advance(1000);
  expect(editor.getSnapshot().playhead).toBe(0);
  pop.pause();
  expect(editor.getSnapshot().playhead).toBeCloseTo(1, 2);
  pop.seek(12.5);
  pop.tick();
  expect(editor.getSnapshot().playhead).toBe(12.5);
  stop();
});

test("a duration the player learns during a drag is recorded after the drag, not lost", () => {
  const { clock, pop, editor, preview } = setup(39.5, 0);
  const drag = editor.transaction("Move events");
  const stop = connectPreview(pop, { editor, preview });
  expect(editor.getSnapshot().project.media.duration).toBe(0);
  drag.commit();
  void pop.play();
  clock.advance(100);
  expect(editor.getSnapshot().project.media.duration).toBe(39.5);
  stop();
});

test("the player's duration is recorded in the project once, when the project's differs", () => {
  const { pop, editor, preview } = setup(39.5, 0);
  const stop = connectPreview(pop, { editor, preview });
  expect(editor.getSnapshot().project.media.duration).toBe(39.5);
  expect(preview.getSnapshot().duration).toBe(39.5);
  stop();
});

test("playback stops at the trim's out point and starts from its in point", () => {
  const { clock, pop, editor, preview } = setup(40, 40);
  editor.run(setTrim({ in: 2, out: 4 }));
  const stop = connectPreview(pop, { editor, preview });
  void pop.play();
  clock.advance(16);
  expect(pop.currentTime).toBeCloseTo(2, 1);
  clock.advance(2500);
  expect(pop.paused).toBe(true);
  expect(pop.currentTime).toBe(4);
  expect(preview.getSnapshot().playing).toBe(false);
  stop();
});

test("disconnecting removes the events the binding added, stops following edits and clears the preview store", () => {
  const { pop, editor, preview } = setup(40, 40);
  editor.run(addEvent({ type: "footnote", start: 0, end: 3, options: { text: "Harbour" } }));
  const stop = connectPreview(pop, { editor, preview });
  expect(pop.getTrackEvents()).toHaveLength(1);
  stop();
  expect(pop.getTrackEvents()).toHaveLength(0);
  expect(preview.getSnapshot().pop).toBeUndefined();
  editor.run(addEvent({ type: "footnote", start: 5, end: 6, options: { text: "After" } }));
  expect(pop.getTrackEvents()).toHaveLength(0);
  // An instance destroyed first (its media went): disconnecting still stops following the editor.
  const again = connectPreview(pop, { editor, preview });
  pop.destroy();
  expect(() => again()).not.toThrow();
  expect(() => editor.run(addEvent({ type: "footnote", start: 7, end: 8, options: { text: "Gone" } }))).not.toThrow();
});
