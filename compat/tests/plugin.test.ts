import { PopcornError } from "@popcorn-kit/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Popcorn, type PopcornInstance, type PopcornTrackEvent } from "../src/index.js";
import { define, forgetPlugins, virtualPopcorn } from "./virtualPopcorn.js";

const popcorn = virtualPopcorn;

afterEach(forgetPlugins);

/** A plugin that logs its hooks, with `this` and the options object each got. */
function logging(log: unknown[]) {
  return {
    _setup(this: PopcornInstance, options: PopcornTrackEvent) {
      options._made = `made for ${options.text}`;
      log.push(["_setup", this, options.text]);
    },
    start(this: PopcornInstance, _event: unknown, options: PopcornTrackEvent) {
      log.push(["start", options._made]);
    },
    end(this: PopcornInstance, _event: unknown, options: PopcornTrackEvent) {
      log.push(["end", options._made]);
    },
    _teardown(this: PopcornInstance, options: PopcornTrackEvent) {
      log.push(["_teardown", options._made]);
    },
  };
}

describe("Popcorn.plugin", () => {
  it("runs a 1.x definition's hooks with the instance as this and one options object from _setup to _teardown", async () => {
    const log: unknown[] = [];
    define("note", logging(log));
    const { p, playTo } = popcorn();
    expect(p.note({ start: 1, end: 3, text: "hello" })).toBe(p);
    expect(log).toEqual([["_setup", p, "hello"]]);
    await playTo(2);
    await playTo(4);
    const id = p.getLastTrackEventId() as string;
    p.removeTrackEvent(id);
    expect(log.slice(1)).toEqual([
      ["start", "made for hello"],
      ["end", "made for hello"],
      ["_teardown", "made for hello"],
    ]);
    expect(p.getTrackEvents()).toEqual([]);
  });

  it("fires an event wholly inside one tick (Popcorn 1.x skipped it)", async () => {
    const log: unknown[] = [];
    define("flash", logging(log));
    const { p, playTo } = popcorn();
    p.flash({ start: 2, end: 2.2, text: "blink" });
    await playTo(5);
    expect(log.map((entry) => (entry as unknown[])[0])).toEqual(["_setup", "start", "end"]);
  });

  it("lists its events in Popcorn's shape, with track lifecycle events under Popcorn's names", async () => {
    define("note", logging([]));
    const { p, playTo } = popcorn();
    const heard: unknown[] = [];
    for (const type of ["trackadded", "tracksetup", "trackstart", "trackend", "trackteardown", "trackremoved"]) {
      p.on(type, (data: { type: string; plugin: string; id: string }) => heard.push([data.type, data.plugin, data.id]));
    }
    p.note("intro", { start: "00:00:01", end: 2, text: "one", target: "notes" });
    expect(p.getTrackEvent("intro")).toMatchObject({
      id: "intro",
      _id: "intro",
      start: 1,
      end: 2,
      text: "one",
      target: "notes",
      _running: false,
      _natives: { type: "note" },
    });
    expect(String(p.getTrackEvent("intro"))).toBe("note ( start: 1, end: 2, id: intro, target: notes )");
    await playTo(1.5);
    expect(p.getTrackEvent("intro")?._running).toBe(true);
    expect(p.data.running.note).toEqual([p.getTrackEvent("intro")]);
    p.removeTrackEvent("intro");
    expect(heard).toEqual([
      ["tracksetup", "note", "intro"],
      ["trackadded", "note", "intro"],
      ["trackstart", "note", "intro"],
      ["trackend", "note", "intro"],
      ["trackteardown", "note", "intro"],
      ["trackremoved", "note", "intro"],
    ]);
  });

  it("changes an event when called with its id: _update when the plugin has one, else teardown and setup", async () => {
    const log: unknown[] = [];
    define("note", logging(log));
    define("live", {
      _update(this: PopcornInstance, options: PopcornTrackEvent, changes: Record<string, unknown>) {
        log.push(["_update", options.text, changes.text]);
        options.text = changes.text;
      },
    });
    const { p, at } = popcorn();
    const changes: unknown[] = [];
    p.on("trackchange", (change: unknown) => changes.push(change));
    p.note("a", { start: 0, end: 10, text: "old" });
    p.live("b", { start: 0, end: 10, text: "old" });
    at(1);
    log.length = 0;
    p.note("a", { text: "new" });
    p.live("b", { text: "new", end: 20 });
    expect(log).toEqual([
      ["end", "made for old"],
      ["_teardown", "made for old"],
      ["_setup", p, "new"],
      ["start", "made for new"],
      ["_update", "old", "new"],
    ]);
    expect(p.getTrackEvent("b")).toMatchObject({ text: "new", end: 20 });
    expect(changes).toHaveLength(2);
    expect(changes[1]).toMatchObject({ id: "b", previousValue: { end: 10 }, currentValue: { end: 20 } });
  });

  it("names an event with the definition's own toString", () => {
    define("titled", {
      toString(this: PopcornTrackEvent) {
        return `Title: ${this.text}`;
      },
    });
    const { p } = popcorn();
    p.titled("t", { start: 0, end: 1, text: "Harbour" });
    expect(String(p.getTrackEvent("t"))).toBe("Title: Harbour");
  });

  it("calls the function form once per event, with the event's options, for its hooks", async () => {
    const factory = vi.fn(function (this: PopcornInstance, options: PopcornTrackEvent) {
      const label = `#${options.n}`;
      return { start: () => seen.push(label) };
    });
    const seen: string[] = [];
    define("counter", factory);
    const { p, playTo } = popcorn();
    p.counter({ start: 1, end: 2, n: 1 }).counter({ start: 1, end: 2, n: 2 });
    await playTo(1.5);
    expect(factory).toHaveBeenCalledTimes(2);
    expect(factory.mock.contexts[0]).toBe(p);
    expect(seen).toEqual(["#1", "#2"]);
  });

  it("applies the manifest's defaults and target, then p.defaults, then the call's options", () => {
    define(
      "caption",
      {},
      {
        about: { name: "Caption" },
        options: {
          target: "caption-box",
          size: { elem: "input", type: "number", label: "Size", default: 12 },
          color: { elem: "input", type: "text", label: "Color", default: "white" },
        },
      },
    );
    const { p } = popcorn();
    p.defaults("caption", { color: "gold" });
    p.caption({ start: 0, end: 5 });
    p.caption({ start: 0, end: 5, size: 20, target: "elsewhere" });
    const [first, second] = p.getTrackEvents();
    expect(first).toMatchObject({ target: "caption-box", size: 12, color: "gold" });
    expect(second).toMatchObject({ target: "elsewhere", size: 20, color: "gold" });
    expect(Popcorn.manifest.caption).toMatchObject({ about: { name: "Caption" } });
    expect(Popcorn.registryByName.caption).toMatchObject({ name: "caption", type: "caption" });
    expect(Popcorn.registry.map((entry) => entry.name)).toContain("caption");
  });

  it("refuses a URL option with a dangerous scheme when the manifest types it as a url", () => {
    define("link", {}, { options: { href: { elem: "input", type: "url", label: "Link" } } });
    const { p } = popcorn();
    expect(() => p.link({ start: 0, end: 1, href: "javascript:alert(1)" })).toThrow(PopcornError);
    expect(p.getTrackEvents()).toEqual([]);
    p.link({ start: 0, end: 1, href: "https://example.org/" });
    expect(p.getTrackEvents()).toHaveLength(1);
  });

  it("adds one event per range, and removes a once event after it ends", async () => {
    define("note", {});
    const { p, playTo } = popcorn();
    p.note({
      ranges: [
        { start: 1, end: 2 },
        { start: 5, end: 6 },
      ],
      text: "twice",
    });
    expect(p.getTrackEvents().map((event) => [event.start, event.end, event.text])).toEqual([
      [1, 2, "twice"],
      [5, 6, "twice"],
    ]);
    p.note({ start: 3, end: 4, once: true });
    await playTo(4.5);
    expect(p.getTrackEvents()).toHaveLength(2);
  });

  it("disable ends a plugin's active events and enable starts them again; toggle switches", () => {
    const log: unknown[] = [];
    define("note", logging(log));
    const { p, at } = popcorn();
    p.note({ start: 0, end: 10, text: "x" });
    at(1);
    log.length = 0;
    p.disable("note");
    expect(p.data.disabled.note).toBe(true);
    p.toggle("note");
    expect(p.data.disabled.note).toBeUndefined();
    expect(log.map((entry) => (entry as unknown[])[0])).toEqual(["end", "start"]);
  });

  it("runs the effects an event names (Popcorn.compose, Popcorn.effect) after the plugin's hooks", async () => {
    const order: string[] = [];
    Popcorn.compose("glow", { start: () => order.push("glow start"), end: () => order.push("glow end") });
    define("note", { start: () => order.push("note start"), end: () => order.push("note end") });
    const { p, playTo } = popcorn();
    p.note({ start: 1, end: 2, effect: "glow" });
    await playTo(3);
    expect(order).toEqual(["note start", "glow start", "note end", "glow end"]);
  });

  it("reports a hook that throws as pluginerror and Popcorn.plugin.errors, and goes on", async () => {
    define("broken", {
      start() {
        throw new Error("boom");
      },
    });
    const { p, playTo } = popcorn();
    const after = vi.fn();
    const errors: unknown[] = [];
    p.on("pluginerror", (list: unknown[]) => errors.push(list.at(-1)));
    p.broken({ start: 1, end: 2 });
    p.exec(1.5, after);
    await playTo(3);
    expect(after).toHaveBeenCalled();
    expect(errors).toEqual([expect.objectContaining({ plugin: "broken", thrown: expect.any(Error) })]);
    expect(Popcorn.plugin.errors.at(-1)).toMatchObject({ plugin: "broken" });
  });

  it("removePlugin forgets the plugin and its method; p.removePlugin removes its events from one instance", () => {
    define("note", {});
    const { p } = popcorn();
    p.note({ start: 0, end: 1 }).note({ start: 2, end: 3 });
    p.removePlugin("note");
    expect(p.getTrackEvents()).toEqual([]);
    Popcorn.removePlugin("note");
    expect(p.note).toBeUndefined();
    expect(Popcorn.registryByName.note).toBeUndefined();
  });

  it("refuses the name of an instance method and a definition with a hook that is not a function", () => {
    expect(() => Popcorn.plugin("play", {})).toThrow(PopcornError);
    expect(() => Popcorn.plugin("odd", { start: "alert(1)" } as never)).toThrow(/hook start/);
    expect(Popcorn.registryByName.odd).toBeUndefined();
  });

  it("Popcorn.p.method is a method of every instance", () => {
    const { p } = popcorn();
    Popcorn.p.half = function (this: PopcornInstance) {
      return this.duration() / 2;
    };
    expect(p.half()).toBe(30);
    delete Popcorn.p.half;
  });
});
