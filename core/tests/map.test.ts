import { describe, expect, test } from "vitest";
import { type MarkupElement, type MarkupProps, renderToString } from "../src/markup/index.js";
import { pluginViewProps } from "../src/adapter/pluginViewProps.js";
import { type Popcorn, PopcornError } from "../src/index.js";
import {
  type MapInput,
  type MapOptions,
  OSM_ATTRIBUTION,
  OSM_TILES,
  drawMap,
  map,
  mapMarkup,
} from "../src/plugins/catalogue/map.js";
import { setup } from "./harness.js";

const LONDON = { lat: 51.5074, lng: -0.1278, label: "London" };

/** The HTML of the markup of a map event added over London with `input`, active. */
function markupOf(pop: Popcorn, input: Record<string, unknown>): string {
  const event = pop.add(map, { start: 1, end: 2, ...LONDON, ...input } as never);
  const props = { ...pluginViewProps(map, { active: true, event }, pop, {}, () => 0), pop } as MarkupProps<MapOptions>;
  return renderToString(mapMarkup(props));
}

describe("map", () => {
  test("its manifest labels every option; lat, lng and label are required; ranges and defaults hold", () => {
    expect(Object.values(map.manifest.options).every((spec) => typeof spec.label === "string")).toBe(true);
    const { pop } = setup({ popcorn: { plugins: [map] } });
    expect(() => pop.add(map, { start: 1, lng: 0, label: "x" } as never)).toThrow(
      /Option "lat" of plugin "map" is required/,
    );
    expect(() => pop.add(map, { start: 1, lat: 0, label: "x" } as never)).toThrow(
      /Option "lng" of plugin "map" is required/,
    );
    expect(() => pop.add(map, { start: 1, lat: 0, lng: 0 } as never)).toThrow(
      /Option "label" of plugin "map" is required/,
    );
    expect(() => pop.add(map, { ...LONDON, start: 1, lat: 91 })).toThrow(
      /Option "lat" of plugin "map" got 91: expected a number of at most 90/,
    );
    expect(() => pop.add(map, { ...LONDON, start: 1, lng: -181 })).toThrow(/Option "lng"/);
    expect(() => pop.add(map, { ...LONDON, start: 1, zoom: 20 })).toThrow(
      /Option "zoom" of plugin "map" got 20: expected a number of at most 19/,
    );
    expect(() => pop.add(map, { ...LONDON, start: 1, flyTo: "yes" as never })).toThrow(/Option "flyTo"/);
    expect(pop.getTrackEvents()).toEqual([]);
    const event = pop.add(map, { ...LONDON, start: 1, end: 2 });
    expect(event.options).toMatchObject({ zoom: 13, flyTo: false, tiles: OSM_TILES, attribution: OSM_ATTRIBUTION });
  });

  test("markers must be a list of { lat, lng, label? }: the error names the option and the bad item", () => {
    const { pop } = setup({ popcorn: { plugins: [map] } });
    const markers = [{ lat: 51.5, lng: -0.12, label: "Westminster" }, { lat: 51.5 }];
    const error = (() => {
      try {
        pop.add(map, { ...LONDON, start: 1, markers });
      } catch (thrown) {
        return thrown as PopcornError;
      }
    })();
    expect(error).toBeInstanceOf(PopcornError);
    expect(error!.message).toMatch(
      /Option "markers" of plugin "map" got .*: expected a list of \{ lat, lng, label\? \} \(item 1 is not/,
    );
    expect(error!.details.option).toBe("markers");
    expect(() => pop.add(map, { ...LONDON, start: 1, markers: { lat: 1, lng: 2 } })).toThrow(/Option "markers"/);
    expect(() => pop.add(map, { ...LONDON, start: 1, markers: [{ lat: 100, lng: 0 }] })).toThrow(/item 0/);
    expect(() => pop.add(map, { ...LONDON, start: 1, markers: [{ lat: 1, lng: 0, label: 3 }] })).toThrow(/item 0/);
    expect(pop.getTrackEvents()).toEqual([]);
    expect(
      pop.add(map, {
        ...LONDON,
        start: 1,
        markers: [
          { lat: 1, lng: 2 },
          { lat: -1, lng: -2, label: "b" },
        ],
      }).options.markers,
    ).toHaveLength(2);
  });

  test("tiles: http(s), protocol-relative and relative templates with {z}/{x}/{y}, or empty; every other scheme is refused", () => {
    const { pop } = setup({ popcorn: { plugins: [map] } });
    for (const tiles of [
      "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      "http://a.example/{z}/{x}/{y}.png",
      "//tiles.example/{z}/{x}/{y}.png",
      "/tiles/{z}/{x}/{y}.png",
      "tiles/{z}/{x}/{y}.png",
      "",
    ]) {
      expect(pop.add(map, { ...LONDON, start: 1, tiles }).options.tiles, tiles).toBe(tiles);
    }
    const refused = [
      "javascript:alert(1)//{z}/{x}/{y}",
      " JaVa\tScRiPt:alert(1)//{z}/{x}/{y}",
      "data:text/html,<script>alert(1)</script>{z}{x}{y}",
      "data:image/png;base64,AAAA{z}{x}{y}",
      "blob:https://a.example/{z}/{x}/{y}",
      "ftp://a.example/{z}/{x}/{y}.png",
      "https://a.example/tile.png",
    ];
    for (const tiles of refused) {
      expect(() => pop.add(map, { ...LONDON, start: 1, tiles }), tiles).toThrow(
        /Option "tiles" of plugin "map" got .*: expected an http\(s\) or relative tile URL/,
      );
    }
    expect(pop.getTrackEvents()).toHaveLength(6);
  });

  test("markup: the map's container named by the label, the attribution as text, nothing from the options as HTML", () => {
    const { pop } = setup({ popcorn: { plugins: [map] } });
    const html = (input: Record<string, unknown>) => markupOf(pop, input);
    expect(html({})).toBe(
      '<figure class="pk-map"><div class="pk-map__view" role="region" aria-label="London"></div><figcaption class="pk-map__attribution">© OpenStreetMap contributors</figcaption></figure>',
    );
    expect(
      html({
        label: '"><script>alert(1)</script>',
        attribution: '<img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a>',
        markers: [{ lat: 1, lng: 1, label: "<b>x</b>" }],
      }),
    ).toBe(
      '<figure class="pk-map"><div class="pk-map__view" role="region" aria-label="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></div>' +
        '<figcaption class="pk-map__attribution">&lt;img src=x onerror=alert(1)&gt; &lt;a href="javascript:alert(1)"&gt;x&lt;/a&gt;</figcaption></figure>',
    );
    expect(html({ attribution: "" })).toBe(
      '<figure class="pk-map"><div class="pk-map__view" role="region" aria-label="London"></div></figure>',
    );
  });

  test("the default credit comes with the tiles it is for: no tiles, no OpenStreetMap credit; a credit given shows", () => {
    const { pop } = setup({ popcorn: { plugins: [map] } });
    const caption = (input: Record<string, unknown>) =>
      /<figcaption[^>]*>([^<]*)<\/figcaption>/.exec(markupOf(pop, input))?.[1];
    expect(caption({})).toBe("© OpenStreetMap contributors");
    expect(caption({ tiles: "" })).toBeUndefined();
    expect(caption({ tiles: "", attribution: "Drawn by the newsroom" })).toBe("Drawn by the newsroom");
    expect(caption({ tiles: "/tiles/{z}/{x}/{y}.png", attribution: "Local tiles" })).toBe("Local tiles");
  });

  test("the markup's mount takes the view, markers and tiles; the same options give the same input", () => {
    const { pop } = setup({ popcorn: { plugins: [map] } });
    const event = pop.add(map, { start: 1, end: 2, ...LONDON, zoom: 9, flyTo: true, tiles: "" });
    const props = {
      ...pluginViewProps(map, { active: true, event }, pop, {}, () => 0),
      pop,
    } as MarkupProps<MapOptions>;
    const view = (markup: ReturnType<typeof mapMarkup>) =>
      ((markup as MarkupElement).children[0] as { mount: { run: unknown; input: unknown } }).mount;
    const mounted = view(mapMarkup(props));
    expect(mounted.run).toBe(drawMap);
    expect(mounted.input).toEqual({
      lat: LONDON.lat,
      lng: LONDON.lng,
      zoom: 9,
      markers: [],
      flyTo: true,
      tiles: "",
      outline: null,
    });
    // No markers: the same empty list each time, so a render does not redraw the markers.
    expect((view(mapMarkup(props)).input as { markers: unknown }).markers).toBe(
      (mounted.input as { markers: unknown }).markers,
    );
  });

  describe("outline: a GeoJSON file drawn without tiles", () => {
    const WORLD = { type: "FeatureCollection", features: [] };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

    /** A fetch answered by hand, recording each call's URL and signal. */
    function manualFetch() {
      const calls: { url: string; signal: AbortSignal; answer: (body: unknown, status?: number) => void }[] = [];
      const fetch = (url: string, init: { signal?: unknown }) =>
        new Promise<{ ok: boolean; status: number; text(): Promise<string> }>((resolve) => {
          calls.push({
            url,
            signal: init.signal as AbortSignal,
            answer: (body, status = 200) =>
              resolve({ ok: status < 400, status, text: async () => JSON.stringify(body) }),
          });
        });
      return { fetch, calls };
    }

    /** The outline the map's mount receives for event `id`. */
    function outlineOf(pop: Popcorn, id: string): unknown {
      const event = pop.getTrackEvent(id);
      const props = { ...pluginViewProps(map, { active: true, event }, pop, {}, () => 0), pop };
      const markup = mapMarkup(props as MarkupProps<MapOptions>) as MarkupElement;
      return ((markup.children[0] as { mount: { input: MapInput } }).mount.input as MapInput).outline;
    }

    test("takes an http(s) or relative URL, or none; any other scheme is refused with a PopcornError naming it", () => {
      const { pop } = setup({ popcorn: { plugins: [map] } });
      for (const outline of [
        "",
        "/showcase/world.geojson",
        "world.geojson",
        "https://a.example/w.json",
        "//a.example/w",
      ])
        expect(pop.add(map, { ...LONDON, start: 1, tiles: "", outline }).options.outline).toBe(outline);
      const before = pop.getTrackEvents();
      for (const outline of [
        "javascript:alert(1)",
        " JaVa\tScRiPt:alert(1)",
        "data:application/json,{}",
        "blob:https://a.example/1",
        "file:///etc/passwd",
      ]) {
        let error: unknown;
        try {
          pop.add(map, { ...LONDON, start: 1, outline });
        } catch (thrown) {
          error = thrown;
        }
        expect(error, outline).toBeInstanceOf(PopcornError);
        expect((error as PopcornError).message).toMatch(
          /Option "outline" of plugin "map" got .*: expected an http\(s\) or relative URL of a GeoJSON file/,
        );
        expect((error as PopcornError).details.option).toBe("outline");
      }
      expect(pop.getTrackEvents()).toEqual(before);
      expect(pop.add(map, { ...LONDON, start: 1 }).options.outline).toBe("");
    });

    test("is read when the event starts, with the event's fetch, and reaches the map's mount; moving the map reads it no more", async () => {
      const { pop, clock } = setup({ popcorn: { plugins: [map] } });
      const { fetch, calls } = manualFetch();
      pop.add(map, { ...LONDON, id: "m", start: 1, end: 9, tiles: "", outline: "/showcase/world.geojson", fetch });
      expect(calls).toHaveLength(0);
      void pop.play();
      clock.advance(1500);
      expect(calls.map((call) => call.url)).toEqual(["/showcase/world.geojson"]);
      expect(outlineOf(pop, "m")).toBeNull();
      calls[0]!.answer(WORLD);
      await settle();
      expect(outlineOf(pop, "m")).toEqual(WORLD);
      // Flying to another place keeps the outline it has.
      pop.update("m", { lat: 48.8566, lng: 2.3522 });
      expect(calls).toHaveLength(1);
      expect(outlineOf(pop, "m")).toEqual(WORLD);
      pop.update("m", { outline: "/other.geojson" });
      expect(calls.map((call) => call.url)).toEqual(["/showcase/world.geojson", "/other.geojson"]);
    });

    test("the read is aborted when the event ends or the instance is destroyed, and a late answer is dropped", async () => {
      const { pop, clock } = setup({ popcorn: { plugins: [map] } });
      const { fetch, calls } = manualFetch();
      pop.add(map, { ...LONDON, id: "a", start: 1, end: 2, tiles: "", outline: "/a.geojson", fetch });
      pop.add(map, { ...LONDON, id: "b", start: 1, end: 9, tiles: "", outline: "/b.geojson", fetch });
      void pop.play();
      clock.advance(1500);
      expect(calls.map((call) => call.signal.aborted)).toEqual([false, false]);
      clock.advance(1000);
      expect(calls.map((call) => call.signal.aborted)).toEqual([true, false]);
      calls[0]!.answer(WORLD);
      await settle();
      expect(outlineOf(pop, "a")).toBeNull();
      pop.destroy();
      expect(calls[1]!.signal.aborted).toBe(true);
    });

    test("an answer that is not GeoJSON, or a failed read, is the instance's error event; the map stays without it", async () => {
      const { pop, clock } = setup({ popcorn: { plugins: [map] } });
      const { fetch, calls } = manualFetch();
      const errors: { error: PopcornError; phase: string; eventId?: string }[] = [];
      pop.on("error", (event) => errors.push(event as never));
      pop.add(map, { ...LONDON, id: "odd", start: 1, end: 9, tiles: "", outline: "/odd.json", fetch });
      pop.add(map, { ...LONDON, id: "gone", start: 1, end: 9, tiles: "", outline: "/gone.json", fetch });
      void pop.play();
      clock.advance(1500);
      calls[0]!.answer({ hello: "world" });
      calls[1]!.answer("", 404);
      await settle();
      expect(outlineOf(pop, "odd")).toBeNull();
      expect(outlineOf(pop, "gone")).toBeNull();
      const reported = errors.map(({ error, phase, eventId }) => [error.code, phase, eventId, error.message]);
      expect(reported.sort()).toEqual([
        ["LOAD", "load", "gone", "Could not load the map outline /gone.json: HTTP 404."],
        ["PARSE", "load", "odd", "Could not load the map outline /odd.json: the answer is not GeoJSON."],
      ]);
    });
  });
});
