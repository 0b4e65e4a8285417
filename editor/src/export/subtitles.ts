import { refusal } from "@popcorn-kit/core/errors";
import { type ParsedEvent, serialize } from "@popcorn-kit/core/parsers";
import { compareEvents } from "../history/ops.js";
import type { Project, ProjectEvent } from "../project/types.js";

/** The subtitle formats the editor writes. */
export type SubtitleExportFormat = "webvtt" | "srt";

/** What `exportSubtitles` takes besides the project and the format. */
export interface ExportSubtitlesOptions {
  /** Ids of the lanes whose subtitles are written; every lane when left out. */
  lanes?: readonly string[];
}

/**
 * The project's subtitles (its `subtitle` events) as WebVTT or SRT text, in order of time, through the kit's
 * writers: a cue's text tree (`nodes`) keeps its italics, bold and voices where the format has them.
 *
 * @example
 * const vtt = exportSubtitles(project, "webvtt", { lanes: ["lane-2"] });
 */
export function exportSubtitles(
  project: Project,
  format: SubtitleExportFormat,
  options: ExportSubtitlesOptions = {},
): string {
  if (format !== "webvtt" && format !== "srt") {
    throw refusal("INVALID_OPTION", "exportSubtitles() got format", format, '"webvtt" or "srt"');
  }
  const wanted = options.lanes === undefined ? undefined : new Set(options.lanes);
  const cues: ProjectEvent[] = [];
  for (const lane of project.lanes) {
    if (wanted !== undefined && !wanted.has(lane.id)) continue;
    for (const event of lane.events)
      if (event.type === "subtitle" && typeof event.options.text === "string") cues.push(event);
  }
  return serialize(cues.sort(compareEvents).map(parsedEvent), format);
}

/** A project event as the kit's writers take it. */
export function parsedEvent(event: ProjectEvent): ParsedEvent {
  return { id: event.id, type: event.type, start: event.start, end: event.end, options: { ...event.options } };
}
