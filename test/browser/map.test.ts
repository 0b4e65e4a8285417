// Installed before Leaflet loads, which keeps its own reference to requestAnimationFrame.
import { leftSince, nextTurn, pageActivity } from "./pageActivity.js";
import "leaflet/dist/leaflet.css";
import { type MapInput, drawMap } from "@popcorn-kit/core/plugins/map";
import { afterEach, describe, expect, test } from "vitest";
import tileUrl from "../fixtures/map/tile.png?url";
import { until } from "./until.js";

// Leaflet in real Chromium, without network: tiles come from a local PNG, served for every {z}/{x}/{y}.

const tiles = `${tileUrl}?z={z}&x={x}&y={y}`;
const LONDON: MapInput = {
  lat: 51.5074,
  lng: -0.1278,
  zoom: 12,
  flyTo: false,
  tiles: "",
  outline: null,
  markers: [
    { lat: 51.5074, lng: -0.1278, label: "<b>Centre</b>" },
    { lat: 51.52, lng: -0.1, label: "North-east" },
  ],
};

function container(): HTMLElement {
  const element = document.createElement("div");
  element.className = "pk-map__view";
  element.style.cssText = "width: 400px; height: 300px";
  document.body.append(element);
  return element;
}

/** Where the first marker is, from the container's centre, in pixels. */
function offset(element: HTMLElement): number {
  const marker = element.querySelector("path.pk-map__marker")!.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  return Math.hypot(
    marker.x + marker.width / 2 - (box.x + box.width / 2),
    marker.y + marker.height / 2 - (box.y + box.height / 2),
  );
}

afterEach(() => document.body.replaceChildren());

describe("map in Chromium", () => {
  test("the map renders its local tiles and its markers, whose labels are text", async () => {
    const element = container();
    const handle = drawMap(element, { ...LONDON, tiles });
    await until(() => element.querySelectorAll("img.leaflet-tile-loaded").length > 0);
    expect(element.classList.contains("leaflet-container")).toBe(true);
    expect(element.querySelectorAll("path.pk-map__marker")).toHaveLength(2);
    const labels = [...element.querySelectorAll(".pk-map__label")];
    expect(labels.map((label) => label.textContent)).toEqual(["<b>Centre</b>", "North-east"]);
    expect(element.querySelector(".pk-map__label b")).toBeNull();
    expect(offset(element)).toBeLessThan(2);
    handle.destroy();
    expect(element.querySelector(".leaflet-pane")).toBeNull();
    expect(element.className).toBe("pk-map__view");
  });

  test("an outline's GeoJSON is drawn as shapes under the markers, without tiles, and goes with the map", async () => {
    const element = container();
    const land = {
      type: "Feature",
      properties: {},
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [-0.2, 51.45],
            [-0.05, 51.45],
            [-0.05, 51.55],
            [-0.2, 51.55],
            [-0.2, 51.45],
          ],
        ],
      },
    };
    const handle = drawMap(element, { ...LONDON, outline: land });
    await until(() => element.querySelector("path.pk-map__outline") !== null);
    const paths = [...element.querySelectorAll("path")].map((path) => path.getAttribute("class"));
    expect(paths[0]).toContain("pk-map__outline");
    expect(paths.filter((name) => name?.includes("pk-map__marker"))).toHaveLength(2);
    expect(element.querySelectorAll("img")).toHaveLength(0);
    handle.update!({ ...LONDON, lat: 51.52, outline: land });
    expect(element.querySelectorAll("path.pk-map__outline")).toHaveLength(1);
    handle.update!({ ...LONDON, lat: 51.52, outline: null });
    expect(element.querySelector("path.pk-map__outline")).toBeNull();
    handle.update!({ ...LONDON, outline: { type: "Feature", geometry: { type: "Nonsense" } } });
    expect(element.querySelector("path.pk-map__outline")).toBeNull();
    handle.destroy();
    expect(element.querySelector(".leaflet-pane")).toBeNull();
  });

  test("an update jumps to the new view, or flies there with flyTo", async () => {
    const element = container();
    const handle = drawMap(element, LONDON);
    await until(() => element.querySelector("path.pk-map__marker") !== null);
    const paris = [{ lat: 48.8566, lng: 2.3522, label: "Paris" }];
    handle.update!({ ...LONDON, lat: 48.8566, lng: 2.3522, markers: paris });
    expect(offset(element)).toBeLessThan(2);
    handle.update!({ ...LONDON, markers: LONDON.markers, flyTo: true });
    // Flying: not there at once, there in the end.
    expect(offset(element)).toBeGreaterThan(50);
    await until(() => offset(element) < 2);
    expect(element.querySelector(".pk-map__label")!.textContent).toBe("<b>Centre</b>");
    handle.destroy();
  });

  test("1,000 maps made and destroyed leave no container, no window or document listener, no timer, no frame", async () => {
    // Leaflet adds a few document listeners once, the first time a map listens to pointers: not per map.
    const warm = drawMap(container(), LONDON);
    await until(() => document.querySelector(".leaflet-pane") !== null);
    warm.destroy();
    document.body.replaceChildren();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = pageActivity();
    for (let i = 0; i < 1000; i++) {
      const element = container();
      const handle = drawMap(element, { ...LONDON, flyTo: i % 2 === 0 });
      while (element.querySelector(".leaflet-pane") === null) await nextTurn();
      handle.update!({ ...LONDON, lat: 48.8566, lng: 2.3522, flyTo: i % 2 === 0 });
      handle.destroy();
      element.remove();
    }
    expect(document.querySelectorAll(".leaflet-container")).toHaveLength(0);
    expect(leftSince(before)).toEqual({ listeners: [], timers: 0, frames: 0 });
  }, 300_000);
});
