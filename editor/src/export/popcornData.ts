import { serialize } from "@popcorn-kit/core/parsers";
import { compareEvents } from "../history/ops.js";
import type { Project, ProjectEvent } from "../project/types.js";
import { parsedEvent } from "./subtitles.js";

/**
 * Every event of the project as Popcorn 1.x JSON data (`{ "title", "data": [ { "footnote": { id, start, end,
 * ...options } } ] }`), in order of time, for Popcorn's `parseJSON` and the kit's `loadTrack`.
 *
 * @example
 * const json = exportPopcornData(project);
 */
export function exportPopcornData(project: Project): string {
  const events: ProjectEvent[] = [];
  for (const lane of project.lanes) for (const event of lane.events) events.push(event);
  return serialize(events.sort(compareEvents).map(parsedEvent), "popcorn-json", {
    meta: { title: project.meta.title },
  });
}
