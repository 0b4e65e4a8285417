import type * as Leaflet from "leaflet";
import { MAX_TIMER_SECONDS, reportUnhandled } from "../../host.js";
import { importPeer } from "../../importPeer.js";
import { type Markup, el } from "../../markup/markup.js";
import type { MarkupProps } from "../../markup/markupProps.js";
import { type MountHandle, mount } from "../../markup/mount.js";
import { type PluginContext, definePlugin } from "../definePlugin.js";
import type { FunctionOption, InferOptions, Manifest } from "../manifest.js";
import { type FetchLike, RemoteStates, maxBytesOption, startRemote, stopRemote } from "../remote.js";
import { urlScheme } from "../url.js";

/** One marker of a map: where it is, and the text shown beside it. */
export interface MapMarker {
  readonly lat: number;
  readonly lng: number;
  /** Shown as text in a tooltip beside the marker, never as HTML. */
  readonly label?: string;
}

/** The tiles of OpenStreetMap, the default layer. */
export const OSM_TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** The credit OpenStreetMap asks for, the default attribution. */
export const OSM_ATTRIBUTION = "© OpenStreetMap contributors";

const NO_MARKERS: readonly MapMarker[] = [];

function isCoordinate(value: unknown, limit: number): value is number {
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;
}

/** What `markers` accepts, or undefined: a list of `{ lat, lng, label? }`, naming the first bad item. */
function checkMarkers(value: unknown): string | undefined {
  if (!Array.isArray(value)) return "a list of { lat, lng, label? }";
  for (let index = 0; index < value.length; index++) {
    const item: unknown = value[index];
    const marker = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
    if (
      !isCoordinate(marker.lat, 90) ||
      !isCoordinate(marker.lng, 180) ||
      (marker.label !== undefined && typeof marker.label !== "string")
    ) {
      return `a list of { lat, lng, label? } (item ${index} is not: lat -90 to 90, lng -180 to 180, label text)`;
    }
  }
  return undefined;
}

/**
 * What `tiles` accepts, or undefined: empty (no tiles), or an http(s) or relative URL template with the
 * `{z}`, `{x}` and `{y}` placeholders. Other schemes (`javascript:`, `data:`, `blob:`) are refused.
 */
function checkTiles(value: string): string | undefined {
  if (value === "") return undefined;
  const scheme = urlScheme(value);
  const placeholders = ["{z}", "{x}", "{y}"].every((part) => value.includes(part));
  if ((scheme === undefined || scheme === "http" || scheme === "https") && placeholders) return undefined;
  return 'an http(s) or relative tile URL with {z}, {x} and {y}, or "" for none';
}

/** What `outline` accepts, or undefined: empty (none), or an http(s) or relative URL. */
function checkOutline(value: string): string | undefined {
  const scheme = urlScheme(value);
  if (value === "" || scheme === undefined || scheme === "http" || scheme === "https") return undefined;
  return 'an http(s) or relative URL of a GeoJSON file, or "" for none';
}

const GEOJSON_TYPES = new Set([
  "FeatureCollection",
  "Feature",
  "Point",
  "MultiPoint",
  "LineString",
  "MultiLineString",
  "Polygon",
  "MultiPolygon",
  "GeometryCollection",
]);

/** The outline's GeoJSON, or a throw when the answer is not GeoJSON (an object with a GeoJSON `type`). */
function readOutline(answer: unknown): object {
  const type = typeof answer === "object" && answer !== null ? (answer as { type?: unknown }).type : undefined;
  if (typeof type !== "string" || !GEOJSON_TYPES.has(type)) throw new Error("the answer is not GeoJSON");
  return answer as object;
}

const outlines = new RemoteStates<object>();

/** Reads the event's outline, if it has one; the view draws it once it has come. */
function loadOutline(ctx: PluginContext<MapOptions>): void {
  const { outline, fetch, timeout, maxBytes } = ctx.options;
  ctx.data.outline = [outline, fetch, timeout, maxBytes];
  if (outline === "") {
    stopRemote(ctx, outlines);
    return;
  }
  startRemote(ctx, outlines, `the map outline ${outline}`, { timeout, maxBytes }, async (remote) =>
    readOutline(await remote.json(outline, fetch)),
  );
}

