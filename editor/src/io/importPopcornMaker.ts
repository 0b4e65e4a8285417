import { PopcornError, isSafeUrl } from "@popcorn-kit/core";
import { describeValue, refusal } from "@popcorn-kit/core/adapter";
import type { PluginSet } from "../plugins/pluginSet.js";
import { readArgument } from "../project/argument.js";
import { assembleProject } from "../project/createProject.js";
import { createIdSource } from "../project/ids.js";
import { createIssueLog } from "../project/issueLog.js";
import { isPlainObject } from "../project/jsonValue.js";
import { parseJson, pluginsOption } from "../project/loadProject.js";
import { type EventReading, readEvent } from "../project/readEvent.js";
import { idPrefix, layLane } from "../project/readLanes.js";
import { readLayout, readMedia, readMeta } from "../project/readParts.js";
import { OUTLET_NAME, isText } from "../project/rules.js";
import type { Lane, Outlet, ProjectEvent, ProjectMediaSource, ProjectResult } from "../project/types.js";
import { looseNumber, mapPopcornMakerEvent, positionedBox, transitionOf } from "./popcornMakerEvent.js";

/** What `importPopcornMaker` takes besides the file. */
export interface ImportPopcornMakerOptions {
  /** The plugins whose manifests check the events' options. */
  plugins: PluginSet;
}

const EXPECTED = "a Popcorn Maker project: { media: [{ url, duration, tracks: [{ trackEvents: [...] }] }], targets }";

/**
 * Whether a parsed JSON value is a Popcorn Maker (Butter) project: an object whose `media` is a list of media
 * with `tracks` of `trackEvents`.
 */
export function isPopcornMakerProject(value: unknown): value is Record<string, unknown> {
  // A proxy's trap that throws while it is looked at is the caller's error, as a PopcornError.
  return readArgument(
    "isPopcornMakerProject() got",
    value,
    "a value to look at",
    () =>
      isPlainObject(value) &&
      Array.isArray(value.media) &&
      value.media.some((media: unknown) => isPlainObject(media) && Array.isArray(media.tracks)),
  );
}

/**
 * Reads a Popcorn Maker (Butter) project, as JSON text or parsed: the first media becomes the project's media
 * (a YouTube or Vimeo link plays through the kit's players), its tracks lanes in their `order`, its targets
 * outlets beside the video, and each event positioned over the video (`left`, `top`, `width`, `height` in
 * percent, `zindex`, `transition`) goes into an outlet over the video (`box-1`, `box-2`... one per distinct
 * place). Types map to the catalogue: `popup` to `callout`, `googlemap` to `map`, `pausePlugin` to `pause`,
 * `image`, `text` and `wikipedia` to theirs; other types are kept with their options and reported.
 * Throws a `PopcornError` (`PARSE`) for what is not a Popcorn Maker project.
 *
 * @example
 * const { project, issues } = importPopcornMaker(await file.text(), { plugins: createPluginSet(CATALOGUE) });
 */
export function importPopcornMaker(input: unknown, options: ImportPopcornMakerOptions): ProjectResult {
  const plugins = pluginsOption("importPopcornMaker()", options);
  try {
    // Text is read by JSON.parse: plain data, whose options need no copy.
    if (typeof input === "string") return readPopcornMaker(parseJson(input), plugins, true);
    return readPopcornMaker(input, plugins, false);
  } catch (error) {
    if (error instanceof PopcornError) throw error;
    throw new PopcornError("PARSE", `The Popcorn Maker project could not be read: expected ${EXPECTED}.`, {
      expected: EXPECTED,
      cause: error,
    });
  }
}

