// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { PopcornError, createPopcorn } from "../src/index.js";
import { type HlsErrorData, type HlsInstance, createHlsPlayer } from "../src/players/hls.js";

// The HLS player on a fake `Hls` class: what it asks of hls.js, how it recovers and fails, what destroy() leaves.
// Real playback of a real stream is tested in Chromium (test/browser/hls.test.ts).

const imported = vi.hoisted(() => ({ count: 0 }));
vi.mock("hls.js", () => {
  imported.count++;
  return { default: FakeHls };
});

class FakeHls implements HlsInstance {
  static made: FakeHls[] = [];
  static supported = true;
  static isSupported = () => FakeHls.supported;
  calls: string[] = [];
  listeners = new Map<string, Set<(event: string, data: unknown) => void>>();
  media: HTMLMediaElement | null = null;
  constructor(readonly config?: Record<string, unknown>) {
    FakeHls.made.push(this);
  }
  loadSource(url: string) {
    this.calls.push(`loadSource ${url}`);
  }
  attachMedia(media: HTMLMediaElement) {
    this.media = media;
    this.calls.push("attachMedia");
  }
  startLoad() {
    this.calls.push("startLoad");
  }
  recoverMediaError() {
    this.calls.push("recoverMediaError");
  }
  destroy() {
    this.media = null;
    this.calls.push("destroy");
  }
  on(name: string, listener: (event: string, data: unknown) => void) {
    if (!this.listeners.has(name)) this.listeners.set(name, new Set());
    this.listeners.get(name)!.add(listener);
  }
  off(name: string, listener?: (event: string, data: unknown) => void) {
    if (listener) this.listeners.get(name)?.delete(listener);
    else this.listeners.delete(name);
  }
  get listenerCount() {
    return [...this.listeners.values()].reduce((total, set) => total + set.size, 0);
  }
  send(name: string, data: unknown = {}) {
    for (const listener of [...(this.listeners.get(name) ?? [])]) listener(name, data);
  }
  fail(data: Partial<HlsErrorData>) {
    this.send("hlsError", { type: "mediaError", details: "bufferAppendError", fatal: true, ...data });
  }
}

const URL = "/media/hls/master.m3u8";
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: Parameters<typeof createHlsPlayer>[2] = { Hls: FakeHls }) {
  const video = document.createElement("video");
  document.body.append(video);
  const player = createHlsPlayer(video, URL, options);
  const errors: unknown[] = [];
  player.addEventListener("error", () => errors.push(player.error));
  return { video, player, errors };
}

