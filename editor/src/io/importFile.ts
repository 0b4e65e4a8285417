import { PopcornError } from "@popcorn-kit/core";
import { describeValue, refusal } from "@popcorn-kit/core/errors";
import { type ParseError, type SubtitleFormat, detectFormat, parse } from "@popcorn-kit/core/parsers";
import { compareEvents } from "../history/ops.js";
import { packEvents } from "../placement/packLanes.js";
import type { PluginSet } from "../plugins/pluginSet.js";
import { argumentFields, pluginSetOf } from "../project/argument.js";
import { assembleProject, checkProject } from "../project/createProject.js";
import { createIdSource } from "../project/ids.js";
import { type IssueLog, MAX_ISSUES, createIssueLog } from "../project/issueLog.js";
import { isPlainObject } from "../project/jsonValue.js";
import { loadProject } from "../project/loadProject.js";
import { type EventReading, readEvent } from "../project/readEvent.js";
import { idPrefix } from "../project/readLanes.js";
import { DURATION_RULE, checkRule, isText } from "../project/rules.js";
import { PROJECT_SCHEMA, type Lane, type Project, type ProjectEvent, type ProjectResult } from "../project/types.js";
import { cueLines } from "./cueLines.js";
import { type FindPlace, importPopcornMaker, isPopcornMakerProject } from "./importPopcornMaker.js";

/**
 * The most lanes one import lays a file's cues over. Cues that overlap more than this many at once are left
 * out, each listed in the import's issues with its line: a file of 200,000 cues at one time makes 32 lanes and
 * 199,968 issues (the first `MAX_ISSUES` listed), not 200,000 lanes. Subtitles overlap two or three deep;
 * Popcorn data that lays more than 32 events on one moment is no longer a timeline a person reads.
 */
export const MAX_IMPORT_LANES = 32;

/** What a file was read as: an editor project, a Popcorn Maker project, or a format of the kit's parsers. */
export type ImportFormat = "project" | "popcorn-maker" | SubtitleFormat;

/** What `importFile` returns: the project, what could not be taken, and the format the file was read as. */
export type ImportResult = ProjectResult & { readonly format: ImportFormat };

/** What `importFile` takes besides the text. */
export interface ImportFileOptions {
  /** The plugins whose manifests check the events' options. */
  plugins: PluginSet;
  /** The file's name (text of at most 4096 characters): it helps tell the format, and names the new lanes. */
  fileName?: string;
  /**
   * The project a subtitle or data file's events are added to (in new lanes); a new project when left out.
   * An editor or Popcorn Maker project is read as a project of its own.
   */
  into?: Project;
  /**
   * The media's duration in seconds (finite, at least 0; 0 while unknown), for a new project: where open ends
   * are clamped. The duration of `into`, when given, is kept. @default 0
   */
  duration?: number;
  /**
   * Finds a place by its name, for a Popcorn Maker project's maps that give only a place name (see
   * `importPopcornMaker`): the editor's interface gives the offline gazetteer's `find` (`loadGazetteer`).
   */
  findPlace?: FindPlace;
}

const FORMATS =
  "an editor project, a Popcorn Maker project, WebVTT, SRT, SBV, SSA/ASS, TTML, TTXT, Popcorn JSON or Popcorn XML";
const REVERSED_CUE = "an end time at or after the start time";

/**
 * Reads a file of any format the editor knows: an editor project (`loadProject`), a Popcorn Maker project
 * (`importPopcornMaker`), or a subtitle or data file in a format of `@popcorn-kit/core/parsers` (told from the
 * text, then the file name). A subtitle or data file's events go into `into` (or a new project), in new lanes
 * named after the file, as many as the most that overlap at once (greedy interval partitioning) and at most
 * `MAX_IMPORT_LANES`, with new ids; the cues beyond that many at once are left out and listed with their line,
 * what the parser could not read is listed with its line and column, and the rest is imported. Throws a
 * `PopcornError` (`PARSE`) for text in no format it knows, and one (`INVALID_OPTION`, `INVALID_TIME`) for
 * options it does not take: `plugins` not a plugin set, a `fileName` that is not text, an `into` that is not a
 * project as `createProject` makes it, a `duration` that is not seconds. O(n log n) for n cues, and linear in
 * the project's events (`into` is checked).
 *
 * @example
 * const { project, issues, format } = importFile(await file.text(), { plugins, fileName: file.name, into: project });
 */
export function importFile(text: string, options: ImportFileOptions): ImportResult {
  if (typeof text !== "string") throw refusal("INVALID_OPTION", "importFile() got", text, "the file's text, a string");
  const given = importOptions(options);
  const json = readJsonObject(text);
  // A project file is a file too: the html of every event it holds gets the strict profile (ARCHITECTURE.md,
  // "Html origin"), whatever origin it says its events have.
  if (json !== undefined && json.schema === PROJECT_SCHEMA) {
    return { ...fromFile(loadProject(json, { plugins: given.plugins })), format: "project" };
  }
  if (json !== undefined && isPopcornMakerProject(json)) {
    const maker = importPopcornMaker(json, { plugins: given.plugins, findPlace: given.findPlace });
    return { ...fromFile(maker), format: "popcorn-maker" };
  }
  const format = detectFormat(text, given.fileName);
  if (format === undefined) {
    const named = given.fileName === undefined ? "The file" : `The file ${describeValue(given.fileName)}`;
    throw new PopcornError("PARSE", `${named} is in no format the editor reads: expected ${FORMATS}.`, {
      value: given.fileName,
      expected: FORMATS,
    });
  }
  return { ...importEvents(text, format, given), format };
}

