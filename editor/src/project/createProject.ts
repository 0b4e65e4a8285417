import { refusal } from "@popcorn-kit/core/errors";
import { argumentFields, readArgument } from "./argument.js";
import { newProjectId } from "./ids.js";
import { createRefusingLog } from "./issueLog.js";
import { jsonDifference } from "./jsonValue.js";
import { readLanes } from "./readLanes.js";
import { readLayout, readMedia, readMeta } from "./readParts.js";
import { ID_RULE } from "./rules.js";
import {
  type Lane,
  PROJECT_SCHEMA,
  PROJECT_VERSION,
  type Project,
  type ProjectLayout,
  type ProjectMedia,
  type ProjectMeta,
} from "./types.js";

/** What `createProject` takes: any part left out gets its default. */
export interface ProjectInit {
  /** The project's id, the key it is saved under: text of 1 to 200 characters. @default a new id */
  id?: string;
  meta?: Partial<ProjectMeta>;
  media?: Partial<ProjectMedia>;
  layout?: ProjectLayout;
  /** The lanes, each with its events sorted by start (then id) and not overlapping. @default one empty lane */
  lanes?: readonly Lane[];
}

const INIT = "an object { id?, meta?, media?, layout?, lanes? }";

/**
 * A new project: untitled, no media, no outlet, one empty lane; the parts given replace those defaults. The parts
 * are checked by the rules `loadProject` reads a file by, and refused with a `PopcornError` naming the value and
 * what is accepted wherever a load would not keep them as they are: an id that is not text of 1 to 200
 * characters, text with control characters or over its length, a media source the kit does not play, an outlet
 * whose box leaves its area, a lane whose events overlap or are out of order, a duplicate id, options that are
 * not JSON. (Options are checked against no plugin's manifest here: `createEditor` and `loadProject` have the
 * plugins.) The project holds copies of the parts given, read once.
 *
 * @example
 * const project = createProject({ meta: { title: "Moon landing" }, media: { duration: 60 } });
 */
export function createProject(init: ProjectInit = {}): Project {
  const fields = argumentFields("createProject() got", init, INIT);
  const log = createRefusingLog("createProject():");
  return readArgument("createProject() got", init, INIT, () => {
    const { id, meta, media, layout, lanes } = fields;
    if (id !== undefined && !ID_RULE.test(id))
      throw refusal("INVALID_OPTION", "createProject(): the id", id, ID_RULE.expected);
    const parts = {
      ...(id === undefined ? {} : { id }),
      meta: readMeta(meta, log),
      media: readMedia(media, log),
      layout: readLayout(layout, log),
    };
    const base = assembleProject(parts);
    if (lanes === undefined) return base;
    // No lane at all is a project too: one to be filled (an import makes its lanes after it).
    if (Array.isArray(lanes) && lanes.length === 0) return { ...base, lanes: [] };
    const reading = {
      plugins: new Map(),
      duration: base.media.duration,
      frameRate: base.media.frameRate,
      log,
    };
    return { ...base, lanes: readLanes(lanes, reading) };
  });
}

/** The parts of a project as its readers give them: what is missing gets its default. */
export interface ProjectParts {
  readonly id?: string;
  readonly meta?: Partial<ProjectMeta>;
  readonly media?: Partial<ProjectMedia>;
  readonly layout?: ProjectLayout | undefined;
  readonly lanes?: readonly Lane[];
}

/** A project of parts already read (checked): the defaults under them. Checks nothing. */
export function assembleProject(parts: ProjectParts): Project {
  return {
    schema: PROJECT_SCHEMA,
    version: PROJECT_VERSION,
    id: parts.id ?? newProjectId(),
    meta: { title: "Untitled", language: "en", credits: [], ...parts.meta },
    media: { source: null, duration: 0, frameRate: 30, trim: { in: 0, out: null }, ...parts.media },
    layout: parts.layout ?? { outlets: [] },
    lanes: parts.lanes ?? [{ id: "lane-1", events: [] }],
  };
}

const PROJECT = `a project as createProject() or loadProject() make it (schema "${PROJECT_SCHEMA}", version ${PROJECT_VERSION})`;

/**
 * `value` when it is a project `createProject` would make of its parts (see there), else a `PopcornError`
 * naming `subject`: for a call that takes a project, such as `importFile`'s `into`. O(n) for n events.
 */
export function checkProject(subject: string, value: unknown): Project {
  const fields = argumentFields(subject, value, PROJECT);
  if (fields.schema !== PROJECT_SCHEMA || fields.version !== PROJECT_VERSION) {
    throw refusal("INVALID_OPTION", subject, value, PROJECT);
  }
  const { id, meta, media, layout, lanes } = fields;
  if (id === undefined) throw refusal("INVALID_OPTION", `${subject}: the id`, id, ID_RULE.expected);
  const made = createProject({ id, meta, media, layout, lanes } as ProjectInit);
  // What createProject would make of its parts, but not the same data: a part missing, or changed in the reading.
  const differs = readArgument(subject, value, PROJECT, () => jsonDifference(made, value));
  if (differs !== undefined) {
    throw refusal(
      "INVALID_OPTION",
      `${subject} at ${differs === "" ? "its root" : differs.replace(/^\./, "")}`,
      value,
      `${PROJECT}, complete and as createProject() would make it`,
    );
  }
  return value as Project;
}
