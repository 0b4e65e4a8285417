import { type Server, createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PopcornError, createPopcorn, createVirtualPlayer, loadTracks } from "../src/index.js";
import { sameTracks } from "../src/adapter/index.js";
import { parseLazily } from "../src/parsers/lazy.js";
import { setup } from "./harness.js";

const VTT = "WEBVTT\n\n00:01.000 --> 00:02.000\nHello\n\n00:03.000 --> 00:04.000\nAgain\n";
const SRT = "1\n00:00:05,000 --> 00:00:06,000\nFrom SRT\n";

// A real HTTP server, so loads go through fetch as in a page; /slow.vtt answers only when released.
let server: Server;
let base = "";
let release: (() => void) | undefined;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/captions.vtt") response.end(VTT);
    else if (request.url === "/slow.vtt") release = () => response.end(VTT);
    else {
      response.statusCode = 404;
      response.end("not here");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const texts = (pop: ReturnType<typeof setup>["pop"]) => pop.getTrackEvents().map((e) => e.options.text);

describe("loadTrack", () => {
  test("a WebVTT cue that ends before it starts is reported once, as a warning, and not added", async () => {
    const { pop } = setup();
    const reported: unknown[] = [];
    pop.on("error", (event) => reported.push(event.error));
    await pop.loadTrack({ text: "WEBVTT\n\n00:05.000 --> 00:02.000\nBackwards\n\n00:06.000 --> 00:07.000\nFine\n" });
    expect(texts(pop)).toEqual(["Fine"]);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toBeInstanceOf(PopcornError);
    expect((reported[0] as PopcornError).details).toMatchObject({ line: 3, severity: "warning" });
  });

  test("reads text, a Blob and a URL into subtitle events", async () => {
    const { pop } = setup();
    await pop.loadTrack(VTT);
    await pop.loadTrack(new Blob([SRT]));
    await pop.loadTrack(`${base}/captions.vtt`);
    expect(texts(pop)).toEqual(["Hello", "Hello", "Again", "Again", "From SRT"]);
  });

  test("a failed fetch is an error event and a rejected promise; the events already loaded stay", async () => {
    const { pop } = setup();
    await pop.loadTrack(VTT);
    const errors: unknown[] = [];
    pop.on("error", (e) => errors.push(e.phase));
    await expect(pop.loadTrack(`${base}/missing.vtt`)).rejects.toThrow(/HTTP 404/);
    expect(errors).toEqual(["load"]);
    expect(texts(pop)).toEqual(["Hello", "Again"]);
  });

  test("an aborted load adds nothing and reports nothing", async () => {
    const { pop } = setup();
    const errors: unknown[] = [];
    pop.on("error", (e) => errors.push(e));
    const controller = new AbortController();
    const loading = pop.loadTrack(`${base}/slow.vtt`, { signal: controller.signal });
    controller.abort();
    await expect(loading).rejects.toBeInstanceOf(PopcornError);
    expect(errors).toEqual([]);
    expect(pop.getTrackEvents()).toEqual([]);
  });
});

describe("loadTracks", () => {
  test("unloading removes the events of every track, also of a load that finishes afterwards", async () => {
    const { pop } = setup();
    pop.add("cue", { id: "mine", start: 0, end: 1 });
    const unload = loadTracks(pop, [{ src: VTT }, { src: SRT, format: "srt" }]);
    await expect.poll(() => pop.getTrackEvents({ type: "subtitle" }).length).toBe(3);
    unload();
    expect(pop.getTrackEvents().map((e) => e.id)).toEqual(["mine"]);

    const later = loadTracks(pop, [{ src: new Blob([VTT]) }]);
    later();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pop.getTrackEvents().map((e) => e.id)).toEqual(["mine"]);
  });

  test("unloading stops a fetch still running, without an error event", async () => {
    const { pop } = setup();
    const errors: unknown[] = [];
    pop.on("error", (e) => errors.push(e));
    const unload = loadTracks(pop, [{ src: `${base}/slow.vtt` }]);
    await expect.poll(() => release).toBeDefined();
    unload();
    release?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).toEqual([]);
    expect(pop.getTrackEvents()).toEqual([]);
  });

  test("sameTracks compares lists by what they load", () => {
    expect(sameTracks([{ src: "/a.vtt" }], [{ src: "/a.vtt" }])).toBe(true);
    expect(sameTracks([{ src: "/a.vtt" }], [{ src: "/a.vtt", type: "caption" }])).toBe(false);
    expect(sameTracks([{ src: "/a.vtt" }], undefined)).toBe(false);
    expect(sameTracks(undefined, undefined)).toBe(true);
    expect(sameTracks([{ src: { url: "/a.vtt" } }], [{ src: { url: "/a.vtt" } }])).toBe(true);
    expect(sameTracks([{ src: { text: "WEBVTT" } }], [{ src: { text: "WEBVTT" } }])).toBe(true);
    expect(sameTracks([{ src: { url: "/a.vtt" } }], [{ src: { url: "/b.vtt" } }])).toBe(false);
    expect(sameTracks([{ src: { url: "/a.vtt" } }], [{ src: { text: "/a.vtt" } }])).toBe(false);
    expect(sameTracks([{ src: new Blob(["x"]) }], [{ src: new Blob(["x"]) }])).toBe(false);
  });
});

test("without a parser, loadTrack refuses and says where to get one; nothing is fetched", async () => {
  const player = createVirtualPlayer();
  const pop = createPopcorn(player, { ticker: "manual" });
  const reported: unknown[] = [];
  pop.on("error", (event) => reported.push(event.error));
  await expect(pop.loadTrack({ url: "/captions.vtt" })).rejects.toThrow(/loadTrack\(\) has no parser: expected createPopcorn\(player, \{ parse \}\) with parse from "@popcorn-kit\/core\/parsers"/);
  expect(reported).toHaveLength(1);
  const lazy = createPopcorn(player, { ticker: "manual", parse: parseLazily });
  await lazy.loadTrack({ text: "WEBVTT\n\n00:01.000 --> 00:02.000\nLazy\n" });
  expect(lazy.getTrackEvents().map((e) => e.options.text)).toEqual(["Lazy"]);
});