const mapManifest = {
  about: { name: "Map", description: "An OpenStreetMap map, with markers, while the event is active." },
  options: {
    lat: { type: "number", label: "Latitude", min: -90, max: 90, required: true },
    lng: { type: "number", label: "Longitude", min: -180, max: 180, required: true },
    zoom: { type: "number", label: "Zoom", min: 0, max: 19, step: 1, default: 13 },
    markers: { type: "json", label: "Markers", description: "[{ lat, lng, label? }]", check: checkMarkers },
    flyTo: { type: "boolean", label: "Fly to", description: "Fly from the previous view.", default: false },
    tiles: {
      type: "text",
      label: "Tile URL",
      description: "With {z}/{x}/{y}; empty for none.",
      default: OSM_TILES,
      check: checkTiles,
    },
    outline: {
      type: "text",
      label: "Outline URL",
      description: "A GeoJSON file drawn under the markers, without the network's tiles; empty for none.",
      default: "",
      check: checkOutline,
    },
    fetch: {
      type: "function",
      label: "Fetch",
      description: "The fetch to load the outline with; the host's by default.",
    } as FunctionOption<FetchLike>,
    timeout: { type: "number", label: "Time-out (seconds)", min: 0, max: MAX_TIMER_SECONDS, default: 10 },
    maxBytes: maxBytesOption,
    attribution: { type: "text", label: "Attribution", default: OSM_ATTRIBUTION },
    label: { type: "text", label: "Label", description: "For screen readers.", required: true },
    target: { type: "target", label: "Target" },
  },
} satisfies Manifest;

/** The options of a `map` event. */
export type MapOptions = InferOptions<typeof mapManifest>;

/**
 * An OpenStreetMap map, drawn with Leaflet while the event is active (Popcorn's `googlemap`, on open data):
 * centred on `lat`/`lng` at `zoom`, with labelled markers, flying from the previous view when `flyTo` is set.
 * Without the network, `tiles: ""` and an `outline` (a GeoJSON file of the page's, such as a world's coasts) draw
 * the land as shapes (`.pk-map__outline`): the file is read when the event starts, with the `fetch` option (else
 * the host's), within `timeout` seconds and `maxBytes` bytes, and the read is aborted when the event ends.
 * Leaflet (an optional peer dependency) loads when the first map is shown; its stylesheet is
 * `leaflet/dist/leaflet.css`.
 *
 * @example
 * pop.add(map, { start: 5, end: 15, lat: 51.5074, lng: -0.1278, zoom: 12, label: "London", markers: [{ lat: 51.5007, lng: -0.1246, label: "Westminster" }] });
 */
export const map = /* @__PURE__ */ definePlugin({
  name: "map",
  manifest: mapManifest,
  start: loadOutline,
  // New options while active: the map follows them; the outline is read again only when what reads it changed.
  update(ctx) {
    const { outline, fetch, timeout, maxBytes } = ctx.options;
    const read = ctx.data.outline as unknown[] | undefined;
    if (ctx.active && [outline, fetch, timeout, maxBytes].some((value, index) => value !== read?.[index]))
      loadOutline(ctx);
  },
  end(ctx) {
    stopRemote(ctx, outlines);
  },
  teardown(ctx) {
    stopRemote(ctx, outlines);
  },
});

/** What the map's mount takes. */
export interface MapInput {
  readonly lat: number;
  readonly lng: number;
  readonly zoom: number;
  readonly markers: readonly MapMarker[];
  readonly flyTo: boolean;
  readonly tiles: string;
  /** The outline's GeoJSON once read, else null. */
  readonly outline: object | null;
}

/** Leaflet's namespace, from its ES or CommonJS build (bundlers and Node give either shape). */
const loadLeaflet = /* @__PURE__ */ importPeer<typeof Leaflet>(
  () => import("#peers/leaflet").then((peer) => peer.load()),
  "leaflet",
  "the map plugin",
  "LOAD",
);

/**
 * The map's mount: loads Leaflet, draws the map into `element` with its tiles and markers (labels as text
 * nodes), moves the view on `update` (flying when `flyTo`), and at `destroy` removes the map, or stops the
 * load when Leaflet has not arrived yet. When Leaflet cannot load (not installed), the map's region says so,
 * naming the package, and the page's console has the error.
 */
