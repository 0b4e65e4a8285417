import { toSeconds, type TimeInput } from "@popcorn-kit/core";
import { refusal } from "@popcorn-kit/core/errors";
import { outletOptionOf } from "../catalogue/facts.generated.js";
import { packLanes } from "../placement/packLanes.js";
import { argumentFields, readArgument, refuseUnknownKeys } from "../project/argument.js";
import { createRefusingLog } from "../project/issueLog.js";
import { META_FIELDS, readLayout, readMedia, readMeta, readOutlet } from "../project/readParts.js";
import { LANE_NAME_RULE, checkRule } from "../project/rules.js";
import type { Outlet, OutletBox, ProjectLayout, ProjectMedia, ProjectMeta } from "../project/types.js";
import { type Command, finite } from "./command.js";
import type { Draft } from "./draft.js";

/*
 * The commands on a project's lanes, layout, media and details. Each checks what it is given with the readers
 * `loadProject` reads a file with (readParts.ts), through a log that refuses instead of listing issues: a command
 * refuses exactly what a reload would not keep, with a PopcornError naming the value and what is accepted, and
 * a refused command changes nothing.
 */

/** A lane's name as the commands take it: undefined (no name), or text a loaded file keeps. */
function laneName(name: unknown): string | undefined {
  return name === undefined ? undefined : checkRule(LANE_NAME_RULE, "Lane name", name);
}

/** Adds an empty lane at an index (the end when omitted), named `name` when given. Returns its id. */
export function addLane(index?: number, name?: string): Command<string> {
  return {
    label: "Add lane",
    run(draft) {
      const at = index === undefined ? draft.project.lanes.length : Math.trunc(finite("addLane() index", index));
      if (at < 0 || at > draft.project.lanes.length) {
        throw refusal("INVALID_OPTION", "addLane() index", index, `an index from 0 to ${draft.project.lanes.length}`);
      }
      return draft.insertLane(at, laneName(name));
    },
  };
}

function laneAt(draft: Draft, id: string): number {
  const index = draft.laneIndex(id);
  if (index < 0) throw refusal("INVALID_OPTION", "Lane id", id, "the id of a lane in the project");
  return index;
}

/** Removes a lane and its events. */
export function removeLane(id: string): Command<void> {
  return {
    label: "Delete lane",
    run(draft) {
      laneAt(draft, id);
      draft.deleteLane(id);
    },
  };
}

/** Names a lane (`undefined` removes the name): text of at most 1000 characters without control characters. */
export function renameLane(id: string, name: string | undefined): Command<void> {
  return {
    label: "Rename lane",
    run(draft) {
      laneAt(draft, id);
      draft.renameLane(id, laneName(name));
    },
  };
}

/** Moves a lane, with its events, to another index of the lane list. */
export function reorderLane(id: string, index: number): Command<void> {
  return {
    label: "Move lane",
    run(draft) {
      const from = laneAt(draft, id);
      const to = Math.trunc(finite("reorderLane() index", index));
      if (to < 0 || to >= draft.project.lanes.length) {
        throw refusal(
          "INVALID_OPTION",
          "reorderLane() index",
          index,
          `an index from 0 to ${draft.project.lanes.length - 1}`,
        );
      }
      if (from === to) return;
      const lane = draft.project.lanes[from]!;
      // The lane goes out and comes back whole, with its id and its events.
      draft.deleteLane(id);
      draft.restoreLane(to, lane);
    },
  };
}

/**
 * Packs every event into the fewest lanes where nothing overlaps (first fit, by start), as `packLanes` does:
 * the lanes that stay keep their ids and names, the empty ones at the end are removed.
 */
export function compactLanes(): Command<void> {
  return {
    label: "Compact lanes",
    run(draft) {
      const lanes = draft.project.lanes;
      if (lanes.length === 0) return;
      const packed = packLanes(lanes);
      packed.forEach((lane, index) => {
        const id = lanes[index]!.id;
        for (const event of lane.events) if (draft.find(event.id)!.lane !== id) draft.put(id, event);
      });
      for (const lane of lanes.slice(packed.length)) draft.deleteLane(lane.id);
    },
  };
}

