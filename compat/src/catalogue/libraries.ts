import { map, mapMarkup } from "@popcorn-kit/core/plugins/map";
import { sketch, sketchMarkup } from "@popcorn-kit/core/plugins/sketch";
import { template, templateMarkup } from "@popcorn-kit/core/plugins/template";
import { withDomView } from "../dom/withDomView.js";
import { fromPopcorn1x } from "./popcorn1x.js";
import type { CompatPlugin } from "./types.js";

/**
 * The Popcorn 1.x plugins whose kit plugins load a library when their first event starts: `googlemap` and
 * `openmap` (Leaflet), `mustache` (Mustache) and `processing` (p5.js, with a sketch function: Popcorn's
 * `.pde` address is refused, as code is never evaluated). Apart from `COMPLETE_PLUGINS` so that a bundle
 * without these optional libraries installed still builds; the script-tag build answers the libraries'
 * imports with the page's `window.L`, `window.Mustache` and `window.p5` (`catalogue/globals/`).
 */
export const LIBRARY_PLUGINS: readonly CompatPlugin[] = [
  // Popcorn's `googlemap` and `openmap` on the kit's `map` (OpenStreetMap through Leaflet): `lat`, `lng` and `zoom`
  // as they are, `location` as the map's label (Popcorn geocoded a `location` without coordinates; here `lat` and
  // `lng` are required), openmap's `markers` as labelled markers. Google's map `type`, `heading` and `pitch` have no
  // equivalent and are left out.
  ...fromPopcorn1x("map", withDomView(map, mapMarkup), (_o, mapped) => ({
    ...mapped,
    label: typeof mapped.label === "string" && mapped.label !== "" ? mapped.label : "Map",
  })),
  // Popcorn's mustache took a function for its template or data, and its data as JSON text.
  ...fromPopcorn1x("template", withDomView(template, templateMarkup)),
  ...fromPopcorn1x("sketch", withDomView(sketch, sketchMarkup), (_o, mapped) => ({
    ...mapped,
    label: mapped.label ?? "Sketch",
  })),
];
