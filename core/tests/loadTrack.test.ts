import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { PopcornError, createPopcorn, createVirtualPlayer, loadTracks } from "../src/index.js";
import { checkTracks, sameTracks } from "../src/instance/loadTracks.js";
import { parseLazily } from "../src/parsers/lazy.js";
import { setup } from "./harness.js";

const VTT = "WEBVTT\n\n00:01.000 --> 00:02.000\nHello\n\n00:03.000 --> 00:04.000\nAgain\n";
const SRT = "1\n00:00:05,000 --> 00:00:06,000\nFrom SRT\n";

// An injected fetch with real Responses, as in a page: /slow.vtt answers only when released, and rejects
// with an AbortError when its signal aborts, as fetch does. No server, no timers.
let release: (() => void) | undefined;
const fakeFetch = (url: string, init?: { signal?: AbortSignal }): Promise<Response> => {
  if (url === "/captions.vtt") return Promise.resolve(new Response(VTT));
  if (url !== "/slow.vtt") return Promise.resolve(new Response("not here", { status: 404, statusText: "Not Found" }));
  return new Promise((resolve, reject) => {
    release = () => resolve(new Response(VTT));
    init?.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
  });
};
beforeEach(() => {
  release = undefined;
  vi.stubGlobal("fetch", vi.fn(fakeFetch));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Lets pending promises and I/O callbacks run, one event-loop turn at a time, until `done()` (no clock involved). */
async function until(done: () => boolean, turns = 1000): Promise<void> {
  for (let turn = 0; turn < turns && !done(); turn++) await new Promise((resolve) => setImmediate(resolve));
  expect(done()).toBe(true);
}
/** Event-loop turns enough for a load to finish (reading a Blob, parsing), to show that nothing more happens. */
async function settle(turns = 20): Promise<void> {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
}

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
    await pop.loadTrack("/captions.vtt");
    expect(texts(pop)).toEqual(["Hello", "Hello", "Again", "Again", "From SRT"]);
  });

  test("a failed fetch is an error event and a rejected promise; the events already loaded stay", async () => {
    const { pop } = setup();
    await pop.loadTrack(VTT);
    const errors: unknown[] = [];
    pop.on("error", (e) => errors.push(e.phase));
    await expect(pop.loadTrack("/missing.vtt")).rejects.toThrow(/HTTP 404/);
    expect(errors).toEqual(["load"]);
    expect(texts(pop)).toEqual(["Hello", "Again"]);
  });

  test("an aborted load adds nothing and reports nothing", async () => {
    const { pop } = setup();
    const errors: unknown[] = [];
    pop.on("error", (e) => errors.push(e));
    const controller = new AbortController();
    const loading = pop.loadTrack("/slow.vtt", { signal: controller.signal });
    controller.abort();
    await expect(loading).rejects.toBeInstanceOf(PopcornError);
    expect(errors).toEqual([]);
    expect(pop.getTrackEvents()).toEqual([]);
  });
  test("an event's own id and times win over the same names among its options, from a parser of one's own", async () => {
    const parse = () => ({
      format: "webvtt" as const,
      errors: [],
      events: [
        { id: "own", type: "subtitle", start: 1, end: 2, options: { text: "Hi", id: "other", start: 5, end: 9 } },
      ],
    });
    const pop = createPopcorn(createVirtualPlayer(), { parse: parse as never });
    await pop.loadTrack({ text: "anything" });
    expect(pop.getTrackEvents()).toEqual([expect.objectContaining({ id: "own", start: 1, end: 2 })]);
    pop.destroy();
  });
});

