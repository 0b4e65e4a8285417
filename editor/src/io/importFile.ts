import { PopcornError } from "@popcorn-kit/core";
import { describeValue, refusal } from "@popcorn-kit/core/adapter";
import { type ParseError, type SubtitleFormat, detectFormat, parse } from "@popcorn-kit/core/parsers";
import { compareEvents } from "../history/ops.js";
import { packEvents } from "../placement/packLanes.js";
import type { PluginSet } from "../plugins/pluginSet.js";
import { createProject } from "../project/createProject.js";
import { createIdSource } from "../project/ids.js";
import { createIssueLog } from "../project/issueLog.js";
import { isPlainObject } from "../project/jsonValue.js";
import { idPrefix, loadProject } from "../project/loadProject.js";
import { type EventReading, readEvent } from "../project/readEvent.js";
import { PROJECT_SCHEMA, type Lane, type Project, type ProjectEvent, type ProjectResult } from "../project/types.js";
import { importPopcornMaker, isPopcornMakerProject } from "./importPopcornMaker.js";

/** What a file was read as: an editor project, a Popcorn Maker project, or a format of the kit's parsers. */
export type ImportFormat = "project" | "popcorn-maker" | SubtitleFormat;

/** What `importFile` returns: the project, what could not be taken, and the format the file was read as. */
export type ImportResult = ProjectResult & { readonly format: ImportFormat };

/** What `importFile` takes besides the text. */
export interface ImportFileOptions {
  /** The plugins whose manifests check the events' options. */
  plugins: PluginSet;
  /** The file's name: it helps tell the format, and names the new lanes. */
  fileName?: string;
  /**
   * The project a subtitle or data file's events are added to (in new lanes); a new project when left out.
   * An editor or Popcorn Maker project is read as a project of its own.
   */
  into?: Project;
  /**
   * The media's duration in seconds, for a new project: where open ends are clamped. The duration of `into`,
   * when given, is kept.
   */
  duration?: number;
}

const FORMATS =
  "an editor project, a Popcorn Maker project, WebVTT, SRT, SBV, SSA/ASS, TTML, TTXT, Popcorn JSON or Popcorn XML";
const REVERSED_CUE = "an end time at or after the start time";

/**
 * Reads a file of any format the editor knows: an editor project (`loadProject`), a Popcorn Maker project
 * (`importPopcornMaker`), or a subtitle or data file in a format of `@popcorn-kit/core/parsers` (told from the
 * text, then the file name). A subtitle or data file's events go into `into` (or a new project), in new lanes
 * named after the file, as many as they need not to overlap, with new ids; what the parser could not read is
 * listed with its line and column, and the rest is imported. Throws a `PopcornError` (`PARSE`) for text in no
 * format it knows. Linear in the file's size and the project's events.
 *
 * @example
 * const { project, issues, format } = importFile(await file.text(), { plugins, fileName: file.name, into: project });
 */
export function importFile(text: string, options: ImportFileOptions): ImportResult {
  if (typeof text !== "string") throw refusal("INVALID_OPTION", "importFile() got", text, "the file's text, a string");
  const json = readJsonObject(text);
  if (json !== undefined && json.schema === PROJECT_SCHEMA) {
    return { ...loadProject(json, { plugins: options.plugins }), format: "project" };
  }
  if (json !== undefined && isPopcornMakerProject(json)) {
    return { ...importPopcornMaker(json, { plugins: options.plugins }), format: "popcorn-maker" };
  }
  const format = detectFormat(text, options.fileName);
  if (format === undefined) {
    const named = options.fileName === undefined ? "The file" : `The file ${describeValue(options.fileName)}`;
    throw new PopcornError("PARSE", `${named} is in no format the editor reads: expected ${FORMATS}.`, {
      value: options.fileName,
      expected: FORMATS,
    });
  }
  return { ...importEvents(text, format, options), format };
}

// One character class, sticky: skipping a long run of spaces is one linear scan.
const SPACE = /\s*/y;

