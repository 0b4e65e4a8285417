import { CITIES } from "./cities.js";
import { type Gazetteer, createGazetteer } from "./createGazetteer.js";

/**
 * The gazetteer of the committed data. `loadGazetteer` imports this module lazily, so that the data and the code
 * that reads it make one chunk, apart from the editor's.
 */
export function createCitiesGazetteer(): Gazetteer {
  return createGazetteer(CITIES);
}
