import { newProjectId } from "./ids.js";
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
  id?: string;
  meta?: Partial<ProjectMeta>;
  media?: Partial<ProjectMedia>;
  layout?: ProjectLayout;
  lanes?: readonly Lane[];
}

/**
 * A new project: untitled, no media, no outlet, one empty lane. The parts given are taken as they are: to
 * check a project read from somewhere, use `loadProject`.
 *
 * @example
 * const project = createProject({ meta: { title: "Moon landing" }, media: { duration: 60 } });
 */
export function createProject(init: ProjectInit = {}): Project {
  return {
    schema: PROJECT_SCHEMA,
    version: PROJECT_VERSION,
    id: init.id ?? newProjectId(),
    meta: { title: "Untitled", language: "en", credits: [], ...init.meta },
    media: { source: null, duration: 0, frameRate: 30, trim: { in: 0, out: null }, ...init.media },
    layout: init.layout ?? { outlets: [] },
    lanes: init.lanes ?? [{ id: "lane-1", events: [] }],
  };
}
