import { refusal } from "@popcorn-kit/core/errors";
import type { EventPlace } from "../history/ops.js";
import { argumentList } from "../project/argument.js";
import type { Draft } from "./draft.js";

/**
 * An edit: a label for the history ("Move 3 events") and what it does through a draft. A command that throws
 * changes nothing: the session rolls back what it applied. `R` is what `editor.run` returns.
 *
 * @example
 * const rename: Command<void> = { label: "Rename lane", run: (draft) => draft.renameLane("lane-1", "Notes") };
 */
export interface Command<R = void> {
  readonly label: string;
  run(draft: Draft): R;
}

/** The places of events by id; an id the project does not have is a `PopcornError` naming it. */
export function placesOf(draft: Draft, ids: Iterable<string>): EventPlace[] {
  const places: EventPlace[] = [];
  for (const id of ids) {
    const place = draft.find(id);
    if (!place) throw refusal("INVALID_OPTION", "Event id", id, "the id of an event in the project");
    places.push(place);
  }
  return places;
}

const IDS = "an event id or an array of them";

/** A list of event ids from one id or many, read once; refuses anything else. */
export function idList(ids: string | readonly string[]): readonly string[] {
  const list = typeof ids === "string" ? [ids] : argumentList("Event ids", ids, IDS);
  if (list.some((id) => typeof id !== "string")) throw refusal("INVALID_OPTION", "Event ids", ids, IDS);
  return list as string[];
}

/** A whole number of lanes or an index from a finite number (truncated), or a `PopcornError` naming `what`. */
export function whole(what: string, value: unknown): number {
  return Math.trunc(finite(what, value));
}

/** A finite number, or a `PopcornError` naming `what`. */
export function finite(what: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value))
    throw refusal("INVALID_TIME", what, value, "a finite number");
  return value;
}
