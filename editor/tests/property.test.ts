import { createManualClock, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Command,
  type Editor,
  type Project,
  addEvent,
  addLane,
  addOutlet,
  bindPreview,
  createEditor,
  createProject,
  duplicateEvents,
  moveEvents,
  moveToLane,
  nudgeEvents,
  removeEvents,
  removeLane,
  removeOutlet,
  renameLane,
  reorderLane,
  resizeEvent,
  retime,
  setMeta,
  setOptions,
  setTrim,
  splitEvent,
  updateOutlet,
} from "../src/index.js";

function start(): Project {
  const lanes = [0, 1, 2].map((lane) => ({
    id: `lane-${lane + 1}`,
    events: [0, 1, 2].map((i) => ({
      id: `e${lane}${i}`,
      type: lane === 1 ? "text" : "footnote",
      start: i * 10 + lane,
      end: i * 10 + lane + 4,
      options: { text: `event ${lane}.${i}`, ...(i === 1 ? { target: "side" } : {}) },
    })),
  }));
  return createProject({
    id: "property",
    media: { duration: 120 },
    layout: { outlets: [{ name: "side", placement: "beside", box: { left: 0, top: 0, width: 100, height: 100 } }] },
    lanes,
  });
}

/** An edit picked by numbers, resolved against the project when it runs (so it names events that exist). */
type Pick = (editor: Editor) => Command<unknown> | "transaction" | "copy-paste";

const ids = (editor: Editor) => editor.getSnapshot().project.lanes.flatMap((lane) => lane.events.map((e) => e.id));
const laneIds = (editor: Editor) => editor.getSnapshot().project.lanes.map((lane) => lane.id);
const nth = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);
const time = fc.integer({ min: -20, max: 140 }).map((t) => t / 2);
const some = (editor: Editor, n: number, k: number) => {
  const all = ids(editor);
  return all.filter((_, i) => (i * 7 + n) % (k + 2) === 0).slice(0, k + 1);
};

const picks: fc.Arbitrary<Pick> = fc.oneof(
  fc.tuple(time, time, fc.nat(3), fc.string({ maxLength: 12 })).map(
    ([a, b, lane, text]): Pick =>
      () =>
        addEvent({ type: "footnote", start: Math.min(a, b), end: Math.max(a, b), lane, options: { text } }),
  ),
  fc.tuple(fc.nat(), fc.nat(3)).map(
    ([n, k]): Pick =>
      (e) =>
        removeEvents(some(e, n, k)),
  ),
  fc.tuple(fc.nat(), fc.nat(3), time, fc.integer({ min: -2, max: 2 })).map(
    ([n, k, by, lanes]): Pick =>
      (e) =>
        moveEvents(some(e, n, k), { by, lanes }),
  ),
  fc.tuple(fc.nat(), fc.integer({ min: -30, max: 30 })).map(
    ([n, f]): Pick =>
      (e) =>
        nudgeEvents(some(e, n, 1), f),
  ),
  fc.tuple(fc.nat(), time, time).map(
    ([n, a, b]): Pick =>
      (e) =>
        resizeEvent(nth(ids(e), n) ?? "none", { start: a, end: b }),
  ),
  fc.tuple(fc.nat(), fc.string({ maxLength: 20 }), fc.boolean()).map(
    ([n, text, untarget]): Pick =>
      (e) =>
        setOptions(nth(ids(e), n) ?? "none", untarget ? { text, target: undefined } : { text }),
  ),
  fc.tuple(fc.nat(), fc.nat(3), fc.nat()).map(
    ([n, k, l]): Pick =>
      (e) =>
        moveToLane(some(e, n, k), nth(laneIds(e), l) ?? "none"),
  ),
  fc.tuple(fc.nat(), fc.double({ min: 0, max: 1, noNaN: true })).map(
    ([n, f]): Pick =>
      (e) => {
        const id = nth(ids(e), n) ?? "none";
        const event = e
          .getSnapshot()
          .project.lanes.flatMap((lane) => lane.events)
          .find((x) => x.id === id);
        return splitEvent(id, event ? event.start + (event.end - event.start) * f : 0);
      },
  ),
  fc.tuple(fc.nat(), fc.nat(2)).map(
    ([n, k]): Pick =>
      (e) =>
        duplicateEvents(some(e, n, k)),
  ),
  fc.tuple(time, fc.integer({ min: -20, max: 20 })).map(
    ([at, by]): Pick =>
      () =>
        retime(at, by),
  ),
  fc.nat(4).map(
    (at): Pick =>
      (e) =>
        addLane(Math.min(at, laneIds(e).length), `Lane ${at}`),
  ),
  fc.nat().map(
    (n): Pick =>
      (e) =>
        removeLane(nth(laneIds(e), n) ?? "none"),
  ),
  fc.tuple(fc.nat(), fc.option(fc.string({ maxLength: 8 }), { nil: undefined })).map(
    ([n, name]): Pick =>
      (e) =>
        renameLane(nth(laneIds(e), n) ?? "none", name),
  ),
  fc.tuple(fc.nat(), fc.nat(5)).map(
    ([n, to]): Pick =>
      (e) =>
        reorderLane(nth(laneIds(e), n) ?? "none", to),
  ),
  fc.tuple(fc.constantFrom("over", "below", "beside"), fc.nat(100)).map(
    ([placement, top]): Pick =>
      () =>
        addOutlet({ name: `o${top}`, placement, box: { left: 0, top, width: 50, height: 10 } }),
  ),
  fc.tuple(fc.boolean(), fc.nat(120)).map(
    ([rename, top]): Pick =>
      () =>
        rename ? updateOutlet("side", { name: "aside" }) : updateOutlet("side", { box: { top } }),
  ),
  fc.constant((() => removeOutlet("side")) as Pick),
  fc.tuple(time, fc.option(time, { nil: null })).map(
    ([a, b]): Pick =>
      () =>
        setTrim({ in: a, out: b }),
  ),
  fc.string({ maxLength: 10 }).map(
    (title): Pick =>
      () =>
        setMeta({ title }),
  ),
  fc.constant((() => "transaction") as Pick),
  fc.constant((() => "copy-paste") as Pick),
);

