import { describeValue } from "@popcorn-kit/core/errors";
import { isText } from "../../project/rules.js";
import { type MakerEvent, isEmpty, looseNumber } from "./makerEvent.js";

/** A place a place finder found: where it is, and its name as the finder knows it. */
export interface FoundPlace {
  readonly lat: number;
  readonly lng: number;
  readonly name: string;
}

/** Finds a place by its name, synchronously; undefined when it does not know it. */
export type FindPlace = (name: string) => FoundPlace | undefined;

/** Maker's map types drawn on tiles that need no key: the template, the credit, and the deepest zoom served. */
interface Tiles {
  readonly tiles: string;
  readonly attribution: string;
  readonly maxZoom: number;
}

/** OpenTopoMap's relief tiles, for Maker's `TERRAIN`. */
export const TERRAIN_TILES: Tiles = {
  tiles: "https://tile.opentopomap.org/{z}/{x}/{y}.png",
  attribution: "Map data: © OpenStreetMap contributors, SRTM | Map style: © OpenTopoMap (CC-BY-SA)",
  maxZoom: 17,
};

/** Esri's World Imagery, for Maker's `SATELLITE` and `HYBRID`. */
export const SATELLITE_TILES: Tiles = {
  tiles: "https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}",
  attribution:
    "Tiles © Esri — Source: Esri, i-cubed, USDA, USGS, AEX, GeoEye, Getmapping, Aerogrid, IGN, IGP, UPR-EGP, and the GIS User Community",
  maxZoom: 19,
};

/** Maker's zoom when a map gives none. */
const MAKER_ZOOM = 10;
/** The zoom of a map whose place is not known: the whole world, so that it shows no close-up of an ocean. */
const WORLD_ZOOM = 1;

/** The place finder's answers in one import, by the name asked: each name is looked up once. */
export type PlaceCache = Map<string, FoundPlace | string>;

/**
 * Looks `name` up: the place, or why none (the finder does not know it, its answer is not a place, it threw).
 * A finder's answer is read once and checked: a latitude of -90 to 90, a longitude of -180 to 180, a name.
 */
