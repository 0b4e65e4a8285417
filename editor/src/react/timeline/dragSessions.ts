import { moveEvents, resizeEvent } from "../../commands/eventCommands.js";
import { collectSnapTargets } from "../../placement/collectSnapTargets.js";
import { snap, snapSpan } from "../../placement/snap.js";
import type { Lane, ProjectEvent } from "../../project/types.js";
import type { Transaction } from "../../session/createEditor.js";
import { describeError, eventLabel, findEvent, laneIndexOf } from "../format.js";
import { LANE_HEIGHT, SNAP_TOLERANCE_PX, formatTimecode, visibleRange, xToTime } from "./geometry.js";
import type { TimelineFrame } from "./timelineFrame.js";

/*
 * What a drag on the lanes does, one session per kind: move events (time and lanes), resize an edge, or draw a
 * marquee. A move or a resize runs its commands in one transaction: one undo step, cancelled whole by Escape.
 */

/** A drag in progress: what each pointer move does, and how it ends. */
export interface DragSession {
  /** `dt`: seconds between the times under the pointer now and at the press (scrolling and zooming included). */
  move(dt: number, dx: number, dy: number, free: boolean): void;
  commit(): void;
  cancel(): void;
}

/** The marquee, in pixels of the lanes area. */
export interface Marquee {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

function open(frame: TimelineFrame, label: string): Transaction | undefined {
  try {
    return frame.ui.editor.transaction(label);
  } catch (error) {
    frame.ui.announce(describeError(error));
    return undefined;
  }
}

/** Moves the selection (with `id`, selected first if it was not) by the pointer's time and lanes, snapping. */
export function createMoveSession(frame: TimelineFrame, id: string): DragSession | undefined {
  const { editor, view, announce } = frame.ui;
  if (!editor.getSnapshot().selection.includes(id)) editor.select(id, "replace");
  const ids = [...editor.getSnapshot().selection];
  const project = editor.getSnapshot().project;
  const anchor = findEvent(project, id);
  if (!anchor) return undefined;
  const originLane = laneIndexOf(project, id);
  const targets = collectSnapTargets(project, { playhead: frame.currentPlayhead(), ignore: new Set(ids) });
  const transaction = open(frame, "Move events");
  if (!transaction) return undefined;
  return {
    move(dt, _dx, dy, free) {
      let start = Math.max(0, anchor.start + dt);
      let guide: number | undefined;
      if (!free) {
        const result = snapSpan({ start, end: start + (anchor.end - anchor.start) }, targets, {
          pixelsPerSecond: frame.latest.current.pxPerSecond,
          tolerancePx: SNAP_TOLERANCE_PX,
        });
        start = result.start;
        if (result.target && result.target.kind !== "frame") guide = result.target.time;
      }
      view.set({ snapGuide: guide });
      const now = editor.getSnapshot().project;
      const current = findEvent(now, id);
      if (!current) return;
      const laneShift = Math.max(0, originLane + Math.round(dy / LANE_HEIGHT)) - laneIndexOf(now, id);
      const by = start - current.start;
      if (Math.abs(by) < 1e-9 && laneShift === 0) return;
      try {
        editor.run(moveEvents(ids, { by, lanes: laneShift }));
      } catch (error) {
        announce(describeError(error));
      }
    },
    commit() {
      transaction.commit();
      const after = editor.getSnapshot().project;
      const moved = findEvent(after, id);
      if (!moved) return;
      const what = ids.length > 1 ? `${ids.length} events` : eventLabel(moved);
      announce(`Moved ${what} to ${formatTimecode(moved.start)}, lane ${laneIndexOf(after, id) + 1}`);
    },
    cancel() {
      transaction.cancel();
    },
  };
}

/** Moves one edge of event `id` by the pointer's time, snapping; it stops at its neighbours (the engine's rule). */
export function createResizeSession(frame: TimelineFrame, id: string, edge: "start" | "end"): DragSession | undefined {
  const { editor, view, announce } = frame.ui;
  const project = editor.getSnapshot().project;
  const event = findEvent(project, id);
  if (!event) return undefined;
  if (!editor.getSnapshot().selection.includes(id)) editor.select(id, "replace");
  const targets = collectSnapTargets(project, { playhead: frame.currentPlayhead(), ignore: new Set([id]) });
  const transaction = open(frame, "Resize event");
  if (!transaction) return undefined;
  const origin = event[edge];
  return {
    move(dt, _dx, _dy, free) {
      let time = Math.max(0, origin + dt);
      let guide: number | undefined;
      if (!free) {
        const pixelsPerSecond = frame.latest.current.pxPerSecond;
        const result = snap(time, targets, { pixelsPerSecond, tolerancePx: SNAP_TOLERANCE_PX });
        time = result.time;
        if (result.target && result.target.kind !== "frame") guide = result.target.time;
      }
      view.set({ snapGuide: guide });
      try {
        editor.run(resizeEvent(id, { [edge]: time }));
      } catch (error) {
        announce(describeError(error));
      }
    },
    commit() {
      transaction.commit();
      const resized = findEvent(editor.getSnapshot().project, id);
      if (resized) {
        announce(`${eventLabel(resized)} now ${formatTimecode(resized.start)} to ${formatTimecode(resized.end)}`);
      }
    },
    cancel() {
      transaction.cancel();
    },
  };
}

/**
 * Selects the events the marquee from the press point touches, in every lane it crosses (added to the
 * selection there was when `additive`).
 */
export function createMarqueeSession(
  frame: TimelineFrame,
  press: { readonly x: number; readonly y: number; readonly additive: boolean },
  show: (marquee: Marquee | undefined) => void,
): DragSession {
  const { editor, announce } = frame.ui;
  const base = press.additive ? [...editor.getSnapshot().selection] : [];
  const origin = frame.pointInLanes(press.x, press.y);
  return {
    move(_dt, dx, dy) {
      const x1 = origin.x + dx;
      const y1 = origin.y + dy;
      show({ x0: origin.x, y0: origin.y, x1, y1 });
      const { pxPerSecond, scrollTime } = frame.latest.current;
      const t0 = xToTime(Math.min(origin.x, x1), scrollTime, pxPerSecond);
      const t1 = xToTime(Math.max(origin.x, x1), scrollTime, pxPerSecond);
      const firstLane = Math.max(0, Math.floor(Math.min(origin.y, y1) / LANE_HEIGHT));
      const lastLane = Math.floor(Math.max(origin.y, y1) / LANE_HEIGHT);
      const lanes = editor.getSnapshot().project.lanes;
      const ids = new Set(base);
      for (let lane = firstLane; lane <= lastLane && lane < lanes.length; lane++) {
        const events = (lanes[lane] as Lane).events;
        const [from, to] = visibleRange(events, t0, t1);
        for (let i = from; i < to; i++) ids.add((events[i] as ProjectEvent).id);
      }
      editor.select([...ids], "replace");
    },
    commit() {
      show(undefined);
      const count = editor.getSnapshot().selection.length;
      announce(`${count} event${count === 1 ? "" : "s"} selected`);
    },
    cancel() {
      show(undefined);
      editor.select(base, "replace");
    },
  };
}
