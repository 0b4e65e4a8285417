import type { Lane, Project, ProjectEvent } from "../project/types.js";

/*
 * A project as JSON text, made cheaply again and again. Projects are immutable and an edit shares every part it
 * did not change, so the text of each event and each lane is remembered by identity: after an edit, only the
 * changed events are serialised anew, and the rest is joining remembered strings. For 10,000 cues this is a few
 * milliseconds, where a structured clone of the project's objects (what IndexedDB does to a value) costs several
 * times more; a string is cloned as one copy.
 */

/** Turns a project into JSON text; equal to `JSON.stringify(project)` once parsed (keys may come in another order). */
export type ProjectSerializer = (project: Project) => string;

/**
 * A serializer that remembers the JSON text of the events and lanes it has seen (held weakly: an event no
 * longer referenced anywhere is forgotten with its text).
 *
 * @example
 * const toJson = createProjectSerializer();
 * storage.set(key, toJson(project)); // after the next edit, only what changed is serialised again
 */
export function createProjectSerializer(): ProjectSerializer {
  const events = new WeakMap<ProjectEvent, string>();
  const lanes = new WeakMap<Lane, string>();

  const eventJson = (event: ProjectEvent): string => {
    let text = events.get(event);
    if (text === undefined) {
      text = JSON.stringify(event);
      events.set(event, text);
    }
    return text;
  };

  const laneJson = (lane: Lane): string => {
    let text = lanes.get(lane);
    if (text === undefined) {
      const { events: laneEvents, ...rest } = lane;
      text = withList(JSON.stringify(rest), "events", laneEvents.map(eventJson).join(","));
      lanes.set(lane, text);
    }
    return text;
  };

  return (project) => {
    const { lanes: projectLanes, ...rest } = project;
    return withList(JSON.stringify(rest), "lanes", projectLanes.map(laneJson).join(","));
  };
}

/** The JSON text of an object `head` with one more key, `key`, whose value is the array of `items` (JSON texts). */
function withList(head: string, key: string, items: string): string {
  const list = `${JSON.stringify(key)}:[${items}]`;
  return head === "{}" ? `{${list}}` : `${head.slice(0, -1)},${list}}`;
}