const OUTLET = "an outlet { name, placement, box, zIndex?, transition? }";
const OUTLET_FIELDS = ["name", "placement", "box", "zIndex", "transition"] as const;

/**
 * Checks an outlet as a loaded file's layout keeps it: a name events can target, a placement, a box of numbers in
 * percent that stays inside its area, a whole stacking order, a transition. Returns the outlet as the project
 * holds it (a copy); throws a `PopcornError` naming the refused value.
 */
export function checkOutlet(outlet: Outlet): Outlet {
  // The refusing log throws at the first issue: a reading that returns has returned an outlet.
  return readArgument("checkOutlet() got", outlet, OUTLET, () => readOutlet(outlet, "outlet", createRefusingLog()))!;
}

/** Refuses a layout a loaded file would not keep as it is (two outlets of one name, `DUPLICATE_ID`). */
function checkLayout(layout: ProjectLayout): void {
  readLayout(layout, createRefusingLog());
}

/** Adds an outlet to the layout. */
export function addOutlet(outlet: Outlet): Command<void> {
  return {
    label: "Add outlet",
    run(draft) {
      const checked = checkOutlet(outlet);
      const layout = { ...draft.project.layout, outlets: [...draft.project.layout.outlets, checked] };
      checkLayout(layout);
      draft.setLayout(layout);
    },
  };
}

function retarget(draft: Draft, from: string, to: string | undefined): void {
  for (const lane of draft.project.lanes) {
    for (const event of lane.events) {
      const key = outletOptionOf(event.type, draft.plugins.get(event.type));
      if (key === undefined || event.options[key] !== from) continue;
      const options = { ...event.options };
      if (to === undefined) delete options[key];
      else options[key] = to;
      draft.put(lane.id, { ...event, options });
    }
  }
}

/**
 * Moves, resizes, renames or restyles an outlet; renaming it retargets the events that named it. A field set to
 * `undefined` is removed (`zIndex`, `transition`); the box's sides not given stay.
 */
export function updateOutlet(
  name: string,
  changes: Partial<Omit<Outlet, "box">> & { readonly box?: Partial<OutletBox> },
): Command<void> {
  const given = argumentFields("updateOutlet() got", changes, `the changes of ${OUTLET}`);
  refuseUnknownKeys("updateOutlet()", given, OUTLET_FIELDS);
  const box =
    given.box === undefined
      ? undefined
      : argumentFields("updateOutlet() box", given.box, "{ left?, top?, width?, height? }");
  return {
    label: box ? "Move outlet" : "Change outlet",
    run(draft) {
      const outlets = draft.project.layout.outlets;
      const index = outlets.findIndex((o) => o.name === name);
      if (index < 0) throw refusal("INVALID_OPTION", "Outlet name", name, "the name of an outlet of the layout");
      const current = outlets[index]!;
      const next = checkOutlet({ ...current, ...given, box: { ...current.box, ...box } } as Outlet);
      const list = outlets.slice();
      list[index] = next;
      const layout = { ...draft.project.layout, outlets: list };
      checkLayout(layout);
      draft.setLayout(layout);
      if (next.name !== name) retarget(draft, name, next.name);
    },
  };
}

/** Removes an outlet; the events that named it render in place (their target is cleared). */
export function removeOutlet(name: string): Command<void> {
  return {
    label: "Delete outlet",
    run(draft) {
      const outlets = draft.project.layout.outlets;
      if (!outlets.some((o) => o.name === name)) {
        throw refusal("INVALID_OPTION", "Outlet name", name, "the name of an outlet of the layout");
      }
      draft.setLayout({ ...draft.project.layout, outlets: outlets.filter((o) => o.name !== name) });
      retarget(draft, name, undefined);
    },
  };
}

