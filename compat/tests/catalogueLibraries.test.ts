import { PopcornError, createPopcorn, createVirtualPlayer } from "@popcorn-kit/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LIBRARY_PLUGINS } from "../src/catalogue/libraries.js";
import { pageGlobal, usePopcornError } from "../src/catalogue/globals/pageGlobal.js";

// As in the script-tag build: core's import of mustache answered by the page's window.Mustache.
vi.mock("mustache", async () => {
  const actual = await vi.importActual<{ default: unknown }>("mustache");
  (globalThis as Record<string, unknown>).Mustache = actual.default;
  const { load } = await import("../src/catalogue/globals/mustache.js");
  return { default: await load() };
});

afterEach(() => {
  document.body.innerHTML = "";
});

function page() {
  document.body.innerHTML = '<div id="box"></div>';
  const player = createVirtualPlayer({ duration: 60 });
  const pop = createPopcorn(player, { ticker: "manual" });
  for (const entry of LIBRARY_PLUGINS) pop.registerPlugin(entry.plugin);
  const add = (name: string, { id, start, end, ...rest }: Record<string, unknown>) => {
    const entry = LIBRARY_PLUGINS.find((item) => item.name === name)!;
    return pop.add(entry.plugin.name, { id, start, end, ...entry.fromPopcorn(rest) } as never);
  };
  const at = (t: number) => {
    player.currentTime = t;
    pop.tick();
  };
  return { box: document.getElementById("box")!, pop, add, at };
}

describe("LIBRARY_PLUGINS in Popcorn 1.x's option names", () => {
  it("mustache: fills the template with data (JSON text too) from the page's window.Mustache, sanitized", async () => {
    const { box, add, at } = page();
    add("mustache", {
      id: "m",
      start: 0,
      end: 5,
      template: "<h3>{{name}}</h3><p>{{{bio}}}</p>",
      data: JSON.stringify({ name: "Ada", bio: "<b>Mathematician</b><img src=x onerror=alert(1)>" }),
      target: "box",
    });
    at(1);
    await vi.waitFor(() => expect(box.querySelector(".pk-template h3")?.textContent).toBe("Ada"));
    expect(box.querySelector(".pk-template b")?.textContent).toBe("Mathematician");
    expect(box.innerHTML).not.toContain("onerror");
    at(5);
    expect(box.innerHTML).toBe("");
  });

  it("googlemap and openmap: lat, lng and zoom (strings too), location as the label, openmap's markers", () => {
    const [googlemap, openmap] = ["googlemap", "openmap"].map((name) => LIBRARY_PLUGINS.find((e) => e.name === name)!);
    expect(googlemap!.plugin).toBe(openmap!.plugin);
    expect(
      googlemap!.fromPopcorn({ lat: "51.5", lng: -0.12, zoom: 12, location: "London", type: "ROADMAP", target: "box" }),
    ).toEqual({
      lat: 51.5,
      lng: -0.12,
      zoom: 12,
      label: "London",
      target: "box",
    });
    expect(openmap!.fromPopcorn({ lat: 1, lng: 2, markers: [{ lat: 1, lng: 2, text: "Here" }] })).toEqual({
      lat: 1,
      lng: 2,
      markers: [{ lat: 1, lng: 2, label: "Here" }],
      label: "Map",
    });
  });

  it("googlemap: the kit's tiles and attribution by its names, as the editor's HTML page writes them", () => {
    const googlemap = LIBRARY_PLUGINS.find((e) => e.name === "googlemap")!;
    const tiles = "https://tile.opentopomap.org/{z}/{x}/{y}.png";
    expect(
      googlemap.fromPopcorn({
        lat: 40.71,
        lng: -74.01,
        location: "New York City",
        tiles,
        attribution: "OpenTopoMap",
        flyTo: true,
      }),
    ).toEqual({ lat: 40.71, lng: -74.01, label: "New York City", tiles, attribution: "OpenTopoMap" });
  });

  it("processing: a .pde address is refused, never evaluated", () => {
    const { add } = page();
    expect(() => add("processing", { id: "p", start: 0, end: 5, sketch: "sketch.pde", target: "box" })).toThrow(
      PopcornError,
    );
  });

  it("a library the page did not load is a PopcornError naming the script to add", () => {
    // As the script-tag build does at load (src/global/complete.ts).
    usePopcornError(PopcornError);
    expect(() => pageGlobal("L", "Leaflet (leaflet.js)")).toThrow(PopcornError);
    expect(() => pageGlobal("L", "Leaflet (leaflet.js)")).toThrow(/window\.L is undefined: expected Leaflet/);
  });
});
