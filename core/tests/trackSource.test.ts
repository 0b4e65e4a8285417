import { afterEach, describe, expect, test, vi } from "vitest";
import { PopcornError, loadTracks } from "../src/index.js";
import { checkMediaProps } from "../src/adapter/mediaProps.js";
import { checkTracks } from "../src/instance/loadTracks.js";
import { setup } from "./harness.js";

const VTT = "WEBVTT\n\n00:01.000 --> 00:02.000\nHello\n";
const POPCORN_JSON = { data: [{ subtitle: { start: 1, end: 2, text: "From JSON" } }] };

/** A global fetch that answers WebVTT and records what it was asked for. */
function stubFetch() {
  const fetch = vi.fn(async (_url: string) => ({ ok: true, status: 200, statusText: "OK", text: async () => VTT }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const texts = (pop: ReturnType<typeof setup>["pop"]) => pop.getTrackEvents().map((e) => e.options.text);

describe("loadTrack: explicit forms", () => {
  test("{ text } is parsed as text, even when it looks like a URL", async () => {
    const fetch = stubFetch();
    const { pop } = setup();
    await pop.loadTrack({ text: VTT });
    await expect(pop.loadTrack({ text: "/captions.vtt" })).resolves.toEqual([]);
    expect(texts(pop)).toEqual(["Hello"]);
    expect(fetch).not.toHaveBeenCalled();
  });

  test("{ url } is fetched, even when it looks like text", async () => {
    const fetch = stubFetch();
    const { pop } = setup();
    await pop.loadTrack({ url: "/captions/en.vtt" });
    await pop.loadTrack({ url: "https://cdn.example/WEBVTT.vtt?x=1" });
    await pop.loadTrack(new URL("https://cdn.example/talk.vtt"));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "/captions/en.vtt",
      "https://cdn.example/WEBVTT.vtt?x=1",
      "https://cdn.example/talk.vtt",
    ]);
    expect(texts(pop)).toEqual(["Hello", "Hello", "Hello"]);
  });

  test("a Blob and a File are read as text, the file's name helping to detect the format", async () => {
    const fetch = stubFetch();
    const { pop } = setup();
    await pop.loadTrack(new Blob([VTT]));
    await pop.loadTrack(new File(["1\n00:00:05,000 --> 00:00:06,000\nFrom SRT\n"], "episode.srt"));
    expect(texts(pop)).toEqual(["Hello", "From SRT"]);
    expect(fetch).not.toHaveBeenCalled();
  });

  test("JSON.stringify(data) is text, not a URL: a one-line string starting with { or [ is parsed", async () => {
    const fetch = stubFetch();
    const { pop } = setup();
    await pop.loadTrack(JSON.stringify(POPCORN_JSON));
    expect(texts(pop)).toEqual(["From JSON"]);
    expect(fetch).not.toHaveBeenCalled();
  });

  test.each([
    ["a relative path", "captions.vtt"],
    ["a file name that starts like WebVTT", "WEBVTT-en.vtt"],
    ["an absolute path", "/media/captions.vtt"],
    ["a protocol-relative URL", "//cdn.example/a.vtt"],
    ["an https URL", "https://cdn.example/a b.vtt"],
    ["a blob: URL", "blob:https://example.com/1234"],
  ])("a plain string that is %s is fetched", async (_what, url) => {
    const fetch = stubFetch();
    const { pop } = setup();
    await pop.loadTrack(url);
    expect(fetch.mock.calls.map(([called]) => called)).toEqual([url]);
  });

  test.each([
    ["one line of WebVTT", "WEBVTT"],
    ["XML", '<tt xmlns="http://www.w3.org/ns/ttml"></tt>'],
    ["text with a line break", "1\n00:00:01,000 --> 00:00:02,000\nHi"],
  ])("a plain string that is %s is parsed, not fetched", async (_what, text) => {
    const fetch = stubFetch();
    const { pop } = setup();
    await pop.loadTrack(text);
    expect(fetch).not.toHaveBeenCalled();
  });

  test("a string that is neither (a space, no scheme) is refused with a hint to use { text } or { url }", async () => {
    const fetch = stubFetch();
    const { pop } = setup();
    const errors: unknown[] = [];
    pop.on("error", (e) => errors.push(e));
    const refused = pop.loadTrack("Hello there");
    await expect(refused).rejects.toBeInstanceOf(PopcornError);
    await expect(refused).rejects.toThrow(
      'Track source got "Hello there": expected an http(s), relative or blob: URL or subtitle text (pass { text } or { url } to say which).',
    );
    await expect(refused).rejects.toMatchObject({ code: "INVALID_OPTION", details: { value: "Hello there" } });
    expect(errors).toMatchObject([{ phase: "load", error: { code: "INVALID_OPTION" } }]);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("loadTrack: unsafe URLs are refused, never fetched", () => {
  const UNSAFE = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "  javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:text/vtt,WEBVTT",
    "file:///etc/passwd",
    "vbscript:msgbox(1)",
  ];

  test.each(UNSAFE)("%j as a plain string, as { url } and as a URL object", async (url) => {
    const fetch = stubFetch();
    const { pop } = setup();
    const errors: { phase: string; error: unknown }[] = [];
    pop.on("error", (e) => errors.push(e));
    for (const source of [url, { url }, { href: url }]) {
      const refused = pop.loadTrack(source);
      await expect(refused).rejects.toMatchObject({ code: "INVALID_OPTION", details: { value: url } });
      await expect(refused).rejects.toThrow(/expected an http\(s\), relative or blob: URL/);
    }
    expect(errors.map((e) => [e.phase, (e.error as PopcornError).code])).toEqual([
      ["load", "INVALID_OPTION"],
      ["load", "INVALID_OPTION"],
      ["load", "INVALID_OPTION"],
    ]);
    expect(fetch).not.toHaveBeenCalled();
    expect(pop.getTrackEvents()).toEqual([]);
  });

  test("the message names the URL", async () => {
    stubFetch();
    const { pop } = setup();
    await expect(pop.loadTrack({ url: "javascript:alert(1)" })).rejects.toThrow(
      'Track source got "javascript:alert(1)": expected an http(s), relative or blob: URL.',
    );
  });

  test("loadTracks refuses the whole list before loading any of it", () => {
    const fetch = stubFetch();
    const { pop } = setup();
    expect(() => loadTracks(pop, [{ src: "/ok.vtt" }, { src: "javascript:alert(1)" }])).toThrow(
      'tracks[1].src got "javascript:alert(1)": expected an http(s), relative or blob: URL or subtitle text (pass { text } or { url } to say which).',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("checkTracks and checkMediaProps", () => {
  test("accept what loads and what media elements may show", () => {
    expect(() => checkTracks([{ src: "/a.vtt" }, { src: { text: "x y" } }, { src: new Blob([VTT]) }])).not.toThrow();
    const props = { src: "/media/clip.webm", poster: "data:image/png;base64,AAAA", controls: true };
    expect(checkMediaProps("<PopcornVideo>", props, [{ src: { url: "/a.vtt" } }])).toBe(props);
    expect(() => checkMediaProps("<PopcornVideo>", { src: undefined, poster: "" })).not.toThrow();
  });

  test.each([
    [
      { src: "javascript:alert(1)" },
      '<PopcornVideo> src got "javascript:alert(1)": expected an http(s), relative or blob: URL.',
    ],
    [
      { src: " JaVaScRiPt:alert(1)" },
      '<PopcornVideo> src got " JaVaScRiPt:alert(1)": expected an http(s), relative or blob: URL.',
    ],
    [
      { src: "data:text/html,<script>alert(1)</script>" },
      '<PopcornVideo> src got "data:text/html,<script>alert(1)</script>": expected an http(s), relative or blob: URL.',
    ],
    [
      { poster: "data:image/svg+xml,<svg onload=alert(1)>" },
      '<PopcornVideo> poster got "data:image/svg+xml,<svg onload=alert(1)>": expected an http(s), relative, blob: or data:image/* URL.',
    ],
    [
      { poster: "vbscript:msgbox(1)" },
      '<PopcornVideo> poster got "vbscript:msgbox(1)": expected an http(s), relative, blob: or data:image/* URL.',
    ],
  ])("refuse %j naming the prop and the value", (props, message) => {
    let caught: unknown;
    try {
      checkMediaProps("<PopcornVideo>", props);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PopcornError);
    expect(caught).toMatchObject({ code: "INVALID_OPTION", message });
  });

  test("a refused track names its index", () => {
    expect(() => checkMediaProps("<PopcornAudio>", {}, [{ src: "/a.vtt" }, { src: { url: "file:///x.vtt" } }])).toThrow(
      '<PopcornAudio> tracks[1].src got "file:///x.vtt": expected an http(s), relative or blob: URL.',
    );
  });
});
