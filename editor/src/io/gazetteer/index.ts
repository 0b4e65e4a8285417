/*
 * The editor's offline gazetteer: place names to coordinates, for imported maps that give only a name. Its data,
 * GeoNames' cities (CC BY 4.0, see `cities.ts`), is a chunk of its own, loaded by `loadGazetteer` on first use.
 */
export type { Gazetteer, GazetteerPlace } from "./createGazetteer.js";
export { loadGazetteer } from "./loadGazetteer.js";
