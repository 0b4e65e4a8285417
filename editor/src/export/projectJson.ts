import type { Lane, Outlet, Project, ProjectEvent } from "../project/types.js";

/**
 * A project as the JSON text of its file (`loadProject` reads it back with no issue): two-space indented, keys
 * in a fixed order (the schema's, and options' keys sorted), so that saving the same project gives the same
 * text and a change shows as a small diff.
 *
 * @example
 * download(new Blob([exportProjectJson(project)], { type: "application/json" }), "project.popcorn.json");
 */
export function exportProjectJson(project: Project): string {
  const { meta, media } = project;
  const ordered = {
    schema: project.schema,
    version: project.version,
    id: project.id,
    meta: {
      title: meta.title,
      language: meta.language,
      ...(meta.description === undefined ? {} : { description: meta.description }),
      credits: meta.credits.map((credit) => ({ role: credit.role, name: credit.name })),
    },
    media: {
      source: media.source === null ? null : sorted(media.source),
      duration: media.duration,
      frameRate: media.frameRate,
      trim: { in: media.trim.in, out: media.trim.out },
    },
    layout: { outlets: project.layout.outlets.map(outletJson) },
    lanes: project.lanes.map(laneJson),
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

function outletJson(outlet: Outlet): Record<string, unknown> {
  const { box } = outlet;
  return {
    name: outlet.name,
    placement: outlet.placement,
    box: { left: box.left, top: box.top, width: box.width, height: box.height },
    ...(outlet.zIndex === undefined ? {} : { zIndex: outlet.zIndex }),
    ...(outlet.transition === undefined ? {} : { transition: outlet.transition }),
  };
}

function laneJson(lane: Lane): Record<string, unknown> {
  return {
    id: lane.id,
    ...(lane.name === undefined ? {} : { name: lane.name }),
    events: lane.events.map(eventJson),
  };
}

function eventJson(event: ProjectEvent): Record<string, unknown> {
  return {
    id: event.id,
    type: event.type,
    start: event.start,
    end: event.end,
    options: sorted(event.options),
    // Where its html came from travels with it: a file's stays a file's when the project is opened again.
    ...(event.origin === undefined ? {} : { origin: event.origin }),
  };
}

/** A JSON value with every object's keys sorted, so the text does not depend on the order they were set in. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== "object" || value === null) return value;
  const source = value as Record<string, unknown>;
  // Entries, not assignment: a "__proto__" key stays a key.
  return Object.fromEntries(
    Object.keys(source)
      .sort()
      .map((key) => [key, sorted(source[key])]),
  );
}