/** A project read from a file, every event marked as a file's (`origin: "file"`). */
function fromFile(result: ProjectResult): ProjectResult {
  const lanes = result.project.lanes.map((lane) => ({
    ...lane,
    events: lane.events.map((event) => (event.origin === "file" ? event : { ...event, origin: "file" as const })),
  }));
  return { ...result, project: { ...result.project, lanes } };
}

/** The options of `importFile`, each read once and checked. */
interface ImportOptions {
  readonly plugins: PluginSet;
  readonly fileName?: string;
  readonly into?: Project;
  readonly duration?: number;
  readonly findPlace?: FindPlace;
}

const OPTIONS =
  "an object { plugins, fileName?, into?, duration?, findPlace? } with a plugin set (createPluginSet) and a function";
const FILE_NAME = "a file name: text of at most 4096 characters without control characters";

function importOptions(options: unknown): ImportOptions {
  const { plugins, fileName, into, duration, findPlace } = argumentFields("importFile() options", options, OPTIONS);
  if (fileName !== undefined && !isText(fileName, 4096)) {
    throw refusal("INVALID_OPTION", "importFile() option fileName", fileName, FILE_NAME);
  }
  if (findPlace !== undefined && typeof findPlace !== "function") {
    throw refusal(
      "INVALID_OPTION",
      "importFile() option findPlace",
      findPlace,
      "a function from a place name to { lat, lng, name }",
    );
  }
  return {
    ...(findPlace === undefined ? {} : { findPlace: findPlace as FindPlace }),
    plugins: pluginSetOf("importFile() option plugins", plugins),
    ...(fileName === undefined ? {} : { fileName }),
    ...(into === undefined ? {} : { into: checkProject("importFile() option into", into) }),
    ...(duration === undefined
      ? {}
      : { duration: checkRule(DURATION_RULE, "importFile() option duration", duration, "INVALID_TIME") }),
  };
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

function importEvents(text: string, format: SubtitleFormat, options: ImportOptions): ProjectResult {
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
  const base = into ?? assembleProject({ media: { duration: options.duration ?? 0 }, lanes: [] });
  const taken = new Set<string>();
  for (const lane of base.lanes) for (const event of lane.events) taken.add(event.id);
  const newEventId = createIdSource(taken);
  const reading: EventReading = {
    plugins: options.plugins,
    duration: base.media.duration,
    frameRate: base.media.frameRate,
    log,
    unknownTypes: new Set(),
    trusted: true,
  };
  const events: ProjectEvent[] = [];
  // Where each event came from: its index among the parser's events.
  const indexOf = new Map<ProjectEvent, number>();
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
    if (event === undefined) return;
    // Its html came from this file: it keeps the strict profile of files' html wherever it is shown or exported.
    const kept = { id: newEventId(idPrefix(event.type)), ...event, origin: "file" as const };
    events.push(kept);
    indexOf.set(kept, index);
  });
  // By start, then in the file's order: of cues at one time, the first in the file are those imported.
  const packed = packEvents(events.sort((a, b) => a.start - b.start || indexOf.get(a)! - indexOf.get(b)!));
  if (packed.length > MAX_IMPORT_LANES) {
    const lines = cueLines(text, format, parsed.length, errors);
    const place = (event: ProjectEvent) => {
      const index = indexOf.get(event)!;
      return lines === undefined ? `events[${index}]` : `line ${lines[index]}`;
    };
    reportLeftOut(packed.slice(MAX_IMPORT_LANES).flat(), indexOf, place, log);
  }
  const lanes = newLanes(packed.slice(0, MAX_IMPORT_LANES), base.lanes, laneName(options.fileName, format));
  if (lanes.length === 0)
    return { project: into ?? { ...base, lanes: [{ id: "lane-1", events: [] }] }, issues: log.issues };
  return { project: { ...base, lanes: [...base.lanes, ...lanes] }, issues: log.issues };
}

/** Lists the events left out past `MAX_IMPORT_LANES` lanes, in the file's order: how many, then each. */
function reportLeftOut(
  left: ProjectEvent[],
  indexOf: ReadonlyMap<ProjectEvent, number>,
  place: (event: ProjectEvent) => string,
  log: IssueLog,
): void {
  left.sort((a, b) => indexOf.get(a)! - indexOf.get(b)!);
  const expected = `at most ${MAX_IMPORT_LANES} cues at one time: an import lays a file's cues over at most ${MAX_IMPORT_LANES} lanes`;
  log.error(
    place(left[0]!),
    `${left.length} cues overlap ${MAX_IMPORT_LANES} others at once, from this one on: expected ${expected}; they are not imported, each is listed below.`,
  );
  for (const event of left) {
    // Past the cap nothing more is listed: no message is built for the other 199,000.
    if (log.issues.length > MAX_ISSUES) break;
    const { text } = event.options;
    log.refuse("error", {
      path: place(event),
      subject: `Cue at ${event.start}-${event.end} s`,
      value: typeof text === "string" ? text : event.type,
      expected,
      outcome: "it is not imported",
    });
  }
}

/** The packed event lists as new lanes after `existing`, named `name`, `name 2`... */
function newLanes(packed: readonly ProjectEvent[][], existing: readonly Lane[], name: string): Lane[] {
  if (packed.length === 0) return [];
  const newLaneId = createIdSource(existing.map((lane) => lane.id));
  return packed.map((laneEvents, index) => ({
    id: newLaneId("lane"),
    name: index === 0 ? name : `${name} ${index + 1}`,
    // A lane's order: by start, then id (events of one start came in the file's order).
    events: laneEvents.sort(compareEvents),
  }));
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
