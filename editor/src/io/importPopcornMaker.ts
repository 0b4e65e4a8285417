import { PopcornError } from "@popcorn-kit/core";
import { describeValue, refusal } from "@popcorn-kit/core/errors";
import { outletOptionOf } from "../catalogue/facts.generated.js";
import type { PluginSet } from "../plugins/pluginSet.js";
import { argumentFields, pluginSetOf, readArgument } from "../project/argument.js";
import { assembleProject } from "../project/createProject.js";
import { createIdSource } from "../project/ids.js";
import { createIssueLog } from "../project/issueLog.js";
import { isPlainObject } from "../project/jsonValue.js";
import { parseJson } from "../project/loadProject.js";
import { type EventReading, type ReadEvent, readEvent } from "../project/readEvent.js";
import { idPrefix, layLane } from "../project/readLanes.js";
import { readLayout, readMedia, readMeta } from "../project/readParts.js";
import { isText } from "../project/rules.js";
import type { Lane, ProjectEvent, ProjectResult } from "../project/types.js";
import { OutletNames, OverLayout, contentKind } from "./maker/makerLayout.js";
import type { FindPlace, PlaceCache } from "./maker/makerMap.js";
import { VIDEO_CONTAINER, WHOLE_VIDEO, mediaSource, readTargets } from "./maker/makerMedia.js";
import { MEDIA_ADDRESS_EXPECTED } from "./mediaAddress.js";
import { keepValid, reportOptions } from "./maker/makerReport.js";
import { looseNumber, mapPopcornMakerEvent, positionedBox, transitionOf } from "./popcornMakerEvent.js";

export type { FindPlace, FoundPlace } from "./maker/makerMap.js";
export { SAME_PLACE_TOLERANCE } from "./maker/makerLayout.js";
export { MAKER_BOOKKEEPING_KEYS } from "./maker/makerEvent.js";

/** What `importPopcornMaker` takes besides the file. */
export interface ImportPopcornMakerOptions {
  /** The plugins whose manifests check the events' options. */
  plugins: PluginSet;
  /**
   * Finds a place by its name, synchronously (an offline gazetteer): `{ lat, lng, name }`, or undefined when it
   * does not know the name. A Popcorn Maker map placed by its `location` alone (no `lat`/`lng`, or 0, 0: Maker
   * looked the name up with Google's geocoder when it played) is centred where this finds it, with a marker
   * labelled with the location, and reported (`placed by name: ...`). Without it, or when it does not know the
   * name, the map is kept as a world map with the location as its label and no marker, and reported. Each name is
   * looked up once per import; an answer that is not a place (or a throw) counts as not found, and is reported.
   * @default undefined (no lookup)
   */
  findPlace?: FindPlace | undefined;
}

