import { PopcornError, createVirtualPlayer } from "@popcorn-kit/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Popcorn, type PopcornInstance, VERSION } from "../src/index.js";
import { createBasePlayer } from "../src/players/basePlayer.js";
import { made, virtualPopcorn } from "./virtualPopcorn.js";
import packageJson from "../package.json" with { type: "json" };

const popcorn = virtualPopcorn;

afterEach(() => {
  for (const p of made.splice(0)) p.destroy();
  document.body.innerHTML = "";
});

describe("Popcorn(target)", () => {
  it("finds the media by #id, by id and by selector, and refuses what names no media", () => {
    document.body.innerHTML = '<video id="video"></video><audio class="track"></audio>';
    const byHash = Popcorn("#video");
    const byId = Popcorn("video");
    const bySelector = Popcorn("audio.track");
    made.push(byHash, byId, bySelector);
    expect(byHash.media).toBe(document.getElementById("video"));
    expect(byId.media).toBe(byHash.media);
    expect(bySelector.media.tagName).toBe("AUDIO");
    expect(() => Popcorn("#missing")).toThrow(PopcornError);
    expect(() => Popcorn("#missing")).toThrow(/"#missing".*<video> or <audio>/);
    expect(() => Popcorn(42 as never)).toThrow(/Popcorn\(\) target 42/);
  });

  it("keeps every live instance in Popcorn.instances, finds one by id, and forgets it on destroy", () => {
    const { p } = popcorn();
    const named = Popcorn(createVirtualPlayer(), { id: "main", ticker: "manual" });
    expect(Popcorn.instances).toContain(p);
    expect(Popcorn.byId("main")).toBe(named);
    named.destroy();
    expect(Popcorn.byId("main")).toBeNull();
    expect(named.isDestroyed).toBe(true);
    expect(() => named.destroy()).not.toThrow();
  });

  it("refuses an id another instance has, with 1.x's message, and keeps nothing of the refused one", () => {
    const player = createVirtualPlayer();
    const first = Popcorn(player, { id: "main", ticker: "manual" });
    made.push(first);
    const listeners = player.listenerCount();
    const count = Popcorn.instances.length;
    let refused: unknown;
    try {
      Popcorn(createVirtualPlayer(), { id: "main", ticker: "manual" });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(PopcornError);
    expect(refused).toMatchObject({
      code: "DUPLICATE_ID",
      message: "Popcorn.js Error: Cannot use duplicate ID (main)",
    });
    expect(Popcorn.instances).toHaveLength(count);
    expect(player.listenerCount()).toBe(listeners);
  });

  it("is a Popcorn: Popcorn.prototype is Popcorn.p, and the media is named after its element as in 1.x", () => {
    document.body.innerHTML = '<video id="video"></video><audio id="audio"></audio>';
    const video = Popcorn("#video");
    const audio = Popcorn("#audio");
    const virtual = Popcorn(createVirtualPlayer(), { ticker: "manual" });
    made.push(video, audio, virtual);
    expect(Popcorn.prototype).toBe(Popcorn.p);
    expect(video).toBeInstanceOf(Popcorn);
    expect(video.video).toBe(video.media);
    expect(audio.audio).toBe(document.getElementById("audio"));
    expect(video.id).toMatch(/^video\d+$/);
    expect(audio.id).toMatch(/^audio\d+$/);
    expect(virtual.video).toBe(virtual.media);
  });

  it("p.error is the media's error, null while it has none; a page that listens to error hears it, not the console", () => {
    const player = createBasePlayer();
    const p = Popcorn(player, { ticker: "manual" });
    made.push(p);
    expect(p.error).toBeNull();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      player.error = { code: 4 };
      player.dispatchEvent("error");
      expect(logged).toHaveBeenCalledOnce();
      const codes: unknown[] = [];
      p.on("error", function (this: PopcornInstance) {
        codes.push((this.error as { code: number }).code);
      });
      player.dispatchEvent("error");
      expect(codes).toEqual([4]);
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });

  it("Popcorn(fn) runs fn once the document is parsed: at once with (document, Popcorn), or on DOMContentLoaded", () => {
    const now = vi.fn();
    expect(Popcorn(now)).toBeUndefined();
    expect(now).toHaveBeenCalledWith(document, Popcorn);

    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    try {
      const later = vi.fn();
      Popcorn(later);
      expect(later).not.toHaveBeenCalled();
      document.dispatchEvent(new Event("DOMContentLoaded"));
      document.dispatchEvent(new Event("DOMContentLoaded"));
      expect(later).toHaveBeenCalledOnce();
      expect(later.mock.contexts[0]).toBe(document);
      expect(later).toHaveBeenCalledWith(Popcorn);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it("says its version, the package's", () => {
    expect(Popcorn.version).toBe(packageJson.version);
    expect(VERSION).toBe(packageJson.version);
  });
});

describe("media methods", () => {
  it("read with no argument, set with one and chain", () => {
    const { p, player } = popcorn();
    expect(p.currentTime(12).volume(0.5).playbackRate(2)).toBe(p);
    expect(p.currentTime()).toBe(12);
    expect(player.currentTime).toBe(12);
    expect(p.volume()).toBe(0.5);
    expect(p.playbackRate()).toBe(2);
    expect(p.duration()).toBe(60);
    p.currentTime("00:00:30.6");
    expect(p.roundTime()).toBe(31);
    expect(() => p.currentTime({} as never)).toThrow(PopcornError);
    expect(() => p.volume(3)).toThrow(PopcornError);
    expect(p.volume()).toBe(0.5);
  });

  it("play(time) seeks then plays; pause(time) pauses then seeks", async () => {
    const { p } = popcorn();
    p.play(5);
    await Promise.resolve();
    expect(p.paused()).toBe(false);
    expect(p.currentTime()).toBeCloseTo(5, 1);
    p.pause(8);
    expect(p.paused()).toBe(true);
    expect(p.currentTime()).toBe(8);
  });

  it("a hook that seeks reads the time it went to: pause(0) in a cue at 4 reads 0", async () => {
    const { p, playTo } = popcorn();
    const read: number[] = [];
    p.cue(4, function (this: PopcornInstance) {
      read.push(this.currentTime());
      read.push(this.pause(0).currentTime());
    });
    await playTo(5);
    expect(read[0]).toBeGreaterThanOrEqual(4);
    expect(read[1]).toBe(0);
    expect(p.paused()).toBe(true);
  });

  it("timeUpdate() runs one update of the timeline now, at the media's time", async () => {
    let now = 0;
    const player = createVirtualPlayer({ duration: 60, now: () => now });
    const p = Popcorn(player, { ticker: "manual" });
    made.push(p);
    const fn = vi.fn();
    p.cue(2, fn);
    await player.play();
    now = 3000;
    expect(fn).not.toHaveBeenCalled();
    expect(p.timeUpdate()).toBe(p);
    expect(fn).toHaveBeenCalledOnce();
    now = 4000;
    Popcorn.timeUpdate(p);
    expect(p.currentTime()).toBe(4);
  });

  it("mute() saves the volume and emits muted; unmute() restores it and emits unmuted", () => {
    const { p } = popcorn();
    const heard: string[] = [];
    p.on("muted", () => heard.push("muted")).on("unmuted", () => heard.push("unmuted"));
    p.volume(0.3).mute();
    expect(p.muted()).toBe(true);
    p.volume(1);
    p.unmute();
    expect(p.muted()).toBe(false);
    expect(p.volume()).toBe(0.3);
    expect(heard).toEqual(["muted", "unmuted"]);
  });

  it("sets the media element's attributes and emits attrchange", () => {
    document.body.innerHTML = '<video id="video"></video>';
    const p = Popcorn("#video");
    made.push(p);
    const changes: unknown[] = [];
    p.on("attrchange", (change) => changes.push(change));
    expect(p.loop()).toBe(false);
    p.loop(true).controls(true);
    expect((p.media as HTMLVideoElement).loop).toBe(true);
    expect(changes).toEqual([
      { attribute: "loop", previousValue: false, currentValue: true },
      { attribute: "controls", previousValue: false, currentValue: true },
    ]);
  });
});

describe("exec and cue", () => {
  it("exec(time, fn) runs fn once, with the instance as this, when playback crosses the time", async () => {
    const { p, playTo } = popcorn();
    const calls: unknown[] = [];
    p.exec(2, function (this: PopcornInstance) {
      calls.push(this);
    });
    await playTo(1);
    expect(calls).toEqual([]);
    await playTo(3);
    expect(calls).toEqual([p]);
    await playTo(10);
    expect(calls).toHaveLength(1);
  });

  it("is a point event: a seek over it does not run it (Popcorn 1.x ran a one-second event)", () => {
    const { p, at } = popcorn();
    const fn = vi.fn();
    p.cue(2, fn);
    at(5);
    expect(fn).not.toHaveBeenCalled();
    expect(p.getTrackEvents()[0]).toMatchObject({ start: 2, end: 2, _natives: { type: "cue" } });
  });

  it("takes an id: (id, time, fn), then (id, time) and (id, fn) change the cue and emit cuechange", async () => {
    const { p, playTo } = popcorn();
    const first = vi.fn();
    const second = vi.fn();
    const changes: unknown[] = [];
    p.on("cuechange", (change) => changes.push(change));
    p.cue("chapter", 4, first);
    p.cue("chapter", 6);
    p.cue("chapter", second);
    expect(p.getTrackEvents()).toHaveLength(1);
    await playTo(5);
    expect(first).not.toHaveBeenCalled();
    await playTo(7);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({ id: "chapter", previousValue: { time: 4 }, currentValue: { time: 6 } });
  });

  it("cue(id) makes an empty cue that a later call gives a time", async () => {
    const { p, playTo } = popcorn();
    const fn = vi.fn();
    p.cue("later");
    expect(p.getTrackEvent("later")).toMatchObject({ id: "later", start: -1 });
    p.cue("later", fn);
    await playTo(20);
    expect(fn).not.toHaveBeenCalled();
    p.cue("later", 25);
    await playTo(30);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("refuses code as a string, never evaluating it, and adds nothing", () => {
    const { p } = popcorn();
    expect(() => p.exec(2, "alert(1)" as never)).toThrow(/never evaluated/);
    expect(() => p.cue("x", 2, "alert(1)" as never)).toThrow(PopcornError);
    expect(p.getTrackEvents()).toEqual([]);
  });

  it("reads timecodes and SMPTE frames at the instance's frame rate", async () => {
    const player = createVirtualPlayer({ duration: 60 });
    const p = Popcorn(player, { ticker: "manual", framerate: 25 });
    made.push(p);
    p.exec("00:00:10;05", () => {});
    expect(p.getTrackEvents()[0]?.start).toBeCloseTo(10.2, 5);
    expect(Popcorn.util.toSeconds("00:01:30.5")).toBe(90.5);
    expect(Popcorn.util.toSeconds("00:00:10;15", 30)).toBe(10.5);
    expect(() => Popcorn.util.toSeconds("soon")).toThrow(PopcornError);
  });
});

describe("listen, unlisten, trigger", () => {
  it("calls listeners of custom events with the data and the instance as this; on/off/emit are aliases", () => {
    const { p } = popcorn();
    const heard: unknown[] = [];
    const fn = function (this: PopcornInstance, data: unknown) {
      heard.push([this === p, data]);
    };
    p.listen("custom", fn).trigger("custom", { n: 1 });
    p.emit("custom", { n: 2 });
    p.off("custom", fn).trigger("custom", { n: 3 });
    expect(heard).toEqual([
      [true, { n: 1 }],
      [true, { n: 2 }],
    ]);
    p.on("other", fn).on("other", () => heard.push("second"));
    p.unlisten("other").trigger("other", {});
    expect(heard).toHaveLength(2);
    expect(p.data.events.other).toBeNull();
  });

  it("listens to the media element's own events, with the DOM event", () => {
    document.body.innerHTML = '<video id="video"></video>';
    const p = Popcorn("#video");
    made.push(p);
    const events: Event[] = [];
    p.listen("timeupdate", (event: Event) => events.push(event));
    p.media.dispatchEvent(new Event("timeupdate"));
    p.trigger("timeupdate");
    expect(events).toHaveLength(2);
    expect(events[0]).toBeInstanceOf(Event);
    p.destroy();
    p.media.dispatchEvent(new Event("timeupdate"));
    expect(events).toHaveLength(2);
  });

  it("canplayall runs each listener once: when the media can play through, or at once when it has data", async () => {
    document.body.innerHTML = '<video id="video"></video>';
    const p = Popcorn("#video");
    made.push(p);
    const heard: string[] = [];
    p.listen("canplayall", () => heard.push("first"));
    const dropped = () => heard.push("dropped");
    p.listen("canplayall", dropped).unlisten("canplayall", dropped);
    p.media.dispatchEvent(new Event("canplaythrough"));
    p.media.dispatchEvent(new Event("canplaythrough"));
    expect(heard).toEqual(["first"]);

    const { p: ready } = popcorn();
    const later = vi.fn();
    ready.listen("canplayall", later);
    expect(later).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later).toHaveBeenCalledTimes(1);
    expect(later.mock.contexts[0]).toBe(ready);

    const { p: gone } = popcorn();
    const never = vi.fn();
    gone.listen("canplayall", never).destroy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(never).not.toHaveBeenCalled();
  });

  it("canplayall listens through canplaythrough, as 1.x's hook did: both are in data.events", () => {
    document.body.innerHTML = '<video id="video"></video>';
    const p = Popcorn("#video");
    made.push(p);
    const fn = vi.fn();
    p.on("canplayall", fn);
    expect(Object.keys(p.data.events).sort()).toEqual(["canplayall", "canplaythrough"]);
    p.off("canplaythrough");
    p.media.dispatchEvent(new Event("canplaythrough"));
    expect(fn).not.toHaveBeenCalled();
  });

  it("a hook of the page's own (Popcorn.events.hooks) listens in place of its type, through its handler", () => {
    const { p } = popcorn();
    const add = vi.fn();
    Popcorn.events.hooks.wrapped = {
      add,
      bind: "custom",
      handler(this: PopcornInstance, event: unknown, fn: (data: unknown) => void) {
        fn.call(this, { wrapped: event });
      },
    };
    try {
      const heard = vi.fn();
      p.on("wrapped", heard).emit("custom", 1);
      expect(add).toHaveBeenCalledWith({}, heard);
      expect(heard).toHaveBeenCalledWith({ wrapped: 1 });
      expect(heard.mock.contexts[0]).toBe(p);
    } finally {
      delete Popcorn.events.hooks.wrapped;
    }
  });

  it("refuses a listener that is not a function", () => {
    const { p } = popcorn();
    expect(() => p.listen("x", "alert(1)" as never)).toThrow(PopcornError);
  });
});

describe("destroy", () => {
  it("leaves an inert instance: its methods do nothing and return it, getters read the media or find nothing", () => {
    const { p, player } = popcorn();
    p.cue("one", 1, () => {});
    player.currentTime = 7;
    p.destroy();
    expect(p.currentTime()).toBe(7);
    expect(p.paused()).toBe(true);
    expect(
      p
        .currentTime(2)
        .play()
        .pause(0)
        .off("play")
        .emit("play")
        .cue(1, () => {}),
    ).toBe(p);
    expect(player.currentTime).toBe(7);
    expect(player.paused).toBe(true);
    expect(p.getTrackEvents()).toEqual([]);
    expect(p.getTrackEvent("one")).toBeUndefined();
    expect(p.data.trackEvents.byStart).toEqual([]);
    expect(p.data.trackRefs).toEqual({});
    expect(Popcorn.getTrackEvents(p)).toEqual([]);
    expect(() => p.footnote).not.toThrow();
  });

  it("removes, once the media has a length, the events that end after a new length", () => {
    const player = createBasePlayer();
    const p = Popcorn(player, { ticker: "manual" });
    made.push(p);
    const teardowns: string[] = [];
    Popcorn.plugin("lengthy", { _teardown: (options: { id: string }) => teardowns.push(options.id) });
    try {
      p.lengthy("late", { start: 12, end: 30 }).lengthy("early", { start: 2, end: 4 }).lengthy("open", { start: 1 });
      player.duration = 20;
      expect(teardowns).toEqual([]);
      player.duration = 0;
      player.duration = Number.NaN;
      expect(teardowns).toEqual([]);
      player.duration = 10;
      expect(teardowns).toEqual(["late"]);
      expect(p.getTrackEvents().map((event) => event.id)).toEqual(["open", "early"]);
    } finally {
      Popcorn.removePlugin("lengthy");
    }
  });

  it("releases every listener the instance put on its player and on the kit", () => {
    const player = createVirtualPlayer({ duration: 60 });
    const before = player.listenerCount();
    const p = Popcorn(player, { ticker: "manual" });
    p.listen("timeupdate", () => {}).listen("custom", () => {});
    p.exec(1, () => {});
    expect(player.listenerCount()).toBeGreaterThan(before);
    p.destroy();
    expect(player.listenerCount()).toBe(before);
    expect(p.kit.listenerCount()).toBe(0);
    expect(Popcorn.instances).not.toContain(p);
  });

  it("removes the listeners it put on a media element", () => {
    document.body.innerHTML = '<video id="video"></video>';
    const video = document.getElementById("video") as HTMLVideoElement;
    const added: string[] = [];
    const removed: string[] = [];
    const add = video.addEventListener.bind(video);
    const remove = video.removeEventListener.bind(video);
    video.addEventListener = ((type: string, fn: EventListener) => (added.push(type), add(type, fn))) as never;
    video.removeEventListener = ((type: string, fn: EventListener) => (removed.push(type), remove(type, fn))) as never;
    const p = Popcorn(video);
    p.listen("click", () => {}).listen("timeupdate", () => {});
    p.destroy();
    expect(removed.sort()).toEqual(added.sort());
  });
});
