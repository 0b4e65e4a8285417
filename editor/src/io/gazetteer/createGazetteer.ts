import { refusal } from "@popcorn-kit/core/errors";
import { CITY_ALIASES } from "./aliases.js";
import { type PlaceHint, createHintReader, isKnownPlace } from "./placeHints.js";
import { placeKey } from "./placeKey.js";

/*
 * Loading costs O(n) for n cities (one key each, then a sort of the few keys several cities share); a lookup costs
 * O(m) in the name's length m, at most MAX_PLACE_NAME_LENGTH: the name's key, then at most one map lookup per
 * comma in it (the longest prefix that names a city wins), then one pass over the cities of that name.
 */

/** The longest name `find` reads: a longer one is no place's name, and is not found. */
export const MAX_PLACE_NAME_LENGTH = 200;

/** A city the gazetteer found: a copy of its entry, the caller's to keep or change. */
export interface GazetteerPlace {
  /** Latitude in degrees, to 0.01° (about 1 km). */
  lat: number;
  /** Longitude in degrees, to 0.01°. */
  lng: number;
  /** The city's name as GeoNames gives it, e.g. "New York City", "São Paulo", "Zürich". */
  name: string;
  /** The city's country, as an ISO 3166-1 alpha-2 code, e.g. "US". */
  country: string;
}

/**
 * An offline gazetteer of the world's cities (GeoNames' cities of at least 15,000 people, CC BY 4.0): made by
 * `loadGazetteer()`.
 */
export interface Gazetteer {
  /**
   * Finds a place by its name: the most populous city whose name (or its ASCII spelling) matches, case and
   * accents ignored. A name with commas ("Paris, Texas", "Toronto, ON", "London, Ontario, Canada") is a city, then
   * hints: countries (by name or ISO code), and regions (by admin1 code, or by name or abbreviation for the states
   * of the United States and Australia, the provinces of Canada and the nations of the United Kingdom). The most
   * populous of the cities that match the most hints wins. When the hints name a known country or region in which
   * there is no such city ("Paris, Kentucky": that Paris has fewer than 15,000 people), nothing is found; hints the
   * gazetteer does not know are ignored. "NYC", "New York", "Bombay", "Wien" and a few other common names are
   * aliases.
   *
   * Returns undefined for a name it does not know, an empty name or one over `MAX_PLACE_NAME_LENGTH` characters.
   * Throws a `PopcornError` (`INVALID_OPTION`) when `name` is not a string.
   *
   * @example
   * gazetteer.find("Paris") // { lat: 48.85, lng: 2.35, name: "Paris", country: "FR" }
   * gazetteer.find("Paris, Texas") // { lat: 33.66, lng: -95.56, name: "Paris", country: "US" }
   * gazetteer.find("sao paulo")?.name // "São Paulo"
   */
  find(name: string): GazetteerPlace | undefined;
}

/** A city of the data, with what choosing among cities of the same name needs. */
interface City extends Readonly<GazetteerPlace> {
  /** GeoNames' admin1 code. */
  readonly admin: string;
  /** Written in the data only for cities a lookup must rank; 0 for the others, alone under their key. */
  readonly population: number;
}

/** Coordinates in the data are hundredths of a degree. */
const COORDINATE_SCALE = 100;

/**
 * A gazetteer of the cities in `data`, in the format `editor/scripts/makeGazetteer.mjs` writes (see `cities.ts`).
 */
export function createGazetteer(data: string): Gazetteer {
  const { cities, countries } = readCities(data);
  const readHint = createHintReader(countries);

  function find(name: string): GazetteerPlace | undefined {
    if (typeof name !== "string") {
      throw refusal("INVALID_OPTION", "gazetteer.find() got the name", name, 'a place name, e.g. "Paris, France"');
    }
    if (name.length > MAX_PLACE_NAME_LENGTH) return undefined;
    const parts = placeKey(name).split(", ");
    for (let end = parts.length; end > 0; end--) {
      const candidates = cities.get(parts.slice(0, end).join(", "));
      if (candidates !== undefined) return choose(candidates, parts.slice(end).map(readHint));
    }
    return undefined;
  }

  return Object.freeze({ find });
}

/**
 * The cities of `data` by key, each list most populous first (an alias's list holds its target's cities too), and
 * the countries they are in.
 */
function readCities(data: string): { cities: Map<string, City[]>; countries: Set<string> } {
  const cities = new Map<string, City[]>();
  const countries = new Set<string>();
  let country = "";
  let admin = "";
  let lat = 0;
  let lng = 0;
  for (const line of data.split("\n")) {
    const fields = line.split("\t");
    if (line.startsWith("#")) {
      country = fields[0]!.slice(1);
      admin = fields[1] ?? "";
      countries.add(country);
      lat = 0;
      lng = 0;
      continue;
    }
    const [name = "", stepLat, stepLng, population] = fields;
    lat += Number(stepLat);
    lng += Number(stepLng);
    const key = placeKey(name);
    const city: City = {
      lat: lat / COORDINATE_SCALE,
      lng: lng / COORDINATE_SCALE,
      name,
      country,
      admin,
      population: Number(population ?? 0),
    };
    const list = cities.get(key);
    if (list === undefined) cities.set(key, [city]);
    else list.push(city);
  }
  for (const [alias, target] of CITY_ALIASES) {
    const named = cities.get(target);
    if (named !== undefined) cities.set(alias, [...(cities.get(alias) ?? []), ...named]);
  }
  for (const list of cities.values()) if (list.length > 1) list.sort((a, b) => b.population - a.population);
  return { cities, countries };
}

/**
 * The city the hints point to among `candidates` (most populous first): the first of those that match the most
 * hints; with no hint, or none that matches and none that names a known place, the most populous.
 */
function choose(candidates: readonly City[], hints: readonly PlaceHint[]): GazetteerPlace | undefined {
  let chosen: City | undefined;
  let most = 0;
  for (const city of candidates) {
    let matched = 0;
    for (const hint of hints) if (matches(city, hint)) matched++;
    if (matched > most) {
      chosen = city;
      most = matched;
    }
  }
  if (chosen === undefined && !hints.some(isKnownPlace)) chosen = candidates[0];
  // A copy: what the caller does with it never reaches the index.
  return chosen && { lat: chosen.lat, lng: chosen.lng, name: chosen.name, country: chosen.country };
}

/** Whether the hint names the city's country or region. */
function matches(city: City, hint: PlaceHint): boolean {
  const { country, admin } = city;
  return hint.countries.has(country) || hint.regions.has(`${country}.${admin}`) || hint.admin === admin;
}
