import { PopcornError } from "@popcorn-kit/core";
import { labelOf } from "../catalogue/facts.generated.js";
import type { Project, ProjectEvent } from "../project/types.js";

/** A sentence for a refused edit: a `PopcornError`'s message (it names the value and what is accepted). */
export function describeError(error: unknown): string {
  if (error instanceof PopcornError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * A runner for edits that may be refused: `attempt(() => editor.run(command))` runs it, and a refusal (a
 * `PopcornError`) is said to screen readers with `announce` instead of reaching React.
 */
export function attemptWith(announce: (message: string) => void): (what: () => void) => void {
  return (what) => {
    try {
      what();
    } catch (error) {
      announce(describeError(error));
    }
  };
}

/** The event `id` of `project`, wherever its lane. */
export function findEvent(project: Project, id: string): ProjectEvent | undefined {
  for (const lane of project.lanes) {
    for (const event of lane.events) if (event.id === id) return event;
  }
  return undefined;
}

/** The index of the lane holding event `id`, or -1. */
export function laneIndexOf(project: Project, id: string): number {
  return project.lanes.findIndex((lane) => lane.events.some((event) => event.id === id));
}

/** `html` with its tags replaced by spaces, in one pass (no regular expression: input is a person's HTML). */
function withoutTags(html: string): string {
  let text = "";
  let inTag = false;
  for (const char of html) {
    if (char === "<") inTag = true;
    else if (char === ">" && inTag) {
      inTag = false;
      text += " ";
    } else if (!inTag) text += char;
  }
  return text;
}

/**
 * A short label for an event, for the timeline and screen readers: its plugin's name and the first text option
 * it has (`Footnote "Recorded in 1969"`).
 */
export function eventLabel(event: ProjectEvent): string {
  const name = labelOf(event.type);
  for (const key of ["text", "title", "name", "alt", "caption", "html", "src", "url"]) {
    const value = event.options[key];
    if (typeof value !== "string") continue;
    const plain = key === "html" ? withoutTags(value) : value;
    const short = plain.replace(/\s+/g, " ").trim();
    if (short !== "") return `${name} "${short.length > 60 ? `${short.slice(0, 59)}…` : short}"`;
  }
  return name;
}