export function drawMap(element: HTMLElement, input: MapInput): MountHandle<MapInput> {
  let current = input;
  let gone = false;
  let view: {
    L: typeof Leaflet;
    map: Leaflet.Map;
    tiles: Leaflet.TileLayer | null;
    outline: Leaflet.GeoJSON | null;
    markers: Leaflet.LayerGroup;
  } | null = null;

  const setTiles = (template: string): void => {
    if (view === null) return;
    view.tiles?.remove();
    view.tiles = template === "" ? null : view.L.tileLayer(template, { maxZoom: 19 }).addTo(view.map);
  };
  const setOutline = (data: object | null): void => {
    if (view === null) return;
    view.outline?.remove();
    view.outline = null;
    if (data === null) return;
    // Shapes only, under the markers; a file Leaflet cannot draw leaves the map without it.
    try {
      view.outline = view.L.geoJSON(data as never, { interactive: false, style: { className: "pk-map__outline" } });
      view.outline.addTo(view.map).bringToBack();
    } catch {
      view.outline = null;
    }
  };
  const setMarkers = (markers: readonly MapMarker[]): void => {
    if (view === null) return;
    view.markers.clearLayers();
    for (const { lat, lng, label } of markers) {
      // A vector marker: no icon images to serve, and nothing loaded from elsewhere.
      const marker = view.L.circleMarker([lat, lng], { radius: 7, className: "pk-map__marker" });
      if (label !== undefined && label !== "") {
        marker.bindTooltip(document.createTextNode(label) as unknown as HTMLElement, {
          permanent: true,
          direction: "right",
          className: "pk-map__label",
        });
      }
      view.markers.addLayer(marker);
    }
  };

  // Leaflet leaves its classes, tabindex and inline style on the container: put back what the markup set.
  const kept = ["class", "style", "tabindex"].map((name) => [name, element.getAttribute(name)] as const);
  loadLeaflet().then(
    (L) => {
      if (gone) return;
      // The attribution is the markup's, as text (Leaflet's control renders HTML); no fade, whose timers outlive remove().
      const leafletMap = L.map(element, {
        attributionControl: false,
        fadeAnimation: false,
        center: [current.lat, current.lng],
        zoom: current.zoom,
      });
      view = { L, map: leafletMap, tiles: null, outline: null, markers: L.layerGroup().addTo(leafletMap) };
      setTiles(current.tiles);
      setOutline(current.outline);
      setMarkers(current.markers);
    },
    (error: unknown) => {
      if (gone) return;
      element.textContent = (error as Error).message;
      reportUnhandled("a map could not load Leaflet:", error);
    },
  );

  return {
    update(next) {
      const previous = current;
      current = next;
      if (view === null) return;
      if (next.tiles !== previous.tiles) setTiles(next.tiles);
      if (next.outline !== previous.outline) setOutline(next.outline);
      if (next.markers !== previous.markers) setMarkers(next.markers);
      if (next.lat !== previous.lat || next.lng !== previous.lng || next.zoom !== previous.zoom) {
        // A viewer who asked for less motion gets the jump.
        if (next.flyTo && !matchMedia("(prefers-reduced-motion: reduce)").matches)
          view.map.flyTo([next.lat, next.lng], next.zoom);
        else view.map.setView([next.lat, next.lng], next.zoom, { animate: false });
      }
    },
    destroy() {
      gone = true;
      if (view === null) {
        // The message of a Leaflet that did not load, if any.
        element.replaceChildren();
        return;
      }
      view.map.remove();
      view = null;
      for (const [name, value] of kept) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    },
  };
}

/**
 * A map's markup: `<figure class="pk-map">` with the map's container (`role="region"`, named by `label`)
 * carrying the mount, and the attribution in its `<figcaption>`, as text. The default credit (OpenStreetMap's)
 * comes with the tiles it is for: a map with no tiles shows it only when given another one. The outline, once
 * read, is part of the mount's input.
 */
export function mapMarkup({
  event,
  pop,
  lat,
  lng,
  zoom,
  markers,
  flyTo,
  tiles,
  attribution,
  label,
}: MarkupProps<MapOptions>): Markup {
  const state = outlines.get(pop, event);
  const outline = state.status === "ready" ? state.value : null;
  const input: MapInput = {
    lat,
    lng,
    zoom,
    markers: (markers ?? NO_MARKERS) as readonly MapMarker[],
    flyTo,
    tiles,
    outline,
  };
  return el(
    "figure",
    { class: "pk-map" },
    el("div", { class: "pk-map__view", role: "region", "aria-label": label, mount: mount(drawMap, input) }),
    attribution !== "" &&
      (tiles !== "" || attribution !== OSM_ATTRIBUTION) &&
      el("figcaption", { class: "pk-map__attribution" }, attribution),
  );
}

export type { FetchLike } from "../remote.js";
