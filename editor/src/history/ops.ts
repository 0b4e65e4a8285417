import type { Lane, Project, ProjectEvent, ProjectLayout, ProjectMedia, ProjectMeta } from "../project/types.js";

/**
 * The primitive changes every edit is made of. Each one applied returns its exact inverse, so that undo replays
 * inverses and never keeps a copy of the project: a step of the history costs what it changed.
 *
 * Costs (n events in a lane, L lanes): putting or deleting an event is O(log n) to find its place plus one copy
 * of its lane's array (O(n) pointers); lane operations O(L); layout, media and meta O(1).
 */
export type Op =
  /** Puts an event into a lane at its sorted place: a new event, or one that changes or moves (same id). */
  | { readonly kind: "putEvent"; readonly lane: string; readonly event: ProjectEvent }
  | { readonly kind: "deleteEvent"; readonly id: string }
  /** Inserts a lane (with its events, when an undo brings a lane back) at an index of the lane list. */
  | { readonly kind: "insertLane"; readonly index: number; readonly lane: Lane }
  | { readonly kind: "deleteLane"; readonly id: string }
  | { readonly kind: "renameLane"; readonly id: string; readonly name: string | undefined }
  | { readonly kind: "setLayout"; readonly layout: ProjectLayout }
  | { readonly kind: "setMedia"; readonly media: ProjectMedia }
  | { readonly kind: "setMeta"; readonly meta: ProjectMeta };

/** Where an event is: its lane's id and the event itself. */
export interface EventPlace {
  readonly lane: string;
  readonly event: ProjectEvent;
}

/**
 * A project being edited, and an index of where each event is. Ops replace `project` with a new object that
 * shares what they did not change, and keep `index` up to date.
 */
export interface EditState {
  project: Project;
  readonly index: Map<string, EventPlace>;
}

