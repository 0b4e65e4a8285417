import type { ProjectEvent } from "../project/types.js";
import { type EditState, type Op, applyOp, applyOps, compressOps } from "./ops.js";

/** One undo step: what it did and what undoes it. */
export interface Step {
  readonly label: string;
  readonly ops: readonly Op[];
  readonly inverse: readonly Op[];
}

/** A change to one event, as an edit, an undo or a redo made it. */
export type EventChange =
  | { readonly kind: "added"; readonly event: ProjectEvent }
  | {
      readonly kind: "changed";
      readonly event: ProjectEvent;
      readonly previous: ProjectEvent;
    }
  | { readonly kind: "removed"; readonly event: ProjectEvent };

/**
 * What happened to events when `op` was applied, given the op that undoes it. Moving an event between lanes
 * changes nothing a runtime sees, and is left out.
 */
export function eventChanges(op: Op, inverse: Op, into: EventChange[]): void {
  switch (op.kind) {
    case "putEvent":
      if (inverse.kind === "putEvent") {
        if (inverse.event !== op.event) into.push({ kind: "changed", event: op.event, previous: inverse.event });
      } else into.push({ kind: "added", event: op.event });
      return;
    case "deleteEvent":
      if (inverse.kind === "putEvent") into.push({ kind: "removed", event: inverse.event });
      return;
    case "insertLane":
      for (const event of op.lane.events) into.push({ kind: "added", event });
      return;
    case "deleteLane":
      if (inverse.kind === "insertLane") for (const event of inverse.lane.events) into.push({ kind: "removed", event });
      return;
    default:
  }
}

/**
 * The command history: a stack of steps to undo and one to redo, each step the ops of an edit and their inverses
 * (never a copy of the project). A new edit clears what could be redone.
 */
export class History {
  readonly #undo: Step[] = [];
  readonly #redo: Step[] = [];
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  get canUndo(): boolean {
    return this.#undo.length > 0;
  }

  get canRedo(): boolean {
    return this.#redo.length > 0;
  }

  /** The label of the step `undo` would undo. */
  get undoLabel(): string | undefined {
    return this.#undo.at(-1)?.label;
  }

  get redoLabel(): string | undefined {
    return this.#redo.at(-1)?.label;
  }

  push(step: Step): void {
    this.#undo.push(step);
    if (this.#undo.length > this.#limit) this.#undo.shift();
    this.#redo.length = 0;
  }

  /** Undoes the last step on `state`; returns the event changes it made, or undefined with nothing to undo. */
  undo(state: EditState): EventChange[] | undefined {
    const step = this.#undo.pop();
    if (!step) return undefined;
    this.#redo.push(step);
    return replay(state, step.inverse);
  }

  redo(state: EditState): EventChange[] | undefined {
    const step = this.#redo.pop();
    if (!step) return undefined;
    this.#undo.push(step);
    return replay(state, step.ops);
  }

  clear(): void {
    this.#undo.length = 0;
    this.#redo.length = 0;
  }
}

function replay(state: EditState, ops: readonly Op[]): EventChange[] {
  const changes: EventChange[] = [];
  for (const op of ops) eventChanges(op, applyOp(state, op), changes);
  return changes;
}

/**
 * The step of a finished transaction: its ops compressed (a drag's thousand moves become one per event), the
 * inverses recomputed. `state` is where the transaction left it and ends there again; `inverse` is what undoes
 * the whole transaction.
 */
export function transactionStep(state: EditState, label: string, ops: readonly Op[], inverse: readonly Op[]): Step {
  const after = state.project;
  applyOps(state, inverse);
  const kept: Op[] = [];
  const undo: Op[] = [];
  for (const op of compressOps(ops)) {
    // An event added then deleted inside the transaction: nothing to do, nothing to undo.
    if (op.kind === "deleteEvent" && !state.index.has(op.id)) continue;
    kept.push(op);
    undo.push(applyOp(state, op));
  }
  // Same content as before the replay; keep the object views already hold.
  state.project = after;
  return { label, ops: kept, inverse: undo.reverse() };
}
