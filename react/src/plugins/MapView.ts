// Generated from core/scripts/catalogueTable.mjs by core/scripts/catalogue.mjs: edit the table, then run it.
"use client";
import { map, mapMarkup } from "@popcorn-kit/core/plugins/map";
import { createPlainMarkupComponent } from "@popcorn-kit/react";

/**
 * An OpenStreetMap map drawn with Leaflet while the event is active, with labelled markers, flying to its view when `flyTo` is set, or offline the land of a GeoJSON `outline`: `<figure class="pk-map">`. Needs `leaflet` installed and `leaflet/dist/leaflet.css` imported; named `MapView` so as not to shadow the global `Map`.
 *
 * @example
 * <MapView start={5} end={15} lat={51.5074} lng={-0.1278} zoom={12} label="London" markers={[{ lat: 51.5007, lng: -0.1246, label: "Westminster" }]} />
 */
// Pure: a bundler drops the component, and the plugin with it, from a page that does not use it.
export const MapView = /* @__PURE__ */ createPlainMarkupComponent(map, mapMarkup);