/** A lane's events in order: by start, then by id, so that an order exists for equal starts. */
export function compareEvents(a: ProjectEvent, b: ProjectEvent): number {
  return a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Where `event` goes in a sorted lane: the index of the first event that sorts after it. */
export function insertionIndex(events: readonly ProjectEvent[], event: ProjectEvent): number {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareEvents(events[middle]!, event) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Makes the state of a project, indexing its events. */
export function createEditState(project: Project): EditState {
  const index = new Map<string, EventPlace>();
  for (const lane of project.lanes) for (const event of lane.events) index.set(event.id, { lane: lane.id, event });
  return { project, index };
}

function laneIndex(project: Project, id: string): number {
  const index = project.lanes.findIndex((lane) => lane.id === id);
  if (index < 0) throw new Error(`No lane "${id}" in the project.`);
  return index;
}

function withLane(project: Project, index: number, lane: Lane): Project {
  const lanes = project.lanes.slice();
  lanes[index] = lane;
  return { ...project, lanes };
}

/** Removes an event from its lane; the lane's position in the list is returned for a following insert. */
function removeFromLane(state: EditState, place: EventPlace): void {
  const index = laneIndex(state.project, place.lane);
  const lane = state.project.lanes[index]!;
  const at = insertionIndex(lane.events, place.event);
  if (lane.events[at] !== place.event) throw new Error(`Event "${place.event.id}" is not where the index says.`);
  const events = lane.events.slice();
  events.splice(at, 1);
  state.project = withLane(state.project, index, { ...lane, events });
}

function insertIntoLane(state: EditState, laneId: string, event: ProjectEvent): void {
  const index = laneIndex(state.project, laneId);
  const lane = state.project.lanes[index]!;
  const events = lane.events.slice();
  events.splice(insertionIndex(events, event), 0, event);
  state.project = withLane(state.project, index, { ...lane, events });
  state.index.set(event.id, { lane: laneId, event });
}

/**
 * Applies one op and returns its inverse. Ops come from commands, which check what they do: an op that does
 * not fit the project (an unknown lane, a missing event) is a bug and throws a plain Error.
 */
export function applyOp(state: EditState, op: Op): Op {
  const { project } = state;
  switch (op.kind) {
    case "putEvent": {
      const before = state.index.get(op.event.id);
      if (before?.lane === op.lane && before.event.start === op.event.start) {
        // Same lane, same start: the event keeps its place, only its object changes.
        const index = laneIndex(project, op.lane);
        const lane = project.lanes[index]!;
        const events = lane.events.slice();
        events[insertionIndex(events, before.event)] = op.event;
        state.project = withLane(project, index, { ...lane, events });
        state.index.set(op.event.id, { lane: op.lane, event: op.event });
      } else if (before?.lane === op.lane) {
        // A move within its lane (every pointer move of a drag): one copy of the lane, not one to take the event
        // out and another to put it back.
        const index = laneIndex(project, op.lane);
        const lane = project.lanes[index]!;
        const events = lane.events.slice();
        const from = insertionIndex(events, before.event);
        if (events[from] !== before.event) throw new Error(`Event "${op.event.id}" is not where the index says.`);
        events.splice(from, 1);
        events.splice(insertionIndex(events, op.event), 0, op.event);
        state.project = withLane(project, index, { ...lane, events });
        state.index.set(op.event.id, { lane: op.lane, event: op.event });
      } else {
        if (before) removeFromLane(state, before);
        insertIntoLane(state, op.lane, op.event);
      }
      return before
        ? { kind: "putEvent", lane: before.lane, event: before.event }
        : { kind: "deleteEvent", id: op.event.id };
    }
    case "deleteEvent": {
      const before = state.index.get(op.id);
      if (!before) throw new Error(`No event "${op.id}" in the project.`);
      removeFromLane(state, before);
      state.index.delete(op.id);
      return { kind: "putEvent", lane: before.lane, event: before.event };
    }
    case "insertLane": {
      const lanes = project.lanes.slice();
      lanes.splice(op.index, 0, op.lane);
      state.project = { ...project, lanes };
      for (const event of op.lane.events) state.index.set(event.id, { lane: op.lane.id, event });
      return { kind: "deleteLane", id: op.lane.id };
    }
    case "deleteLane": {
      const index = laneIndex(project, op.id);
      const lane = project.lanes[index]!;
      const lanes = project.lanes.slice();
      lanes.splice(index, 1);
      state.project = { ...project, lanes };
      for (const event of lane.events) state.index.delete(event.id);
      return { kind: "insertLane", index, lane };
    }
    case "renameLane": {
      const index = laneIndex(project, op.id);
      const lane = project.lanes[index]!;
      const { name: _, ...rest } = lane;
      state.project = withLane(project, index, op.name === undefined ? rest : { ...rest, name: op.name });
      return { kind: "renameLane", id: op.id, name: lane.name };
    }
    case "setLayout":
      state.project = { ...project, layout: op.layout };
      return { kind: "setLayout", layout: project.layout };
    case "setMedia":
      state.project = { ...project, media: op.media };
      return { kind: "setMedia", media: project.media };
    case "setMeta":
      state.project = { ...project, meta: op.meta };
      return { kind: "setMeta", meta: project.meta };
  }
}

/** Applies ops in order; returns their inverses in the order that undoes them. */
export function applyOps(state: EditState, ops: readonly Op[]): Op[] {
  const inverse: Op[] = [];
  for (const op of ops) inverse.push(applyOp(state, op));
  return inverse.reverse();
}

/**
 * The ops of a transaction with what later ops overwrite left out: of the ops on one event, only the last
 * (at its place, after any lane it needs); of the layout, media and meta, the last of each. A drag of a
 * thousand pointer moves is then one op per event it moved.
 */
export function compressOps(ops: readonly Op[]): Op[] {
  const last = new Map<string, number>();
  ops.forEach((op, i) => {
    if (op.kind === "putEvent") last.set(`e:${op.event.id}`, i);
    else if (op.kind === "deleteEvent") last.set(`e:${op.id}`, i);
    else if (op.kind === "setLayout" || op.kind === "setMedia" || op.kind === "setMeta") last.set(op.kind, i);
  });
  return ops.filter((op, i) => {
    const key =
      op.kind === "putEvent"
        ? `e:${op.event.id}`
        : op.kind === "deleteEvent"
          ? `e:${op.id}`
          : op.kind === "setLayout" || op.kind === "setMedia" || op.kind === "setMeta"
            ? op.kind
            : undefined;
    return key === undefined || last.get(key) === i;
  });
}
