import { map, mapMarkup } from "@popcorn-kit/core/plugins/map";
import { sketch, sketchMarkup } from "@popcorn-kit/core/plugins/sketch";
import { template, templateMarkup } from "@popcorn-kit/core/plugins/template";
import { withDomView } from "../dom/withDomView.js";
import { defined, number, text as asText } from "./options.js";
import type { CompatPlugin } from "./types.js";

type Options = Readonly<Record<string, unknown>>;

const mapView = withDomView(map, mapMarkup);

/**
 * Popcorn's `googlemap` and `openmap` on the kit's `map` (OpenStreetMap through Leaflet): `lat`, `lng` and
 * `zoom` as they are, `location` as the map's label (Popcorn geocoded a `location` without coordinates; here
 * `lat` and `lng` are required), openmap's `markers` (`{ lat, lng, text }`) as labelled markers. Google's
 * map `type`, `heading` and `pitch` have no equivalent and are left out.
 */
function mapOptions(o: Options): Record<string, unknown> {
  const markers = Array.isArray(o.markers)
    ? o.markers.map((marker: Record<string, unknown>) =>
        defined({ lat: number(marker?.lat), lng: number(marker?.lng), label: asText(marker?.text ?? marker?.label) }),
      )
    : undefined;
  const location = asText(o.location);
  return defined({
    lat: number(o.lat),
    lng: number(o.lng),
    zoom: number(o.zoom),
    markers,
    label: typeof location === "string" && location !== "" ? location : "Map",
    tiles: o.tiles,
    attribution: o.attribution,
    target: o.target,
  });
}

/** Popcorn's mustache took a function for its template or data: the page's own, called for its value. */
function called(value: unknown): unknown {
  return typeof value === "function" ? (value as () => unknown)() : value;
}

/** Popcorn's mustache `data` as JSON text, parsed (JSON.parse evaluates nothing); anything else as given. */
function jsonData(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * The Popcorn 1.x plugins whose kit plugins load a library when their first event starts: `googlemap` and
 * `openmap` (Leaflet), `mustache` (Mustache) and `processing` (p5.js, with a sketch function: Popcorn's
 * `.pde` address is refused, as code is never evaluated). Apart from `COMPLETE_PLUGINS` so that a bundle
 * without these optional libraries installed still builds; the script-tag build answers the libraries'
 * imports with the page's `window.L`, `window.Mustache` and `window.p5` (`catalogue/globals/`).
 */
export const LIBRARY_PLUGINS: readonly CompatPlugin[] = [
  { name: "googlemap", plugin: mapView, fromPopcorn: mapOptions },
  { name: "openmap", plugin: mapView, fromPopcorn: mapOptions },
  {
    name: "mustache",
    plugin: withDomView(template, templateMarkup),
    fromPopcorn: (o) => defined({ template: called(o.template), data: jsonData(called(o.data)), target: o.target }),
  },
  {
    name: "processing",
    plugin: withDomView(sketch, sketchMarkup),
    fromPopcorn: (o) =>
      defined({ sketch: o.sketch, label: asText(o.label) ?? "Sketch", pauseWithMedia: !o.noPause, target: o.target }),
  },
];