/** The project's invariants: sorted lanes without overlaps, unique ids, finite times. */
function checkInvariants(project: Project): void {
  const seen = new Set<string>();
  for (const lane of project.lanes) {
    lane.events.forEach((event, i) => {
      expect(seen.has(event.id)).toBe(false);
      seen.add(event.id);
      expect(Number.isFinite(event.start) && Number.isFinite(event.end) && event.start >= 0).toBe(true);
      expect(event.end).toBeGreaterThanOrEqual(event.start);
      const next = lane.events[i + 1];
      if (next) {
        expect(event.start < next.start || (event.start === next.start && event.id < next.id)).toBe(true);
        if (event.end > event.start && next.end > next.start) expect(event.end).toBeLessThanOrEqual(next.start);
      }
    });
  }
  expect(new Set(project.lanes.map((lane) => lane.id)).size).toBe(project.lanes.length);
}

/** The events of a project as the instance should have them. */
function projectEvents(project: Project): string[] {
  return project.lanes
    .flatMap((lane) => lane.events)
    .map((e) => JSON.stringify([e.id, e.type, e.start, e.end, e.options]))
    .sort();
}

describe("random edit sequences", () => {
  it("undo all gives the original project, redo all the edited one; the live instance follows every step", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(picks, fc.array(picks, { maxLength: 4 })), { minLength: 1, maxLength: 25 }),
        (steps) => {
          const original = start();
          const editor = createEditor({ project: original });
          const clock = createManualClock();
          const pop = createPopcorn(createVirtualPlayer({ now: clock.now, duration: 120 }), { ticker: clock });
          bindPreview(editor, pop);
          const live = () =>
            pop
              .getTrackEvents()
              .map((e) => {
                const { target, ...rest } = e.options as Record<string, unknown>;
                return JSON.stringify([
                  e.id,
                  e.type,
                  e.start,
                  e.end,
                  target === undefined ? rest : { ...rest, target },
                ]);
              })
              .sort();
          const normalise = (project: Project) =>
            projectEvents({
              ...project,
              lanes: project.lanes.map((lane) => ({
                ...lane,
                events: lane.events.map((e) => {
                  const { target, ...rest } = e.options;
                  return { ...e, options: target === undefined ? rest : { ...rest, target } };
                }),
              })),
            });
          const runOne = (pick: Pick) => {
            const command = pick(editor);
            if (command === "copy-paste") {
              editor.copy(ids(editor).slice(0, 2));
              editor.paste(editor.getSnapshot().project.lanes.length);
              return;
            }
            if (command === "transaction") return;
            const before = editor.getSnapshot().project;
            try {
              editor.run(command);
            } catch {
              // A refused edit changes nothing.
              expect(editor.getSnapshot().project).toBe(before);
            }
          };
          for (const [pick, group] of steps) {
            if (pick(editor) === "transaction") {
              const drag = editor.transaction("Drag");
              for (const inner of group) runOne(inner);
              if (group.length % 2 === 0) drag.commit();
              else drag.cancel();
            } else runOne(pick);
            checkInvariants(editor.getSnapshot().project);
            expect(live()).toEqual(normalise(editor.getSnapshot().project));
          }
          const edited = editor.getSnapshot().project;
          while (editor.undo()) checkInvariants(editor.getSnapshot().project);
          expect(editor.getSnapshot().project).toEqual(original);
          expect(live()).toEqual(normalise(original));
          while (editor.redo()) checkInvariants(editor.getSnapshot().project);
          expect(editor.getSnapshot().project).toEqual(edited);
          expect(live()).toEqual(normalise(edited));
          pop.destroy();
        },
      ),
      { numRuns: 150 },
    );
    // 150 random sequences take about 2 s; a machine busy with other tests has taken over 5.
  }, 30_000);
});