function readPopcornMaker(raw: unknown, plugins: PluginSet, trusted: boolean): ProjectResult {
  if (!isPopcornMakerProject(raw)) throw refusal("PARSE", "Popcorn Maker project", raw, EXPECTED);
  const log = createIssueLog();
  const allMedia = raw.media as unknown[];
  const mediaIndex = allMedia.findIndex((media) => isPlainObject(media) && Array.isArray(media.tracks));
  const media = allMedia[mediaIndex] as Record<string, unknown>;
  allMedia.forEach((other, index) => {
    if (index !== mediaIndex) {
      log.error(
        `media[${index}]`,
        `A second media ${describeValue(isPlainObject(other) ? other.name : other)}: expected one media per project; it is dropped with its tracks.`,
      );
    }
  });
  const duration = looseNumber(media.duration);
  const source = mediaSource(media.url);
  if (source === undefined && media.url !== undefined) {
    log.error(
      `media[${mediaIndex}].url`,
      `Media URL ${describeValue(media.url)}: expected an http(s), relative or blob: URL; no media is set.`,
    );
  }
  // Read as a project file's parts are, so that the project is one a reload keeps as it is.
  const base = assembleProject({
    meta: readMeta(isText(raw.name, 1000) && raw.name.trim() !== "" ? { title: raw.name } : {}, log),
    media: readMedia({ source: source ?? null, duration: duration !== undefined && duration >= 0 ? duration : 0 }, log),
  });

  // Targets: outlets beside the video, found by the element id or the name events give as their target.
  const outlets: Outlet[] = [];
  const outletOf = new Map<string, string>();
  const names = new Set<string>();
  const uniqueName = (wanted: string): string => {
    let name = wanted;
    for (let n = 2; names.has(name); n++) name = `${wanted}-${n}`;
    names.add(name);
    return name;
  };
  if (Array.isArray(raw.targets)) {
    raw.targets.forEach((target: unknown, index) => {
      if (!isPlainObject(target)) {
        log.error(
          `targets[${index}]`,
          `Target ${describeValue(target)}: expected { id, name, element }; it is dropped.`,
        );
        return;
      }
      const label = [target.name, target.element, target.id].find(
        (value) => typeof value === "string" && value.trim() !== "",
      );
      const name = uniqueName(outletName(typeof label === "string" ? label : `target-${index + 1}`));
      outlets.push({ name, placement: "beside", box: { left: 0, top: 0, width: 100, height: 100 } });
      for (const key of [target.element, target.name, target.id]) {
        if ((typeof key === "string" || typeof key === "number") && !outletOf.has(String(key)))
          outletOf.set(String(key), name);
      }
    });
  }
  // Positioned events: one outlet over the video per distinct place.
  const boxes = new Map<string, string>();
  let boxCount = 0;
  const placeOver = (popcornOptions: Record<string, unknown>): string | undefined => {
    const box = positionedBox(popcornOptions);
    if (box === undefined) return undefined;
    const zindex = looseNumber(popcornOptions.zindex);
    const zIndex = zindex === undefined ? undefined : Math.round(zindex);
    const transition = transitionOf(popcornOptions.transition);
    const key = JSON.stringify([box.left, box.top, box.width, box.height, zIndex, transition]);
    let name = boxes.get(key);
    if (name === undefined) {
      name = uniqueName(`box-${++boxCount}`);
      boxes.set(key, name);
      outlets.push({
        name,
        placement: "over",
        box,
        ...(zIndex === undefined ? {} : { zIndex }),
        ...(transition === undefined ? {} : { transition }),
      });
    }
    return name;
  };

  const reading: EventReading = {
    plugins,
    duration: base.media.duration,
    frameRate: base.media.frameRate,
    log,
    unknownTypes: new Set(),
    trusted,
  };
  const newLaneId = createIdSource();
  const newEventId = createIdSource();
  const tracks = Array.isArray(media.tracks) ? media.tracks : [];
  const ordered = tracks
    .map((track: unknown, index) => ({
      track,
      index,
      order: isPlainObject(track) ? looseNumber(track.order) : undefined,
    }))
    .sort((a, b) => (a.order ?? a.index) - (b.order ?? b.index) || a.index - b.index);
  const lanes: Lane[] = [];
  for (const { track, index } of ordered) {
    const path = `media[${mediaIndex}].tracks[${index}]`;
    if (!isPlainObject(track) || !Array.isArray(track.trackEvents)) {
      log.error(path, `Track ${describeValue(track)}: expected { name, order, trackEvents: [...] }; it is dropped.`);
      continue;
    }
    const events: ProjectEvent[] = [];
    track.trackEvents.forEach((item: unknown, eventIndex) => {
      const at = `${path}.trackEvents[${eventIndex}]`;
      const popcornOptions = isPlainObject(item) ? item.popcornOptions : undefined;
      if (!isPlainObject(item) || typeof item.type !== "string" || !isPlainObject(popcornOptions)) {
        log.error(
          at,
          `Track event ${describeValue(item)}: expected { type, popcornOptions: { start, end, ... } }; it is dropped.`,
        );
        return;
      }
      const mapped = mapPopcornMakerEvent(item.type, popcornOptions);
      const target = placeOver(popcornOptions) ?? outletOf.get(String(popcornOptions.target));
      const event = readEvent(
        {
          type: mapped.type,
          start: popcornOptions.start,
          end: popcornOptions.end,
          options: target === undefined ? mapped.options : { ...mapped.options, target },
        },
        at,
        reading,
        `${at}.popcornOptions`,
        `${at}.popcornOptions`,
      );
      if (event !== undefined) events.push({ id: newEventId(idPrefix(event.type)), ...event });
    });
    const name = isText(track.name, 1000) && track.name.trim() !== "" ? track.name : undefined;
    lanes.push(
      ...layLane({ id: newLaneId("lane"), ...(name === undefined ? {} : { name }), events }, path, log, newLaneId),
    );
  }
  return {
    project: { ...base, layout: readLayout({ outlets }, log)!, lanes: lanes.length > 0 ? lanes : base.lanes },
    issues: log.issues,
  };
}

/** A name an outlet can have, from a target's: other characters become "-", and it starts with a letter. */
function outletName(label: string): string {
  const name = label
    .trim()
    .slice(0, 60)
    .replace(/[^\w-]/g, "-");
  return OUTLET_NAME.test(name) ? name : `t-${name}`.slice(0, 64);
}

/** The media's source: YouTube and Vimeo links through the kit's players, any other safe URL as it is. */
function mediaSource(url: unknown): ProjectMediaSource | undefined {
  const candidates = Array.isArray(url) ? url : [url];
  for (const candidate of candidates) {
    if (typeof candidate !== "string" || candidate.trim() === "" || candidate.length > 2048) continue;
    const trimmed = candidate.trim();
    if (!isSafeUrl(trimmed, "media")) continue;
    let host = "";
    try {
      host = new URL(trimmed, "https://relative.invalid/").hostname.toLowerCase();
    } catch {
      continue;
    }
    if (host === "youtu.be" || host === "youtube.com" || host.endsWith(".youtube.com"))
      return { kind: "youtube", url: trimmed };
    if (host === "vimeo.com" || host.endsWith(".vimeo.com")) return { kind: "vimeo", url: trimmed };
    return { kind: "url", url: trimmed };
  }
  return undefined;
}