describe("loadTracks", () => {
  test("unloading removes the events of every track, also of a load that finishes afterwards", async () => {
    const { pop } = setup();
    pop.add("cue", { id: "mine", start: 0, end: 1 });
    const unload = loadTracks(pop, [{ src: VTT }, { src: SRT, format: "srt" }]);
    await until(() => pop.getTrackEvents({ type: "subtitle" }).length === 3);
    unload();
    expect(pop.getTrackEvents().map((e) => e.id)).toEqual(["mine"]);

    const later = loadTracks(pop, [{ src: new Blob([VTT]) }]);
    later();
    await settle();
    expect(pop.getTrackEvents().map((e) => e.id)).toEqual(["mine"]);

    // The same wait is long enough for such a load to arrive when it is not unloaded.
    loadTracks(pop, [{ src: new Blob([VTT]) }]);
    await settle();
    expect(pop.getTrackEvents({ type: "subtitle" })).toHaveLength(2);
  });

  test("unloading stops a fetch still running, without an error event", async () => {
    const { pop } = setup();
    const errors: unknown[] = [];
    pop.on("error", (e) => errors.push(e));
    const unload = loadTracks(pop, [{ src: "/slow.vtt" }]);
    await until(() => release !== undefined);
    unload();
    expect((vi.mocked(fetch).mock.calls[0]![1] as { signal: AbortSignal }).signal.aborted).toBe(true);
    release?.();
    await settle();
    expect(errors).toEqual([]);
    expect(pop.getTrackEvents()).toEqual([]);
  });

  test("options that are not a plain object, or throw when read, are refused before anything is read", async () => {
    const { pop } = setup({ popcorn: { parse: parseLazily } });
    await pop.loadTrack({ text: VTT });
    const before = pop.getTrackEvents();
    const trap = new Error("trap");
    const throwing = Object.defineProperty({}, "lang", {
      enumerable: true,
      get: () => {
        throw trap;
      },
    });
    const proxy = new Proxy(
      {},
      {
        ownKeys: () => {
          throw trap;
        },
      },
    );
    for (const options of [throwing, proxy]) {
      const error = await pop.loadTrack("/captions.vtt", options).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PopcornError);
      expect((error as PopcornError).message).toMatch(/^loadTrack\(\) got options/);
      expect((error as PopcornError).cause).toBe(trap);
    }
    await expect(pop.loadTrack("/captions.vtt", new Date() as never)).rejects.toThrow(
      /^loadTrack\(\) got options a Date object: expected an object/,
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(pop.getTrackEvents()).toEqual(before);
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
    expect(sameTracks([{ src: "/a.vtt", maxBytes: 10 }], [{ src: "/a.vtt", maxBytes: 10 }])).toBe(true);
    expect(sameTracks([{ src: "/a.vtt" }], [{ src: "/a.vtt", maxBytes: 10 }])).toBe(false);
    expect(sameTracks([{ src: "/a.vtt", timeout: 5 }], [{ src: "/a.vtt", timeout: 6 }])).toBe(false);
  });

  test("a track's maxBytes and timeout apply to its read, as loadTrack's do; a bad one is refused before any load", async () => {
    const { pop } = setup({ popcorn: { parse: parseLazily } });
    const errors: PopcornError[] = [];
    pop.on("error", ({ error }) => errors.push(error as PopcornError));
    expect(() => loadTracks(pop, [{ src: "/captions.vtt" }, { src: "/captions.vtt", timeout: -1 }])).toThrow(
      /^tracks\[1\] got timeout -1: expected seconds from 0 \(none\)/,
    );
    expect(() => checkTracks([{ src: "/captions.vtt", maxBytes: 1.5 }], "<PopcornVideo> tracks")).toThrow(
      /^<PopcornVideo> tracks\[0\] got maxBytes 1\.5: expected a positive whole number of bytes/,
    );
    expect(fetch).not.toHaveBeenCalled();
    loadTracks(pop, [{ src: "/captions.vtt", maxBytes: 10 }]);
    await until(() => errors.length === 1);
    expect(errors[0]!.code).toBe("LOAD");
    expect(errors[0]!.message).toMatch(/larger than 10 bytes/);
    expect(pop.getTrackEvents()).toEqual([]);
  });
});

test("without a parser, loadTrack refuses and says where to get one; nothing is fetched", async () => {
  const player = createVirtualPlayer();
  const pop = createPopcorn(player, { ticker: "manual" });
  const reported: unknown[] = [];
  pop.on("error", (event) => reported.push(event.error));
  await expect(pop.loadTrack({ url: "/captions.vtt" })).rejects.toThrow(
    /loadTrack\(\) has no parser: expected createPopcorn\(player, \{ parse \}\) with parse from "@popcorn-kit\/core\/parsers"/,
  );
  expect(reported).toHaveLength(1);
  const lazy = createPopcorn(player, { ticker: "manual", parse: parseLazily });
  await lazy.loadTrack({ text: "WEBVTT\n\n00:01.000 --> 00:02.000\nLazy\n" });
  expect(lazy.getTrackEvents().map((e) => e.options.text)).toEqual(["Lazy"]);
});
