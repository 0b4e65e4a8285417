import { afterEach, describe, expect, test, vi } from "vitest";
import { type Popcorn, PopcornError } from "../src/index.js";
import { template } from "../src/plugins/catalogue/template.js";
import { wikipedia } from "../src/plugins/catalogue/wikipedia.js";
import { setup } from "./harness.js";

// Every network read (loadTrack's { url }, the template's data, a Wikipedia summary) has an injectable fetch,
// a time-out, a size limit read from the stream, and is aborted on destroy; each failure is a LOAD error,
// content that does not parse a PARSE one.

const VTT = "WEBVTT\n\n00:01.000 --> 00:02.000\nHello\n";

/** A fetch that never answers and ignores its signal: the worst a server (or a proxy) can do. */
function silentFetch() {
  const signals: { aborted: boolean }[] = [];
  const fetch = vi.fn((_url: string, init?: { signal?: unknown }) => {
    signals.push(init?.signal as { aborted: boolean });
    return new Promise<never>(() => {});
  });
  return { fetch, signals };
}

/**
 * A fetch whose answer streams `chunk`-byte pieces of spaces, `total` bytes in all (twice the limits tested, by
 * default): it counts the bytes it was asked for and whether the reader cancelled it.
 */
function bigFetch(chunk = 64 * 1024, total = 48 * 1024 * 1024) {
  const stats = { pulled: 0, cancelled: false };
  const fetch = vi.fn(async () => {
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (stats.pulled >= total) return controller.close();
          stats.pulled += chunk;
          controller.enqueue(new Uint8Array(chunk).fill(32));
        },
        cancel() {
          stats.cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    return new Response(body);
  });
  return { fetch, stats };
}

/** What the instance reported as `error` events: each error's code and message. */
function errorsOf(pop: Popcorn) {
  const errors: { code: string; message: string; eventId?: string }[] = [];
  pop.on("error", ({ error, eventId }) =>
    errors.push({ code: (error as PopcornError).code, message: (error as Error).message, eventId }),
  );
  return errors;
}

