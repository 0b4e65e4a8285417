import { refusal } from "@popcorn-kit/core/errors";
import { eventsFit, findFreeLane } from "../placement/findFreeLane.js";
import { readArgument } from "../project/argument.js";
import type { PluginSet } from "../plugins/pluginSet.js";
import { type EditState, type EventPlace, type Op, applyOp } from "../history/ops.js";
import type { Lane, Project, ProjectEvent, ProjectLayout, ProjectMedia, ProjectMeta } from "../project/types.js";

const STATE = "a session's state { project, index } (editor.run makes drafts)";

/**
 * What a command edits through: every change is applied at once (so the command reads its own writes) and
 * recorded with its inverse, so that the session can undo it, or roll it back when the command throws.
 */
export class Draft {
  readonly #state: EditState;
  readonly #ops: Op[] = [];
  readonly #inverse: Op[] = [];
  /** The plugins the project is edited with. */
  readonly plugins: PluginSet;

  /** A draft over a session's state; `editor.run` makes one per command. */
  constructor(state: EditState, plugins: PluginSet) {
    const valid = readArgument(
      "new Draft() got state",
      state,
      STATE,
      () =>
        typeof state === "object" &&
        state !== null &&
        state.index instanceof Map &&
        typeof state.project === "object" &&
        state.project !== null,
    );
    if (!valid) throw refusal("INVALID_OPTION", "new Draft() got state", state, STATE);
    if (!(plugins instanceof Map)) throw refusal("INVALID_OPTION", "new Draft() got plugins", plugins, "a plugin set");
    this.#state = state;
    this.plugins = plugins;
  }

  /** The project as it is now, with this command's changes so far. */
  get project(): Project {
    return this.#state.project;
  }

  /** Where an event is, or undefined. */
  find(id: string): EventPlace | undefined {
    return this.#state.index.get(id);
  }

  /** The index of a lane in the project's list, or -1. */
  laneIndex(id: string): number {
    return this.#state.project.lanes.findIndex((lane) => lane.id === id);
  }

  /** The ops applied so far, and their inverses in undo order. */
  get record(): { readonly ops: readonly Op[]; readonly inverse: readonly Op[] } {
    return { ops: this.#ops, inverse: this.#inverse.slice().reverse() };
  }

  #apply(op: Op): void {
    const inverse = applyOp(this.#state, op);
    this.#ops.push(op);
    this.#inverse.push(inverse);
  }

  /** Puts an event (new, changed or moved) into a lane. The caller has checked it fits there. */
  put(lane: string, event: ProjectEvent): void {
    const before = this.#state.index.get(event.id);
    if (before?.event === event && before.lane === lane) return;
    this.#apply({ kind: "putEvent", lane, event });
  }

  delete(id: string): void {
    if (this.#state.index.has(id)) this.#apply({ kind: "deleteEvent", id });
  }

  /** Inserts an empty lane at `index` (the end when omitted) and returns its id. */
  insertLane(index = this.project.lanes.length, name?: string): string {
    const id = this.newLaneId();
    const lane: Lane = name === undefined ? { id, events: [] } : { id, name, events: [] };
    this.#apply({ kind: "insertLane", index, lane });
    return id;
  }

  /** Inserts a whole lane, with its id and events (none of which may be in the project), at `index`. */
  restoreLane(index: number, lane: Lane): void {
    this.#apply({ kind: "insertLane", index, lane });
  }

  deleteLane(id: string): void {
    this.#apply({ kind: "deleteLane", id });
  }

  renameLane(id: string, name: string | undefined): void {
    this.#apply({ kind: "renameLane", id, name });
  }

  setLayout(layout: ProjectLayout): void {
    if (layout !== this.project.layout) this.#apply({ kind: "setLayout", layout });
  }

  setMedia(media: ProjectMedia): void {
    if (media !== this.project.media) this.#apply({ kind: "setMedia", media });
  }

  setMeta(meta: ProjectMeta): void {
    if (meta !== this.project.meta) this.#apply({ kind: "setMeta", meta });
  }

  /** An event id not yet in the project: `footnote-1`, `footnote-2`... */
  newEventId(prefix: string): string {
    const base = /^[A-Za-z][\w-]{0,40}$/.test(prefix) ? prefix : "event";
    let n = this.#state.index.size + 1;
    while (this.#state.index.has(`${base}-${n}`)) n++;
    return `${base}-${n}`;
  }

  /** A lane id not yet in the project. */
  newLaneId(): string {
    const taken = new Set(this.project.lanes.map((lane) => lane.id));
    let n = taken.size + 1;
    while (taken.has(`lane-${n}`)) n++;
    return `lane-${n}`;
  }

  /** Whether `[start, end)` fits in a lane without overlapping an event other than those in `ignore`. */
  fits(lane: Lane, start: number, end: number, ignore?: ReadonlySet<string>): boolean {
    return eventsFit(lane.events, start, end, ignore);
  }

  /**
   * The lane where a span goes: `preferred` (a lane index) when it fits there, else the nearest lane where it
   * fits (below first on a tie), else a new lane inserted after the preferred one. Returns the lane's id.
   */
  placeSpan(preferred: number, start: number, end: number, ignore?: ReadonlySet<string>): string {
    const { lanes } = this.project;
    const from = Math.min(Math.max(Math.trunc(preferred), 0), lanes.length - 1);
    const index = lanes.length === 0 ? 0 : findFreeLane(lanes, { start, end }, { preferred: from, ignore });
    return index < lanes.length ? lanes[index]!.id : this.insertLane(lanes.length === 0 ? 0 : from + 1);
  }
}