const EXPECTED = "a Popcorn Maker project: { media: [{ url, duration, tracks: [{ trackEvents: [...] }] }], targets }";
const OPTIONS = "an object { plugins, findPlace? } with a plugin set (createPluginSet)";

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
 * Reads a Popcorn Maker (Butter) project, as JSON text or parsed, keeping or reporting every option it holds:
 * the first media becomes the project's media (a YouTube or Vimeo link plays through the kit's players), its
 * tracks lanes in their `order`, its targets outlets beside the video. Events Maker positioned over the video
 * (`left`, `top`, `width`, `height` in percent, `zindex`, `transition`; a text's `position`) and events in
 * Butter's `video-container` (the whole video) go into outlets over the video: places within
 * `SAME_PLACE_TOLERANCE` of one another share one, named after the content most of its events hold (`callout`,
 * `map`, `image`, `wikipedia`, `title` for text at the top, `notes` for text elsewhere), made unique with `-2`,
 * `-3`.
 *
 * Types map to the catalogue: `popup` to `callout`, `googlemap` to `map`, `pausePlugin` to `pause`, `image`,
 * `text` and `wikipedia` to theirs, each option to a kit option (fonts to the nearest generic family, sizes in
 * percent of the video to em, colours to `#rrggbb`, map types to tiles). An option the kit cannot keep as it is
 * is an issue at its path (`media[0].tracks[2].trackEvents[5].popcornOptions.sound`) saying what became of it:
 * an error when it is dropped, a warning when it is kept otherwise. Placement options are the layout's, and
 * Butter's bookkeeping (`MAKER_BOOKKEEPING_KEYS`, and keys starting with `_`) has no visible effect: neither is
 * reported. So an import with no issue kept everything. Other types are kept with their options, and reported
 * once per type. Throws a `PopcornError` (`PARSE`) for what is not a Popcorn Maker project.
 *
 * @example
 * const { project, issues } = importPopcornMaker(await file.text(), { plugins: createPluginSet(CATALOGUE) });
 */
export function importPopcornMaker(input: unknown, options: ImportPopcornMakerOptions): ProjectResult {
  const fields = argumentFields("importPopcornMaker() options", options, OPTIONS);
  const plugins = pluginSetOf("importPopcornMaker() option plugins", fields.plugins);
  const findPlace = fields.findPlace;
  if (findPlace !== undefined && typeof findPlace !== "function")
    throw refusal(
      "INVALID_OPTION",
      "importPopcornMaker() option findPlace",
      findPlace,
      "a function (name) => { lat, lng, name } | undefined",
    );
  const reading = { plugins, findPlace: findPlace as FindPlace | undefined };
  try {
    // Text is read by JSON.parse: plain data, whose options need no copy.
    if (typeof input === "string") return readPopcornMaker(parseJson(input), reading, true);
    return readPopcornMaker(input, reading, false);
  } catch (error) {
    if (error instanceof PopcornError) throw error;
    throw new PopcornError("PARSE", `The Popcorn Maker project could not be read: expected ${EXPECTED}.`, {
      expected: EXPECTED,
      cause: error,
    });
  }
}

/** An event read from the file, waiting for the layout to be known: its outlet is set once all are placed. */
interface Pending {
  readonly path: string;
  /** The event, read and checked, without its outlet. */
  readonly event: ReadEvent;
  /** The plugin option that names its outlet (the manifest's option of type "target"), if it has one. */
  readonly targetOption: string | undefined;
  /** Its outlet beside the video, or its place over it (an index of the layout). */
  readonly outlet: string | number | undefined;
  /** Its own transition, when it is over the video: reported when its outlet's differs. */
  readonly transition?: { readonly given: unknown; readonly as: string };
}

function readPopcornMaker(
  raw: unknown,
  context: { readonly plugins: PluginSet; readonly findPlace: FindPlace | undefined },
  trusted: boolean,
): ProjectResult {
  if (!isPopcornMakerProject(raw)) throw refusal("PARSE", "Popcorn Maker project", raw, EXPECTED);
  const { plugins } = context;
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
      `Media URL ${describeValue(media.url)}: expected ${MEDIA_ADDRESS_EXPECTED}, at an http(s), relative or blob: URL; no media is set.`,
    );
  }
  // Read as a project file's parts are, so that the project is one a reload keeps as it is.
  const base = assembleProject({
    meta: readMeta(isText(raw.name, 1000) && raw.name.trim() !== "" ? { title: raw.name } : {}, log),
    media: readMedia({ source: source ?? null, duration: duration !== undefined && duration >= 0 ? duration : 0 }, log),
  });

  const names = new OutletNames();
  // The element that holds the video: Butter's, and the media's own target when it names another.
  const videoKeys = new Set([VIDEO_CONTAINER]);
  if (typeof media.target === "string" && media.target.trim() !== "") videoKeys.add(media.target.trim());
  // Targets: outlets beside the video, found by the element id or the name events give as their target.
  const { beside, outletOf } = readTargets(raw.targets, videoKeys, names, log);

  const reading: EventReading = {
    plugins,
    duration: base.media.duration,
    frameRate: base.media.frameRate,
    log,
    unknownTypes: new Set(),
    trusted,
  };
  const over = new OverLayout();
  const places: PlaceCache = new Map();
  const tracks = Array.isArray(media.tracks) ? media.tracks : [];
  const ordered = tracks
    .map((track: unknown, index) => ({
      track,
      index,
      order: isPlainObject(track) ? looseNumber(track.order) : undefined,
    }))
    .sort((a, b) => (a.order ?? a.index) - (b.order ?? b.index) || a.index - b.index);
  const read: { path: string; name: string | undefined; events: Pending[] }[] = [];
  for (const { track, index } of ordered) {
    const path = `media[${mediaIndex}].tracks[${index}]`;
    if (!isPlainObject(track) || !Array.isArray(track.trackEvents)) {
      log.error(path, `Track ${describeValue(track)}: expected { name, order, trackEvents: [...] }; it is dropped.`);
      continue;
    }
    const events: Pending[] = [];
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
      // Each option read once, from a copy: what is mapped is what is checked.
      const given: Readonly<Record<string, unknown>> = { ...popcornOptions };
      const mapped = mapPopcornMakerEvent(item.type, given, { findPlace: context.findPlace, places });
      const optionsPath = `${at}.popcornOptions`;
      reportOptions(mapped.event, optionsPath, log);
      const plugin = plugins.get(mapped.type);
      if (plugin !== undefined)
        keepValid(mapped.type, plugin.manifest.options, mapped.event, optionsPath, base.media.frameRate, log);
      const targetOption = outletOptionOf(mapped.type, plugin);
      // Read before it is placed: an event that cannot be kept takes no place in the layout.
      const event = readEvent(
        { type: mapped.type, start: given.start, end: given.end, options: mapped.event.options },
        at,
        reading,
        optionsPath,
        optionsPath,
      );
      if (event === undefined) return;
      events.push({
        path: at,
        event,
        targetOption,
        ...(targetOption === undefined
          ? { outlet: undefined }
          : placeEvent(mapped.type, given, outletOf, videoKeys, over)),
      });
    });
    const name = isText(track.name, 1000) && track.name.trim() !== "" ? track.name : undefined;
    read.push({ path, name, events });
  }

  // The places over the video are all known: each outlet named after what it holds.
  const overNames: string[] = [];
  for (let index = 0; index < over.size; index++) overNames.push(names.take(over.kind(index)));
  const outlets = [...beside, ...over.outlets(overNames)];
  const newLaneId = createIdSource();
  const newEventId = createIdSource();
  const lanes: Lane[] = [];
  for (const track of read) {
    const events: ProjectEvent[] = [];
    for (const pending of track.events) {
      const target = typeof pending.outlet === "number" ? overNames[pending.outlet] : pending.outlet;
      if (typeof pending.outlet === "number" && pending.transition !== undefined) {
        const kept = over.transition(pending.outlet) ?? "none";
        if (kept !== pending.transition.as) {
          log.warn(
            `${pending.path}.popcornOptions.transition`,
            `Transition ${describeValue(pending.transition.given)}: its outlet ${describeValue(target)} shows its content with ${describeValue(kept)}, as most of the events in it do.`,
          );
        }
      }
      // An outlet's name is a target the manifest takes (a letter, then at most 63 of letters, digits, - and _).
      const { event } = pending;
      const options =
        target === undefined || pending.targetOption === undefined
          ? event.options
          : { ...event.options, [pending.targetOption]: target };
      events.push({ id: newEventId(idPrefix(event.type)), ...event, options });
    }
    lanes.push(
      ...layLane(
        { id: newLaneId("lane"), ...(track.name === undefined ? {} : { name: track.name }), events },
        track.path,
        log,
        newLaneId,
      ),
    );
  }
  return {
    project: { ...base, layout: readLayout({ outlets }, log)!, lanes: lanes.length > 0 ? lanes : base.lanes },
    issues: log.issues,
  };
}

/**
 * Where an event goes: the outlet beside the video its target names; else, when Maker positioned it over the
 * video (or it is in the video's element), the place over the video it joins.
 */
function placeEvent(
  type: string,
  given: Readonly<Record<string, unknown>>,
  outletOf: ReadonlyMap<string, string>,
  videoKeys: ReadonlySet<string>,
  over: OverLayout,
): Pick<Pending, "outlet" | "transition"> {
  const target =
    typeof given.target === "string" || typeof given.target === "number" ? String(given.target) : undefined;
  const beside = target === undefined ? undefined : outletOf.get(target);
  if (beside !== undefined) return { outlet: beside };
  const box = positionedBox(type, given) ?? (target !== undefined && videoKeys.has(target) ? WHOLE_VIDEO : undefined);
  if (box === undefined) return { outlet: undefined };
  const zindex = looseNumber(given.zindex);
  const transition = transitionOf(given.transition);
  const kind = contentKind(type, box);
  return {
    outlet: over.add(box, kind, zindex === undefined ? undefined : Math.round(zindex), transition),
    transition: { given: given.transition, as: transition ?? "none" },
  };
}
