import { PopcornError } from "@popcorn-kit/core";
import { describeValue, refusal } from "@popcorn-kit/core/errors";
import type { PluginSet } from "../plugins/pluginSet.js";
import { argumentFields, pluginSetOf } from "./argument.js";
import { assembleProject } from "./createProject.js";
import { createIssueLog } from "./issueLog.js";
import { isPlainObject } from "./jsonValue.js";
import type { EventReading } from "./readEvent.js";
import { readLanes } from "./readLanes.js";
import { passes, readLayout, readMedia, readMeta } from "./readParts.js";
import { ID_RULE } from "./rules.js";
import { PROJECT_SCHEMA, PROJECT_VERSION, type ProjectResult } from "./types.js";

/** What `loadProject` takes besides the file. */
export interface LoadProjectOptions {
  /** The plugins whose manifests check the events' options; an event of another type is kept and reported. */
  plugins: PluginSet;
}

const FILE = `the JSON of a "${PROJECT_SCHEMA}" file`;

/**
 * Reads an editor project file (`schema: "popcorn-kit/project"`), as JSON text or as the parsed value. Loads
 * what it can and lists the rest as issues, each with its path (`lanes[2].events[5].options.text`) and a reason:
 * an event with a bad time, type or option is dropped (error); an event of a plugin type not in `plugins` is
 * kept (warning); a duplicate id is renamed, overlapping events are laid out over more lanes, an open end is
 * clamped and a box is clamped into 0-100 (warnings); a bad outlet is dropped (error); missing parts get
 * `createProject`'s defaults; unknown keys are ignored.
 *
 * Throws a `PopcornError` (`PARSE`) for text that is not JSON, a value that is not an object, a `schema` other
 * than the editor's, and a `version` newer than `PROJECT_VERSION` (a newer file is refused, never half read); and
 * one (`INVALID_OPTION`) for options that are not `{ plugins }` with a plugin set. A value given in code (not
 * text) is read once and its options copied: a getter that throws while it is read is a `PARSE` error with the
 * error as its cause, and a proxy never enters the project.
 *
 * @example
 * const { project, issues } = loadProject(await file.text(), { plugins: createPluginSet(CATALOGUE) });
 */
export function loadProject(input: unknown, options: LoadProjectOptions): ProjectResult {
  // The arguments first: a missing or bad option is the caller's, not the file's.
  const plugins = pluginsOption("loadProject()", options);
  try {
    // Text is read by JSON.parse: plain data, whose options need no copy.
    if (typeof input === "string") return readProject(parseJson(input), plugins, true);
    return readProject(input, plugins, false);
  } catch (error) {
    // A getter or a proxy in a value given as an object: whatever it throws, the caller gets a PopcornError.
    if (error instanceof PopcornError) throw error;
    throw new PopcornError(
      "PARSE",
      `The project could not be read (${describeValue(String(error))}): expected ${FILE}.`,
      {
        expected: FILE,
        cause: error,
      },
    );
  }
}

/** JSON text parsed, or a `PARSE` error naming where it stops being JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (cause) {
    const message = String((cause as Error).message).slice(0, 200);
    throw new PopcornError("PARSE", `Project file is not JSON (${message}): expected ${FILE}.`, {
      value: text.length > 200 ? `${text.slice(0, 200)}...` : text,
      expected: FILE,
      cause,
    });
  }
}

/**
 * The `plugins` of options given to `loadProject` or an import, copied; a PopcornError (`INVALID_OPTION`) naming
 * `where` when the options are not `{ plugins }` with a plugin set.
 */
export function pluginsOption(where: string, options: unknown): PluginSet {
  const fields = argumentFields(
    `${where} options`,
    options,
    "an object { plugins } with a plugin set (createPluginSet)",
  );
  return pluginSetOf(`${where} option plugins`, fields.plugins);
}

function readProject(raw: unknown, plugins: PluginSet, trusted: boolean): ProjectResult {
  if (!isPlainObject(raw)) throw refusal("PARSE", "Project", raw, FILE);
  if (raw.schema !== PROJECT_SCHEMA) throw refusal("PARSE", "Project schema", raw.schema, `"${PROJECT_SCHEMA}"`);
  const version = raw.version ?? PROJECT_VERSION;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    throw refusal("PARSE", "Project version", version, `a whole number from 1 to ${PROJECT_VERSION}`);
  }
  if (version > PROJECT_VERSION) {
    throw refusal(
      "PARSE",
      "Project version",
      version,
      `version ${PROJECT_VERSION} or older: this package reads project files up to version ${PROJECT_VERSION}; open it with a newer @popcorn-kit/editor`,
    );
  }
  const log = createIssueLog();
  const { id, meta, media, layout, lanes } = raw;
  const kept =
    id !== undefined &&
    passes(ID_RULE, id, log, "warning", { path: "id", subject: "Project id", outcome: "a new id is used" });
  const base = assembleProject({
    ...(kept ? { id } : {}),
    meta: readMeta(meta, log),
    media: readMedia(media, log),
    layout: readLayout(layout, log),
  });
  const reading: EventReading = {
    plugins,
    duration: base.media.duration,
    frameRate: base.media.frameRate,
    log,
    trusted,
  };
  return { project: lanes === undefined ? base : { ...base, lanes: readLanes(lanes, reading) }, issues: log.issues };
}