const TRIM = "an object { in?, out? } of times (out null: the media's end)";
const MEDIA = "an object { source?, duration?, frameRate? }";
const META = "an object { title?, language?, description?, credits? }";

/** The media with `changes`, read as a loaded file's media is: a `PopcornError` for what a load would not keep. */
function checkedMedia(subject: string, media: ProjectMedia, changes: Record<string, unknown>): ProjectMedia {
  // The project's media is complete, so its reading is. A value inside the changes may still be a proxy.
  return readArgument(subject, changes, MEDIA, () =>
    readMedia({ ...media, ...changes }, createRefusingLog()),
  ) as ProjectMedia;
}

/**
 * Trims the published piece: it plays from `in` to `out` (null: the media's end), times in seconds or
 * timecodes; `out` after `in`, both within the media's duration once it is known.
 */
export function setTrim(trim: { readonly in?: TimeInput; readonly out?: TimeInput | null }): Command<void> {
  const given = argumentFields("setTrim() got", trim, TRIM);
  refuseUnknownKeys("setTrim()", given, ["in", "out"]);
  return {
    label: "Trim media",
    run(draft) {
      const { media } = draft.project;
      const start = given.in === undefined ? media.trim.in : toSeconds(given.in as TimeInput, media.frameRate);
      const end =
        given.out === undefined
          ? media.trim.out
          : given.out === null
            ? null
            : toSeconds(given.out as TimeInput, media.frameRate);
      const next = checkedMedia("setTrim() got", media, { trim: { in: start, out: end } });
      // Stricter than a load, which cannot know the media: a trim past its end would play nothing.
      if (media.duration > 0 && (start >= media.duration || (end !== null && end > media.duration))) {
        throw refusal("INVALID_TIME", "setTrim()", trim, `in and out points within the media's ${media.duration} s`);
      }
      draft.setMedia(next);
    },
  };
}

/**
 * Changes the media: its source (null: none), its duration once known, its frame rate. A field left out or
 * `undefined` stays as it is; the trim changes through `setTrim`.
 */
export function setMedia(changes: Partial<Omit<ProjectMedia, "trim">>): Command<void> {
  const given = argumentFields("setMedia() got", changes, MEDIA);
  refuseUnknownKeys("setMedia()", given, ["source", "duration", "frameRate"]);
  for (const key of Object.keys(given)) if (given[key] === undefined) delete given[key];
  return {
    label: "Change media",
    run(draft) {
      // The rules a loaded file's source meets: a `javascript:` URL never reaches a preview or an export.
      draft.setMedia(checkedMedia("setMedia() got", draft.project.media, given));
    },
  };
}

/**
 * Changes the title, language, description or credits, as a loaded file keeps them: text of at most 1000
 * characters (the description 100,000) without control characters, a BCP 47 language tag, credits `{ role, name }`.
 * `description: undefined` removes the description.
 */
export function setMeta(changes: Partial<ProjectMeta>): Command<void> {
  const given = argumentFields("setMeta() got", changes, META);
  refuseUnknownKeys("setMeta()", given, META_FIELDS);
  for (const key of META_FIELDS) {
    // A load gives a missing title, language or credits their default: a command takes no undefined for them.
    if (key !== "description" && key in given && given[key] === undefined) {
      throw refusal("INVALID_OPTION", `setMeta() ${key}`, undefined, "a value (only the description can be removed)");
    }
  }
  return {
    label: "Change project details",
    run(draft) {
      const meta: Record<string, unknown> = { ...draft.project.meta, ...given };
      if (meta.description === undefined) delete meta.description;
      // The project's meta is complete, so its reading is. A value inside the changes may still be a proxy.
      draft.setMeta(
        readArgument("setMeta() got", changes, META, () => readMeta(meta, createRefusingLog())) as ProjectMeta,
      );
    },
  };
}
