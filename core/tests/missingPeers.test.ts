// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { markupProps, renderToString } from "../src/markup/index.js";
import { pluginViewProps } from "../src/adapter/pluginViewProps.js";
import { PopcornError } from "../src/index.js";
import { MISSING_PEER } from "../src/importPeer.js";
import { createHlsPlayer } from "../src/players/hls.js";
import { drawMap } from "../src/plugins/catalogue/map.js";
import { runSketch } from "../src/plugins/catalogue/sketch.js";
import { template, templateMarkup } from "../src/plugins/catalogue/template.js";
import { setup } from "./harness.js";

// A page whose bundler built it without an optional peer installed: each `#peers/<id>` import fails when it
// runs, as Vite's stand-in for a missing optional peer and webpack's for a missing optional require do. Every
// feature says which package to install, where it would have shown and in its error; nothing throws into the page.
const missing = vi.hoisted(() => (name: string) => ({
  load: () => Promise.reject(new Error(`Could not resolve "${name}" imported by "@popcorn-kit/core".`)),
}));
vi.mock("#peers/hls", () => missing("hls.js"));
vi.mock("#peers/leaflet", () => missing("leaflet"));
vi.mock("#peers/mustache", () => missing("mustache"));
vi.mock("#peers/p5", () => missing("p5"));

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("a feature whose optional peer is not installed says which package to install", () => {
  test("map: its region shows the message in place of the map, the console has the error, nothing is thrown", async () => {
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    const element = document.createElement("div");
    document.body.append(element);
    const handle = drawMap(element, {
      lat: 51.5,
      lng: -0.12,
      zoom: 12,
      markers: [],
      flyTo: false,
      tiles: "",
      outline: null,
    });
    await vi.waitFor(() => expect(printed).toHaveBeenCalled());
    expect(element.textContent).toBe(
      "Could not load leaflet, which the map plugin needs: install it (npm install leaflet).",
    );
    const error = printed.mock.calls[0]![1] as PopcornError;
    expect(error).toBeInstanceOf(PopcornError);
    expect(error.code).toBe("LOAD");
    expect(error.details).toMatchObject({ value: "leaflet", expected: MISSING_PEER });
    expect((error.cause as Error).message).toContain('Could not resolve "leaflet"');
    handle.destroy();
    expect(element.childNodes).toHaveLength(0);
  });

  test("template: the event shows the message and the instance's error event names mustache", async () => {
    const { pop, clock } = setup({ popcorn: { plugins: [template], sanitizeHtml: (html) => html } });
    const errors: { error: unknown; phase: string; eventId?: string }[] = [];
    pop.on("error", (event) => errors.push(event));
    pop.add(template, { id: "t", start: 1, end: 9, template: "<p>{{city}}</p>", data: { city: "Lisbon" } });
    void pop.play();
    clock.advance(1500);
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    const event = pop.getTrackEvent("t");
    const props = markupProps(
      pluginViewProps(template, { active: true, event }, pop, {}, () => 0),
      pop,
    );
    expect(renderToString(templateMarkup(props as never))).toBe(
      '<div class="pk-template pk-template--error" role="status">Could not load mustache, which the template plugin needs: install it (npm install mustache).</div>',
    );
    expect(errors[0]).toMatchObject({ phase: "load", eventId: "t" });
    expect((errors[0]!.error as PopcornError).code).toBe("LOAD");
    pop.destroy();
  });

  test("sketch: its canvas's place shows the message and the instance's error event names p5", async () => {
    const { pop } = setup();
    const errors: { error: unknown; phase: string; eventId?: string; plugin?: string }[] = [];
    pop.on("error", (event) => errors.push(event));
    const element = document.createElement("div");
    document.body.append(element);
    const handle = runSketch(element, {
      sketch: () => {},
      pop,
      id: "s",
      start: 0,
      end: 5,
      pauseWithMedia: true,
    });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(element.textContent).toBe("Could not load p5, which the sketch plugin needs: install it (npm install p5).");
    expect(errors[0]).toMatchObject({ phase: "load", plugin: "sketch", eventId: "s" });
    expect((errors[0]!.error as PopcornError).details).toMatchObject({ value: "p5", expected: MISSING_PEER });
    handle.destroy();
    pop.destroy();
  });

  test("HLS: the player's error names hls.js and the Hls option that takes its class instead", async () => {
    const video = document.createElement("video");
    document.body.append(video);
    const player = createHlsPlayer(video, "/media/hls/master.m3u8");
    const failed = await player.ready.then(
      () => null,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(PopcornError);
    expect((failed as PopcornError).code).toBe("PLAYER");
    expect((failed as PopcornError).message).toBe(
      'HLS stream "/media/hls/master.m3u8": Could not load hls.js, which the HLS player needs: install it (npm install hls.js), or pass its Hls class as the Hls option.',
    );
    player.destroy();
  });
});