/** The text as a JSON object when it is one (it starts with "{" and parses), else undefined. */
function readJsonObject(text: string): Record<string, unknown> | undefined {
  SPACE.lastIndex = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  SPACE.test(text);
  const at = SPACE.lastIndex;
  if (text[at] !== "{") return undefined;
  try {
    const value: unknown = JSON.parse(text.slice(at));
    return isPlainObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function importEvents(text: string, format: SubtitleFormat, options: ImportFileOptions): ProjectResult {
  const { events: parsed, errors } = parse(text, {
    format,
    ...(options.fileName === undefined ? {} : { fileName: options.fileName }),
  });
  const log = createIssueLog();
  // WebVTT keeps a cue that ends before it starts, with a warning; a project cannot hold it, so it is dropped
  // and the warning becomes the error that says so, at the cue's line.
  const reversedLines: number[] = [];
  for (const error of errors) {
    if (error.details.severity === "warning" && error.details.expected === REVERSED_CUE)
      reversedLines.push(error.details.line);
    else log[error.details.severity === "warning" ? "warn" : "error"](where(error), error.message);
  }
  const into = options.into;
  const base = into ?? createProject({ media: { duration: validDuration(options.duration) }, lanes: [] });
  const taken = new Set<string>();
  for (const lane of base.lanes) for (const event of lane.events) taken.add(event.id);
  const newEventId = createIdSource(taken);
  const reading: EventReading = {
    plugins: options.plugins,
    duration: base.media.duration,
    frameRate: base.media.frameRate,
    log,
    unknownTypes: new Set(),
  };
  const events: ProjectEvent[] = [];
  let reversed = 0;
  parsed.forEach((item, index) => {
    if (item.end < item.start) {
      const line = reversedLines[reversed++];
      log.error(
        line === undefined ? `events[${index}].end` : `line ${line}`,
        `A cue that ends (${item.end}) before it starts (${item.start}): expected an end at or after the start; it is dropped.`,
      );
      return;
    }
    const event = readEvent(item, `events[${index}]`, reading);
    if (event !== undefined) events.push({ id: newEventId(idPrefix(event.type)), ...event });
  });
  const lanes = newLanes(events, base.lanes, laneName(options.fileName, format));
  if (lanes.length === 0)
    return { project: into ?? { ...base, lanes: [{ id: "lane-1", events: [] }] }, issues: log.issues };
  return { project: { ...base, lanes: [...base.lanes, ...lanes] }, issues: log.issues };
}

/** The events in new lanes after `existing`: as many as they need not to overlap, named `name`, `name 2`... */
function newLanes(events: ProjectEvent[], existing: readonly Lane[], name: string): Lane[] {
  if (events.length === 0) return [];
  const newLaneId = createIdSource(existing.map((lane) => lane.id));
  return packEvents(events.sort(compareEvents)).map((laneEvents, index) => ({
    id: newLaneId("lane"),
    name: index === 0 ? name : `${name} ${index + 1}`,
    events: laneEvents,
  }));
}

function validDuration(duration: number | undefined): number {
  return typeof duration === "number" && Number.isFinite(duration) && duration > 0 ? duration : 0;
}

const FORMAT_NAMES: Record<SubtitleFormat, string> = {
  webvtt: "WebVTT",
  srt: "SRT",
  sbv: "SBV",
  ssa: "SSA",
  ttml: "TTML",
  ttxt: "TTXT",
  "popcorn-json": "Popcorn data",
  "popcorn-xml": "Popcorn data",
};

/** A lane's name for a file's events: the file's name without its folders, else the format's name. */
function laneName(fileName: string | undefined, format: SubtitleFormat): string {
  const base = fileName?.slice(Math.max(fileName.lastIndexOf("/"), fileName.lastIndexOf("\\")) + 1).slice(0, 200);
  return base === undefined || base.trim() === "" ? FORMAT_NAMES[format] : base;
}

/** A parse error's place: `line 12, column 5`. */
function where(error: ParseError): string {
  return `line ${error.details.line}, column ${error.details.column}`;
}
