import { toSeconds } from "@popcorn-kit/core";
import { refusal } from "@popcorn-kit/core/adapter";
import { packLanes } from "../placement/packLanes.js";
import {
  LANGUAGE_TAG,
  OUTLET_NAME,
  OUTLET_PLACEMENTS,
  OUTLET_TRANSITIONS,
  isText,
  mediaSourceOf,
} from "../project/rules.js";
import type { Outlet, OutletBox, ProjectMedia, ProjectMeta } from "../project/types.js";
import { type Command, finite } from "./command.js";
import type { Draft } from "./draft.js";

/** Adds an empty lane at an index (the end when omitted). Returns its id. */
export function addLane(index?: number, name?: string): Command<string> {
  return {
    label: "Add lane",
    run(draft) {
      const at = index === undefined ? draft.project.lanes.length : Math.trunc(finite("addLane() index", index));
      if (at < 0 || at > draft.project.lanes.length) {
        throw refusal("INVALID_OPTION", "addLane() index", index, `an index from 0 to ${draft.project.lanes.length}`);
      }
      if (name !== undefined && typeof name !== "string")
        throw refusal("INVALID_OPTION", "Lane name", name, "a string");
      return draft.insertLane(at, name);
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

/** Names a lane (`undefined` removes the name). */
export function renameLane(id: string, name: string | undefined): Command<void> {
  return {
    label: "Rename lane",
    run(draft) {
      laneAt(draft, id);
      if (name !== undefined && typeof name !== "string")
        throw refusal("INVALID_OPTION", "Lane name", name, "a string");
      draft.renameLane(id, name);
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

/** Checks an outlet: a name events can target, a placement, a box within 0-100 percent. */
export function checkOutlet(outlet: Outlet): Outlet {
  if (outlet === null || typeof outlet !== "object") throw refusal("INVALID_OPTION", "Outlet", outlet, "an object");
  if (typeof outlet.name !== "string" || !OUTLET_NAME.test(outlet.name)) {
    throw refusal("INVALID_OPTION", "Outlet name", outlet.name, "a letter then letters, digits, - or _ (64 at most)");
  }
  if (!OUTLET_PLACEMENTS.includes(outlet.placement)) {
    throw refusal("INVALID_OPTION", "Outlet placement", outlet.placement, '"over", "beside" or "below"');
  }
  const box = outlet.box;
  for (const side of ["left", "top", "width", "height"] as const) {
    const value = box?.[side];
    if (typeof value !== "number" || !(value >= 0 && value <= 100)) {
      throw refusal("INVALID_OPTION", `Outlet "${outlet.name}" box.${side}`, value, "a percentage from 0 to 100");
    }
  }
  if (outlet.transition !== undefined && !OUTLET_TRANSITIONS.includes(outlet.transition)) {
    throw refusal("INVALID_OPTION", "Outlet transition", outlet.transition, '"none", "fade", "pop" or "slide"');
  }
  if (outlet.zIndex !== undefined && !Number.isInteger(outlet.zIndex)) {
    throw refusal("INVALID_OPTION", "Outlet zIndex", outlet.zIndex, "an integer");
  }
  const { name, placement, zIndex, transition } = outlet;
  const checked: Outlet = {
    name,
    placement,
    box: { left: box.left, top: box.top, width: box.width, height: box.height },
  };
  return {
    ...checked,
    ...(zIndex === undefined ? {} : { zIndex }),
    ...(transition === undefined ? {} : { transition }),
  };
}

/** Adds an outlet to the layout. */
export function addOutlet(outlet: Outlet): Command<void> {
  return {
    label: "Add outlet",
    run(draft) {
      const checked = checkOutlet(outlet);
      if (draft.project.layout.outlets.some((o) => o.name === checked.name)) {
        throw refusal("DUPLICATE_ID", "Outlet name", checked.name, "a name no other outlet of the layout has");
      }
      draft.setLayout({ ...draft.project.layout, outlets: [...draft.project.layout.outlets, checked] });
    },
  };
}

/** The events whose target option names an outlet: the option of type `target` in their plugin's manifest. */
function targetOption(draft: Draft, type: string): string {
  const manifest = draft.plugins.get(type)?.manifest;
  if (manifest)
    for (const key of Object.keys(manifest.options)) if (manifest.options[key]!.type === "target") return key;
  return "target";
}

function retarget(draft: Draft, from: string, to: string | undefined): void {
  for (const lane of draft.project.lanes) {
    for (const event of lane.events) {
      const key = targetOption(draft, event.type);
      if (event.options[key] !== from) continue;
      const options = { ...event.options };
      if (to === undefined) delete options[key];
      else options[key] = to;
      draft.put(lane.id, { ...event, options });
    }
  }
}

/** Moves, resizes, renames or restyles an outlet; renaming it retargets the events that named it. */
export function updateOutlet(
  name: string,
  changes: Partial<Omit<Outlet, "box">> & { readonly box?: Partial<OutletBox> },
): Command<void> {
  return {
    label: changes?.box ? "Move outlet" : "Change outlet",
    run(draft) {
      const outlets = draft.project.layout.outlets;
      const index = outlets.findIndex((o) => o.name === name);
      if (index < 0) throw refusal("INVALID_OPTION", "Outlet name", name, "the name of an outlet of the layout");
      const current = outlets[index]!;
      const next = checkOutlet({ ...current, ...changes, box: { ...current.box, ...changes?.box } });
      if (next.name !== name && outlets.some((o) => o.name === next.name)) {
        throw refusal("DUPLICATE_ID", "Outlet name", next.name, "a name no other outlet of the layout has");
      }
      const list = outlets.slice();
      list[index] = next;
      draft.setLayout({ ...draft.project.layout, outlets: list });
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

/** Trims the published piece: it plays from `in` to `out` (null: the media's end). */
export function setTrim(trim: { readonly in?: number | string; readonly out?: number | string | null }): Command<void> {
  return {
    label: "Trim media",
    run(draft) {
      const { media } = draft.project;
      const start = trim?.in === undefined ? media.trim.in : toSeconds(trim.in, media.frameRate);
      const end =
        trim?.out === undefined ? media.trim.out : trim.out === null ? null : toSeconds(trim.out, media.frameRate);
      if (!Number.isFinite(start) || (end !== null && !(end > start && Number.isFinite(end)))) {
        throw refusal("INVALID_TIME", "setTrim()", trim, "in and out points with in < out");
      }
      if (media.duration > 0 && (start >= media.duration || (end !== null && end > media.duration))) {
        throw refusal("INVALID_TIME", "setTrim()", trim, `in and out points within the media's ${media.duration} s`);
      }
      draft.setMedia({ ...media, trim: { in: start, out: end } });
    },
  };
}

/** Changes the media: its source, its duration once known, its frame rate. */
export function setMedia(changes: Partial<Omit<ProjectMedia, "trim">>): Command<void> {
  return {
    label: "Change media",
    run(draft) {
      const media = { ...draft.project.media, ...changes };
      if (!(Number.isFinite(media.duration) && media.duration >= 0)) {
        throw refusal("INVALID_TIME", "Media duration", changes.duration, "a finite number of seconds, 0 when unknown");
      }
      if (!(Number.isFinite(media.frameRate) && media.frameRate > 0 && media.frameRate <= 240)) {
        throw refusal(
          "INVALID_OPTION",
          "Media frame rate",
          changes.frameRate,
          "a number of frames per second from 1 to 240",
        );
      }
      // The rules a loaded file's source meets: a `javascript:` URL never reaches a preview or an export.
      const source = media.source === null ? null : mediaSourceOf(media.source);
      if (source === undefined) {
        throw refusal(
          "INVALID_OPTION",
          "Media source",
          media.source,
          'null, { kind: "url" | "youtube" | "vimeo", url } with an http(s), relative or blob: URL, or { kind: "file", name }',
        );
      }
      draft.setMedia({ ...media, source });
    },
  };
}

/** Changes the title, language, description or credits. */
export function setMeta(changes: Partial<ProjectMeta>): Command<void> {
  return {
    label: "Change project details",
    run(draft) {
      const meta = { ...draft.project.meta, ...changes };
      if (!isText(meta.title, 1000)) {
        throw refusal("INVALID_OPTION", "Title", meta.title, "text of at most 1000 characters");
      }
      if (typeof meta.language !== "string" || !LANGUAGE_TAG.test(meta.language)) {
        throw refusal("INVALID_OPTION", "Language", meta.language, 'a language tag such as "en" or "pt-BR"');
      }
      if (
        !Array.isArray(meta.credits) ||
        meta.credits.some((c) => typeof c?.role !== "string" || typeof c?.name !== "string")
      ) {
        throw refusal("INVALID_OPTION", "Credits", meta.credits, "an array of { role, name } strings");
      }
      draft.setMeta(meta);
    },
  };
}