/** The error a promise rejected with (the test fails if it resolved). */
async function rejection(promise: Promise<unknown>): Promise<PopcornError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PopcornError);
  return error as PopcornError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("loadTrack({ url })", () => {
  test("a fetch that never answers times out (30 s by default, or `timeout` seconds) with a LOAD error; no timer is left", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { pop } = setup();
    const errors = errorsOf(pop);
    const { fetch, signals } = silentFetch();
    const quick = rejection(pop.loadTrack({ url: "/quick.vtt" }, { fetch, timeout: 5 }));
    const slow = rejection(pop.loadTrack({ url: "/slow.vtt" }, { fetch }));
    await vi.advanceTimersByTimeAsync(5000);
    const first = await quick;
    expect(first.code).toBe("LOAD");
    expect(first.message).toBe('Could not load track "/quick.vtt": no answer within 5 s.');
    expect(signals[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(25_000);
    expect((await slow).message).toBe('Could not load track "/slow.vtt": no answer within 30 s.');
    expect(errors.map((error) => error.code)).toEqual(["LOAD", "LOAD"]);
    expect(vi.getTimerCount()).toBe(0);
    expect(pop.getTrackEvents()).toEqual([]);
  });

  test("destroy() aborts a fetch in flight and settles its promise with DESTROYED, reporting nothing", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { pop } = setup();
    const errors = errorsOf(pop);
    const { fetch, signals } = silentFetch();
    const loading = rejection(pop.loadTrack({ url: "/captions.vtt" }, { fetch }));
    await vi.advanceTimersByTimeAsync(0);
    pop.destroy();
    expect(signals[0]!.aborted).toBe(true);
    expect((await loading).code).toBe("DESTROYED");
    expect(errors).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  test("every failure to read is a LOAD error naming the URL; text that does not parse is PARSE", async () => {
    const { pop } = setup();
    const errors = errorsOf(pop);
    const cases: [string, (url: string) => Promise<unknown>][] = [
      ["/offline.vtt", () => Promise.reject(new TypeError("Failed to fetch"))],
      ["/nothing.vtt", async () => undefined],
      ["/missing.vtt", async () => new Response("gone", { status: 404, statusText: "Not Found" })],
      [
        "/broken.vtt",
        async () => ({ ok: true, status: 200, text: () => Promise.reject(new TypeError("network error")) }),
      ],
      [
        "/cut.vtt",
        async () =>
          new Response(
            new ReadableStream({
              pull(controller) {
                controller.error(new TypeError("connection reset"));
              },
            }),
          ),
      ],
    ];
    const messages: string[] = [];
    for (const [url, fetch] of cases) {
      const error = await rejection(pop.loadTrack({ url }, { fetch: fetch as never }));
      expect(error.code).toBe("LOAD");
      expect(error.details.value).toBe(url);
      messages.push(error.message);
    }
    expect(messages).toEqual([
      'Could not load track "/offline.vtt": Failed to fetch.',
      'Could not load track "/nothing.vtt": the fetch gave no response.',
      'Could not load track "/missing.vtt": HTTP 404 Not Found.',
      'Could not load track "/broken.vtt": network error.',
      'Could not load track "/cut.vtt": connection reset.',
    ]);
    const unparsable = await rejection(
      pop.loadTrack({ url: "/captions.vtt" }, { format: "no-such-format", fetch: async () => new Response(VTT) }),
    );
    expect(unparsable.code).toBe("PARSE");
    expect(errors.map((error) => error.code)).toEqual(["LOAD", "LOAD", "LOAD", "LOAD", "LOAD", "PARSE"]);
    expect(pop.getTrackEvents()).toEqual([]);
    await pop.loadTrack({ url: "/captions.vtt" }, { fetch: async () => new Response(VTT) });
    expect(pop.getTrackEvents().map((event) => event.options.text)).toEqual(["Hello"]);
  });

  test("an answer larger than 20 MB (or `maxBytes`) is refused with a LOAD error, its stream cancelled unread", async () => {
    const { pop } = setup();
    const small = bigFetch(256, 10_000);
    const limited = await rejection(pop.loadTrack({ url: "/big.vtt" }, { fetch: small.fetch, maxBytes: 1000 }));
    expect(limited.code).toBe("LOAD");
    expect(limited.message).toBe('Could not load track "/big.vtt": the answer is larger than 1000 bytes.');
    expect(small.stats.cancelled).toBe(true);
    expect(small.stats.pulled).toBeLessThanOrEqual(1000 + 256 * 2);

    const huge = bigFetch();
    const refused = await rejection(pop.loadTrack({ url: "/huge.vtt" }, { fetch: huge.fetch }));
    expect(refused.message).toBe('Could not load track "/huge.vtt": the answer is larger than 20971520 bytes.');
    expect(huge.stats.cancelled).toBe(true);
    expect(huge.stats.pulled).toBeLessThanOrEqual(20 * 1024 * 1024 + 64 * 1024 * 2);
    expect(pop.getTrackEvents()).toEqual([]);
  });

  test("an answer within the limit is read from its stream, across chunks that split a character", async () => {
    const { pop } = setup();
    const bytes = new TextEncoder().encode("WEBVTT\n\n00:01.000 --> 00:02.000\nOlá, coração\n");
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.subarray(i, i + 5));
        controller.close();
      },
    });
    await pop.loadTrack({ url: "/pt.vtt" }, { fetch: async () => new Response(body), maxBytes: bytes.length });
    expect(pop.getTrackEvents().map((event) => event.options.text)).toEqual(["Olá, coração"]);
  });

  test("a bad fetch, timeout or maxBytes is refused before anything is fetched", async () => {
    const { pop } = setup();
    const { fetch } = silentFetch();
    const bad = [
      { fetch: "fetch" },
      { fetch, timeout: -1 },
      { fetch, timeout: "5" },
      { fetch, timeout: Infinity },
      { fetch, maxBytes: 0 },
    ];
    const messages: string[] = [];
    for (const options of bad) {
      const error = await rejection(pop.loadTrack({ url: "/captions.vtt" }, options as never));
      expect(error.code).toBe("INVALID_OPTION");
      messages.push(error.message);
    }
    expect(messages).toEqual([
      'loadTrack() got fetch "fetch": expected a function such as fetch.',
      "loadTrack() got timeout -1: expected seconds from 0 (none) to 2147483.",
      'loadTrack() got timeout "5": expected seconds from 0 (none) to 2147483.',
      "loadTrack() got timeout Infinity: expected seconds from 0 (none) to 2147483.",
      "loadTrack() got maxBytes 0: expected a positive whole number of bytes.",
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("network plugins", () => {
  test("template: an HTTP error is LOAD, an answer that is not JSON is PARSE", async () => {
    const { pop, clock } = setup({ popcorn: { plugins: [template], sanitizeHtml: (html) => html } });
    const errors = errorsOf(pop);
    pop.add(template, {
      id: "missing",
      start: 1,
      template: "{{x}}",
      url: "/missing.json",
      fetch: async () => new Response("gone", { status: 404 }),
    });
    pop.add(template, {
      id: "garbled",
      start: 1,
      template: "{{x}}",
      url: "/garbled.json",
      fetch: async () => new Response("{ not json"),
    });
    void pop.play();
    clock.advance(1500);
    await vi.waitFor(() => expect(errors).toHaveLength(2));
    expect(errors).toEqual([
      { code: "LOAD", eventId: "missing", message: "Could not load the template's data from /missing.json: HTTP 404." },
      {
        code: "PARSE",
        eventId: "garbled",
        message: "Could not load the template's data from /garbled.json: the answer is not JSON.",
      },
    ]);
  });

  test("template and wikipedia refuse an answer over 1 MB (or maxBytes) with LOAD, cancelling its stream", async () => {
    const { pop, clock } = setup({ popcorn: { plugins: [template, wikipedia] } });
    const errors = errorsOf(pop);
    const data = bigFetch(64 * 1024, 4 * 1024 * 1024);
    const summary = bigFetch(64 * 1024, 4 * 1024 * 1024);
    const limited = bigFetch(100, 5_000);
    pop.add(template, { id: "data", start: 1, template: "{{x}}", url: "/data.json", fetch: data.fetch });
    pop.add(wikipedia, { id: "summary", start: 1, title: "Lisbon", fetch: summary.fetch });
    pop.add(template, {
      id: "limited",
      start: 1,
      template: "{{x}}",
      url: "/limited.json",
      fetch: limited.fetch,
      maxBytes: 500,
    });
    void pop.play();
    clock.advance(1500);
    await vi.waitFor(() => expect(errors).toHaveLength(3));
    expect(errors.sort((a, b) => (a.eventId! < b.eventId! ? -1 : 1))).toEqual([
      {
        code: "LOAD",
        eventId: "data",
        message: "Could not load the template's data from /data.json: the answer is larger than 1048576 bytes.",
      },
      {
        code: "LOAD",
        eventId: "limited",
        message: "Could not load the template's data from /limited.json: the answer is larger than 500 bytes.",
      },
      {
        code: "LOAD",
        eventId: "summary",
        message: 'Could not load the Wikipedia article "Lisbon": the answer is larger than 1048576 bytes.',
      },
    ]);
    for (const { stats } of [data, summary, limited]) expect(stats.cancelled).toBe(true);
    expect(data.stats.pulled).toBeLessThanOrEqual(1024 * 1024 + 64 * 1024 * 2);
    expect(limited.stats.pulled).toBeLessThanOrEqual(500 + 100 * 2);
    expect(() => pop.add(template, { start: 1, template: "x", maxBytes: 0 })).toThrow(/Option "maxBytes"/);
  });

  test("destroy() aborts a plugin's load in flight: nothing is reported, no timer is left", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { pop, clock } = setup({ popcorn: { plugins: [wikipedia] } });
    const errors = errorsOf(pop);
    const { fetch, signals } = silentFetch();
    pop.add(wikipedia, { id: "w", start: 1, title: "Lisbon", fetch });
    void pop.play();
    clock.advance(1500);
    expect(signals).toHaveLength(1);
    pop.destroy();
    expect(signals[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(errors).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