afterEach(() => {
  FakeHls.made = [];
  FakeHls.supported = true;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("createHlsPlayer", () => {
  test("loads the stream through hls.js into the element; ready once the playlists are read", async () => {
    const { video, player } = setup({ Hls: FakeHls, config: { maxBufferLength: 10 } });
    await flush();
    const [hls] = FakeHls.made;
    expect(hls!.calls).toEqual([`loadSource ${URL}`, "attachMedia"]);
    expect(hls!.media).toBe(video);
    expect(hls!.config).toEqual({ maxBufferLength: 10 });
    expect(player.mode).toBe("hls.js");
    expect(player.hls).toBe(hls);
    expect(player.element).toBe(video);
    let ready = false;
    void player.ready.then(() => (ready = true));
    await flush();
    expect(ready).toBe(false);
    hls!.send("hlsManifestParsed", { levels: [] });
    await flush();
    expect(ready).toBe(true);
  });

  test("imports hls.js once, when the first player needs it", async () => {
    expect(imported.count).toBe(0);
    setup({});
    setup({});
    // Through core's subpath import of the peer (#peers/hls), a module the test runner loads on first use.
    await vi.waitFor(() => expect(FakeHls.made).toHaveLength(2));
    expect(imported.count).toBe(1);
  });

  test("a fatal media error is recovered once until a segment buffers again; a second one fails the stream", async () => {
    const { player, errors } = setup();
    await flush();
    const hls = FakeHls.made[0]!;
    hls.send("hlsManifestParsed");
    hls.fail({ type: "mediaError" });
    expect(hls.calls.at(-1)).toBe("recoverMediaError");
    hls.send("hlsFragBuffered");
    hls.fail({ type: "mediaError" });
    expect(hls.calls.filter((call) => call === "recoverMediaError")).toHaveLength(2);
    expect(errors).toEqual([]);
    hls.fail({ type: "mediaError", details: "bufferAppendError" });
    expect(errors).toHaveLength(1);
    const error = player.error as PopcornError;
    expect(error).toBeInstanceOf(PopcornError);
    expect(error.code).toBe("PLAYER");
    expect(error.message).toContain(URL);
    expect(error.message).toContain("bufferAppendError");
    expect(hls.calls.at(-1)).toBe("destroy");
    expect(player.hls).toBeNull();
  });

  test("a fatal network error once the playlists are read restarts loading once", async () => {
    const { errors } = setup();
    await flush();
    const hls = FakeHls.made[0]!;
    hls.send("hlsManifestParsed");
    hls.fail({ type: "networkError", details: "fragLoadError" });
    expect(hls.calls.at(-1)).toBe("startLoad");
    expect(errors).toEqual([]);
    hls.fail({ type: "networkError", details: "fragLoadError" });
    expect(errors).toHaveLength(1);
  });

  test("a playlist that does not load fails at once, with the HTTP status; ready rejects and the instance hears it", async () => {
    const { video, player } = setup();
    const pop = createPopcorn(player, { ticker: "manual" });
    const heard: unknown[] = [];
    pop.on("error", (event) => heard.push(event.error));
    await flush();
    FakeHls.made[0]!.fail({
      type: "networkError",
      details: "manifestLoadError",
      response: { code: 404, text: "Not Found" },
    });
    await expect(player.ready).rejects.toThrow(/master\.m3u8.*manifestLoadError \(HTTP 404\)/);
    expect(heard).toHaveLength(1);
    expect((heard[0] as PopcornError).code).toBe("PLAYER");
    expect((heard[0] as PopcornError).message).toContain("HTTP 404");
    expect(video.isConnected).toBe(true);
    pop.destroy();
  });

  test("an instance on the element itself (as <PopcornVideo> makes it) hears the stream's own error, though the element's error is null", async () => {
    const { video, player } = setup();
    const pop = createPopcorn(video, { ticker: "manual" });
    const heard: unknown[] = [];
    pop.on("error", (event) => heard.push(event.error));
    await flush();
    FakeHls.made[0]!.fail({
      type: "networkError",
      details: "manifestLoadError",
      response: { code: 404, text: "Not Found" },
    });
    await expect(player.ready).rejects.toThrow(PopcornError);
    expect(video.error ?? null).toBeNull();
    expect(heard).toEqual([player.error]);
    expect(pop.store.getSnapshot().error).toBe(player.error);
    expect((player.error as PopcornError).message).toMatch(/master\.m3u8.*manifestLoadError \(HTTP 404\)/);
    pop.destroy();
  });

  test("non-fatal errors are left to hls.js", async () => {
    const { player, errors } = setup();
    await flush();
    const hls = FakeHls.made[0]!;
    hls.fail({ fatal: false, type: "mediaError", details: "bufferStalledError" });
    hls.fail({ fatal: false, type: "networkError", details: "fragLoadError" });
    expect(hls.calls).toEqual([`loadSource ${URL}`, "attachMedia"]);
    expect(errors).toEqual([]);
    expect(player.error).toBeNull();
  });

  test("destroy() destroys hls.js and removes every listener it and the player added", async () => {
    const { video, player } = setup();
    const remove = vi.spyOn(video, "removeEventListener");
    const listener = vi.fn();
    player.addEventListener("timeupdate", listener);
    await flush();
    const hls = FakeHls.made[0]!;
    expect(hls.listenerCount).toBe(3);
    player.destroy();
    expect(hls.calls.at(-1)).toBe("destroy");
    expect(hls.media).toBeNull();
    expect(hls.listenerCount).toBe(0);
    expect(player.listenerCount()).toBe(0);
    expect(remove).toHaveBeenCalledWith("timeupdate", listener);
    expect(player.hls).toBeNull();
    await expect(player.ready).resolves.toBeUndefined();
    player.destroy();
    expect(hls.calls.filter((call) => call === "destroy")).toHaveLength(1);
  });

  test("destroyed before hls.js loads, it makes no instance", async () => {
    const { player } = setup({});
    player.destroy();
    await flush();
    expect(FakeHls.made).toHaveLength(0);
  });

  test("where hls.js is not supported and the element plays HLS itself, the element loads the stream", async () => {
    FakeHls.supported = false;
    vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockImplementation((type) =>
      type === "application/vnd.apple.mpegurl" ? "maybe" : "",
    );
    const load = vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {});
    const { video, player } = setup();
    await flush();
    expect(FakeHls.made).toHaveLength(0);
    expect(player.mode).toBe("native");
    expect(video.getAttribute("src")).toBe(URL);
    video.dispatchEvent(new Event("loadedmetadata"));
    await expect(player.ready).resolves.toBeUndefined();
    player.destroy();
    expect(video.hasAttribute("src")).toBe(false);
    expect(load).toHaveBeenCalled();
  });

  test("where neither plays HLS, the stream fails with a PopcornError saying so", async () => {
    FakeHls.supported = false;
    const { player, errors } = setup();
    await expect(player.ready).rejects.toThrow(/neither itself nor through hls\.js/);
    expect(errors).toHaveLength(1);
  });

  test("arguments are checked, naming the bad value", () => {
    const video = document.createElement("video");
    const bad = (call: () => unknown, code: string, text: RegExp) => {
      try {
        call();
      } catch (error) {
        expect(error).toBeInstanceOf(PopcornError);
        expect((error as PopcornError).code).toBe(code);
        expect((error as Error).message).toMatch(text);
        return;
      }
      throw new Error("expected a PopcornError");
    };
    bad(() => createHlsPlayer(video, "javascript:alert(1)//.m3u8"), "INVALID_OPTION", /javascript:alert/);
    bad(() => createHlsPlayer(video, " JaVa\tScript:alert(1)"), "INVALID_OPTION", /http\(s\), relative or blob/);
    bad(() => createHlsPlayer(video, "data:application/vnd.apple.mpegurl,#EXTM3U"), "INVALID_OPTION", /data:/);
    bad(() => createHlsPlayer(video, 42 as unknown as string), "INVALID_OPTION", /42/);
    bad(() => createHlsPlayer(video, URL, { Hls: {} as never }), "INVALID_OPTION", /Hls .*hls\.js's Hls class/);
    bad(() => createHlsPlayer(video, URL, { Hls: FakeHls, config: null as never }), "INVALID_OPTION", /config null/);
    bad(
      () => createHlsPlayer(document.createElement("div") as never, URL, { Hls: FakeHls }),
      "PLAYER",
      /<video> or <audio>/,
    );
    expect(FakeHls.made).toHaveLength(0);
  });
});