function lookUp(name: string, findPlace: FindPlace | undefined, cache: PlaceCache): FoundPlace | string {
  if (findPlace === undefined) return "no place finder was given to look it up";
  const known = cache.get(name);
  if (known !== undefined) return known;
  let found: FoundPlace | string;
  try {
    const answer: unknown = findPlace(name);
    // Each field read once: what is checked is what is kept.
    const {
      lat,
      lng,
      name: placeName,
    } = typeof answer === "object" && answer !== null
      ? (answer as Record<string, unknown>)
      : ({} as Record<string, unknown>);
    if (answer === undefined || answer === null) found = "the place finder does not know it";
    else if (
      typeof lat === "number" &&
      Math.abs(lat) <= 90 &&
      typeof lng === "number" &&
      Math.abs(lng) <= 180 &&
      isText(placeName, 1000)
    )
      found = { lat, lng, name: placeName };
    else found = `the place finder's answer ${describeValue(answer)} is not { lat, lng, name }`;
  } catch (error) {
    found = `the place finder threw ${describeValue(String(error instanceof Error ? error.message : error))}`;
  }
  cache.set(name, found);
  return found;
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * Maker's `googlemap` as the kit's `map`: `lat`/`lng`/`zoom`, `location` as the map's label; a map Maker placed
 * by `location` alone (no `lat`/`lng`, or 0, 0) is centred where `findPlace` finds it, with a marker, and
 * reported; not found, it is kept as a world map with no marker, reported. `type` picks the tiles: ROADMAP the
 * default map, TERRAIN OpenTopoMap, SATELLITE and HYBRID Esri's imagery; Street View and Stamen's styles are
 * drawn as the default map, reported.
 */
export function readGoogleMap(event: MakerEvent, findPlace: FindPlace | undefined, cache: PlaceCache): void {
  const given = event.get("type");
  const type = typeof given === "string" && given.trim() !== "" ? given.trim().toUpperCase() : "ROADMAP";
  let tiles: Tiles | undefined;
  if (type === "TERRAIN") tiles = TERRAIN_TILES;
  else if (type === "SATELLITE") tiles = SATELLITE_TILES;
  else if (type === "HYBRID") {
    tiles = SATELLITE_TILES;
    event.warn("type", given, "drawn as satellite imagery, without the road and place names over it");
  } else if (type === "STREETVIEW") {
    event.warn("type", given, "Street View is not supported: drawn as a map from above, at its place");
    for (const key of ["heading", "pitch"]) {
      const value = event.get(key);
      if (!isEmpty(value)) event.drop(key, value, "Street View's camera is not supported: dropped");
    }
  } else if (type.startsWith("STAMEN-"))
    event.warn("type", given, "Stamen's map styles are not supported: drawn as the default map");
  else if (type !== "ROADMAP") event.warn("type", given, "not one of Maker's map types: drawn as the default map");
  // The camera of a map from above: Maker used heading and pitch for Street View only.
  event.get("heading");
  event.get("pitch");
  for (const key of ["fullscreen", "tween", "interval"]) {
    const value = event.get(key);
    if (!isEmpty(value)) event.drop(key, value);
  }
  if (tiles !== undefined) {
    event.set("tiles", tiles.tiles, "type");
    event.set("attribution", tiles.attribution, "type");
  }

  const maxZoom = tiles?.maxZoom ?? 19;
  const givenZoom = event.get("zoom");
  let zoom = looseNumber(givenZoom);
  if (zoom !== undefined && (zoom < 0 || zoom > maxZoom))
    event.warn(
      "zoom",
      givenZoom,
      `kept as ${Math.min(maxZoom, Math.max(0, Math.round(zoom)))}, the nearest zoom its tiles have`,
    );
  else if (zoom === undefined && !isEmpty(givenZoom)) event.drop("zoom", givenZoom, "not a number: dropped");
  zoom = Math.min(maxZoom, Math.max(0, Math.round(zoom ?? MAKER_ZOOM)));

  const givenLat = event.get("lat");
  const givenLng = event.get("lng");
  let lat = looseNumber(givenLat);
  let lng = looseNumber(givenLng);
  if (lat !== undefined && Math.abs(lat) > 90) {
    event.drop("lat", givenLat, "not a latitude (-90 to 90): dropped");
    lat = undefined;
  }
  if (lng !== undefined && Math.abs(lng) > 180) {
    event.drop("lng", givenLng, "not a longitude (-180 to 180): dropped");
    lng = undefined;
  }
  const location = event.get("location");
  const place = isText(location, 1000) && location.trim() !== "" ? location.trim() : undefined;
  if (place === undefined && !isEmpty(location)) event.drop("location", location, "not a place name: dropped");
  // Maker looked a location up and kept what it found; a file with no coordinates (or 0, 0) has only the name.
  if (place !== undefined && (lat === undefined || lng === undefined || (lat === 0 && lng === 0))) {
    const found = lookUp(place, findPlace, cache);
    if (typeof found === "string") {
      event.warn(
        "location",
        location,
        `not found (${found}): kept as its label on a world map with no marker, centred on ${lat ?? 0}, ${lng ?? 0}; set its latitude and longitude`,
      );
      zoom = WORLD_ZOOM;
    } else {
      lat = found.lat;
      lng = found.lng;
      event.set("markers", [{ lat, lng, label: place }], "location");
      event.warn(
        "location",
        location,
        `placed by name: ${JSON.stringify(place)} → ${found.name} (${round(lat)}, ${round(lng)})`,
      );
    }
  }
  // Maker centred a map with no coordinates on 0, 0.
  event.set("lat", lat ?? 0, "lat");
  event.set("lng", lng ?? 0, "lng");
  event.set("zoom", zoom, "zoom");
  event.set("label", place ?? "Map", "location");
}
